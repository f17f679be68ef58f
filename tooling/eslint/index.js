import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const APP_NAMES = [
  'shell',
  'site',
  'investor',
  'accelerator',
  'mentor',
  'startup',
  'government',
  'affiliates',
  'feedback',
  'office',
];

const SUPABASE_ONLY_IN_DB = { name: '@supabase/supabase-js', message: 'Use the client of @fikrspace/db: the shell creates the one Supabase client of the page.' };

/**
 * Apps are deployed on their own, so an app reaching into another app's files would tie two
 * deployments together. They meet only through packages and the federation contract.
 */
function appBoundaryRules(app) {
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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.local/**', '**/.__mf__temp/**', 'e2e/.artifacts/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...APP_NAMES.map(appBoundaryRules),
  {
    // The shell owns the one Supabase client: everything else reaches /auth/v1 and /rest/v1
    // through @fikrspace/db, so no app or package can create a client (or a session) of its own.
    // (Apps get the same path rule together with their boundary patterns, see appBoundaryRules.)
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/db/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [SUPABASE_ONLY_IN_DB] }] },
  },
);
