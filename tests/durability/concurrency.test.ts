import { beforeAll, describe, expect, it } from 'vitest'
import { buildOnce, runScript } from './run-script'

// CI size of scripts/concurrency-test.js (60 s locally: --seconds 60).
beforeAll(buildOnce)

describe('Nebenläufige Schreiber', () => {
  it('zwei Server-Prozesse schreiben 10 s in dieselbe Datei, Checkpoints laufen: kein BUSY beim Nutzer', async () => {
    const { code, output } = await runScript('node', [
      'scripts/concurrency-test.js',
      '--seconds',
      '10',
      '--port',
      '4330',
    ])
    expect(output, output).toMatch(
      /[1-9]\d* Schreibvorgänge bestätigt .*, 0 Fehler beim Nutzer, 0 BUSY\/5xx im Server-Log, [1-9]\d* Checkpoints/,
    )
    expect(output).toContain('OK: 0 SQLITE_BUSY beim Nutzer')
    expect(code).toBe(0)
  })
})
