// Static files of public/ for scripts/worker.js, only on their own paths.
import fs from 'node:fs'

/**
 * `serve` for the paths under `dir`'s top-level entries only (read once at
 * start: /favicon.svg, /fonts/…); anything else passes straight on.
 */
export function publicFiles(dir, serve) {
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    // no public folder: nothing to serve
  }
  const prefixes = new Set(names.map((name) => `/${name}`))
  return (req, res, next) => {
    const slash = req.path.indexOf('/', 1)
    return prefixes.has(slash === -1 ? req.path : req.path.slice(0, slash)) ? serve(req, res, next) : next()
  }
}
