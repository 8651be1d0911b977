// Node flags for the server process, shared by `npm start` (and so the
// container) and the scripts that start servers (bench, crash, concurrency).
// docs/decisions/011-server-memory.md: a 160 MB old generation keeps the
// server's peak RSS under 256 MB under full load at no measurable cost in
// throughput; the live heap stays under 60 MB. An operator's own
// --max-old-space-size in NODE_OPTIONS wins.
export const SERVER_HEAP_MB = 160

/** @param {{ NODE_OPTIONS?: string, [name: string]: string | undefined }} env */
export function serverNodeFlags(env = process.env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]
}
