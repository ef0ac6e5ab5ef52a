import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './tools/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'apps/api/src/db/migrations/**',
      'apps/web/src/lib/api/openapi.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts', 'tools/*.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Features do not import each other; API modules use each other only through index.ts and *.api.ts, in one direction (tools/eslint-boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/web-features': 'error', 'boundaries/api-modules': 'error', 'boundaries/api-module-cycles': 'error' },
  },
  {
    // Browser tests take `test` from support.ts, whose fixture closes the extra browser contexts a test opened.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', importNames: ['test'], message: 'Import test from ./support.ts: it closes the contexts pageInNewContext opened.' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Sent to the browser as it is, not bundled: the loader of the sign-in page's code (see its comment).
    files: ['apps/web/public/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', Element: 'readonly', HTMLInputElement: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
    },
  },
);
