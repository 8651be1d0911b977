// Static files of the client build (public/ as Vite copied it) for
// scripts/worker.js, only on their own paths.
import fs from 'node:fs'

/**
 * `serve` for the paths under `dir`'s top-level entries only (read once at
 * start: /favicon.svg, /fonts/…; not those named in `except`); anything else
 * passes straight on.
 * @param {string} dir
 * @param {(req: any, res: any, next: () => void) => unknown} serve
 * @param {{ except?: string[] }} [options]
 */
export function publicFiles(dir, serve, { except = [] } = {}) {
  /** @type {string[]} */
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    // no public folder: nothing to serve
  }
  const prefixes = new Set(names.filter((name) => !except.includes(name)).map((name) => `/${name}`))
  /** @type {(req: { path: string }, res: unknown, next: () => void) => unknown} */
  const route = (req, res, next) => {
    const slash = req.path.indexOf('/', 1)
    return prefixes.has(slash === -1 ? req.path : req.path.slice(0, slash)) ? serve(req, res, next) : next()
  }
  return route
}
