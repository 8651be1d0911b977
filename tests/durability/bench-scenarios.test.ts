import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { combineSlices, interleaved, runScenarios, scenarioFiles } from '../../scripts/bench/scenarios.js'

// The bench's scenario runner (scripts/bench/scenarios.js), with a stand-in measure() instead of a server.

// inside the project (tests/.tmp is git-ignored): vitest's loader resolves files under its root
fs.mkdirSync(path.resolve('tests/.tmp'), { recursive: true })
const dir = fs.mkdtempSync(path.resolve('tests/.tmp/bench-scenarios-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }')
fs.writeFileSync(
  path.join(dir, 'scenario-b-feed.js'),
  `export const title = 'Feed'
   export async function run({ base, tenantQuery, cookie, sqlite, bigTenantId, measure }) {
     return [await measure('Feed ' + bigTenantId, '/feed?' + tenantQuery, { cookie: cookie + '|' + base + '|' + sqlite.name })]
   }`,
)
fs.writeFileSync(
  path.join(dir, 'scenario-c-in-process.js'),
  `export const title = 'Im Prozess'
   export async function run() { return [{ label: 'PDF', reqPerSec: 7, p50: 140, p99: 160, cpuMsPerRequest: 150 }] }`,
)
fs.writeFileSync(
  path.join(dir, 'scenario-a-broken.js'),
  `export const title = 'Kaputt'\nexport async function run() { throw new Error('kein Token') }`,
)
fs.writeFileSync(path.join(dir, 'helper.js'), 'throw new Error("no scenario")')

describe('Benchmark-Szenarien', () => {
  it('ruft jede scenario-*.js sortiert mit dem Kontext auf, sammelt die Messungen und meldet eine werfende als fehlgeschlagen', async () => {
    expect(scenarioFiles(dir)).toEqual(['scenario-a-broken.js', 'scenario-b-feed.js', 'scenario-c-in-process.js'])
    const calls: unknown[][] = []
    const measure = async (label: string, pathWithQuery: string, options: unknown) => {
      calls.push([label, pathWithQuery, options])
      return { label, reqPerSec: 100, p50: 5, p99: 9, cpuMsPerRequest: 3 }
    }
    const ctx = {
      base: 'http://127.0.0.1:1',
      tenantQuery: 'tenant=gross',
      cookie: 'sid=1',
      sqlite: { name: 'db' },
      bigTenantId: 't-1',
      measure,
    }
    const outcomes = await runScenarios(ctx, dir)
    expect(outcomes).toEqual([
      { file: 'scenario-a-broken.js', title: 'Kaputt', rows: [], error: 'kein Token' },
      {
        file: 'scenario-b-feed.js',
        title: 'Feed',
        rows: [{ label: 'Feed t-1', reqPerSec: 100, p50: 5, p99: 9, cpuMsPerRequest: 3 }],
      },
      // measured in process and returned, without measure(): still in the table
      {
        file: 'scenario-c-in-process.js',
        title: 'Im Prozess',
        rows: [{ label: 'PDF', reqPerSec: 7, p50: 140, p99: 160, cpuMsPerRequest: 150 }],
      },
    ])
    expect(calls).toEqual([['Feed t-1', '/feed?tenant=gross', { cookie: 'sid=1|http://127.0.0.1:1|db' }]])
  })

  it('--only: nur die genannten Szenarien; ein unbekannter Name ist ein Fehler statt eines leeren Laufs', async () => {
    expect(scenarioFiles(dir, ['b-feed'])).toEqual(['scenario-b-feed.js'])
    const measure = async (label: string) => ({ label, reqPerSec: 1, p50: 1, p99: 1, cpuMsPerRequest: 1 })
    const ctx = {
      base: 'http://127.0.0.1:1',
      tenantQuery: 'tenant=gross',
      cookie: 'sid=1',
      sqlite: { name: 'db' },
      bigTenantId: 't-1',
      measure,
    }
    expect((await runScenarios(ctx, dir, ['b-feed'])).map((o) => o.file)).toEqual(['scenario-b-feed.js'])
    await expect(runScenarios(ctx, dir, ['kalender'])).rejects.toThrow('--only kalender')
  })

  it('misst Seiten im Wechsel: Runde für Runde je 1 s, nur der erste Lauf jeder Seite aufgewärmt; CPU je Anfrage nach Anfragen gewichtet', async () => {
    const calls: Array<[string, unknown]> = []
    let n = 0
    const measure = async (label: string, _path: string, options: unknown) => {
      calls.push([label, options])
      n++
      // drift: every later slice costs more, so a page measured after the other would look dearer
      return {
        label,
        reqPerSec: 10 * n,
        p50: n,
        p99: 10 * n,
        cpuMsPerRequest: label === 'A' ? n : 2 * n,
        errors: 0,
        requests: 10 * n,
      }
    }
    const [a, b] = await interleaved(
      measure,
      [
        { label: 'A', path: '/a', cookie: 'c' },
        { label: 'B', path: '/b' },
      ],
      { rounds: 3 },
    )
    expect(calls).toEqual([
      ['A', { cookie: 'c', seconds: 1, warmUpRequests: 200 }],
      ['B', { seconds: 1, warmUpRequests: 200 }],
      ['A', { cookie: 'c', seconds: 1, warmUpRequests: 0 }],
      ['B', { seconds: 1, warmUpRequests: 0 }],
      ['A', { cookie: 'c', seconds: 1, warmUpRequests: 0 }],
      ['B', { seconds: 1, warmUpRequests: 0 }],
    ])
    // A got slices 1, 3, 5: requests 10 + 30 + 50, CPU (1·10 + 3·30 + 5·50) / 90
    expect(a).toEqual({ label: 'A', reqPerSec: 30, p50: 3, p99: 50, cpuMsPerRequest: 3.89, errors: 0, requests: 90 })
    expect(b!.requests).toBe(120)
    expect(b!.cpuMsPerRequest).toBe(Math.round(((2 * 2 * 20 + 2 * 4 * 40 + 2 * 6 * 60) / 120) * 100) / 100)
    expect(
      combineSlices('leer', [{ reqPerSec: 0, p50: 0, p99: 0, cpuMsPerRequest: null, requests: 0 }]).cpuMsPerRequest,
    ).toBeNull()
  })
})
