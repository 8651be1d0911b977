// Summary of a V8 .cpuprofile (node --cpu-prof): the functions with the most
// self time and the share of a few call trees (every sample counted once per
// tree it is in), both as % of the busy samples (idle and the program's own
// bookkeeping left out).
import path from 'node:path'

/** Call trees worth naming: a function name, or a file fragment for whole packages. */
export const TREES = [
  { name: 'Route-Matching (matchRoutes)', fn: 'matchRoutesImpl' },
  { name: '  davon flattenRoutes + rankRouteBranches', fn: ['flattenRoutes', 'rankRouteBranches'] },
  { name: 'Statische Dateien (serve-static, send)', file: ['serve-static', '/send/'] },
  { name: 'React-SSR (react-dom/server)', file: 'react-dom' },
  { name: 'SQLite (better-sqlite3)', file: 'better-sqlite3' },
  { name: 'Garbage Collector', fn: '(garbage collector)' },
]

const IDLE = new Set(['(idle)', '(program)'])

/** @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame */
/** @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode */
/** @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} CpuProfile a V8 .cpuprofile */

const where = (/** @type {CallFrame} */ frame) => (frame.url ? `${path.basename(frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}` : '')

/** @param {(typeof TREES)[number]} tree @param {CallFrame} frame */
function inTree(tree, frame) {
  const fns = [tree.fn ?? []].flat()
  const files = [tree.file ?? []].flat()
  return fns.includes(frame.functionName) || files.some((f) => frame.url.includes(f))
}

/**
 * `window` ([fromMs, toMs] before the profile's end): only samples in it
 * count, so the worker's start and the warm-up stay out.
 * @param {CpuProfile} profile
 * @param {{ top?: number, window?: [number, number] | null }} [options]
 */
export function summarize(profile, { top = 12, window = null } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  /** @type {Map<number, number>} */
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  // time of each sample: the delta to the next one
  /** @type {Map<number, number>} */
  const weight = new Map()
  const { samples, timeDeltas } = profile
  const from = window ? profile.endTime - window[0] * 1000 : -Infinity
  const to = window ? profile.endTime - window[1] * 1000 : Infinity
  let t = profile.startTime
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i]
    if (t < from || t > to) continue
    const dt = timeDeltas[i + 1] ?? 0
    weight.set(samples[i], (weight.get(samples[i]) ?? 0) + dt)
  }
  let busy = 0
  /** @type {Map<string, number>} */
  const self = new Map()
  const trees = TREES.map(() => 0)
  for (const [id, us] of weight) {
    const node = /** @type {ProfileNode} */ (byId.get(id))
    const frame = node.callFrame
    if (IDLE.has(frame.functionName)) continue
    busy += us
    const key = `${frame.functionName || '(anonym)'}\u0000${where(frame)}`
    self.set(key, (self.get(key) ?? 0) + us)
    const hit = TREES.map(() => false)
    for (let cur = /** @type {number | undefined} */ (id); cur
 !== undefined; cur = parent.get(cur)) {
      const f = /** @type {ProfileNode} */ (byId.get(cur)).callFrame
      TREES.forEach((tree, t) => {
        if (!hit[t] && inTree(tree, f)) hit[t] = true
      })
    }
    hit.forEach((h, t) => {
      if (h) trees[t] += us
    })
  }
  const percent = (/** @type {number} */ us) =>
 Math.round((us / busy) * 1000) / 10
  return {
    busyMs: Math.round(busy / 1000),
    self: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => {
        const [name, file] = key.split('\u0000')
        return { name, where: file, percent: percent(us) }
      }),
    trees: TREES.map((tree, t) => ({ name: tree.name, percent: percent(trees[t]) })),
  }
}
