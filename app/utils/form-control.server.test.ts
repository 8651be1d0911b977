import { describe, expect, it } from 'vitest'
import { formControlReadable } from './form-control.server'

const form = (entries: Array<[string, string]>) => {
  const fd = new FormData()
  for (const [k, v] of entries) fd.append(k, v)
  return fd
}

describe('formControlReadable', () => {
  it('accepts forms without control fields and real Conform intents', () => {
    expect(formControlReadable(form([['name', 'x']]))).toBe(true)
    expect(
      formControlReadable(
        form([
          ['rows[0].net', '1'],
          ['__intent__', '{"type":"insert","payload":{"name":"rows"}}'],
        ]),
      ),
    ).toBe(true)
    expect(
      formControlReadable(form([['__intent__', '{"type":"remove","payload":{"name":"modules","index":0}}']])),
    ).toBe(true)
  })

  it('refuses junk Conform would throw on', () => {
    expect(formControlReadable(form([['__intent__', 'x@example.com']]))).toBe(false)
    expect(formControlReadable(form([['__intent__', 'null']]))).toBe(false)
    expect(formControlReadable(form([['__intent__', '{"type":"reset"}']]))).toBe(false)
    expect(formControlReadable(form([['__state__', '{']]))).toBe(false)
    expect(
      formControlReadable(
        form([
          ['rows', 'x'],
          ['__intent__', '{"type":"remove","payload":{"name":"rows","index":0}}'],
        ]),
      ),
    ).toBe(false)
  })
})
