// Whether a build is missing or older than the sources it is made from.
// Shared by `npm start` (scripts/start.js) and the scripts that build before
// starting servers (scripts/bench/server.js).
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'app',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'remix.config.js',
  'tsconfig.json',
]

/** @param {string} target @returns {number} */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/**
 * True when `buildDir` has no server build or client folder, or a source file is newer.
 * @param {string} root
 * @param {string} buildDir
 */

export function buildIsStale(root, buildDir) {
  const serverBuild = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(serverBuild) || !fs.existsSync(path.join(buildDir, 'client'))) return true
  const built = fs.statSync(serverBuild).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built)
}
