import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { SERVER_HEAP_MB, serverNodeFlags } from '../../scripts/server-flags.js'

// The server's heap limit (ADR 011): set by default, and an operator's own
// --max-old-space-size in NODE_OPTIONS is not overridden by ours. The
// collector's flags in every case: V8's own incremental and concurrent
// marking on one helper thread, 8-MB semi-spaces, and an old generation that
// grows to twice its live heap before the next major collection (ADR 149m).
const gc = ['--v8-pool-size=1', '--max-semi-space-size=8', '--heap-growing-percent=100']

describe('server node flags', () => {
  it('limit the old generation to 160 MB by default', () => {
    expect(SERVER_HEAP_MB).toBe(160)
    expect(serverNodeFlags({})).toEqual(['--max-old-space-size=160', ...gc])
    expect(serverNodeFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual(['--max-old-space-size=160', ...gc])
  })

  it("leave the operator's own limit alone", () => {
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-old-space-size=400' })).toEqual(gc)
  })

  it('leave V8 one helper thread per process (one fewer than with two)', () => {
    const threads = (flags: string[]) =>
      Number(
        spawnSync(
          process.execPath,
          [...flags, '-e', 'process.stdout.write(String(require("fs").readdirSync("/proc/self/task").length))'],
          {
            encoding: 'utf8',
          },
        ).stdout,
      )
    const withTwo = threads(['--v8-pool-size=2'])
    expect(withTwo).toBeGreaterThan(1)
    expect(threads(serverNodeFlags({}))).toBe(withTwo - 1)
  })

  it('are all taken by this Node', () => {
    // a flag this Node's V8 does not know stops every worker at start ("bad option")
    const run = spawnSync(process.execPath, [...serverNodeFlags({}), '-e', 'process.stdout.write("ok")'], {
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toBe('ok')
    expect(run.status).toBe(0)
  })
})
