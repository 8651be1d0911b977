import os from 'node:os'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import HeavyFirstSequencer from './tests/support/heavy-first-sequencer'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/support/global-setup.ts'],
    setupFiles: ['./tests/support/setup-db.ts'],
    pool: 'forks',
    // vitest runs CPUs − 1 forks by default: one on a 2-core CI machine. The
    // files wait on SQLite and child processes often enough that two forks
    // there take 4 min instead of 7 (measured on this 2-core machine).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // the longest files first, so both forks end together (tests/support/heavy-first-sequencer.ts)
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 20_000,
    restoreMocks: true,
  },
})
