import fs from 'node:fs'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import {
  checkFileName,
  decideKind,
  MAX_BYTES_PER_CUSTOMER,
  MAX_FILES_PER_CUSTOMER,
  MAX_FILES_PER_TENANT,
  MAX_FILES_PER_UPLOAD,
  ALLOWED_TYPES_TEXT,
} from '~/domain/files'
import { fileUploadSchema } from '~/forms/file-upload'
import { planLimits } from '~/domain/plans'
import { FileLimitError, fileUsage, QuotaExceededError } from '~/models/file-usage.server'
import { insertFiles, type NewFile } from '~/models/file.server'
import type { ActivityActor } from '~/models/event-activity.server'
import { assertSameOrigin } from '~/services/security/action-guard.server'
import { assertWritableRequest } from '~/services/tenant/read-only-guard.server'
import { getEnv } from '~/utils/env.server'
import { fieldNamesAcceptable } from '~/domain/form-field-names'
import { formControlReadable } from '~/utils/form-control.server'
import { newStorageKey, storedPath, unlinkQuietly } from '~/utils/file-storage.server'
import { formatBytes } from '~/utils/format'
import { fileTypeDetector } from '~/utils/libraries.server'
import { HONEYPOT_MESSAGE, honeypotFilled } from '~/utils/honeypot'
import { receiveMultipart, type ReceivedFile } from '~/utils/multipart.server'

// The upload actions' guard and pipeline (ADR 119). guardAction reads the
// whole body with a 1 MB cap, so the upload routes use this instead: the
// same origin check and honeypot, a method check, the body streamed to disk
// (app/utils/multipart.server.ts), each file checked by its content, and
// only then renamed into place and recorded, all or nothing.

function deny(status: number, message: string): never {
  throw new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The first line of an upload action, before the body is touched. */
export async function guardUpload(request: Request) {
  if (request.method !== 'POST') deny(405, 'Methode nicht erlaubt.')
  assertSameOrigin(request)
  await assertWritableRequest(request)
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    deny(415, 'Bitte laden Sie Dateien über das Formular hoch (multipart/form-data).')
}

/** Only the upload form's own fields go back to the browser, never what else was posted. */
function echoable(formData: FormData) {
  const kept = new FormData()
  for (const name of ['note', 'shared'])
    for (const v of formData.getAll(name)) if (typeof v === 'string') kept.append(name, v.slice(0, 2000))
  return kept
}

export type UploadErrors = { file?: string[]; note?: string[] }
export type UploadResult =
  { ok: true; names: string[] } | { ok: false; status: number; errors: UploadErrors; reply: SubmissionResult<string[]> }

/** multipart framing and the form's small fields beside the files (busboy allows 20 fields of 8 KB) */
const FORM_ALLOWANCE_BYTES = 256 * 1024

export function maxUploadBytes() {
  return getEnv().MAX_UPLOAD_MB * 1024 * 1024
}

async function checkOne(
  file: ReceivedFile,
  maxBytes: number,
): Promise<{ error: string } | (NewFile & { tmpPath: string })> {
  const label = `„${file.filename.slice(0, 80)}“`
  const name = checkFileName(file.filename)
  if (!name.ok) return { error: `${label}: ${name.message}` }
  if (file.truncated) return { error: `${label}: Die Datei ist größer als ${formatBytes(maxBytes)}.` }
  if (file.size === 0) return { error: `${label}: Die Datei ist leer.` }
  let detected: { ext: string; mime: string } | undefined
  const fileTypeOf = await fileTypeDetector()
  try {
    detected = await fileTypeOf(file.tmpPath)
  } catch {
    detected = undefined
  }
  const kind = decideKind({ detected, isText: file.isText, head: file.head, name: name.name })
  if (!kind) return { error: `${label}: Dieser Dateityp ist nicht erlaubt. Erlaubt sind ${ALLOWED_TYPES_TEXT}.` }
  return {
    storageKey: newStorageKey(),
    name: name.name,
    mimeType: kind.mime,
    sizeBytes: file.size,
    tmpPath: file.tmpPath,
  }
}

/**
 * Receives, checks and stores the files of one upload form. Every refusal
 * leaves no row and no file: temporary files are unlinked, renamed ones are
 * unlinked again when the transaction refuses.
 */
export async function storeUpload(
  request: Request,
  target: {
    tenant: { id: string; status: string; plan: string | null }
    eventId: string
    actor: Extract<ActivityActor, { type: 'staff' | 'customer' }>
    mayShare: boolean
  },
): Promise<UploadResult> {
  let formData = new FormData()
  const reply = (errors: UploadErrors) =>
    parseWithZod(echoable(formData), { schema: fileUploadSchema }).reply({
      fieldErrors: errors as Record<string, string[]>,
    })
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    deny(415, 'Bitte laden Sie Dateien über das Formular hoch (multipart/form-data).')
  const maxBytes = maxUploadBytes()
  const quota = planLimits(target.tenant).storageBytes
  const quotaMessage = `Der Speicherplatz ist ausgeschöpft (${formatBytes(quota)} in Ihrem Tarif). Bitte löschen Sie nicht mehr benötigte Dateien.`
  const limitMessages = {
    'tenant-files': `Es sind höchstens ${MAX_FILES_PER_TENANT.toLocaleString('de-DE')} Dateien je Konto möglich. Bitte löschen Sie nicht mehr benötigte Dateien.`,
    'customer-files': `Sie können höchstens ${MAX_FILES_PER_CUSTOMER} Dateien hochladen. Bitte löschen Sie nicht mehr benötigte Dateien.`,
    'customer-bytes': `Der Speicherplatz für Ihre Dateien ist ausgeschöpft (höchstens ${formatBytes(MAX_BYTES_PER_CUSTOMER)}). Bitte löschen Sie nicht mehr benötigte Dateien.`,
  }
  // Decided before the body is read: a full account reads nothing, an upload
  // that says it is larger than what is left is refused from its length, and
  // a body without a length is cut off as soon as it passes what is left.
  const customerId = target.actor.type === 'customer' ? target.actor.id : null
  const usage = fileUsage(target.tenant.id, customerId)
  const refuseEarly = (message: string): UploadResult => {
    const errors = { file: [message] }
    return { ok: false, status: 400, errors, reply: reply(errors) }
  }
  if (usage.tenantFiles >= MAX_FILES_PER_TENANT) return refuseEarly(limitMessages['tenant-files'])
  if (customerId && usage.customerFiles >= MAX_FILES_PER_CUSTOMER) return refuseEarly(limitMessages['customer-files'])
  const tenantRoom = Math.max(0, quota - usage.tenantBytes)
  const customerRoom = customerId ? Math.max(0, MAX_BYTES_PER_CUSTOMER - usage.customerBytes) : Infinity
  const room = Math.min(tenantRoom, customerRoom)
  const roomMessage = customerRoom < tenantRoom ? limitMessages['customer-bytes'] : quotaMessage
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (Number.isFinite(declared) && declared > room + FORM_ALLOWANCE_BYTES) return refuseEarly(roomMessage)
  const received = await receiveMultipart(request, {
    maxFileBytes: maxBytes,
    maxFiles: MAX_FILES_PER_UPLOAD,
    maxTotalBytes: room,
  })
  if (!received.ok) {
    const errors = { file: ['Die Übertragung wurde unterbrochen. Bitte laden Sie die Dateien erneut hoch.'] }
    return { ok: false, status: 400, errors, reply: reply(errors) }
  }

  if (received.overTotal) return refuseEarly(roomMessage)
  const temps = received.files.map((f) => f.tmpPath)
  const fail = async (status: number, errors: UploadErrors): Promise<UploadResult> => {
    await Promise.all(temps.map(unlinkQuietly))
    return { ok: false, status, errors, reply: reply(errors) }
  }
  if (!fieldNamesAcceptable(received.fields.keys())) return fail(400, { file: ['Ungültiges Formularfeld.'] })
  formData = new FormData()
  for (const [k, values] of received.fields) for (const v of values) formData.append(k, v)
  if (honeypotFilled(formData)) return fail(400, { file: [HONEYPOT_MESSAGE] })
  if (!formControlReadable(formData)) return fail(400, { file: ['Ungültige Formularaktion.'] })
  if (!target.mayShare) formData.delete('shared') // a customer's uploads are always theirs to see
  const parsed = parseWithZod(formData, { schema: fileUploadSchema })
  const errors: UploadErrors = {}
  if (parsed.status !== 'success') errors.note = parsed.error?.note ?? ['Die Notiz ist ungültig.']
  const note = parsed.status === 'success' ? (parsed.value.note ?? '') : ''
  const fields = { shared: target.mayShare && parsed.status === 'success' && parsed.value.shared === true }
  const parts = received.files.filter((f) => f.field === 'file')
  if (received.files.length !== parts.length) return fail(400, { file: ['Unerwartetes Dateifeld im Formular.'] })
  if (received.tooManyFiles)
    return fail(400, { file: [`Bitte laden Sie höchstens ${MAX_FILES_PER_UPLOAD} Dateien auf einmal hoch.`] })
  if (parts.length === 0) return fail(400, { ...errors, file: ['Bitte wählen Sie mindestens eine Datei aus.'] })

  const checked = await Promise.all(parts.map((p) => checkOne(p, maxBytes)))
  const fileErrors = checked.flatMap((c) => ('error' in c ? [c.error] : []))
  if (fileErrors.length) errors.file = fileErrors
  if (errors.file || errors.note) return fail(400, errors)
  const accepted = checked as Array<NewFile & { tmpPath: string }>

  // renamed before the rows are written: a crash in between leaves a file
  // without a row, which `npm run files:check` reports and removes
  const finals: string[] = []
  try {
    for (const f of accepted) {
      const final = storedPath(f.storageKey)
      await fs.promises.rename(f.tmpPath, final)
      finals.push(final)
    }
    insertFiles(target.tenant.id, {
      eventId: target.eventId,
      quotaBytes: quota,
      note: note || null,
      shared: fields.shared,
      actor: target.actor,
      files: accepted,
    })
  } catch (error) {
    await Promise.all(finals.map(unlinkQuietly))
    if (error instanceof QuotaExceededError) return fail(400, { file: [quotaMessage] })
    if (error instanceof FileLimitError) return fail(400, { file: [limitMessages[error.limit]] })
    await Promise.all(temps.map(unlinkQuietly))
    // the event was deleted while its files were on the way
    if (error instanceof Error && /FOREIGN KEY/i.test(error.message)) deny(404, 'Veranstaltung nicht gefunden')
    throw error
  }
  return { ok: true, names: accepted.map((f) => f.name) }
}
