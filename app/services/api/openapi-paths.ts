import { EVENT_STATUSES } from '~/domain/event-status'
import { INVOICE_KINDS, INVOICE_STATUSES, OFFER_STATUSES } from '~/domain/api/filters'
import type { Json } from './openapi-responses'
import { download, eventList, list, one, query, write } from './openapi-operations'

// Every path of /api/v1, listed once.

export function paths(): Json {
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
