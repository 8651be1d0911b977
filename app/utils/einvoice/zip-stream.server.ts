import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

// A ZIP written while it is sent: one entry is read (or loaded) only when the
// client has taken the previous one, so memory stays at about one file.
// PDFs are stored as they are (already compressed); other files are deflated.

export type ZipEntry = {
  /** path inside the archive; '/' separates folders */
  name: string
  /** the bytes, or a loader called when the entry's turn comes */
  data: Uint8Array | (() => Promise<Uint8Array> | Uint8Array)
  mtime?: Date
}

function safeName(name: string, taken: Set<string>): string {
  const clean = name.replace(/\\/g, '/').split('/').filter((part) => part && part !== '.' && part !== '..').join('/') || 'datei'
  let candidate = clean
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) {
    const dot = clean.lastIndexOf('.')
    candidate = dot > 0 ? `${clean.slice(0, dot)} (${i})${clean.slice(dot)}` : `${clean} (${i})`
  }
  taken.add(candidate.toLowerCase())
  return candidate
}

export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = Symbol.asyncIterator in entries
    ? (entries as AsyncIterable<ZipEntry>)[Symbol.asyncIterator]()
    : (entries as Iterable<ZipEntry>)[Symbol.iterator]()
  const taken = new Set<string>()
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        if (chunk.length) controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    async pull() {
      const next = await iterator.next()
      if (next.done) return zip.end()
      const entry = next.value
      const data = typeof entry.data === 'function' ? await entry.data() : entry.data
      const name = safeName(entry.name, taken)
      const file = /\.(pdf|zip|png|jpe?g|gif|webp)$/i.test(name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 })
      file.mtime = entry.mtime ?? new Date()
      zip.add(file)
      file.push(data, true)
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
