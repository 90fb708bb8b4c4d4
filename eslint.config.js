import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The import boundaries of the house rules (DESIGN.md §3): shared imports nothing of ours,
// server and web never import each other, features never import each other.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  {
    // scripts/dev/local-* are personal, git-ignored scratch scripts.
    ignores: [
      'dist',
      'node_modules',
      'data',
      'drizzle',
      'test-results',
      'playwright-report',
      '.lighthouse',
      'scripts/dev/local-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['@server/*', '@web/*', '**/server/**', '**/web/**'],
        'src/shared is isomorphic: it imports nothing of the server or the web client.',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['@web/*', '**/web/**'], 'The server never imports the web client.'),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['@server/*', '**/server/**'],
        'The web client never imports the server.',
      ),
    },
  },
  {
    // A feature may use shared code, components, lib and i18n, but never another feature or the app layer.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(
        ['@server/*', '**/server/**', '@web/app/*', '@web/pages/*', '@web/features/*', '../../*'],
        'Features never import each other, the app layer, pages or the server (pages compose features). ' +
          'Inside a feature import relatively (at most ../); anything else through @web/ or @shared/.',
      ),
    },
  },
);
