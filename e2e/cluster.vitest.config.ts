import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The e2e journeys through two instances behind nginx, one of them restarted mid-run
// (global-setup.ts's cluster mode, ADR 0013), then cluster-balance.check.ts last.
// `npx vitest run -c e2e/cluster.vitest.config.ts` (needs nginx and PostgreSQL).
process.env.E2E_CLUSTER = '1';

const CHECK = 'cluster-balance.check.ts';

/** The usual order, with the check after every journey. */
class CheckLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => !f.moduleId.endsWith(CHECK)),
      ...sorted.filter((f) => f.moduleId.endsWith(CHECK)),
    ];
  }
}

export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: 'e2e-cluster',
      include: [CHECK],
      sequence: { sequencer: CheckLastSequencer },
    },
  }),
);
