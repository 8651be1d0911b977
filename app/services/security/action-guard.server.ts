import { fieldNamesAcceptable } from '~/domain/form-field-names'
import { CROSS_ORIGIN_MESSAGE, isCrossOrigin } from '~/domain/same-origin'
import { getEnv } from '~/utils/env.server'
import { formControlReadable } from '~/utils/form-control.server'
import { HONEYPOT_MESSAGE, honeypotFilled } from '~/utils/honeypot'
import { MAX_BODY_BYTES } from '~/utils/request-context.server'
import { assertWritableRequest } from '~/services/tenant/read-only-guard.server'

function deny(status: number, message: string): never {
  throw new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** Cross-site request forgery check (see app/domain/same-origin.ts). */
export function assertSameOrigin(request: Request) {
  const url = new URL(request.url)
  const crossOrigin = isCrossOrigin({
    origin: request.headers.get('Origin'),
    secFetchSite: request.headers.get('Sec-Fetch-Site'),
    host: request.headers.get('Host') ?? url.host,
    protocols: [url.protocol, getEnv().PUBLIC_URL.protocol],
  })
  if (crossOrigin) deny(403, CROSS_ORIGIN_MESSAGE)
}

async function readLimited(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) deny(413, 'Anfrage zu groß (höchstens 1 MB).')
  const body = request.clone().body
  if (!body) return new Uint8Array(new ArrayBuffer(0))
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      // The clone's body is one branch of a tee: its cancel settles only once
      // the request's own branch is cancelled too, and then the source stops.
      // Neither is awaited: the refusal does not wait on the sender.
      void reader.cancel().catch(() => {})
      if (request.body && !request.body.locked) void request.body.cancel().catch(() => {})
      deny(413, 'Anfrage zu groß (höchstens 1 MB).')
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(new ArrayBuffer(size))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The first line of every action: same origin, the read-only gate, at most 1 MB, then the form
 * (refused when the honeypot of a public form was filled in, or when Conform's
 * reserved __intent__/__state__ fields are junk it would throw on).
 * The request body is read from a clone, so remix-auth can still read it.
 */
export async function guardAction(request: Request): Promise<FormData> {
  if (request.method === 'GET' || request.method === 'HEAD') deny(405, 'Methode nicht erlaubt.')
  assertSameOrigin(request)
  // a read-only tenant (expired trial, suspended) writes nothing but what the allow-list names
  await assertWritableRequest(request)
  const bytes = await readLimited(request)
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    if (bytes.byteLength === 0) return new FormData()
    deny(415, 'Formulardaten erwartet.')
  }
  let formData: FormData
  try {
    formData = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
  } catch {
    deny(400, 'Formulardaten konnten nicht gelesen werden.')
  }
  // Before Conform (or anything else) builds arrays from the names: a list
  // index above 100 or an absurd name is never one of our fields.
  if (!fieldNamesAcceptable(formData.keys())) deny(400, 'Ungültiges Formularfeld.')
  if (honeypotFilled(formData)) deny(400, HONEYPOT_MESSAGE)
  if (!formControlReadable(formData)) deny(400, 'Ungültige Formularaktion.')
  return formData
}
