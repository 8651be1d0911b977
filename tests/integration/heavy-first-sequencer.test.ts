import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import HeavyFirstSequencer from '../support/heavy-first-sequencer'

// A fresh clone has no timings of an earlier run: vitest would start the
// largest files first and the small files of the matrices and fuzzers last.

const sizes: Record<string, number> = {
  '/r/tests/integration/big.test.ts': 90_000,
  '/r/tests/security/form-fuzz-1.test.ts': 40,
  '/r/app/domain/small.test.ts': 2_000,
  '/r/tests/security/isolation-matrix-b.test.ts': 60,
  '/r/tests/integration/server-start.test.ts': 5_000,
  '/r/tests/security/form-fuzz-2.test.ts': 40,
}

const freshClone = {
  config: { root: '/r' },
  cache: {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => ({ size: sizes[`/r/${key.split(':')[1]}`]! }),
  },
} as unknown as Vitest

const spec = (moduleId: string) => ({ moduleId, project: { name: '' } }) as unknown as TestSpecification

describe('HeavyFirstSequencer', () => {
  it('starts the fuzzers, then the matrices and the server start, then the rest largest first', async () => {
    const sorted = await new HeavyFirstSequencer(freshClone).sort(Object.keys(sizes).map(spec))
    expect(sorted.map((s) => s.moduleId)).toEqual([
      '/r/tests/security/form-fuzz-1.test.ts',
      '/r/tests/security/form-fuzz-2.test.ts',
      '/r/tests/security/isolation-matrix-b.test.ts',
      '/r/tests/integration/server-start.test.ts',
      '/r/tests/integration/big.test.ts',
      '/r/app/domain/small.test.ts',
    ])
  })
})
