import { invoiceJson, offerJson } from '~/domain/api/serialize'
import { INVOICE_KINDS, INVOICE_STATUSES, OFFER_STATUSES } from '~/domain/api/filters'
import { listInvoicesAfter, listOffersAfter, type BillingFilters } from '~/models/api-list.server'
import { invoicePdfResponse, invoiceXmlResponse, offerPdfResponse } from '~/models/billing-pdf.server'
import { findInvoice } from '~/models/invoice.server'
import { findOffer } from '~/models/offer.server'
import { ApiError, apiJson, authenticate, notFoundError } from './api.server'
import { page, pageParams } from './api-paging.server'

// /api/v1/offers and /api/v1/invoices: read only (list, get), plus the
// documents the staff pages download (same responses, app/models/billing-pdf.server.ts).

function filters(
  url: URL,
  headers: Headers,
  allowed: { status: readonly string[]; kind?: readonly string[] },
): BillingFilters {
  const pick = (name: string, values?: readonly string[]) => {
    const v = url.searchParams.get(name) || undefined
    if (v && values && !values.includes(v))
      throw new ApiError(
        400,
        'invalid_query',
        'Ungültige Abfrage.',
        { [name]: [`Erlaubt: ${values.join(', ')}`] },
        headers,
      )
    return v
  }
  return {
    status: pick('status', allowed.status),
    kind: allowed.kind ? pick('kind', allowed.kind) : undefined,
    eventId: pick('event_id'),
    endCustomerId: pick('end_customer_id'),
  }
}

export function listOffersApi(request: Request) {
  const api = authenticate(request, 'read')
  const url = new URL(request.url)
  const { limit, cursor } = pageParams(url)
  const rows = listOffersAfter(api.tenantId, filters(url, api.headers, { status: OFFER_STATUSES }), cursor, limit)
  return apiJson(page(rows, limit, offerJson), 200, api.headers)
}

export function listInvoicesApi(request: Request) {
  const api = authenticate(request, 'read')
  const url = new URL(request.url)
  const { limit, cursor } = pageParams(url)
  const rows = listInvoicesAfter(
    api.tenantId,
    filters(url, api.headers, { status: INVOICE_STATUSES, kind: INVOICE_KINDS }),
    cursor,
    limit,
  )
  return apiJson(page(rows, limit, invoiceJson), 200, api.headers)
}

function ownOffer(request: Request, offerId: string) {
  const api = authenticate(request, 'read')
  const offer = findOffer(api.tenantId, offerId)
  if (!offer) notFoundError(api.headers)
  return { api, offer }
}

function ownInvoice(request: Request, invoiceId: string) {
  const api = authenticate(request, 'read')
  const invoice = findInvoice(api.tenantId, invoiceId)
  if (!invoice) notFoundError(api.headers)
  return { api, invoice }
}

export function getOfferApi(request: Request, offerId: string) {
  const { api, offer } = ownOffer(request, offerId)
  return apiJson(offerJson(offer), 200, api.headers)
}

export function getInvoiceApi(request: Request, invoiceId: string) {
  const { api, invoice } = ownInvoice(request, invoiceId)
  return apiJson(invoiceJson(invoice), 200, api.headers)
}

const NO_DOCUMENT = 'Für einen Entwurf gibt es noch kein Dokument.'

/** The document's response with the key's RateLimit headers; 409 while it is a draft. */
function withHeaders(response: Response | null, headers: Headers) {
  if (!response) throw new ApiError(409, 'no_document', NO_DOCUMENT, undefined, headers)
  for (const [k, v] of headers) response.headers.set(k, v)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export async function offerPdfApi(request: Request, offerId: string) {
  const { api, offer } = ownOffer(request, offerId)
  return withHeaders(await offerPdfResponse(offer), api.headers)
}

export async function invoicePdfApi(request: Request, invoiceId: string) {
  const { api, invoice } = ownInvoice(request, invoiceId)
  return withHeaders(await invoicePdfResponse(invoice), api.headers)
}

export function invoiceXmlApi(request: Request, invoiceId: string) {
  const { api, invoice } = ownInvoice(request, invoiceId)
  return withHeaders(invoiceXmlResponse(invoice), api.headers)
}
