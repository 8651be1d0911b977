import { csvRow, CSV_BOM } from '~/domain/csv'
import { getSqlite } from '~/utils/db.server'
import type { ZipEntry } from '~/utils/zip-stream.server'

// Everything of one tenant (GDPR Art. 20): each table that carries a
// tenant_id column, read page by page (the connection is never held between
// two pages, so other requests go on), plus the tenant row and its users.
// Secrets (password and token hashes, webhook secrets) never leave.

const PAGE = 500
// invoice_pdfs: the PDF bytes made from invoices.document_json and xml, which the export carries
const SKIPPED_TABLES = new Set(['sessions', 'rate_limits', 'invoice_pdfs', '__drizzle_migrations'])
const SECRET_COLUMN = /(password|token|secret|key)_hash$|^secret|_secret$/

type Column = { name: string }

/** Tables with a tenant_id column, in name order (new tables of any area are included by themselves). */
export function tenantTables() {
  const sqlite = getSqlite()
  const names = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[]
  return names
    .filter((name) => !SKIPPED_TABLES.has(name))
    .map((name) => ({
      name,
      columns: (sqlite.prepare(`PRAGMA table_info("${name}")`).all() as Column[]).map((c) => c.name),
    }))
    .filter((t) => t.columns.includes('tenant_id'))
    .map((t) => ({ name: t.name, columns: t.columns.filter((c) => !SECRET_COLUMN.test(c)) }))
}

type Table = { name: string; columns: string[]; where: string }

function exportTables(): Table[] {
  const own = tenantTables().map((t) => ({ ...t, where: 'tenant_id = ?' }))
  return [
    {
      name: 'tenants',
      columns: [
        'id',
        'name',
        'subdomain',
        'status',
        'plan',
        'trial_started_at',
        'trial_expires_at',
        'created_at',
        'primary_color',
        'secondary_color',
        'font_family',
        'imprint_url',
        'cancelled_at',
        'erase_after',
      ],
      where: 'id = ?',
    },
    {
      name: 'users',
      columns: ['id', 'email', 'email_confirmed_at', 'last_login_at', 'created_at'],
      where: 'id IN (SELECT user_id FROM profiles WHERE tenant_id = ?)',
    },
    ...own,
  ]
}

/** Rows of one table, PAGE at a time, by rowid (no OFFSET scans). */
function* pages(table: Table, tenantId: string): Generator<Record<string, unknown>[]> {
  const cols = table.columns.map((c) => `"${c}"`).join(', ')
  const stmt = getSqlite().prepare(
    `SELECT rowid AS __rowid, ${cols} FROM "${table.name}" WHERE ${table.where} AND rowid > ? ORDER BY rowid LIMIT ${PAGE}`,
  )
  let last = -Infinity
  for (;;) {
    const rows = stmt.all(tenantId, last) as Array<Record<string, unknown> & { __rowid: number }>
    if (!rows.length) return
    last = rows[rows.length - 1].__rowid
    yield rows.map(({ __rowid: _r, ...row }) => row)
    if (rows.length < PAGE) return
  }
}

const encoder = new TextEncoder()
const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

async function* jsonChunks(table: Table, tenantId: string) {
  yield encoder.encode('[\n')
  let first = true
  for (const rows of pages(table, tenantId)) {
    yield encoder.encode((first ? '' : ',\n') + rows.map((r) => JSON.stringify(r)).join(',\n'))
    first = false
    await tick()
  }
  yield encoder.encode('\n]\n')
}

async function* csvChunks(table: Table, tenantId: string) {
  yield encoder.encode(CSV_BOM + csvRow(table.columns))
  for (const rows of pages(table, tenantId)) {
    yield encoder.encode(rows.map((r) => csvRow(table.columns.map((c) => r[c]))).join(''))
    await tick()
  }
}

/** The entries of the tenant's export ZIP: json/<table>.json and csv/<table>.csv for every table. */
export async function* tenantExportEntries(
  tenantId: string,
  extra: () => AsyncIterable<ZipEntry> = async function* () {},
): AsyncGenerator<ZipEntry> {
  const tables = exportTables()
  yield {
    name: 'LIESMICH.txt',
    data: [
      encoder.encode(
        [
          'Datenexport aus Festplan',
          `Erstellt: ${new Date().toISOString()}`,
          '',
          'json/: eine Datei pro Tabelle (alle Zeilen Ihres Mandanten).',
          'csv/: dieselben Tabellen als CSV (UTF-8, Semikolon) für Excel.',
          'dateien/: die hochgeladenen Dateien, nach Veranstaltung.',
          'Passwörter, Token und Geheimnisse sind nicht enthalten.',
          '',
        ].join('\r\n'),
      ),
    ],
  }
  for (const table of tables) yield { name: `json/${table.name}.json`, data: jsonChunks(table, tenantId) }
  for (const table of tables) yield { name: `csv/${table.name}.csv`, data: csvChunks(table, tenantId) }
  yield* extra()
}
