import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Inside the web app imports flow one way: app -> features -> lib, components/ui, content.
// A feature never imports another feature; what two share moves down into lib/ or components/ui/.
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeatureZones = WEB_FEATURES.map((feature) => ({
  target: `${WEB_SRC}/features/${feature}`,
  from: `${WEB_SRC}/features`,
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need into lib/ or components/ui/.',
}));
const baseLayerZones = ['lib', 'components', 'content'].map((layer) => ({
  target: `${WEB_SRC}/${layer}`,
  from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
  message: `${layer}/ is the base layer: it imports no feature and no app module.`,
}));
const featureBelowAppZones = WEB_FEATURES.map((feature) => ({
  target: `${WEB_SRC}/features/${feature}`,
  from: `${WEB_SRC}/app`,
  message: 'Features sit below app/: the app composes them, not the other way round.',
}));

// Inside the API imports flow one way: composition root -> modules -> plugins -> infra -> core
// (ARCHITECTURE §2). A module imports another only through that module's index.ts, its public face;
// the composition root (app.ts, services.ts, jobs.ts, server.ts, cli/ ...) does the same.
const API_SRC = 'apps/api/src';
const API_MODULES = readdirSync(`${API_SRC}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_COMPOSITION = [`${API_SRC}/*.ts`, `${API_SRC}/cli/**`];
// drizzle-kit's input names every table file, including those a module keeps to itself.
const API_SCHEMA_FILE = `${API_SRC}/schema.ts`;
const moduleFaces = API_MODULES.map((m) => `./${m}/index.ts`);
const apiLayerZones = [
  {
    target: `${API_SRC}/core`,
    from: [
      `${API_SRC}/infra/**`,
      `${API_SRC}/plugins/**`,
      `${API_SRC}/modules/**`,
      ...API_COMPOSITION,
    ],
    message: 'core/ is the bottom layer: it imports no infra, plugin, module or composition file.',
  },
  {
    target: `${API_SRC}/infra`,
    from: [`${API_SRC}/plugins/**`, `${API_SRC}/modules/**`, ...API_COMPOSITION],
    message: 'infra/ sits below plugins and modules: it imports only core/ and itself.',
  },
  {
    target: `${API_SRC}/plugins`,
    from: [`${API_SRC}/modules/**`, ...API_COMPOSITION],
    message:
      'plugins/ sit below the modules: what a plugin needs from a module is given to it by the composition root.',
  },
  {
    target: `${API_SRC}/modules`,
    from: API_COMPOSITION,
    message: 'Modules sit below the composition root: app.ts and services.ts compose them.',
  },
  ...API_MODULES.map((m) => ({
    target: `${API_SRC}/modules/${m}`,
    from: `${API_SRC}/modules`,
    except: [`./${m}`, ...moduleFaces],
    message:
      'A module imports another module only through its index.ts (its public face), never its files.',
  })),
  {
    target: API_COMPOSITION,
    from: `${API_SRC}/modules`,
    except: moduleFaces,
    message: 'The composition root imports a module only through its index.ts (its public face).',
  },
];
const API_TESTS = ['apps/api/**/*.test.ts', 'apps/api/**/*.test-support.ts', 'apps/api/test/**'];
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  // Import direction: web -> shared <- api. Shared imports neither app, nor Node, React or the database.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kaksha/api', '@kaksha/web', '**/apps/**'],
              message: 'shared must not import the apps.',
            },
            {
              group: [
                'node:*',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'fastify',
              ],
              message: 'shared stays free of Node, React and database imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kaksha/web', '**/apps/web/**', '**/web/src/**', 'react', 'react-dom'],
              message: 'api must not import the web app.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: API_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones }] },
  },
  {
    files: [API_SCHEMA_FILE],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: apiLayerZones.filter((zone) => zone.target !== API_COMPOSITION) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kaksha/api',
                '**/apps/api/**',
                '**/api/src/**',
                'drizzle-orm',
                'pg',
                'fastify',
                'node:*',
              ],
              message: 'web must not import the api or server-only modules.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...crossFeatureZones, ...baseLayerZones, ...featureBelowAppZones] },
      ],
    },
  },
  // A page test may render the whole app (routes, layouts, providers) around its feature, but it
  // still may not reach into another feature.
  {
    files: WEB_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...crossFeatureZones, ...baseLayerZones.filter((z) => !z.target.endsWith('lib'))],
        },
      ],
    },
  },
);
