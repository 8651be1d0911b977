import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { pageJs } from '../../scripts/bench/measure.js'
import { routesJs } from '../../scripts/bench/route-js.js'
import { seedBench } from '../../scripts/bench/seed.js'

// The benchmark's data and its JS measurement (no timings: those belong to `npm run bench`).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-bench-seed-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('Benchmark-Daten', () => {
  it('legt 100 Mandanten an, einen mit 10.000 Events, 2.000 Kunden, 200 Leistungen, 20 Vorlagen, und einen Kunden-Token als Hash', () => {
    const file = path.join(dir, 'bench.db')
    const sqlite = new Database(file)
    migrate(drizzle(sqlite), { migrationsFolder: path.resolve('drizzle') })
    sqlite.close()
    const seeded = seedBench(file)
    const db = new Database(file, { readonly: true })
    const per = (table: string, tenantId: string) =>
      db.prepare(`SELECT count(*) FROM ${table} WHERE tenant_id = ?`).pluck().get(tenantId)
    expect(db.prepare('SELECT count(*) FROM tenants').pluck().get()).toBe(100)
    expect(per('events', seeded.big.tenantId)).toBe(10_000)
    expect(per('end_customers', seeded.big.tenantId)).toBe(2_000)
    expect(per('services', seeded.big.tenantId)).toBe(200)
    expect(per('templates', seeded.big.tenantId)).toBe(20)
    expect(per('events', seeded.small.tenantId)).toBe(100)
    // the calendar's fullest month: 2,500 events, every one in next month, 80 or more on each day
    expect(per('events', seeded.month.tenantId)).toBe(2_500)
    const months = db
      .prepare(
        "SELECT strftime('%Y-%m', event_date / 1000, 'unixepoch') AS m, count(*) AS n FROM events WHERE tenant_id = ? GROUP BY m",
      )
      .all(seeded.month.tenantId)
    expect(months).toEqual([{ m: seeded.month.month, n: 2_500 }])
    const perDay = db
      .prepare(
        "SELECT min(n) FROM (SELECT count(*) AS n FROM events WHERE tenant_id = ? GROUP BY date(event_date / 1000, 'unixepoch'))",
      )
      .pluck()
      .get(seeded.month.tenantId) as number
    expect(perDay).toBeGreaterThanOrEqual(80)
    const hash = createHash('sha256').update(seeded.customerToken).digest('hex')
    expect(db.prepare('SELECT count(*) FROM end_customer_auth_tokens WHERE token_hash = ?').pluck().get(hash)).toBe(1)
    expect(
      db
        .prepare('SELECT count(*) FROM end_customer_auth_tokens WHERE token_hash = ?')
        .pluck()
        .get(seeded.customerToken),
    ).toBe(0)
    expect(db.pragma('foreign_key_check')).toEqual([])
    db.close()
  })

  it('zählt das gzip-JavaScript, das eine Seite lädt (modulepreload und import), jede Datei einmal', () => {
    const client = path.join(dir, 'client')
    fs.mkdirSync(path.join(client, 'assets'), { recursive: true })
    const a = 'export const a = "' + 'x'.repeat(5000) + '"\n'
    fs.writeFileSync(path.join(client, 'assets/entry-abc.js'), a)
    fs.writeFileSync(path.join(client, 'assets/route-def.js'), 'export default 1\n')
    fs.writeFileSync(path.join(client, 'assets/unused.js'), 'nicht geladen')
    const html =
      '<link rel="modulepreload" href="/assets/entry-abc.js"/><link rel="modulepreload" href="/assets/route-def.js"/><script type="module">import("/assets/entry-abc.js")</script>'
    const js = pageJs(html, client)
    expect(js.files).toBe(2)
    const expected = zlib.gzipSync(a, { level: 9 }).length + zlib.gzipSync('export default 1\n', { level: 9 }).length
    expect(js.gzipKB).toBe(Math.round(expected / 102.4) / 10)
  })

  it('zählt das JavaScript jeder Seite aus dem Manifest des Builds: Einstieg, Elternrouten, Route, statische Imports; dynamische Imports und Ressourcen-Routen nicht', () => {
    const build = path.join(dir, 'build')
    const assets = path.join(build, 'client/assets')
    fs.mkdirSync(assets, { recursive: true })
    fs.mkdirSync(path.join(build, 'server'), { recursive: true })
    const files: Record<string, string> = {
      'entry.js': 'import{a}from"./framework.js";export const e=1\n',
      'framework.js': 'export const a = "' + 'f'.repeat(3000) + '"\n',
      'root.js': 'import"./framework.js";export{R as default}\n',
      'tenant.js': 'import{b}from"./shared.js";export{T as default}\n',
      'shared.js': 'export const b = "' + 's'.repeat(2000) + '"\n',
      'ablauf.js': `const lazy=()=>import("./dnd.js");const t="${randomBytes(300).toString('hex')}";export{A as default}\n`,
      'dnd.js': 'export const d = "' + 'd'.repeat(4000) + '"\n',
      'pdf.js': '',
    }
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(assets, name), code)
    const route = (
      id: string,
      parentId: string | undefined,
      routePath: string,
      module: string,
      imports: string[] = [],
    ) => ({
      id,
      parentId,
      path: routePath,
      module: `/assets/${module}`,
      imports: imports.map((f) => `/assets/${f}`),
    })
    const manifest = {
      entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
      routes: {
        root: route('root', undefined, '', 'root.js', ['framework.js']),
        'routes/tenant': route('routes/tenant', 'root', 'tenant', 'tenant.js'),
        'routes/ablauf': route('routes/ablauf', 'routes/tenant', 'events/:id/ablauf', 'ablauf.js'),
        'routes/pdf': route('routes/pdf', 'routes/tenant', 'invoices/:id/pdf', 'pdf.js'),
      },
    }
    fs.writeFileSync(path.join(assets, 'manifest-abc123.js'), `window.__remixManifest=${JSON.stringify(manifest)};`)
    fs.writeFileSync(path.join(build, 'server/index.js'), 'const assets = { url: "/assets/manifest-abc123.js" }\n')
    const gz = (name: string) => zlib.gzipSync(files[name]!, { level: 9 }).length
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
    const base = gz('entry.js') + gz('framework.js') + gz('root.js')
    const pages = routesJs(build)
    expect(pages.map((p) => [p.path, p.files, p.gzipKB])).toEqual([
      ['/tenant/events/:id/ablauf', 6, kb(base + gz('tenant.js') + gz('shared.js') + gz('ablauf.js'))],
      ['/tenant', 5, kb(base + gz('tenant.js') + gz('shared.js'))],
      ['/', 3, kb(base)],
    ])
  })
})
