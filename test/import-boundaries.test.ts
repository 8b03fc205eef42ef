import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's layers (ARCHITECTURE §2): app -> features -> lib, components/ui, content. The
// lint zones are what keep them; these cases prove the zones are live (a resolver change once
// made them pass everything silently).

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/catalog/components/boundary-probe.tsx',
      "import { cartQuoteQuery } from '../../cart/api';\nexport const probe = cartQuoteQuery;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('refuses a feature importing the app layer', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/boundary-probe.ts',
      "import { routes } from '../../app/routes';\nexport const probe = routes;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/Features sit below app/)]);
  });

  it('refuses the base layer importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/boundary-probe.ts',
      "import { coursesQuery } from '../features/catalog/api';\nexport const probe = coursesQuery;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/lib\/ is the base layer/)]);
  });

  it('allows a feature to use lib/ and components/ui/, and its own files', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/catalog/components/boundary-probe.tsx',
      [
        "import { callApi } from '../../../lib/api-client';",
        "import { Button } from '../../../components/ui/button';",
        "import { coursesQuery } from '../api';",
        'export const probe = [callApi, Button, coursesQuery];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

// The API's layers (ARCHITECTURE §2): composition root -> modules -> plugins -> infra -> core, and a
// module reaches another only through its index.ts. Each case is a probe file the zones must refuse.
describe('api import boundaries', () => {
  it('refuses core importing infra', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/core/boundary-probe.ts',
      "import { queryRows } from '../infra/database/database';\nexport const probe = queryRows;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/core\/ is the bottom layer/)]);
  });

  it('refuses infra importing a module or a plugin', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/infra/mail/boundary-probe.ts',
      [
        "import { users } from '../../modules/users';",
        "import { createAuthGuard } from '../../plugins/auth-guard';",
        'export const probe = [users, createAuthGuard];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/infra\/ sits below plugins and modules/),
      expect.stringMatching(/infra\/ sits below plugins and modules/),
    ]);
  });

  it('refuses a plugin importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/plugins/boundary-probe.ts',
      "import { createCallerCache } from '../modules/users';\nexport const probe = createCallerCache;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/plugins\/ sit below the modules/)]);
  });

  it('refuses a module importing the composition root', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/cart/boundary-probe.ts',
      "import { createServices } from '../../services';\nexport const probe = createServices;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/Modules sit below the composition root/)]);
  });

  it("refuses a module reaching into another module's files", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/payments/boundary-probe.ts',
      [
        "import { coupons } from '../coupons/coupons.table';",
        "import { findUserById } from '../users/users.repository';",
        'export const probe = [coupons, findUserById];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/only through its index\.ts/),
      expect.stringMatching(/only through its index\.ts/),
    ]);
  });

  it("refuses the composition root reaching into a module's files", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { listEvents } from './modules/events/events.repository';\nexport const probe = listEvents;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/composition root imports a module only/)]);
  });

  it('allows every downward import and module faces', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/payments/boundary-probe.ts',
      [
        "import { coupons } from '../coupons';",
        "import { users } from '../users/index';",
        "import { orders } from './payments.table';",
        "import { queryRows } from '../../infra/database/database';",
        "import { callerOf } from '../../core/caller';",
        "import { acceptJsonPatch } from '../../plugins/json-patch';",
        'export const probe = [coupons, users, orders, queryRows, callerOf, acceptJsonPatch];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
