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
