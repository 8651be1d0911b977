// npm start: build when build/ is missing or older than the sources, then
// serve: this process becomes the primary of scripts/serve.js, which runs
// WEB_CONCURRENCY server processes (scripts/worker.js) on one port. The first
// one migrates, seeds and prints the demo logins (app/boot.server.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsStale } from './build-state.js'
import { runPrimary } from './serve.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.FESTPLAN_BUILD_DIR || 'build')
const serverBuild = path.join(buildDir, 'server/index.js')

// The container image ships build/ without app/ sources and without dev
// dependencies: there is nothing to rebuild from, so build/ is served as it is.
const canBuild =
  fs.existsSync(path.join(root, 'app')) && fs.existsSync(path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'))

if (!canBuild && !fs.existsSync(serverBuild)) {
  console.error(
    `Festplan kann nicht starten: ${path.relative(root, serverBuild)} fehlt und kann hier nicht gebaut werden.`,
  )
  process.exit(1)
}

if (canBuild && buildIsStale(root, buildDir)) {
  console.log('Festplan wird gebaut …')
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    console.error('Festplan kann nicht starten: der Build ist fehlgeschlagen.')
    process.exit(1)
  }
}

process.env.NODE_ENV ??= 'production'
runPrimary(serverBuild)
