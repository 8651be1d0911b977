import { defineConfig } from 'vitest/config'

// The durability checks of `npm test` (step "Dauerhaftigkeit"): they build the
// app and drive real server processes. Most of their time is spent waiting on
// those servers (starts, restarts, drained requests), so two files run side by
// side (each file has its own ports and data folder); the kill -9 rounds, which
// time each restart against a limit, run alone afterwards (a project of its
// own, later in `groupOrder`).
const CRASH = 'tests/durability/crash.test.ts'
const shared = { environment: 'node', testTimeout: 600_000, hookTimeout: 300_000 } as const

export default defineConfig({
  test: {
    globalSetup: ['./tests/support/durability-build.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        test: { ...shared, name: 'parallel', include: ['tests/durability/**/*.test.ts'], exclude: [CRASH] },
      },
      { test: { ...shared, name: 'kill-9', include: [CRASH], sequence: { groupOrder: 1 } } },
    ],
  },
})
