import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Floors (docs/conventions.md §1): imports only go down,
// routes/jobs → services → models → domain → utils. Form schemas (app/forms/*.ts)
// are pure and may be used by models; a *.server.ts form reads models and sits
// beside the services; components below routes (view types
// from models and services may be imported as types only).
const floor = (...names) => names.flatMap((n) => [`~/${n}`, `~/${n}/*`, `../${n}/*`, `../../${n}/*`, `../../../${n}/*`])
const below = (what, names, message, allowTypeImports = false) => ({
  group: floor(...names),
  message: `${what} ${message}`,
  allowTypeImports,
})
const floorRule = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] })
const floors = [
  {
    files: ['app/utils/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: floorRule(
      below(
        'utils/ ist die unterste Ebene (Infrastruktur) und',
        ['models', 'services', 'routes', 'components', 'jobs', 'forms'],
        'kennt keine Modelle, Services, Formulare oder Oberflaeche.',
      ),
    ),
  },
  // a test of a utility may run it against a real form schema
  {
    files: ['app/utils/**/*.test.{ts,tsx}'],
    rules: floorRule(
      below(
        'utils/ ist die unterste Ebene (Infrastruktur) und',
        ['models', 'services', 'routes', 'components', 'jobs'],
        'kennt keine Modelle, Services oder Oberflaeche.',
      ),
    ),
  },
  {
    files: ['app/domain/**/*.{ts,tsx}'],
    rules: floorRule(
      below(
        'domain/ ist rein und',
        ['db', 'models', 'services', 'routes', 'components', 'jobs', 'forms'],
        'importiert weder Datenbank, Modelle, Formulare noch Oberflaeche.',
      ),
      {
        group: ['node:*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', '~/utils/db*', '~/utils/*.server'],
        message: 'domain/ ist rein: kein node:*, keine Datenbank, keine Server-Module.',
      },
    ),
  },
  {
    files: ['app/models/**/*.{ts,tsx}'],
    rules: floorRule(
      below(
        'models/ liegt unter Services und Routen und',
        ['services', 'routes', 'components', 'jobs'],
        'importiert nur domain/, utils/, db/ und die reinen Formular-Schemas.',
      ),
      { group: ['~/forms/*.server'], message: 'models/ importiert keine Server-Formulare (die lesen selbst Modelle).' },
    ),
  },
  {
    files: ['app/services/**/*.{ts,tsx}', 'app/forms/**/*.{ts,tsx}'],
    rules: floorRule(
      below('Services und Formulare', ['routes', 'jobs'], 'importieren keine Routen oder Jobs.'),
      below('Services und Formulare', ['components'], 'importieren aus components/ nur Typen.', true),
    ),
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    rules: floorRule(
      below(
        'Komponenten',
        ['models', 'services', 'routes', 'db', 'jobs'],
        'importieren Modelle, Services und Routen nur als Typen (import type); Daten kommen aus dem Loader.',
        true,
      ),
    ),
  },
  {
    files: ['app/db/**/*.{ts,tsx}'],
    rules: floorRule(below('db/', ['services', 'routes', 'components', 'jobs', 'forms'], 'liegt unter den Modellen.')),
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'node_modules/**',
      'tests/.tmp/**',
      'tests/.e2e*/**',
      'playwright-report/**',
      'test-results/**',
      'drizzle/**',
      'data/**',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "z kommt aus '~/utils/zod' (jitless, vor jedem Schema konfiguriert)." },
            { name: 'zod/v4', message: "z kommt aus '~/utils/zod'." },
          ],
        },
      ],
    },
  },
  ...floors,
  // Playwright fixtures call a parameter named use(); that is no React hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
