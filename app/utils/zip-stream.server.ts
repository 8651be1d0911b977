import { Zip, ZipDeflate } from 'fflate'

// A ZIP written while it is sent: each entry's bytes are compressed and handed
// to the response as they come, so a large export is never held whole in memory.

export type ZipEntry = { name: string; chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> }

export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      zip = new Zip((error, chunk) => {
        if (error) controller.error(error)
        else controller.enqueue(chunk)
      })
      try {
        for await (const entry of entries) {
          const file = new ZipDeflate(entry.name, { level: 6 })
          zip.add(file)
          for await (const chunk of entry.chunks) file.push(chunk)
          file.push(new Uint8Array(0), true)
        }
        zip.end()
        controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
  })
}
