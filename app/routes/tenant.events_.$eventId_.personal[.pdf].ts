import type { LoaderFunctionArgs } from '@remix-run/node'
import { findEvent } from '~/models/event.server'
import { staffListPdf } from '~/models/event-sheets.server'
import { eventShiftRows } from '~/models/event-staffing.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { renderSheetPdf, sheetPdfResponse } from '~/utils/einvoice/sheet-pdf.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const bytes = await renderSheetPdf(staffListPdf(tenantId, event, eventShiftRows(tenantId, event.id)))
  return sheetPdfResponse(bytes, `Personalliste-${event.name}`)
}
