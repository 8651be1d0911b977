import fs from 'node:fs'
import { LOGO_MAX_BYTES, LOGO_TYPES_TEXT, logoMimeType } from '~/domain/branding'
import { fieldNamesAcceptable } from '~/domain/form-field-names'
import { formControlReadable } from './form-control.server'
import { unlinkQuietly } from './file-storage.server'
import { fileTypeDetector } from './libraries.server'
import { formatBytes } from './format'
import { HONEYPOT_MESSAGE, honeypotFilled } from './honeypot'
import { receiveMultipart } from './multipart.server'

// The logo upload (ADR 124b) on the file upload pipeline (ADR 119):
// guardUpload() first (method, origin, multipart), then the body streamed to
// a temporary file with a size cap (multipart.server.ts), the type decided
// by the bytes, and the temporary file always removed again.

export type LogoReceived =
  | { ok: true; intent: 'upload'; logo: { mimeType: string; bytes: Buffer } }
  | { ok: true; intent: 'remove' }
  | { ok: false; error: string }

export async function receiveLogo(request: Request): Promise<LogoReceived> {
  const received = await receiveMultipart(request, {
    maxFileBytes: LOGO_MAX_BYTES,
    maxFiles: 1,
    maxTotalBytes: LOGO_MAX_BYTES + 1,
  })
  if (!received.ok)
    return { ok: false, error: 'Die Übertragung wurde unterbrochen. Bitte laden Sie das Logo erneut hoch.' }
  const temps = received.files.map((f) => f.tmpPath)
  try {
    if (!fieldNamesAcceptable(received.fields.keys())) return { ok: false, error: 'Ungültiges Formularfeld.' }
    const formData = new FormData()
    for (const [k, values] of received.fields) for (const v of values) formData.append(k, v)
    if (honeypotFilled(formData)) return { ok: false, error: HONEYPOT_MESSAGE }
    if (!formControlReadable(formData)) return { ok: false, error: 'Ungültige Formularaktion.' }
    const intent = formData.get('intent')
    if (intent === 'remove-logo') return { ok: true, intent: 'remove' }
    if (intent !== 'upload-logo') return { ok: false, error: 'Unbekannte Aktion.' }
    if (received.tooManyFiles || received.files.length > 1 || received.files.some((f) => f.field !== 'logo'))
      return { ok: false, error: 'Bitte wählen Sie genau ein Bild aus.' }
    const file = received.files[0]
    if (!file) return { ok: false, error: 'Bitte wählen Sie ein Bild aus.' }
    if (file.truncated || received.overTotal)
      return { ok: false, error: `Das Logo ist größer als ${formatBytes(LOGO_MAX_BYTES)}.` }
    if (file.size === 0) return { ok: false, error: 'Die Datei ist leer.' }
    const fileTypeOf = await fileTypeDetector()
    const detected = await fileTypeOf(file.tmpPath).catch(() => undefined)
    const mimeType = logoMimeType(detected)
    if (!mimeType) return { ok: false, error: `Das Logo muss ein Bild sein (${LOGO_TYPES_TEXT}).` }
    return { ok: true, intent: 'upload', logo: { mimeType, bytes: await fs.promises.readFile(file.tmpPath) } }
  } finally {
    await Promise.all(temps.map(unlinkQuietly))
  }
}
