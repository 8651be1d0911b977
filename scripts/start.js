// npm start: build when build/ is missing or older than the sources, then
// serve with @remix-run/serve. Migrations, seed and the demo logins run when
// the server build is imported (app/utils/boot.server.ts), before it listens.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIsStale } from './build-state.js'
import { serverNodeFlags } from './server-flags.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.FESTPLAN_BUILD_DIR || 'build')
const serverBuild = path.join(buildDir, 'server/index.js')

// The container image ships build/ without app/ sources and without dev
// dependencies: there is nothing to rebuild from, so build/ is served as it is.
const canBuild = fs.existsSync(path.join(root, 'app')) && fs.existsSync(path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'))

if (!canBuild && !fs.existsSync(serverBuild)) {
  console.error(`Festplan kann nicht starten: ${path.relative(root, serverBuild)} fehlt und kann hier nicht gebaut werden.`)
  process.exit(1)
}

if (canBuild && buildIsStale(root, buildDir)) {
  console.log('Festplan wird gebaut …')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'vite:build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    console.error('Festplan kann nicht starten: der Build ist fehlgeschlagen.')
    process.exit(1)
  }
}

const child = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'node_modules/@remix-run/serve/dist/cli.js'), serverBuild], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
