import { errors, file, ok, READ_ERRORS, ref, type Json } from './openapi-responses'

// The shapes of the API's operations (list, one, write, download) with their
// parameters and answers, so every path in ./openapi-paths.ts reads as one line.

export const query = (name: string, description: string, schema: Json = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
})
const idParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } })

export function list(operationId: string, tag: string, summary: string, page: string, filters: Json[] = []) {
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
export function eventList(operationId: string, tag: string, summary: string, page: string) {
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

export function one(
  operationId: string,
  tag: string,
  summary: string,
  schema: string,
  param: string,
  extra: Json = {},
) {
  return {
    parameters: [idParam(param)],
    get: { operationId, tags: [tag], summary, responses: { ...ok(schema, summary), ...errors(...READ_ERRORS, '404') } },
    ...extra,
  }
}

export function write(
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

export const download = (operationId: string, tag: string, summary: string, param: string, type: string) => ({
  parameters: [idParam(param)],
  get: {
    operationId,
    tags: [tag],
    summary,
    responses: { ...file(type, summary), ...errors(...READ_ERRORS, '404', '409') },
  },
})
