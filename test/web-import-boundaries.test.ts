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
