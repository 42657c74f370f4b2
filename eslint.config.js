// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'packages/web/src/gql/**',
      'packages/server/src/graphql/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Architecture boundaries: the domain has no I/O, features do not import each other,
    // the web app never reaches into the server.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@portal/server',
            '@portal/web',
            'node:*',
            'pg',
            'drizzle-orm*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@portal/server', '@portal/server/*'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            'auth',
            'landing',
            'programs',
            'account',
            'dashboard',
            'admin',
            'applications',
            'principal-signature',
          ].map((area) => ({
            target: `./packages/web/src/features/${area}`,
            from: './packages/web/src/features',
            except: [`./${area}`],
            message: 'A feature does not import another feature; move shared code down.',
          })),
        },
      ],
    },
  },
);
