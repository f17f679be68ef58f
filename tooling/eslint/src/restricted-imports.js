import { APP_NAMES } from './app-names.js';

const SUPABASE_ONLY_IN_DB = { name: '@supabase/supabase-js', message: 'Use the client of @fikrspace/db: the shell creates the one Supabase client of the page.' };

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
  return {
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SUPABASE_ONLY_IN_DB],
          patterns: [
            {
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
            },
          ],
        },
      ],
    },
  };
}

/**
 * ESLint merges a rule's options across configs by replacement, not by union: each file group
 * below gets every restriction that applies to it in one entry, so a later config cannot drop an
 * earlier one. The package names of apps are listed because they do not resolve from a package
 * that (rightly) does not depend on them, so code-structure.js would not see them.
 */
export const restrictedImportConfigs = [
  ...APP_NAMES.map(appRules),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APPS_IN_PACKAGES] }] },
  },
  {
    // The shell owns the one Supabase client: everything else reaches /auth/v1 and /rest/v1
    // through @fikrspace/db, so no app or package can create a client (or a session) of its own.
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [SUPABASE_ONLY_IN_DB], patterns: [NO_APPS_IN_PACKAGES] }] },
  },
];
