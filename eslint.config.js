import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = ['home', 'intake', 'builder', 'bag', 'checkout', 'confirmation', 'account', 'auth', 'verification', 'shell'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Dependencies run one way: domain imports nothing of ours; web never imports the server.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@catering/*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: ['@catering/server', '@catering/server/*', '**/apps/server/**'] }],
      // Features do not import each other; app/ assembles them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
          })),
        },
      ],
    },
  },
);
