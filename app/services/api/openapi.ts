import { z } from '~/utils/zod'
import { apiRegistry } from '~/domain/api/schemas'
import { requestBodies } from './openapi-bodies'
import { query } from './openapi-operations'
import { paths } from './openapi-paths'
import { errorResponses, headerComponents, type Json } from './openapi-responses'
import { webhooks } from './openapi-webhooks'

// The OpenAPI 3.1 document of /api/v1 (docs/decisions/123c-openapi.md):
// components from the zod schemas the API answers with (~/domain/api/schemas.ts)
// and validates with (app/forms, ./openapi-bodies.ts), paths listed once in
// ./openapi-paths.ts, the webhooks in ./openapi-webhooks.ts.
// GET /api/v1/openapi.json serves it; /tenant/integrations/api renders it.

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
      headers: headerComponents(),
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
