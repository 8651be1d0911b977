import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { E2E_PASSWORD, seedTenant, withDb, type SeededTenant } from './db'
import { signInStaff, tenantOrigin } from './support'

// Service-catalogue fixtures: a fresh tenant per test whose admin signs in
// through the real login form, and services/templates inserted as rows.

export type ServiceTenant = SeededTenant & { origin: string }

export async function signedInTenant(page: Page): Promise<ServiceTenant> {
  const t = seedTenant()
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  return { ...t, origin }
}

export function insertService(
  tenantId: string,
  name: string,
  pricing: object = { unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 },
) {
  const id = randomUUID()
  withDb((db) =>
    db
      .prepare(
        'insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) values (?, ?, ?, ?, 1, ?, ?, ?)',
      )
      .run(
        id,
        tenantId,
        name,
        `Beschreibung von ${name}`,
        JSON.stringify(pricing),
        '{"category":"Allgemein"}',
        Date.now(),
      ),
  )
  return id
}

export function insertTemplate(tenantId: string, name: string, serviceIds: string[]) {
  const modules = { modules: [{ id: randomUUID(), name: 'Catering', order: 0, serviceIds }] }
  withDb((db) =>
    db
      .prepare(
        'insert into templates (id, tenant_id, name, is_active, modules_json, created_at) values (?, ?, ?, 1, ?, ?)',
      )
      .run(randomUUID(), tenantId, name, JSON.stringify(modules), Date.now()),
  )
}

export function serviceRow(id: string) {
  return withDb(
    (db) => db.prepare('select * from services where id = ?').get(id) as Record<string, unknown> | undefined,
  )
}
