// The JavaScript every page of a build makes the browser load (gzip), read
// from the build alone (no server): Remix's browser manifest lists, per route,
// its module and the chunks it imports; a page's first load is the entry, then
// root, every parent route and the route itself, each with its static imports.
// Dynamic imports (import(...) inside a chunk) are left out: they load only
// when the code that asks for them runs (e.g. drag and drop on first use).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * @typedef {{ module: string, imports?: string[] }} ManifestModule
 * @typedef {ManifestModule & { id: string, parentId?: string, path?: string, index?: boolean }} ManifestRoute
 * @typedef {{ entry: ManifestModule, routes: Record<string, ManifestRoute> }} BrowserManifest
 * @typedef {{ id: string, path: string, gzipKB: number, files: number, largest: { file: string, gzipKB: number }[] }} RouteJs
 */

/**
 * Static import specifiers of .js files in a chunk (`import … from "./x.js"`,
 * `import "./x.js"`), without dynamic `import("./x.js")`.
 * @param {string} code
 */
export function staticImportsOf(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1])
}

/**
 * The browser manifest of a build (`window.__remixManifest = {…}`): the one the
 * server build names, else the only one in the assets folder.
 * @param {string} buildDir
 * @returns {BrowserManifest}
 */
export function readManifest(buildDir) {
  const assets = path.join(buildDir, 'client/assets')
  const serverBuild = path.join(buildDir, 'server/index.js')
  const named = fs.existsSync(serverBuild) ? /manifest-[\w-]+\.js/.exec(fs.readFileSync(serverBuild, 'utf8'))?.[0] : undefined
  const file = named ?? fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`Kein Remix-Manifest in ${assets}`)
  const code = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1))
}

/** The URL path of a route, from its own and its parents' path segments. @param {BrowserManifest} manifest @param {ManifestRoute} route */
function urlOf(manifest, route) {
  const parts = []
  for (let r = /** @type {ManifestRoute | undefined} */ (route); r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    if (r.path) parts.unshift(r.path)
  return '/' + parts.join('/').replace(/^\/+/, '')
}

/**
 * gzip KB of every page of a build, largest first. A page is a route whose
 * browser module has a default export (resource routes have none).
 * @param {string} buildDir
 * @returns {RouteJs[]}
 */
export function routesJs(buildDir) {
  const clientDir = path.join(buildDir, 'client')
  const manifest = readManifest(buildDir)
  /** @type {Map<string, { code: string, gzip: number }>} */
  const cache = new Map()
  const read = (/** @type {string} */ file) => {
    let hit = cache.get(file)
    if (!hit) {
      const bytes = fs.readFileSync(path.join(clientDir, file))
      hit = { code: bytes.toString('utf8'), gzip: zlib.gzipSync(bytes, { level: 9 }).length }
      cache.set(file, hit)
    }
    return hit
  }
  const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10
  /** @type {RouteJs[]} */
  const pages = []
  for (const route of Object.values(manifest.routes)) {
    if (!/\bas default\b|\bexport default\b/.test(read(route.module).code)) continue
    /** @type {ManifestModule[]} */
    const chain = []
    for (let r = /** @type {ManifestRoute | undefined} */ (route); r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
      chain.unshift(r)
    /** @type {Set<string>} */
    const files = new Set()
    const visit = (/** @type {string} */ file) => {
      if (files.has(file)) return
      files.add(file)
      for (const imported of staticImportsOf(read(file).code)) visit(path.posix.resolve(path.posix.dirname(file), imported))
    }
    for (const m of [manifest.entry, ...chain]) for (const file of [m.module, ...(m.imports ?? [])]) visit(file)
    const sizes = [...files].map((file) => ({ file, gzip: read(file).gzip })).sort((a, b) => b.gzip - a.gzip)
    pages.push({
      id: route.id,
      path: urlOf(manifest, route),
      gzipKB: kb(sizes.reduce((sum, s) => sum + s.gzip, 0)),
      files: files.size,
      largest: sizes.slice(0, 3).map((s) => ({ file: s.file, gzipKB: kb(s.gzip) })),
    })
  }
  return pages.sort((a, b) => b.gzipKB - a.gzipKB || a.path.localeCompare(b.path))
}

// `node scripts/bench/route-js.js [build folder]`: every page, largest first.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { printRoutesJs } = await import('./report.js')
  const pages = routesJs(path.resolve(process.argv[2] ?? process.env.FESTPLAN_BUILD_DIR ?? 'build'))
  printRoutesJs(pages, pages.length)
}
