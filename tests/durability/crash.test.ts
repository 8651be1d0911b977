import { beforeAll, describe, expect, it } from 'vitest'
import { buildOnce, runScript } from './run-script'

// CI size of scripts/crash-test.js (200 rounds locally: --rounds 200).
beforeAll(buildOnce)

describe('Absturzsicherheit (kill -9 unter Schreiblast)', () => {
  it('20 Abstürze (5 davon nur eines Workers): integrity_check ok, jeder bestätigte Kunde vorhanden, /healthz binnen 2 s', async () => {
    const { code, output } = await runScript('node', ['scripts/crash-test.js', '--rounds', '20', '--port', '4320'])
    expect(output, output).toMatch(
      /^OK: 20 Abstürze \(kill -9; 5 davon nur eines Workers, ersetzt\), \d+ POSTs, [1-9]\d* bestätigt und alle vorhanden/m,
    )
    expect(code).toBe(0)
  })
})
