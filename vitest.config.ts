import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/global-setup.ts'],
    setupFiles: ['./tests/support/setup-db.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    restoreMocks: true,
  },
})
