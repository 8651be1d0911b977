import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', 'node_modules/**', 'tests/.tmp/**', 'tests/.e2e*/**', 'playwright-report/**', 'test-results/**', 'drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // Schemas take z from app/utils/zod.ts, which configures zod before any schema is built.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/utils/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "z kommt aus '~/utils/zod' (jitless, vor jedem Schema konfiguriert)." }, { name: 'zod/v4', message: "z kommt aus '~/utils/zod'." }] }],
    },
  },
  // Playwright fixtures call a parameter named use(); that is no React hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
