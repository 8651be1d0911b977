// The shapes the benchmark scripts hand to each other (scripts/bench.js,
// scripts/bench/*.js). The scripts are plain JavaScript; their JSDoc names
// these types, and `npm run typecheck` checks them (tsconfig.scripts.json).
import type { Database } from 'better-sqlite3'

/** One autocannon run as scripts/bench/measure.js reports it. */
export interface LoadResult {
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
  statusCodes: Record<string, number | undefined>
}

/** A load run plus the server's CPU time per request during it. */
export interface Measured extends LoadResult {
  cpuMsPerRequest: number | null
}

/** The JavaScript a page loads (gzip), from pageJs. */
export interface PageJs {
  files: number
  rawKB: number
  gzipKB: number
  largest: { file: string; gzipKB: number }[]
}

/** A page of the detail table of one run. */
export interface PageRow extends Measured {
  name: string
  js: PageJs | null
  ratio?: number
}

/** A page measured in turns against the bare node:http server. */
export interface RatioRow {
  name: string
  rps: number
  requests: number
  p99: number
  errors: number
  cpuMsPerRequest: number | null
}

/** A row of a scenario; a scenario measuring in process may leave figures out and add its own. */
export interface ScenarioRow {
  label: string
  reqPerSec: number | null
  p50: number | null
  p99: number | null
  cpuMsPerRequest: number | null
  errors?: number
  requests?: number
  [extra: string]: unknown
}

export interface ScenarioOutcome {
  file: string
  title: string
  rows: ScenarioRow[]
  error?: string
}

export interface Memory {
  rssMB: number[]
  peakRssMB: number[]
}

/** The 1- or 2-worker run of scripts/bench.js. */
export interface Run {
  workers: number
  coldStartMs?: number
  rows: PageRow[]
  memory: Memory
  fixedRate150?: Measured
  /** 1 against 2 workers on the events page, measured in turns (bench.js workersInTurns) */
  workersInTurns?: { one: RatioRow; two: RatioRow }
  eventsScale?: { rounds: number; medianA: number; medianB: number }
  scenarios?: ScenarioOutcome[]
  onlyScenarios?: boolean
}

export interface Machine {
  cpus: number
  model: string | undefined
  loadavg: number[]
  node: string
}

/** A row of the one table of targets. */
export interface TargetRow {
  name: string
  rps?: number
  cpu?: number | null
  p99?: number
  js?: number
  rss?: number
  ratio: number | null
  target: string
  met: boolean | null
}

/** Options of a scenario's measure(). */
export interface MeasureOptions {
  cookie?: string
  method?: string
  /** a string, or a function of the request number for posts that must differ */
  body?: string | ((n: number) => string)
  headers?: Record<string, string>
  connections?: number
  warmUpRequests?: number
  timeout?: number
  seconds?: number
}

/** A row measure() returns: every figure present. */
export interface MeasuredRow extends ScenarioRow {
  reqPerSec: number
  p50: number
  p99: number
  errors: number
  requests: number
}

export type Measure = (label: string, pathWithQuery: string, options?: MeasureOptions) => Promise<MeasuredRow>

/** What combineSlices needs of one slice of a page measured in turns. */
export interface Slice {
  reqPerSec: number
  p50: number
  p99: number
  cpuMsPerRequest: number | null
  errors?: number
  requests?: number
}

/** A measure() as runScenarios and interleaved take it (the bench passes measurer's). */
export type SliceMeasure = (label: string, pathWithQuery: string, options?: MeasureOptions) => Promise<ScenarioRow & Slice>


export interface InterleavedPage extends MeasureOptions {
  label: string
  path: string
}

/** What every scenario's run(ctx) gets (scripts/bench/scenarios.js). */
export interface ScenarioContext {
  base: string
  tenantQuery: string
  cookie: string
  sqlite: Database
  bigTenantId: string
  duration: number
  workerPids: number[]
  measure: Measure
  measureInterleaved: (pages: InterleavedPage[], options?: { rounds?: number }) => Promise<MeasuredRow[]>

}
