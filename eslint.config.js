// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const features = [
  'auth',
  'landing',
  'principal-signature',
  'account',
  'dashboard',
  'contacts',
  'surveys',
  'documents',
  'admin',
  'applications',
];

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
    },
  },
  // A feature does not import another feature; shared code moves down into components/ or lib/.
  ...features.map((area) => ({
    files: [`packages/web/src/features/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/server', '@portal/server/*'],
              message: 'The web app never imports the server.',
            },
            ...features
              .filter((other) => other !== area)
              .map((other) => ({
                group: [`**/features/${other}/**`, `../${other}/**`],
                message: 'A feature does not import another feature; move shared code down.',
              })),
          ],
        },
      ],
    },
  })),
);
