import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import HeavyFirstSequencer from './tests/support/heavy-first-sequencer'

// A file shares its fork's modules with the files before it (no new process
// and no fresh import of the app per file: that was a third of the run). Each
// file still gets its own copy of the database and its own environment
// (tests/support/setup-db.ts runs before every file). A file that replaces a
// module with vi.mock is a project of its own: vitest gives every project
// fresh forks.
const MOCKING = [
  'tests/integration/invoice-pdf-stored.test.ts',
  'tests/integration/mail.test.ts',
  'tests/integration/security-mail-subjects.test.ts',
]

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
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
    isolate: false,
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          exclude: MOCKING,
        },
      },
      ...MOCKING.map((file) => ({
        extends: true as const,
        test: { name: path.basename(file, '.test.ts'), include: [file] },
      })),
    ],
  },
})
