import { extractText, getDocumentProxy } from 'unpdf'

// Reads a generated PDF back the way a recipient's software does (PDF.js via
// unpdf): its text, its embedded files and its XMP metadata. Used by tests.

type Proxy = Awaited<ReturnType<typeof getDocumentProxy>>
type AttachmentEntry = { filename: string; content?: Uint8Array }

export async function inspectPdf(bytes: Uint8Array) {
  const proxy: Proxy = await getDocumentProxy(bytes.slice())
  const { text, totalPages } = await extractText(proxy, { mergePages: true })
  const raw = (await proxy.getAttachments()) as Map<string, AttachmentEntry> | Record<string, AttachmentEntry> | null
  const entries: [string, AttachmentEntry][] = raw instanceof Map ? [...raw.entries()] : Object.entries(raw ?? {})
  const attachments = new Map<string, string>()
  const withContent = proxy as Proxy & { getAttachmentContent?: (key: string) => Promise<Uint8Array | null> }
  for (const [key, entry] of entries) {
    const content = entry.content ?? (await withContent.getAttachmentContent?.(key)) ?? null
    if (content) attachments.set(entry.filename ?? key, new TextDecoder().decode(content))
  }
  const metadata = await proxy.getMetadata()
  const xmp = (metadata.metadata as { getRaw?: () => string } | null)?.getRaw?.() ?? ''
  await proxy.cleanup()
  // one space for every run of white space: line breaks in the layout do not matter
  const info = (metadata.info ?? {}) as Record<string, unknown>
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, attachments, xmp, info }
}
