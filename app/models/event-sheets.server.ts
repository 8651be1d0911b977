import { eq } from 'drizzle-orm'
import { tenants } from '~/db/schema'
import { staffRoleLabel } from '~/domain/staffing/roles'
import { berlinClock } from '~/domain/staffing/local-time'
import { formatQuantity } from '~/domain/kitchen/quantity'
import type { KitchenSheet } from '~/domain/kitchen/kitchen-sheet'
import { runOfShowLine } from '~/domain/event-day/run-of-show'
import { getDb } from '~/utils/db.server'
import type { SheetPdf, SheetSection } from '~/utils/einvoice/sheet-pdf.server'
import { formatDate } from '~/utils/format'
import type { EventShiftRow } from './event-staffing.server'
import type { KitchenEventDay } from './kitchen-sheet.server'
import { findLogo } from './tenant-logo.server'

// The printed staff list and Küchenzettel: the tenant's name, colour and logo
// around the sections the pages show.

function letterhead(tenantId: string) {
  const tenant = getDb()
    .select({ name: tenants.name, primaryColor: tenants.primaryColor })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .get()
  const logo = findLogo(tenantId)
  return {
    tenantName: tenant?.name ?? '',
    color: tenant?.primaryColor ?? null,
    logo: logo ? { mimeType: logo.mimeType, bytes: new Uint8Array(logo.bytes) } : null,
  }
}

export function shiftLine(s: EventShiftRow) {
  const person = s.staffName ?? 'Noch offen'
  const contact = [s.staffPhone].filter(Boolean).join(', ')
  return `${formatDate(s.startsAt)} ${berlinClock(s.startsAt)}–${berlinClock(s.endsAt)} Uhr · ${staffRoleLabel(s.role)} · ${person}${contact ? ` · ${contact}` : ''}${s.breakMinutes ? ` · ${s.breakMinutes} Min. Pause` : ''}`
}

type EventHead = { name: string; eventDate: number | null; guestCount: number | null }

export function staffListPdf(tenantId: string, event: EventHead, shifts: EventShiftRow[]): SheetPdf {
  return {
    ...letterhead(tenantId),
    title: 'Personalliste',
    subtitle: `${event.name}${event.eventDate ? `, ${formatDate(event.eventDate)}` : ''}`,
    sections: [{ heading: 'Schichten', lines: shifts.map(shiftLine) }],
  }
}

export function kitchenSections(
  sheet: KitchenSheet,
  shifts: EventShiftRow[],
  event: EventHead,
  day: KitchenEventDay,
): SheetSection[] {
  const lineText = (l: KitchenSheet['food'][number]) => {
    const allergens = l.allergens.map((a) =>
      a.guests
        ? `${a.label} (betrifft ${a.guests.count} Gäste${a.guests.names ? `: ${a.guests.names}` : ''})`
        : a.label,
    )
    return `${formatQuantity(l.quantityMilli)} ${l.unitLabel} · ${l.text}${l.dietTags.length ? ` · ${l.dietTags.join(', ')}` : ''} · Allergene: ${allergens.length ? allergens.join(', ') : 'keine'}`
  }
  return [
    ...(day.venue.length || day.times.length
      ? [{ heading: 'Ort und Zeiten', lines: [...day.venue, ...day.times] }]
      : []),
    {
      heading: 'Gäste',
      lines: [
        `Gäste gesamt: ${event.guestCount ?? 'nicht angegeben'}`,
        ...(sheet.regularCount === null ? [] : [`Ohne besondere Ernährung: ${sheet.regularCount}`]),
        ...sheet.diets.map((d) => `${d.label}: ${d.count}${d.names ? ` (${d.names})` : ''}`),
        ...sheet.allergies.map((a) => `Allergie ${a.label}: ${a.count}${a.names ? ` (${a.names})` : ''}`),
      ],
    },
    { heading: 'Speisen', lines: sheet.food.map(lineText) },
    { heading: 'Getränke', lines: sheet.drinks.map(lineText) },
    { heading: 'Personal im Dienst', lines: shifts.map(shiftLine) },
    { heading: 'Ablaufplan', lines: day.runOfShow.map(runOfShowLine) },
  ]
}

export function kitchenPdf(
  tenantId: string,
  event: EventHead,
  sheet: KitchenSheet,
  shifts: EventShiftRow[],
  day: KitchenEventDay,
  orderLabel: string,
): SheetPdf {
  return {
    ...letterhead(tenantId),
    title: 'Küchenzettel',
    subtitle: `${event.name}${event.eventDate ? `, ${formatDate(event.eventDate)}` : ''} · ${orderLabel}`,
    sections: kitchenSections(sheet, shifts, event, day),
  }
}
