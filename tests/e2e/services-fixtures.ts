import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import type { Page } from '@playwright/test'
import { seedTenant, withDb, type SeededTenant } from './db'
import { tenantOrigin } from './support'

// Service-catalogue fixtures: a fresh tenant per test, a staff session minted
// straight into the sessions table (the cookie is signed with the e2e secret
// from playwright.config.ts), and services/templates inserted as rows.

const E2E_SECRET = 'e2e-secret-0123456789abcdef'

export type ServiceTenant = SeededTenant & { origin: string }

export async function signedInTenant(page: Page): Promise<ServiceTenant> {
  const t = seedTenant()
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  withDb((db) =>
    db
      .prepare('insert into sessions (id, kind, user_id, tenant_id, created_at, expires_at) values (?, ?, ?, ?, ?, ?)')
      .run(createHash('sha256').update(token).digest('hex'), 'staff', t.admin.id, t.id, now, now + 86_400_000),
  )
  const header = await createCookie('festplan_session', { secrets: [E2E_SECRET] }).serialize(token)
  const value = header.split(';')[0]!.slice('festplan_session='.length)
  const origin = tenantOrigin(t.subdomain)
  await page.context().addCookies([{ name: 'festplan_session', value, url: origin }])
  return { ...t, origin }
}

export function insertService(tenantId: string, name: string, pricing: object = { unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 }) {
  const id = randomUUID()
  withDb((db) =>
    db
      .prepare('insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) values (?, ?, ?, ?, 1, ?, ?, ?)')
      .run(id, tenantId, name, `Beschreibung von ${name}`, JSON.stringify(pricing), '{"category":"Allgemein"}', Date.now()),
  )
  return id
}

export function insertTemplate(tenantId: string, name: string, serviceIds: string[]) {
  const modules = { modules: [{ id: randomUUID(), name: 'Catering', order: 0, serviceIds }] }
  withDb((db) =>
    db
      .prepare('insert into templates (id, tenant_id, name, is_active, modules_json, created_at) values (?, ?, ?, 1, ?, ?)')
      .run(randomUUID(), tenantId, name, JSON.stringify(modules), Date.now()),
  )
}

export function serviceRow(id: string) {
  return withDb((db) => db.prepare('select * from services where id = ?').get(id) as Record<string, unknown> | undefined)
}
