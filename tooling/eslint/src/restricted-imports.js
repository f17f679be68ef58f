import { APP_NAMES } from './app-names.js';
import { FORBIDDEN_TO_CONTEXTS, contextPackages } from './layers.js';
import { LOGICAL_STYLE_SELECTORS } from './logical-properties.js';

const SUPABASE_ONLY_IN_DB = ['@supabase/supabase-js', '@supabase/postgrest-js'].map((name) => ({
  name,
  message: 'Use the client of @fikrspace/db: the shell creates the one Supabase client of the page.',
}));

/**
 * React Router reaches the browser through @fikrspace/router, the one shared copy: a page that
 * imported react-router itself would bundle a second router with its own context. Tests, the
 * test harness and the build-time renderer (Node, never downloaded) use it directly.
 */
const ROUTER_THROUGH_PACKAGE = { name: 'react-router', message: 'Import from @fikrspace/router, the router the shell shares with every remote.' };
const OUTSIDE_THE_BROWSER_BUNDLE = ['**/*.test.{ts,tsx}', '**/testing.tsx', '**/prerender.tsx'];

// By name, not `@fikrspace/app-*`: @fikrspace/app-store is a package.
const NO_APPS_IN_PACKAGES = {
  group: ['**/apps/**', ...APP_NAMES.flatMap((app) => [`@fikrspace/app-${app}`, `@fikrspace/app-${app}/**`])],
  message: 'Packages never import apps: apps depend on packages, never the other way round.',
};

const CONTEXTS = contextPackages();
const byName = (name) => [`@fikrspace/${name}`, `@fikrspace/${name}/**`];

// Named as well as resolved (code-structure.js): a package that does not depend on a context
// cannot resolve its name, so the boundaries rule alone would not see the import.
const NO_CONTEXTS_BELOW = {
  group: CONTEXTS.length > 0 ? CONTEXTS.flatMap(byName) : ['@fikrspace/no-context-yet'],
  message: 'Platform, identity and frame packages never import a domain context: contexts sit above them.',
};

/**
 * A context is bundled into every app that uses it, so anything it holds exists once per app:
 * module state, React contexts and stores would split in two, and a second QueryClient would
 * split the cache. It reaches the one client through useQueryClient() or the client handed in.
 */
export function contextImportRules(context, contexts = CONTEXTS) {
  const notAllowed = {
    group: [...FORBIDDEN_TO_CONTEXTS, ...contexts.filter((other) => other !== context)].flatMap(byName),
    message: 'A domain context uses the platform packages, access, products, ui and the portal contract only: never portal-host, session or another context; the app composes them.',
  };
  const singletonsOnly = [
    { name: '@fikrspace/data', importNames: ['getQueryClient', 'setQueryClient'], message: 'A context reaches the one QueryClient through useQueryClient() or the queryClient handed in, never getQueryClient().' },
    { name: 'zustand', message: 'A context holds no store: state lives in the shell\'s singletons (app-store, data).' },
  ];
  const files = [`packages/${context}/**/*.{ts,tsx}`];
  return [
    {
      // Tests are not shipped: they may use supabase-js and set up the QueryClient themselves.
      files,
      rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS_IN_PACKAGES, notAllowed] }] },
    },
    {
      files,
      ignores: OUTSIDE_THE_BROWSER_BUNDLE,
      rules: {
        'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB, ROUTER_THROUGH_PACKAGE, ...singletonsOnly], patterns: [NO_APPS_IN_PACKAGES, notAllowed] }],
      },
    },
  ];
}

/**
 * Apps are deployed on their own, so an app reaching into another app's files would tie two
 * deployments together. They meet only through packages and the federation contract.
 */
function appRules(app) {
  const others = APP_NAMES.filter((name) => name !== app);
  const notAnotherApp = {
    group: others.flatMap((other) => [
      `**/apps/${other}/**`,
      `**/${other}/src`,
      `**/${other}/src/**`,
      `@fikrspace/${other}`,
      `@fikrspace/${other}/**`,
      `@fikrspace/app-${other}`,
      `@fikrspace/app-${other}/**`,
    ]),
    message: 'Apps never import each other; move shared code into a package under packages/.',
  };
  return [
    {
      files: [`apps/${app}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB], patterns: [notAnotherApp] }] },
    },
    {
      files: [`apps/${app}/**/*.{ts,tsx}`],
      ignores: OUTSIDE_THE_BROWSER_BUNDLE,
      rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB, ROUTER_THROUGH_PACKAGE], patterns: [notAnotherApp] }] },
    },
  ];
}

/**
 * ESLint merges a rule's options across configs by replacement, not by union: each file group
 * below gets every restriction that applies to it in one entry, so a later config cannot drop an
 * earlier one. The package names of apps are listed because they do not resolve from a package
 * that (rightly) does not depend on them, so code-structure.js would not see them.
 */
export const restrictedImportConfigs = [
  ...APP_NAMES.flatMap(appRules),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS_IN_PACKAGES, NO_CONTEXTS_BELOW] }] },
  },
  {
    // The shell owns the one Supabase client: everything else reaches /auth/v1 and /rest/v1
    // through @fikrspace/db, so no app or package can create a client (or a session) of its own.
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB], patterns: [NO_APPS_IN_PACKAGES, NO_CONTEXTS_BELOW] }] },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', 'packages/router/**', ...OUTSIDE_THE_BROWSER_BUNDLE],
    rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB, ROUTER_THROUGH_PACKAGE], patterns: [NO_APPS_IN_PACKAGES, NO_CONTEXTS_BELOW] }] },
  },
  // Last, so a context's files get exactly its own list (ESLint replaces a rule's options, it does not merge them).
  ...CONTEXTS.flatMap((context) => contextImportRules(context)),
];

const NO_MODULE_STATE = 'A context holds no module state: each app bundles its own copy, so the state would exist once per app.';

/**
 * Placed after logical-properties.js in the config list: no-restricted-syntax options replace
 * each other, so a context's files get the layout selectors and their own in one entry.
 */
export const contextSyntaxConfigs = CONTEXTS.map((context) => ({
  files: [`packages/${context}/**/*.{ts,tsx}`],
  ignores: OUTSIDE_THE_BROWSER_BUNDLE,
  rules: {
    'no-restricted-syntax': [
      'error',
      ...LOGICAL_STYLE_SELECTORS,
      { selector: 'Program > VariableDeclaration[kind="let"]', message: NO_MODULE_STATE },
      { selector: 'Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]', message: NO_MODULE_STATE },
      {
        selector: 'CallExpression[callee.name="createContext"], CallExpression[callee.property.name="createContext"]',
        message: 'A context creates no React context: a second bundled copy would be a second context. Use the singletons (portal-kit, app-store).',
      },
    ],
  },
}));
