import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { newTmpPath, unlinkQuietly } from './file-storage.server'
import type busboy from 'busboy'
import { multipartParser } from './libraries.server'

// Streams a multipart body to temporary files (busboy, docs/decisions/119):
// never more than a chunk of it in memory. Each file's size is counted and
// its text-ness checked on the way; the caller decides what to keep and
// must either rename or unlink every `tmpPath` it gets back.

export type ReceivedFile = {
  field: string
  /** as the browser sent it (checked later) */
  filename: string
  tmpPath: string
  size: number
  /** over maxFileBytes: the rest was discarded */
  truncated: boolean
  /** valid UTF-8 without NUL bytes from start to end */
  isText: boolean
  /** the first bytes as text (for the markup check) */
  head: string
}

export type Received =
  | { ok: true; fields: Map<string, string[]>; files: ReceivedFile[]; overTotal: boolean; tooManyFiles: boolean }
  | { ok: false; reason: 'aborted' }

export type ReceiveLimits = { maxFileBytes: number; maxFiles: number; maxTotalBytes: number }

export async function receiveMultipart(request: Request, limits: ReceiveLimits): Promise<Received> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!request.body) return { ok: false, reason: 'aborted' }
  const fields = new Map<string, string[]>()
  const files: ReceivedFile[] = []
  const writes: Promise<void>[] = []
  let total = 0
  let overTotal = false
  let tooManyFiles = false

  let parser: busboy.Busboy
  try {
    parser = multipartParser()({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // names with path parts reach checkFileName() and are refused there, not silently cut
      preservePath: true,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 8 * 1024,
        parts: limits.maxFiles + 20,
        headerPairs: 20,
      },
    })
  } catch {
    return { ok: false, reason: 'aborted' }
  }

  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
  const outs: fs.WriteStream[] = []
  let finish = () => {}
  /**
   * Over the quota: stop at once. Nothing more is read (the rest of the body
   * stays unread; the request context closes the connection after the
   * answer), every file being written is closed and later unlinked.
   */
  const stopOverTotal = () => {
    if (overTotal) return
    overTotal = true
    source.unpipe(parser)
    source.pause()
    for (const out of outs) out.destroy()
    finish()
  }

  const done = new Promise<void>((resolve, reject) => {
    finish = resolve
    parser.on('field', (rawName, value) => {
      // busboy reports a part posted with name="" as an undefined name
      const name = typeof rawName === 'string' ? rawName : ''
      fields.set(name, [...(fields.get(name) ?? []), value])
    })
    parser.on('file', (rawField, stream, info) => {
      const field = typeof rawField === 'string' ? rawField : ''
      if (!info.filename || overTotal) {
        stream.resume() // an empty file input: nothing chosen (or the upload is being refused)
        return
      }
      const entry: ReceivedFile = {
        field,
        filename: info.filename,
        tmpPath: newTmpPath(),
        size: 0,
        truncated: false,
        isText: true,
        head: '',
      }
      files.push(entry)
      const decoder = new TextDecoder('utf-8', { fatal: true })
      const out = fs.createWriteStream(entry.tmpPath, { flags: 'wx' })
      outs.push(out)
      stream.on('data', (chunk: Buffer) => {
        entry.size += chunk.byteLength
        total += chunk.byteLength
        if (total > limits.maxTotalBytes) {
          stopOverTotal()
          return
        }
        if (entry.head.length < 512) entry.head += chunk.subarray(0, 512).toString('latin1')
        if (entry.isText) {
          if (chunk.includes(0)) entry.isText = false
          else {
            try {
              decoder.decode(chunk, { stream: true })
            } catch {
              entry.isText = false
            }
          }
        }
      })
      stream.on('error', () => out.destroy())
      stream.on('limit', () => {
        entry.truncated = true
        stream.unpipe(out)
        out.destroy()
        stream.resume()
      })
      writes.push(
        new Promise<void>((res) => {
          out.on('close', () => res())
          out.on('error', () => res())
          stream.on('end', () => {
            try {
              decoder.decode()
            } catch {
              entry.isText = false
            }
          })
        }),
      )
      stream.pipe(out)
    })
    parser.on('filesLimit', () => {
      tooManyFiles = true
    })
    parser.on('close', () => resolve())
    parser.on('error', (error) => reject(error))
  })

  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  try {
    await done
    await Promise.all(writes)
    if (overTotal) {
      await Promise.all(files.map((f) => unlinkQuietly(f.tmpPath)))
      return { ok: true, fields, files: [], overTotal, tooManyFiles }
    }
    return { ok: true, fields, files, overTotal, tooManyFiles }
  } catch {
    source.destroy()
    // streams still open must close before their files go
    await Promise.allSettled(writes.map((w) => Promise.race([w, new Promise((r) => setTimeout(r, 1000))])))
    await Promise.all(files.map((f) => unlinkQuietly(f.tmpPath)))
    return { ok: false, reason: 'aborted' }
  }
}
