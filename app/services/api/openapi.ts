import { z } from '~/utils/zod'
import { WEBHOOK_EVENTS, type WebhookEventType } from '~/domain/webhooks/events'
import { EVENT_STATUSES } from '~/domain/event-status'
import { INVOICE_KINDS, INVOICE_STATUSES, OFFER_STATUSES } from '~/domain/api/filters'
import { requestBodies } from './openapi-bodies'
import { apiRegistry } from '~/domain/api/schemas'

// The OpenAPI 3.1 document of /api/v1 (docs/decisions/123c-openapi.md):
// components from the zod schemas the API answers with (./schemas.ts) and
// validates with (app/forms, ./openapi-bodies.ts), paths listed once here.
// GET /api/v1/openapi.json serves it; /tenant/integrations/api renders it.

type Json = Record<string, unknown>
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

function schemas(): Record<string, Json> {
  const { schemas: generated } = z.toJSONSchema(apiRegistry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  })
  const out: Record<string, Json> = {}
  for (const [name, schema] of Object.entries(generated)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json
    out[name] = rest
  }
  return { ...out, ...requestBodies() }
}

const RATE_HEADERS = {
  'RateLimit-Limit': 'Anfragen je Zeitfenster (60 s) und Schlüssel',
  'RateLimit-Remaining': 'verbleibende Anfragen im Zeitfenster',
  'RateLimit-Reset': 'Sekunden bis zum Ende des Zeitfensters',
  'Retry-After': 'Sekunden bis zum nächsten Versuch',
}
type HeaderName = keyof typeof RATE_HEADERS
const header = (name: HeaderName, required: boolean) => ({
  description: RATE_HEADERS[name],
  required,
  schema: { type: 'integer', minimum: 0 },
})

/** Answers to a known key carry the RateLimit headers (a success always; an error as far as the key was read). */
const rateHeaders = (required: boolean) =>
  Object.fromEntries(
    (['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const).map((n) => [
      n,
      required ? ref('headers', n) : header(n, false),
    ]),
  )

const ERRORS: Record<string, [string, string]> = {
  '400': [
    'BadRequest',
    'Ungültiges JSON oder ungültige Abfrage, z. B. limit außerhalb von 1 bis 100 (code malformed_json, invalid_query).',
  ],
  '401': ['Unauthorized', 'Schlüssel fehlt, ist ungültig oder widerrufen (code unauthorized).'],
  '403': [
    'Forbidden',
    'Nur-Lese-Schlüssel schreibt, Tarif ohne API oder Subdomain eines anderen Mandanten (code forbidden, plan, wrong_tenant).',
  ],
  '404': ['NotFound', 'Nicht gefunden, auch für IDs eines anderen Mandanten (code not_found).'],
  '405': ['MethodNotAllowed', 'Methode nicht erlaubt; Allow nennt die erlaubten (code method_not_allowed).'],
  '409': [
    'Conflict',
    'Konflikt, z. B. E-Mail-Adresse schon vergeben oder noch kein Dokument (code conflict, no_document).',
  ],
  '413': ['TooLarge', 'Anfrage größer als 1 MB (code too_large).'],
  '415': ['UnsupportedMediaType', 'Kein JSON (code unsupported_media_type).'],
  '422': ['ValidationFailed', 'Eingaben ungültig; fields nennt die Meldung je Feld (code validation_failed).'],
  '429': ['RateLimited', 'Zu viele Anfragen; Retry-After nennt die Sekunden (code rate_limited).'],
}

/** Headers some errors always carry (RFC 6750, RFC 9110). */
const ERROR_HEADERS: Record<string, Json> = {
  '401': {
    'WWW-Authenticate': {
      description: 'Bearer realm="Festplan API" (mit error="invalid_token", wenn ein Schlüssel gesendet wurde)',
      required: true,
      schema: { type: 'string' },
    },
  },
  '405': {
    Allow: { description: 'die erlaubten Methoden, z. B. GET, HEAD, POST', required: true, schema: { type: 'string' } },
  },
}

/** Every error is RFC 9457 problem details (application/problem+json). */
function errorResponses(): Json {
  const out: Json = {}
  for (const [status, [name, description]] of Object.entries(ERRORS)) {
    const rate =
      status === '401'
        ? {}
        : status === '429'
          ? { ...rateHeaders(true), 'Retry-After': ref('headers', 'Retry-After') }
          : rateHeaders(false)
    const headers = { ...rate, ...ERROR_HEADERS[status] }
    out[name] = {
      description,
      ...(Object.keys(headers).length ? { headers } : {}),
      content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
    }
  }
  return out
}

const errors = (...codes: string[]) => Object.fromEntries(codes.map((c) => [c, ref('responses', ERRORS[c]![0])]))
const READ_ERRORS = ['400', '401', '403', '429']
const ok = (schema: string, description: string, status = '200') => ({
  [status]: {
    description,
    headers: rateHeaders(true),
    content: { 'application/json': { schema: ref('schemas', schema) } },
  },
})
const file = (type: string, description: string) => ({
  '200': {
    description,
    headers: rateHeaders(true),
    content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
  },
})
const query = (name: string, description: string, schema: Json = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
})
const idParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } })

function list(operationId: string, tag: string, summary: string, page: string, filters: Json[] = []) {
  return {
    get: {
      operationId,
      tags: [tag],
      summary,
      parameters: [ref('parameters', 'limit'), ref('parameters', 'cursor'), ...filters],
      responses: { ...ok(page, 'Eine Seite, neueste zuerst'), ...errors(...READ_ERRORS) },
    },
  }
}

/** A list under one event: 404 when the event is not the key's tenant's. */
function eventList(operationId: string, tag: string, summary: string, page: string) {
  return {
    parameters: [idParam('eventId')],
    get: {
      operationId,
      tags: [tag],
      summary,
      parameters: [ref('parameters', 'limit'), ref('parameters', 'cursor')],
      responses: { ...ok(page, 'Eine Seite, neueste zuerst'), ...errors(...READ_ERRORS, '404') },
    },
  }
}

function one(operationId: string, tag: string, summary: string, schema: string, param: string, extra: Json = {}) {
  return {
    parameters: [idParam(param)],
    get: { operationId, tags: [tag], summary, responses: { ...ok(schema, summary), ...errors(...READ_ERRORS, '404') } },
    ...extra,
  }
}

function write(
  operationId: string,
  tag: string,
  summary: string,
  body: string,
  schema: string,
  status: string,
  conflict = false,
) {
  return {
    operationId,
    tags: [tag],
    summary,
    requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', body) } } },
    responses: {
      ...ok(schema, summary, status),
      ...errors(
        '400',
        '401',
        '403',
        ...(status === '200' ? ['404'] : []),
        ...(conflict ? ['409'] : []),
        '413',
        '415',
        '422',
        '429',
      ),
    },
  }
}

const download = (operationId: string, tag: string, summary: string, param: string, type: string) => ({
  parameters: [idParam(param)],
  get: {
    operationId,
    tags: [tag],
    summary,
    responses: { ...file(type, summary), ...errors(...READ_ERRORS, '404', '409') },
  },
})

function paths(): Json {
  const day = { type: 'string', format: 'date' }
  const status = (values: readonly string[]) =>
    query('status', 'nur mit diesem Status', { type: 'string', enum: [...values] })
  const byEvent = query('event_id', 'nur zu dieser Veranstaltung')
  const byCustomer = query('end_customer_id', 'nur zu diesem Kunden')
  return {
    '/events': {
      ...list('listEvents', 'Veranstaltungen', 'Veranstaltungen auflisten', 'EventPage', [
        status(EVENT_STATUSES),
        byCustomer,
        query('from', 'Veranstaltungsdatum ab (JJJJ-MM-TT)', day),
        query('to', 'Veranstaltungsdatum bis (JJJJ-MM-TT)', day),
      ]),
      post: write('createEvent', 'Veranstaltungen', 'Veranstaltung anlegen', 'EventCreate', 'Event', '201'),
    },
    '/events/{eventId}': one('getEvent', 'Veranstaltungen', 'Veranstaltung lesen', 'Event', 'eventId', {
      patch: write(
        'updateEvent',
        'Veranstaltungen',
        'Veranstaltung ändern (auch den Status)',
        'EventUpdate',
        'Event',
        '200',
      ),
    }),
    '/events/{eventId}/shifts': eventList(
      'listEventShifts',
      'Personal',
      'Schichten einer Veranstaltung auflisten',
      'ShiftPage',
    ),
    '/events/{eventId}/run-of-show': eventList(
      'listEventRunOfShow',
      'Ablaufplan',
      'Ablaufplan einer Veranstaltung auflisten (Reihenfolge: position)',
      'RunOfShowEntryPage',
    ),
    '/events/{eventId}/tasks': eventList(
      'listEventTasks',
      'Aufgaben',
      'Aufgaben einer Veranstaltung auflisten',
      'TaskPage',
    ),
    '/staff': list('listStaff', 'Personal', 'Personal auflisten (Mitarbeitende ohne Zugang)', 'StaffMemberPage'),
    '/planners': list(
      'listPlanners',
      'Team',
      'Planer und Administratoren auflisten (für assigned_planner_id)',
      'PlannerPage',
    ),
    '/customers': {
      ...list('listCustomers', 'Kunden', 'Kunden auflisten', 'CustomerPage'),
      post: write('createCustomer', 'Kunden', 'Kunden anlegen', 'CustomerCreate', 'Customer', '201', true),
    },
    '/customers/{customerId}': one('getCustomer', 'Kunden', 'Kunden lesen', 'Customer', 'customerId', {
      patch: write('updateCustomer', 'Kunden', 'Kunden ändern', 'CustomerUpdate', 'Customer', '200', true),
    }),
    '/services': list('listServices', 'Leistungen', 'Leistungen auflisten', 'ServicePage'),
    '/services/{id}': one('getService', 'Leistungen', 'Leistung lesen', 'Service', 'id'),
    '/templates': list('listTemplates', 'Vorlagen', 'Vorlagen auflisten', 'TemplatePage'),
    '/templates/{id}': one('getTemplate', 'Vorlagen', 'Vorlage lesen', 'Template', 'id'),
    '/offer-requests': list('listOfferRequests', 'Angebotsanfragen', 'Angebotsanfragen auflisten', 'OfferRequestPage'),
    '/offer-requests/{id}': one('getOfferRequest', 'Angebotsanfragen', 'Angebotsanfrage lesen', 'OfferRequest', 'id'),
    '/offers': list('listOffers', 'Angebote', 'Angebote auflisten', 'OfferPage', [
      status(OFFER_STATUSES),
      byEvent,
      byCustomer,
    ]),
    '/offers/{offerId}': one('getOffer', 'Angebote', 'Angebot lesen', 'Offer', 'offerId'),
    '/offers/{offerId}/pdf': download(
      'getOfferPdf',
      'Angebote',
      'Angebot als PDF (ab dem Versand)',
      'offerId',
      'application/pdf',
    ),
    '/invoices': list('listInvoices', 'Rechnungen', 'Rechnungen auflisten', 'InvoicePage', [
      status(INVOICE_STATUSES),
      query('kind', 'nur diese Art', { type: 'string', enum: [...INVOICE_KINDS] }),
      byEvent,
      byCustomer,
    ]),
    '/invoices/{invoiceId}': one('getInvoice', 'Rechnungen', 'Rechnung lesen', 'Invoice', 'invoiceId'),
    '/invoices/{invoiceId}/pdf': download(
      'getInvoicePdf',
      'Rechnungen',
      'Rechnung als PDF (ZUGFeRD, ab der Festschreibung)',
      'invoiceId',
      'application/pdf',
    ),
    '/invoices/{invoiceId}/xml': download(
      'getInvoiceXml',
      'Rechnungen',
      'Rechnung als XRechnung (CII-XML, ab der Festschreibung)',
      'invoiceId',
      'application/xml',
    ),
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        tags: ['Dokumentation'],
        summary: 'Dieses Dokument (OpenAPI 3.1)',
        security: [],
        responses: {
          '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  }
}

/** The data of each webhook type: the API's resource, or the shapes of ./schemas.ts. */
const WEBHOOK_DATA: Record<WebhookEventType, string> = {
  'event.created': 'Event',
  'event.updated': 'Event',
  'event.status_changed': 'EventStatusChanged',
  'customer.created': 'Customer',
  'offer_request.created': 'OfferRequestCreated',
  'offer.accepted': 'Offer',
  'invoice.finalized': 'Invoice',
  'invoice.paid': 'Invoice',
  'message.created': 'MessageCreated',
  'task.completed': 'Task',
}

const SIGNATURE_HEADERS = [
  ['webhook-id', 'Kennung der Nachricht; bei erneuter Zustellung dieselbe (zum Entdoppeln)'],
  ['webhook-timestamp', 'Sekunden seit 1970 (UTC) beim Signieren'],
  ['webhook-signature', 'v1,<Base64 HMAC-SHA256> nach Standard Webhooks; prüfen mit dem Signatur-Geheimnis (whsec_…)'],
] as const

/** 'offer_request.created' → 'offerRequestCreatedWebhook' */
const webhookOperationId = (type: string) =>
  `${type.replace(/[._]([a-z])/g, (_m, c: string) => c.toUpperCase())}Webhook`

/** OpenAPI 3.1 `webhooks`: what Festplan POSTs to a subscribed endpoint (Standard Webhooks, ADR 123). */
function webhooks(): Json {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_DATA) as WebhookEventType[]).map((type) => [
      type,
      {
        post: {
          operationId: webhookOperationId(type),
          tags: ['Webhooks'],
          summary: WEBHOOK_EVENTS[type],
          parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    type: { const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: ref('schemas', WEBHOOK_DATA[type]),
                  },
                  required: ['type', 'timestamp', 'data'],
                  additionalProperties: false,
                },
              },
            },
          },
          responses: {
            '200': {
              description:
                'Jede 2xx-Antwort innerhalb von 5 s bestätigt die Zustellung; sonst Wiederholung bis 24 Stunden.',
            },
          },
        },
      },
    ]),
  )
}

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Festplan API',
      version: '1.0.0',
      description:
        'REST-API von Festplan. Jede Anfrage nennt einen API-Schlüssel (Authorization: Bearer fp_live_…); er bestimmt den Mandanten. Listen sind neueste zuerst, höchstens 100 je Seite (limit, Standard 50), weiter mit ?cursor=next_cursor. Fehler sind Problem Details nach RFC 9457 (application/problem+json: type, title, status, detail, code, errors je Feld) mit deutschen Meldungen. Ein limit außerhalb von 1 bis 100 ist ein Fehler 400. Beträge in Cent, Kalendertage JJJJ-MM-TT (Europe/Berlin), Zeitpunkte ISO 8601 (UTC).',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: [
      'Veranstaltungen',
      'Ablaufplan',
      'Aufgaben',
      'Team',
      'Personal',
      'Kunden',
      'Leistungen',
      'Vorlagen',
      'Angebotsanfragen',
      'Angebote',
      'Rechnungen',
      'Dokumentation',
      'Webhooks',
    ].map((name) => ({ name })),
    paths: paths(),
    webhooks: webhooks(),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'fp_live_…',
          description: 'API-Schlüssel aus /tenant/integrations (lesen oder lesen und schreiben)',
        },
      },
      schemas: schemas(),
      responses: errorResponses(),
      parameters: {
        limit: query('limit', 'Einträge je Seite, 1 bis 100 (Standard 50)', {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          default: 50,
        }),
        cursor: query('cursor', 'next_cursor der vorigen Seite'),
      },
      headers: Object.fromEntries((Object.keys(RATE_HEADERS) as HeaderName[]).map((n) => [n, header(n, true)])),
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
