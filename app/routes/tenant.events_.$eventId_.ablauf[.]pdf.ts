import type { LoaderFunctionArgs } from '@remix-run/node'
import { findEvent } from '~/models/event.server'
import { runOfShowPdfResponse } from '~/models/run-of-show-pdf.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return runOfShowPdfResponse(staff.tenantId, event)
}
