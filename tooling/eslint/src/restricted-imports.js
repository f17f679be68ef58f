import { APP_NAMES } from './app-names.js';

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
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS_IN_PACKAGES] }] },
  },
  {
    // The shell owns the one Supabase client: everything else reaches /auth/v1 and /rest/v1
    // through @fikrspace/db, so no app or package can create a client (or a session) of its own.
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB], patterns: [NO_APPS_IN_PACKAGES] }] },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', 'packages/router/**', ...OUTSIDE_THE_BROWSER_BUNDLE],
    rules: { 'no-restricted-imports': ['error', { paths: [...SUPABASE_ONLY_IN_DB, ROUTER_THROUGH_PACKAGE], patterns: [NO_APPS_IN_PACKAGES] }] },
  },
];
