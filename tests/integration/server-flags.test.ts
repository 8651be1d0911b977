import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { SERVER_HEAP_MB, serverNodeFlags } from '../../scripts/server-flags.js'

// The server's heap limit (ADR 011): set by default, and an operator's own
// --max-old-space-size in NODE_OPTIONS is not overridden by ours. The
// collector's flags in every case: major collections without incremental
// marking (ADR 146g), marked on the worker's own thread, with 8-MB
// semi-spaces (ADR 148g).
const gc = [
  '--no-incremental-marking',
  '--no-parallel-marking',
  '--no-concurrent-marking',
  '--no-cppheap-concurrent-marking',
  '--max-semi-space-size=8',
]

describe('server node flags', () => {
  it('limit the old generation to 160 MB by default', () => {
    expect(SERVER_HEAP_MB).toBe(160)
    expect(serverNodeFlags({})).toEqual(['--max-old-space-size=160', ...gc])
    expect(serverNodeFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual(['--max-old-space-size=160', ...gc])
  })

  it("leave the operator's own limit alone", () => {
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-old-space-size=400' })).toEqual(gc)
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
