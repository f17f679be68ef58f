import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_NAMES } from './src/app-names.js';
import { codeStructureConfig } from './src/code-structure.js';
import { logicalPropertiesConfig } from './src/logical-properties.js';
import { contextSyntaxConfigs, restrictedImportConfigs } from './src/restricted-imports.js';
import { testTimingConfig } from './src/test-rules.js';
import { translatedTextConfig } from './src/translated-text.js';

export { APP_NAMES };

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
  ...restrictedImportConfigs,
  codeStructureConfig,
  logicalPropertiesConfig,
  ...contextSyntaxConfigs,
  testTimingConfig,
  translatedTextConfig,
);
