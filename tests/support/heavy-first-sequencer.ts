import { BaseSequencer, type TestSpecification } from 'vitest/node'

// Two forks finish together only if the longest files start first. Without
// timings of an earlier run (a fresh clone, CI) vitest starts the largest
// files first, and the security matrices and fuzzers are small files whose
// suite lives in a shared module: they would start last and leave one fork
// alone with the tail. They and the server start (child processes) go
// first, longest first; the rest keep vitest's order.
const HEAVY = [
  'tests/security/form-fuzz-',
  'tests/security/isolation-matrix-',
  'tests/security/api-key-matrix.test.ts',
  'tests/security/api-fuzz.test.ts',
  'tests/security/read-only-matrix.test.ts',
  'tests/integration/server-start.test.ts',
]

const rank = (file: TestSpecification) => {
  const i = HEAVY.findIndex((part) => file.moduleId.includes(part))
  return i === -1 ? HEAVY.length : i
}

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    // Array.prototype.sort is stable: within a rank vitest's order stays
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
