import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { BOUNDARY_ZONES } from './eslint.boundaries.js';

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
    // A source file past 400 lines, or a function past 200, holds more than one concern: split it at its seams
    // (npm run size-report shows the largest files and their longest functions). Test files grow with their cases.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }], 'max-lines-per-function': ['error', { max: 200 }] },
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
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      // It skips type-only imports (erased at run time); scripts/import-cycles.ts, also run by `npm run lint`,
      // counts them, since a circle of types still ties its files together. ignoreExternal keeps it fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Style inside a feature: relative at most one level up; anything further through @web/ or @shared/.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*'],
              message:
                'Inside a feature import relatively (at most ../); anything else through @web/ or @shared/.',
            },
          ],
        },
      ],
    },
  },
);
