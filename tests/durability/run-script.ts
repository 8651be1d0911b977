import { spawn } from 'node:child_process'
import path from 'node:path'
import { cleanEnv, ensureBuild } from '../../scripts/bench/server.js'

export type ScriptResult = { code: number | null; output: string }

/** Runs a node script of the project (or an npm script) without vitest's environment; resolves when it ends. */
export function runScript(command: string, args: string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  return new Promise((resolve) => {
    const child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: path.resolve('.'),
      env: { ...cleanEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** One build for all durability checks (FESTPLAN_BUILD_DIR, default build/). */
export function buildOnce() {
  ensureBuild()
}
