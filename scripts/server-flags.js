// Node flags for the server process, shared by `npm start` (and so the
// container) and the scripts that start servers (bench, crash, concurrency).
// docs/decisions/011-server-memory.md: a 160 MB old generation keeps the
// server's peak RSS under 256 MB under full load at no measurable cost in
// throughput; the live heap stays under 60 MB. An operator's own
// --max-old-space-size in NODE_OPTIONS wins.
// docs/decisions/146g-gc-without-incremental-marking.md: a major collection of
// the small old generation runs as one pause instead of incremental marking
// spread over 80–90 ms of slowed requests; p99 at a fixed 150 req/s fell to
// about two fifths (median of five alternating runs). It goes to the worker processes as execArgv (NODE_OPTIONS
// takes no such V8 flag).
export const SERVER_HEAP_MB = 160

/** @param {{ NODE_OPTIONS?: string, [name: string]: string | undefined }} env */
export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? ''
  return [
    ...(/--max-old-space-size/.test(options) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    '--no-incremental-marking',
  ]
}
