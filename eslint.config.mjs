import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-*/**',
      'web/styled-system/**',
      '.cache/**',
      '.emulator-data/**',
      '.local-blobs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // domain/ is isomorphic: no firebase SDKs and no Node APIs, so the web app can import it.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin*', 'firebase-functions*', 'firebase/*', 'node:*', 'fs', 'path', 'crypto'],
              message: 'domain/ must stay isomorphic',
            },
            { group: ['../*'], message: 'domain/ imports only itself' },
          ],
        },
      ],
    },
  },
  {
    // The layers under the HTTP face know domain errors and codes, never requests or statuses.
    files: ['functions/src/{services,jobs,infra}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/http', 'express'],
              message: 'services, jobs and infra import nothing from http/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase-admin*', 'firebase-functions*'], message: 'the web app never imports server SDKs' },
            {
              group: ['**/functions/src/*', '!**/functions/src/domain', '**/functions/src/!(domain)/**'],
              message: 'web imports only @domain from functions',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's import direction: shared (components/, lib/) → features/ and pages/ → app/. Shared
    // code imports no feature and nothing of the app shell; a feature imports no app shell.
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/pages/**', '**/app/**'],
              message: 'shared code imports no feature or app code',
            },
            { group: ['firebase-admin*', 'firebase-functions*'], message: 'the web app never imports server SDKs' },
            {
              group: ['**/functions/src/*', '!**/functions/src/domain', '**/functions/src/!(domain)/**'],
              message: 'web imports only @domain from functions',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features and pages import no app-shell code (app/ imports them)' },
            { group: ['firebase-admin*', 'firebase-functions*'], message: 'the web app never imports server SDKs' },
            {
              group: ['**/functions/src/*', '!**/functions/src/domain', '**/functions/src/!(domain)/**'],
              message: 'web imports only @domain from functions',
            },
          ],
        },
      ],
    },
  },
);
