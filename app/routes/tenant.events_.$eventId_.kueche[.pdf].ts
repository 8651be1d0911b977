import type { LoaderFunctionArgs } from '@remix-run/node'
import { findEvent } from '~/models/event.server'
import { kitchenPdf } from '~/models/event-sheets.server'
import { eventShiftRows } from '~/models/event-staffing.server'
import { eventKitchenSheet, kitchenEventDay } from '~/models/kitchen-sheet.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { renderSheetPdf, sheetPdfResponse } from '~/utils/einvoice/sheet-pdf.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const { order, sheet } = eventKitchenSheet(tenantId, event.id, event.guestCount)
  const label = order ? `Auftrag ${order.number ?? ''} (Version ${order.version})` : 'noch kein angenommenes Angebot'
  const bytes = await renderSheetPdf(
    kitchenPdf(tenantId, event, sheet, eventShiftRows(tenantId, event.id), kitchenEventDay(tenantId, event), label),
  )
  return sheetPdfResponse(bytes, `Kuechenzettel-${event.name}`)
}
