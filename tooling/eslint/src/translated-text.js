import i18next from 'eslint-plugin-i18next';

/**
 * Text a person reads goes through i18next, so every language gets it. The check looks at JSX
 * text, where a forgotten literal shows up on screen; attributes and other strings are too often
 * class names, ids and keys to check without drowning in exceptions.
 */
export const translatedTextConfig = {
  files: ['apps/*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
  ignores: [
    '**/*.test.tsx',
    '**/testing.tsx',
    '**/testing/**',
    // Shown when start-up fails, possibly before any translation could load: English on purpose,
    // marked lang="en" dir="ltr".
    'apps/shell/src/startup/configuration-error-page.tsx',
  ],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-text-only',
        // The brand is the same word in every language; separators, arrows and numbers have no
        // language.
        words: { exclude: ['^FikrSpace$', /^[\p{P}\p{S}\p{N}\s]+$/u] },
      },
    ],
  },
};
