import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { zipStream } from './zip-stream.server'

async function collect(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

describe('zipStream', () => {
  it('writes every file, PDFs stored and text deflated, names made unique and safe', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 Rechnung RE-2026-0001')
    const csv = new TextEncoder().encode('EXTF;700\r\n'.repeat(200))
    const zip = await collect(
      zipStream([
        { name: 'RE-2026-0001.pdf', data: pdf },
        { name: 'RE-2026-0001.pdf', data: async () => pdf },
        { name: '../../etc/EXTF_Buchungsstapel.csv', data: () => csv },
      ]),
    )
    const files = unzipSync(zip)
    expect(Object.keys(files)).toEqual(['RE-2026-0001.pdf', 'RE-2026-0001 (2).pdf', 'etc/EXTF_Buchungsstapel.csv'])
    expect(files['RE-2026-0001 (2).pdf']).toEqual(pdf)
    expect(files['etc/EXTF_Buchungsstapel.csv']).toEqual(csv)
    expect(zip.length).toBeLessThan(csv.length) // the CSV was compressed
  })

  it('loads each file only when the reader gets to it', async () => {
    const loaded: string[] = []
    async function* entries() {
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
        loaded.push(name)
        yield { name, data: new Uint8Array(10_000).fill(name.charCodeAt(0)) }
      }
    }
    const reader = zipStream(entries()).getReader()
    await reader.read()
    expect(loaded.length).toBeLessThan(3)
    await reader.cancel()
  })

  it('streams an entry given as chunks (sync or async), one chunk per read, and names in folders stay apart', async () => {
    const pulled: number[] = []
    async function* chunks() {
      for (let i = 0; i < 50; i++) {
        pulled.push(i)
        yield new TextEncoder().encode(`Zeile ${i};`.repeat(500))
      }
    }
    const reader = zipStream([{ name: 'json/events.json', data: chunks() }]).getReader()
    await reader.read()
    expect(pulled.length).toBeLessThan(50)
    await reader.cancel()

    const zip = await collect(
      zipStream([
        { name: 'csv/a.csv', data: [new TextEncoder().encode('a;b\r\n'), new TextEncoder().encode('1;2\r\n')] },
        {
          name: 'csv/a.csv',
          data: (async function* () {
            yield new TextEncoder().encode('x')
          })(),
        },
        { name: 'json/a', data: new Uint8Array(0) },
      ]),
    )
    const files = unzipSync(zip)
    expect(Object.keys(files)).toEqual(['csv/a.csv', 'csv/a (2).csv', 'json/a'])
    expect(new TextDecoder().decode(files['csv/a.csv'])).toBe('a;b\r\n1;2\r\n')
    expect(new TextDecoder().decode(files['csv/a (2).csv'])).toBe('x')
  })

  it('gives an empty but valid archive for no files', async () => {
    expect(Object.keys(unzipSync(await collect(zipStream([]))))).toEqual([])
  })
})
