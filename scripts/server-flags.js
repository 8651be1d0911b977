// Node flags for the server process, shared by `npm start` (and so the
// container) and the scripts that start servers (bench, crash, concurrency).
// docs/decisions/011-server-memory.md: a 160 MB old generation keeps the
// server's peak RSS under 256 MB under full load at no measurable cost in
// throughput; the live heap stays under 60 MB. An operator's own
// --max-old-space-size in NODE_OPTIONS wins.
// docs/decisions/149m-concurrent-marking-on-one-helper.md: V8 marks
// incrementally and concurrently (its defaults) on one helper thread per
// process (--v8-pool-size=1): a major collection then stops a worker for
// 6-24 ms instead of 60-120 ms of marking on its own thread, and with one
// worker per core a single helper takes little of the other worker's core.
// Semi-spaces of 8 MB instead of 16 keep the young generation small.
// They go to the worker processes as execArgv (NODE_OPTIONS takes no such V8 flag).
export const SERVER_HEAP_MB = 160

/** The collector's flags (ADR 149m), whatever the heap limit. */
const SERVER_GC_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=8', '--heap-growing-percent=100']

/** @param {{ NODE_OPTIONS?: string, [name: string]: string | undefined }} env */
export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? ''
  return [
    ...(/--max-old-space-size/.test(options) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...SERVER_GC_FLAGS,
  ]
}
