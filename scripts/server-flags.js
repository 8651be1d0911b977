// Node flags for the server process, shared by `npm start` (and so the
// container) and the scripts that start servers (bench, crash, concurrency).
// docs/decisions/011-server-memory.md: a 160 MB old generation keeps the
// server's peak RSS under 256 MB under full load at no measurable cost in
// throughput; the live heap stays under 60 MB. An operator's own
// --max-old-space-size in NODE_OPTIONS wins.
// docs/decisions/146g-gc-without-incremental-marking.md: a major collection of
// the small old generation runs as one pause instead of incremental marking
// spread over 80–90 ms of slowed requests.
// docs/decisions/148g-marking-on-the-worker-thread.md: the worker marks on its
// own thread; V8's marking helpers took the core of the other worker (one
// worker per core). The cppheap flag goes with the other two: without it V8
// stops the process on a check in the first major collection under load.
// Semi-spaces of 8 MB instead of 16 keep the memory peak under the target.
// They go to the worker processes as execArgv (NODE_OPTIONS takes no such V8 flag).
export const SERVER_HEAP_MB = 160

/** The collector's flags (ADRs 146g and 148g), whatever the heap limit. */
const SERVER_GC_FLAGS = [
  '--no-incremental-marking',
  '--no-parallel-marking',
  '--no-concurrent-marking',
  '--no-cppheap-concurrent-marking',
  '--max-semi-space-size=8',
]

/** @param {{ NODE_OPTIONS?: string, [name: string]: string | undefined }} env */
export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? ''
  return [
    ...(/--max-old-space-size/.test(options) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...SERVER_GC_FLAGS,
  ]
}
