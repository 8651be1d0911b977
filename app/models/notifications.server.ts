import { and, eq, inArray } from 'drizzle-orm'
import { events, profiles, tenants, users } from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { tenantUrl } from '~/utils/tenant.server'
import { escapeHtml, sendMail } from '~/utils/mail.server'
import { incrementCounter } from './rate-limit.server'

// A customer did something on an event (a message, an upload): the event's
// planner hears of it by mail, or the tenant's admins when no planner is
// assigned; at most one mail per event and recipient per 10 minutes.
// NOTE for the merge: the event-page engineer owns this module; this is the
// minimal version the files area needs (same signature).

const WINDOW_MS = 10 * 60 * 1000

function recipients(tenantId: string, plannerUserId: string | null) {
  const rows = getDb()
    .select({ userId: users.id, email: users.email, role: profiles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, ['tenant_admin', 'tenant_planner'])))
    .all()
  const planner = plannerUserId ? rows.filter((r) => r.userId === plannerUserId) : []
  return planner.length ? planner : rows.filter((r) => r.role === 'tenant_admin')
}

export async function notifyOfCustomerActivity(tenantId: string, eventId: string, activity: { kind: string; summary: string }, now = Date.now()) {
  const event = getDb()
    .select({ name: events.name, plannerId: events.assignedPlannerId, subdomain: tenants.subdomain })
    .from(events)
    .innerJoin(tenants, eq(tenants.id, events.tenantId))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .get()
  if (!event) return 0
  const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS
  const link = tenantUrl(event.subdomain, `/tenant/events/${encodeURIComponent(eventId)}`)
  let sent = 0
  for (const r of recipients(tenantId, event.plannerId)) {
    if (incrementCounter(`notify:${eventId}:${r.userId}`, windowStart) > 1) continue
    const subject = `Neu bei „${event.name}“: ${activity.summary}`
    await sendMail({
      to: r.email,
      subject,
      text: `${activity.summary}\n\nVeranstaltung: ${event.name}\n${link}`,
      html: `<p>${escapeHtml(activity.summary)}</p><p>Veranstaltung: <a href="${escapeHtml(link)}">${escapeHtml(event.name)}</a></p>`,
      tenantId,
      kind: activity.kind === 'file-uploaded' ? 'customer-file' : `customer-${activity.kind}`,
    })
    sent++
  }
  return sent
}
