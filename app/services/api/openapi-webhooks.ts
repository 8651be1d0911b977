import { WEBHOOK_EVENTS, type WebhookEventType } from '~/domain/webhooks/events'
import { ref, type Json } from './openapi-responses'

/** The data of each webhook type: the API's resource, or the shapes of ~/domain/api/schemas.ts. */
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
export function webhooks(): Json {
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
