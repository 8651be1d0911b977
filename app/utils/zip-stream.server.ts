import zlib from 'node:zlib'
import type { Zip, ZipDeflate, ZipPassThrough, ZipInputFile } from 'fflate'
import { zipWriter } from './libraries.server'

// The one ZIP writer (tenant export, tax adviser export): written while it is
// sent. An entry is opened only when the client has taken what came before,
// and a streamed entry is read one chunk per pull, so memory stays at about
// one chunk (or one loaded file). PDFs and images are stored as they are
// (already compressed); everything else is deflated.

export type ZipEntry = {
  /** path inside the archive; '/' separates folders */
  name: string
  /** the bytes, a loader called when the entry's turn comes, or chunks (e.g. fs.createReadStream) */
  data: Uint8Array | (() => Promise<Uint8Array> | Uint8Array) | AsyncIterable<Uint8Array> | Iterable<Uint8Array>
  mtime?: Date
}

const STORED = /\.(pdf|zip|png|jpe?g|gif|webp)$/i

/**
 * An entry whose bytes are all at hand (a loaded file, an invoice PDF): CRC
 * and deflate by Node's zlib (native code) instead of fflate's JavaScript,
 * which cost about 1.5 ms per invoice of the tax adviser ZIP. fflate writes
 * header, sizes and CRC around the bytes handed over here.
 */
class WholeFile implements ZipInputFile {
  size: number
  crc: number
  compression: number
  mtime: Date
  ondata?: ZipInputFile['ondata']
  private readonly bytes: Uint8Array
  constructor(
    readonly filename: string,
    data: Uint8Array,
    mtime: Date,
  ) {
    this.size = data.byteLength
    this.crc = zlib.crc32(data)
    this.mtime = mtime
    const store = STORED.test(filename)
    this.compression = store ? 0 : 8
    this.bytes = store ? data : zlib.deflateRawSync(data, { level: 6 })
  }
  send() {
    this.ondata!(null, this.bytes as Uint8Array<ArrayBuffer>, true)
  }
}

/** No absolute paths, no '..', no backslashes; a name taken twice gets ' (2)'. */
function safeName(name: string, taken: Set<string>): string {
  const clean =
    name
      .replace(/\\/g, '/')
      .split('/')
      .filter((part) => part && part !== '.' && part !== '..')
      .join('/') || 'datei'
  let candidate = clean
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) {
    const dot = clean.lastIndexOf('.')
    candidate =
      dot > clean.lastIndexOf('/') + 1 ? `${clean.slice(0, dot)} (${i})${clean.slice(dot)}` : `${clean} (${i})`
  }
  taken.add(candidate.toLowerCase())
  return candidate
}

type Chunks = AsyncIterator<Uint8Array> | Iterator<Uint8Array>

function chunksOf(data: ZipEntry['data']): Chunks | null {
  if (data instanceof Uint8Array || typeof data === 'function') return null
  return Symbol.asyncIterator in data
    ? (data as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]()
    : (data as Iterable<Uint8Array>)[Symbol.iterator]()
}

export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator =
    Symbol.asyncIterator in entries
      ? (entries as AsyncIterable<ZipEntry>)[Symbol.asyncIterator]()
      : (entries as Iterable<ZipEntry>)[Symbol.iterator]()
  const taken = new Set<string>()
  let zip: Zip
  let enqueued = 0
  let finished = false
  let current: { file: ZipDeflate | ZipPassThrough; chunks: Chunks } | null = null

  /** One step: the next chunk of the open entry, or the next entry, or the end. */
  async function step() {
    if (current) {
      const next = await current.chunks.next()
      if (next.done) {
        current.file.push(new Uint8Array(0), true)
        current = null
      } else {
        current.file.push(next.value)
      }
      return
    }
    const next = await iterator.next()
    if (next.done) {
      finished = true
      zip.end()
      return
    }
    const entry = next.value
    const name = safeName(entry.name, taken)
    const mtime = entry.mtime ?? new Date()
    const chunks = chunksOf(entry.data)
    if (!chunks) {
      const data =
        typeof entry.data === 'function'
          ? await (entry.data as () => Promise<Uint8Array> | Uint8Array)()
          : (entry.data as Uint8Array)
      const whole = new WholeFile(name, data, mtime)
      zip.add(whole)
      whole.send()
      return
    }
    const { ZipDeflate, ZipPassThrough } = zipWriter()
    const file = STORED.test(name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 })
    file.mtime = mtime
    zip.add(file)
    current = { file, chunks }
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new (zipWriter().Zip)((error, chunk, final) => {
        if (error) return controller.error(error)
        if (chunk.length) {
          enqueued++
          controller.enqueue(chunk)
        }
        if (final) controller.close()
      })
    },
    async pull() {
      // deflate may hold back a small chunk: keep going until bytes were handed on
      const before = enqueued
      while (enqueued === before && !finished) await step()
    },
    async cancel() {
      await current?.chunks.return?.()
      await iterator.return?.()
    },
  })
}
