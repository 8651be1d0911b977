import { describe, expect, it } from 'vitest'
import { checkFileName, contentDisposition, decideKind, downloadName, quotaPercent } from './files'

describe('decideKind', () => {
  it('trusts the detected type only when it is allowed', () => {
    expect(
      decideKind({ detected: { ext: 'pdf', mime: 'application/pdf' }, isText: false, head: '%PDF', name: 'x.exe' })
        ?.mime,
    ).toBe('application/pdf')
    expect(
      decideKind({
        detected: { ext: 'exe', mime: 'application/x-msdownload' },
        isText: false,
        head: 'MZ',
        name: 'x.pdf',
      }),
    ).toBeNull()
    expect(decideKind({ detected: { ext: 'jpeg', mime: 'image/jpeg' }, isText: false, head: '', name: 'a' })?.ext).toBe(
      'jpg',
    )
  })
  it('accepts text only as .csv or .txt and never markup', () => {
    expect(decideKind({ isText: true, head: 'a;b', name: 'g.csv' })?.mime).toBe('text/csv; charset=utf-8')
    expect(decideKind({ isText: true, head: 'hallo', name: 'n.TXT' })?.mime).toBe('text/plain; charset=utf-8')
    expect(decideKind({ isText: true, head: 'hallo', name: 'n.pdf' })).toBeNull()
    expect(decideKind({ isText: true, head: '\uFEFF  <!DOCTYPE html>', name: 'n.txt' })).toBeNull()
    expect(decideKind({ isText: true, head: '<svg xmlns="x">', name: 'n.csv' })).toBeNull()
    expect(decideKind({ isText: false, head: '', name: 'n.csv' })).toBeNull()
  })
})

describe('file names', () => {
  it('refuses path parts, control characters and over-long names', () => {
    expect(checkFileName('Plan.pdf')).toEqual({ ok: true, name: 'Plan.pdf' })
    expect(checkFileName('../a.pdf').ok).toBe(false)
    expect(checkFileName('a\\b.pdf').ok).toBe(false)
    expect(checkFileName('a\u0000.pdf').ok).toBe(false)
    expect(checkFileName('..').ok).toBe(false)
    expect(checkFileName('x'.repeat(256)).ok).toBe(false)
    expect(checkFileName('ä'.repeat(255)).ok).toBe(true)
  })
  it('gives downloads the extension of their real type and an RFC 5987 name', () => {
    expect(downloadName('plan.pdf', 'image/png')).toBe('plan.pdf.png')
    expect(downloadName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG')
    expect(contentDisposition('Gäste "Liste".csv', 'text/csv; charset=utf-8')).toBe(
      `attachment; filename="G_ste _Liste_.csv"; filename*=UTF-8''G%C3%A4ste%20%22Liste%22.csv`,
    )
    expect(contentDisposition('a.pdf', 'application/pdf')).toMatch(/^inline;/)
    expect(contentDisposition('a.svg', 'image/svg+xml')).toMatch(/^attachment;/)
  })
  it('caps the quota bar at 100 %', () => {
    expect(quotaPercent(512, 1024)).toBe(50)
    expect(quotaPercent(5000, 1024)).toBe(100)
  })
})
