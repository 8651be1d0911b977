import { eq } from 'drizzle-orm'
import type { Event } from '~/db/schema'
import { tenants } from '~/db/schema'
import { berlinYmd } from '~/domain/event-dates'
import { timeRows, venueLines } from '~/domain/event-day/venue'
import { formatDateLong } from '~/utils/format'
import { getDb } from '~/utils/db.server'
import { runOfShowPdf } from '~/utils/event-day/run-of-show-pdf.server'
import { responsibleOf } from './event-day.server'
import { listRunOfShow } from './run-of-show.server'
import { findLogo } from './tenant-logo.server'

// The Ablaufplan as a PDF: the team's copy (all entries) or the customer's (visible ones only).

export async function runOfShowPdfResponse(tenantId: string, event: Event, { forCustomer = false } = {}) {
  const tenant = getDb()
    .select({ name: tenants.name, primaryColor: tenants.primaryColor })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get()
  const logo = findLogo(tenantId)
  const eventYmd = event.eventDate === null ? null : berlinYmd(event.eventDate)
  const rows = listRunOfShow(tenantId, event.id, { onlyVisible: forCustomer })
  const bytes = await runOfShowPdf({
    tenantName: tenant?.name ?? '',
    primaryColor: tenant?.primaryColor ?? null,
    logo: logo ? { mimeType: logo.mimeType, bytes: Buffer.from(logo.bytes as Uint8Array) } : null,
    forCustomer,
    event: {
      name: event.name,
      date: event.eventDate === null ? 'Datum noch nicht festgelegt' : formatDateLong(event.eventDate),
      venue: venueLines(event, { internal: !forCustomer }),
      times: timeRows(event, eventYmd, { internal: !forCustomer }).map((r) => `${r.label}: ${r.value}`),
    },
    entries: rows.map((r) => ({ ...r, responsible: responsibleOf(r) })),
  })
  const name = `Ablaufplan-${event.name}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80)
  return new Response(bytes as unknown as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${name}.pdf"`,
      'Content-Length': String(bytes.byteLength),
    },
  })
}
