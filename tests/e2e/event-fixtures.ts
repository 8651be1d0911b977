import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signInStaff, tenantOrigin } from './support'
import { E2E_PASSWORD, seedTenant, withDb, type SeededTenant } from './db'

// A tenant with a template and a customer, signed in through the real form.

const DAY = 86_400_000

export type EventTenant = SeededTenant & { origin: string; template: string; customer: string; customerEmail: string }

export function seedEventTenant(options: Parameters<typeof seedTenant>[0] = {}): EventTenant {
  const t = seedTenant(options)
  const template = `Vorlage ${t.subdomain}`
  const customer = `Berta ${t.subdomain}`
  const customerEmail = `berta-${t.subdomain}@e2e.example`
  withDb((db) => {
    db.prepare(
      'insert into templates (id, tenant_id, name, is_active, modules_json, created_at) values (?, ?, ?, 1, ?, ?)',
    ).run(randomUUID(), t.id, template, '{"modules":[]}', Date.now())
    db.prepare(
      'insert into end_customers (id, tenant_id, name, email, is_active, created_at) values (?, ?, ?, ?, 1, ?)',
    ).run(randomUUID(), t.id, customer, customerEmail, Date.now())
  })
  return { ...t, origin: tenantOrigin(t.subdomain), template, customer, customerEmail }
}

export type EventRow = {
  name: string
  status?: string
  eventType?: string
  guests?: number | null
  deadlineInDays?: number | null
  inDays?: number | null
  budgetCents?: number | null
  createdAgoMs?: number
}

export function insertEvents(tenantId: string, rows: EventRow[]) {
  const now = Date.now()
  withDb((db) => {
    const stmt = db.prepare(
      'insert into events (id, tenant_id, name, event_type, event_date, deadline_at, guest_count, budget_cents, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    db.transaction(() => {
      rows.forEach((r, i) =>
        stmt.run(
          randomUUID(),
          tenantId,
          r.name,
          r.eventType ?? 'Hochzeit',
          r.inDays === null ? null : now + (r.inDays ?? 40) * DAY,
          r.deadlineInDays === null ? null : now + (r.deadlineInDays ?? 20) * DAY,
          r.guests ?? null,
          r.budgetCents ?? null,
          r.status ?? 'draft',
          now - (r.createdAgoMs ?? (rows.length - i) * 1000),
        ),
      )
    })()
  })
}

export async function signIn(page: Page, t: EventTenant, email = t.admin.email) {
  await signInStaff(page, t.origin, email, E2E_PASSWORD)
}

/** 'YYYY-MM-DD' in Berlin, n days from now. */
export function ymdIn(days: number) {
  return new Date(Date.now() + days * DAY).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
}
