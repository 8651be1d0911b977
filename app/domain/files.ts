// Pure rules for uploaded files (ADR 119): which types are allowed (decided
// by the content), which names are acceptable, and how a download is answered.

export type AllowedKind = { mime: string; ext: string; label: string }

/** What file-type may report for an allowed upload, by its extension. */
export const BINARY_KINDS: Record<string, AllowedKind> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  png: { mime: 'image/png', ext: 'png', label: 'PNG-Bild' },
  jpg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG-Bild' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP-Bild' },
  heic: { mime: 'image/heic', ext: 'heic', label: 'HEIC-Bild' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    label: 'Word-Dokument',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
    label: 'Excel-Tabelle',
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt', label: 'OpenDocument-Text' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods', label: 'OpenDocument-Tabelle' },
}
export const CSV_KIND: AllowedKind = { mime: 'text/csv; charset=utf-8', ext: 'csv', label: 'CSV-Tabelle' }
export const TEXT_KIND: AllowedKind = { mime: 'text/plain; charset=utf-8', ext: 'txt', label: 'Textdatei' }

export const ALLOWED_TYPES_TEXT =
  'PDF, Bilder (PNG, JPEG, WebP, HEIC), Word (DOCX), Excel (XLSX), OpenDocument (ODT, ODS), CSV und Text'
export const MAX_FILES_PER_UPLOAD = 10
/** files a tenant keeps at most, whatever their size (each is a row, a file on disk, an export entry) */
export const MAX_FILES_PER_TENANT = 10_000
/** an end customer's own uploads: at most this many files … */
export const MAX_FILES_PER_CUSTOMER = 100
/** … and this many bytes, inside the tenant's quota */
export const MAX_BYTES_PER_CUSTOMER = 500 * 1024 * 1024
export const MAX_NAME_LENGTH = 255
export const MAX_NOTE_LENGTH = 500

function extensionOf(name: string) {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

const MARKUP_START = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|a\s|div|img|style)/i

/**
 * The stored kind of an upload, or null (refused). `detected` is what
 * file-type read from the bytes (undefined: nothing it knows); `isText`
 * says the whole file is valid UTF-8 without NUL bytes; `head` is its start.
 * Text is accepted only as .csv or .txt and never when it is markup (an HTML
 * or SVG page named .pdf or .txt is refused).
 */
export function decideKind(input: {
  detected?: { ext: string; mime: string }
  isText: boolean
  head: string
  name: string
}): AllowedKind | null {
  if (input.detected) {
    const ext = input.detected.ext === 'jpeg' ? 'jpg' : input.detected.ext
    return BINARY_KINDS[ext] ?? null
  }
  if (!input.isText) return null
  if (MARKUP_START.test(input.head.replace(/^\uFEFF/, ''))) return null
  const ext = extensionOf(input.name)
  if (ext === 'csv') return CSV_KIND
  if (ext === 'txt' || ext === 'text') return TEXT_KIND
  return null
}

export type NameCheck = { ok: true; name: string } | { ok: false; message: string }

/** A file name as the browser sent it: no path parts, NUL or control characters, at most 255 characters. */
export function checkFileName(raw: string): NameCheck {
  const name = raw.normalize('NFC').trim()
  if (!name) return { ok: false, message: 'Die Datei hat keinen Namen.' }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return { ok: false, message: 'Der Dateiname enthält unzulässige Zeichen.' }
  if (/[/\\]/.test(name) || name === '.' || name === '..')
    return { ok: false, message: 'Der Dateiname darf keine Ordnerangaben enthalten.' }
  if ([...name].length > MAX_NAME_LENGTH)
    return { ok: false, message: `Der Dateiname ist zu lang (höchstens ${MAX_NAME_LENGTH} Zeichen).` }
  return { ok: true, name }
}

/** The name a download carries: the stored name, with the extension of its real type. */
export function downloadName(name: string, mimeType: string) {
  const kind =
    Object.values(BINARY_KINDS).find((k) => k.mime === mimeType) ??
    (mimeType.startsWith('text/csv') ? CSV_KIND : mimeType.startsWith('text/plain') ? TEXT_KIND : null)
  if (!kind) return name
  const ext = extensionOf(name)
  if (ext === kind.ext || (kind.ext === 'jpg' && ext === 'jpeg') || (kind.ext === 'txt' && ext === 'text')) return name
  return `${name}.${kind.ext}`
}

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/heic'])

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string, mimeType: string) {
  const type = INLINE_TYPES.has(mimeType) ? 'inline' : 'attachment'
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_') || 'datei'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** Headers of every file download: the stored type, never sniffed, never a page of our origin. */
export function downloadHeaders(file: { name: string; mimeType: string; sizeBytes: number }) {
  return {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.sizeBytes),
    'Content-Disposition': contentDisposition(downloadName(file.name, file.mimeType), file.mimeType),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  }
}

export function kindLabel(mimeType: string) {
  const kind = Object.values(BINARY_KINDS).find((k) => k.mime === mimeType)
  if (kind) return kind.label
  if (mimeType.startsWith('text/csv')) return CSV_KIND.label
  if (mimeType.startsWith('text/plain')) return TEXT_KIND.label
  return 'Datei'
}

/** Share of the quota in percent, 0–100, for the bar on /tenant/files. */
export function quotaPercent(usedBytes: number, limitBytes: number) {
  if (!Number.isFinite(limitBytes) || limitBytes <= 0) return 0
  return Math.min(100, Math.round((usedBytes / limitBytes) * 1000) / 10)
}
