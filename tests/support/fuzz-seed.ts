import fc from 'fast-check'
import path from 'node:path'
import { expect, inject } from 'vitest'

/**
 * One fast-check seed for the whole vitest run, chosen by global-setup.ts
 * (FUZZ_SEED from the environment, or a random one) and printed there once.
 * Every property test and fuzzer of the run uses it, so
 * `FUZZ_SEED=<seed> npx vitest run <file>` replays a failure exactly
 * (with the same FUZZ_RUNS where the fuzzer reads it).
 */
export const FUZZ_SEED = inject('fuzzSeed')

export function replayHint(seed = FUZZ_SEED) {
  const runs = process.env.FUZZ_RUNS ? ` FUZZ_RUNS=${process.env.FUZZ_RUNS}` : ''
  const file = expect.getState().testPath
  return `replay: FUZZ_SEED=${seed}${runs} npx vitest run ${file ? path.relative(process.cwd(), file) : '<this file>'}`
}

function report(details: fc.RunDetails<unknown>) {
  if (!details.failed) return
  const error = new Error(
    `${fc.defaultReportMessage(details)}\n\nfast-check seed ${details.seed}; ${replayHint(details.seed)}`,
  )
  if (details.errorInstance instanceof Error) error.cause = details.errorInstance
  throw error
}

/** fast-check's defaults for this test file: the run's seed, and the seed in every failure message. */
export function applyFuzzSeed() {
  fc.configureGlobal({ seed: FUZZ_SEED, reporter: report })
}
