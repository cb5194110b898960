import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The layering (CONTRIBUTING.md, docs/decisions/0012): imports flow page → web api → contract and
// routes → service → db; a lower layer never imports a higher one. First matching pattern wins,
// matched against the whole path (server/config.ts and server/app.ts, the server's base and top,
// are not restricted).
const layers = [
  ['contract', 'contract/**'],
  ['server-seed', 'server/db/seed/**'],
  ['server-db', 'server/db/**'],
  ['server-platform', 'server/platform/**'],
  ['server-registry', 'server/modules/index.ts'],
  ['server-routes', 'server/modules/*/routes.ts'],
  ['server-module', 'server/modules/**'],
  ['server-app', 'server/**'],
  ['web-router', 'web/router.tsx'],
  ['web-routes', 'web/routes.ts'],
  ['web-pages', 'web/pages/**'],
  ['web-layout', 'web/layout/**'],
  ['web-components', 'web/components/**'],
  ['web-stores', 'web/stores/**'],
  ['web-api', 'web/api/**'],
  ['web-app', 'web/**'],
];
const web = [
  'web-router',
  'web-routes',
  'web-pages',
  'web-layout',
  'web-components',
  'web-stores',
  'web-api',
  'web-app',
];
const server = ['server-seed', 'server-db', 'server-platform', 'server-routes', 'server-module', 'server-app'];
/** [from, the layers it may not import, why]. */
const forbidden = [
  ['contract', [...web, ...server], 'contract/ is shared by both sides and imports neither'],
  // web/api reads the token from the session store (web/stores/session.ts), so stores are allowed to it.
  [
    'web-api',
    ['web-router', 'web-routes', 'web-pages', 'web-layout', 'web-components'],
    "web/api calls the server with the contract's types and the session's token, nothing of the screens",
  ],
  [
    'web-stores',
    ['web-router', 'web-routes', 'web-pages', 'web-layout', 'web-components'],
    'stores hold state for the screens and import none of them',
  ],
  ['web-components', ['web-router', 'web-pages', 'web-layout'], 'shared components know no page and no frame'],
  [
    'web-layout',
    ['web-router', 'web-pages'],
    'the frame reads the route table (web/routes.ts), not the router or a page',
  ],
  ['web-pages', ['web-router'], 'pages read the route table (web/routes.ts), not the router'],
  ['web-routes', ['web-router'], 'the route table is data the router reads'],
  ['server-routes', ['server-seed'], 'routes call their service'],
  ['server-module', ['server-routes', 'server-seed'], 'a service never calls a route'],
  [
    'server-platform',
    ['server-routes', 'server-module', 'server-seed'],
    'the platform serves every module and knows none',
  ],
  [
    'server-db',
    ['server-routes', 'server-module', 'server-platform'],
    'the database layer is the bottom of the server',
  ],
  [
    'server-seed',
    ['server-routes', 'server-module'],
    'the seed writes through the database and the platform, never a module',
  ],
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // drizzle-orm's ES build costs a second of every start: the server takes it from server/db/orm.ts.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/db/orm.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message: 'import it from server/db/orm.ts (its CommonJS build; see the top of that file)',
            },
          ],
        },
      ],
    },
  },
  {
    // Each Playwright worker has a server of its own; a journey reaches it through e2e/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "import it from './test.ts': its journeys go to their worker's own server",
            },
          ],
        },
      ],
    },
  },
  {
    // Every form is web/components/Form.tsx's, which names an unnamed form: two unnamed antd forms
    // on one page give their fields the same ids, and a label then points at the other form's field.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/components/Form.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Form'],
              message: 'import { Form } from web/components/Form.tsx: it gives every form a name of its own',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['contract/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers.map(([type, pattern]) => ({ type, pattern, mode: 'full' })),
      // 7.2's replacement for mode 'full' (partialMatch: false) does not classify single files
      // (web/router.tsx); mode 'full' does, and its deprecation notice would print on every run.
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: forbidden.map(([from, to, why]) => ({
            from: { element: { type: from } },
            disallow: { to: { element: { type: to } } },
            message: `${from} may not import {{to.element.type}}: ${why}`,
          })),
        },
      ],
    },
  },
);
