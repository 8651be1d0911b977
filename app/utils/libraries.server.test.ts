import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  fileTypeDetector,
  multipartParser,
  pdfKit,
  qrCode,
  resendClient,
  xmlBuilder,
  zipWriter,
} from './libraries.server'

// The libraries only some requests need are loaded at their first use
// (docs/decisions/146u-libraries-on-first-use.md). A plain import anywhere in
// the app would load them again when a server process starts.

const LATE = ['pdfkit', 'xmlbuilder2', 'qrcode', 'fflate', 'busboy', 'resend', 'file-type']

function appModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return appModules(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('libraries loaded on first use', () => {
  it('no module of the app imports one of them other than as a type', () => {
    const offenders: string[] = []
    for (const file of appModules('app')) {
      if (file === path.join('app', 'utils', 'libraries.server.ts')) continue
      const source = fs.readFileSync(file, 'utf8')
      for (const name of LATE) {
        const quoted = `['"]${name}(?:/[^'"]*)?['"]`
        const loads = [
          // import … from / export … from, unless the whole statement is a type
          new RegExp(`^\\s*(?:import|export)\\s+(?!type\\b)[^'"]*?\\bfrom\\s+${quoted}`, 'm'),
          // an import for its side effects
          new RegExp(`^\\s*import\\s+${quoted}`, 'm'),
          // import() or require(), but not a type's typeof import()
          new RegExp(`(?<!typeof\\s+)\\b(?:import|require)\\s*\\(\\s*${quoted}\\s*\\)`),
        ]
        if (loads.some((load) => load.test(source))) offenders.push(`${file}: ${name}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('each is the library itself, loaded once and then kept', () => {
    expect(pdfKit()).toBe(pdfKit())
    expect(typeof new (pdfKit())({ autoFirstPage: false }).addPage).toBe('function')
    expect(xmlBuilder().create({ version: '1.0' }).ele('a').txt('x & y').end()).toContain('<a>x &amp; y</a>')
    expect(qrCode().create('festplan', { errorCorrectionLevel: 'M' }).modules.size).toBe(21)
    expect(typeof zipWriter().Zip).toBe('function')
    expect(typeof multipartParser()).toBe('function')
    expect(typeof resendClient().Resend).toBe('function')
  })

  it('file-type, an ES module, recognises a file by its bytes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-')), 'bild.txt')
    fs.writeFileSync(file, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
    const fileTypeOf = await fileTypeDetector()
    expect((await fileTypeOf(file))?.mime).toBe('image/png')
  })
})
