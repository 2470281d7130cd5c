import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The three import boundaries of STYLE.md, held by the linter so nobody has to remember them.
const boundary = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The web app never imports server code; share it through src/shared.', [
        '**/server/**',
        '**/server',
        'node:*',
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('The server never imports web code; share it through src/shared.', ['@/**', '**/web/**', '**/web']),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('src/shared imports neither the server nor the web app.', [
      '@/**',
      '**/web/**',
      '**/server/**',
      '**/web',
      '**/server',
    ]),
  },
);
