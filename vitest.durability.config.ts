import { defineConfig } from 'vitest/config'

// The durability checks of `npm test` (step "Dauerhaftigkeit"): they build the
// app and drive real server processes, so they run alone, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/durability/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
})
