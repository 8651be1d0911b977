import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { getToast } from '~/utils/toast.server'
import { cookieFrom, makeRequest, type CallResult } from '../support/requests'

// Small readers shared by the customer integration tests.

export function outbox(): Array<{ to: string; subject: string; text: string; html: string }> {
  const dir = process.env.MAIL_OUTBOX_DIR!
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
}

export function mailsTo(email: string) {
  return outbox().filter((m) => m.to === email)
}

export function linkIn(text: string) {
  const match = text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in ${text}`)
  return new URL(match[0])
}

export function tokensOf(customerId: string) {
  return getDb()
    .select()
    .from(s.endCustomerAuthTokens)
    .where(eq(s.endCustomerAuthTokens.endCustomerId, customerId))
    .all()
}

export function customersOf(tenantId: string) {
  return getDb().select().from(s.endCustomers).where(eq(s.endCustomers.tenantId, tenantId)).all()
}

export function securityEventsOf(tenantId: string, eventType?: string) {
  return getDb()
    .select()
    .from(s.securityEvents)
    .where(
      eventType
        ? and(eq(s.securityEvents.tenantId, tenantId), eq(s.securityEvents.eventType, eventType))
        : eq(s.securityEvents.tenantId, tenantId),
    )
    .all()
}

/** The flash toast a redirect carries, read the way the root loader reads it. */
export async function toastOf(result: CallResult) {
  const cookie = cookieFrom(result.headers.get('Set-Cookie'))
  const { toast } = await getToast(makeRequest('/', { cookie }))
  return toast
}
