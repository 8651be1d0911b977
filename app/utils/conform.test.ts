import { describe, expect, it } from 'vitest'
import { z } from '~/utils/zod'
import { requestLinkSchema } from '~/forms/customer-link'
import { serviceSchema } from '~/forms/service'
import { parseWithZod } from './conform'

// A Conform reply never echoes names the form does not have.

function form(entries: Array<[string, string]>) {
  const fd = new FormData()
  for (const [k, v] of entries) fd.append(k, v)
  return fd
}

describe('parseWithZod reply', () => {
  it('drops unknown top-level fields from initialValue and fields, keeps the typed values', () => {
    const submission = parseWithZod(
      form([
        ['email', 'kein-mail'],
        ['evil', 'A'.repeat(50)],
        ['x[5].y', 'z'],
      ]),
      { schema: requestLinkSchema },
    )
    const reply = submission.reply()
    expect(reply.initialValue).toEqual({ email: 'kein-mail' })
    expect(reply.fields).toEqual(['email'])
    expect(reply.error?.email?.length).toBeGreaterThan(0)
    expect(JSON.stringify(reply)).not.toContain('AAAA')
  })

  it('keeps known list rows and drops unknown keys inside them (service price rows)', () => {
    const submission = parseWithZod(
      form([
        ['name', 'Saal'],
        ['pricing_unit', 'flat_rate'],
        ['tax_rate', '19'],
        ['rows[0].net', 'abc'],
        ['rows[0].evil', 'B'.repeat(40)],
        ['rows[1].gross', '5'],
        ['extra', 'C'],
      ]),
      { schema: serviceSchema },
    )
    const reply = submission.reply()
    const value = reply.initialValue as Record<string, unknown>
    expect(value).toMatchObject({
      name: 'Saal',
      pricing_unit: 'flat_rate',
      tax_rate: '19',
      rows: [{ net: 'abc' }, { gross: '5' }],
    })
    expect(JSON.stringify(reply)).not.toMatch(/evil|BBBB|extra/)
    expect(reply.fields).toEqual(expect.arrayContaining(['name', 'rows[0].net', 'rows[1].gross']))
  })

  it('keeps fields of a schema chosen by intent, behind a refinement or a record', () => {
    const byIntent = z.discriminatedUnion('intent', [
      z.object({ intent: z.literal('a'), eins: z.string() }),
      z.object({ intent: z.literal('b'), zwei: z.string() }),
    ])
    const reply = parseWithZod(
      form([
        ['intent', 'b'],
        ['zwei', '2'],
        ['drei', '3'],
      ]),
      { schema: byIntent },
    ).reply()
    expect(reply.initialValue).toEqual({ intent: 'b', zwei: '2' })
    const refined = z.object({ a: z.string() }).refine(() => false, 'nein')
    expect(
      parseWithZod(
        form([
          ['a', '1'],
          ['b', '2'],
        ]),
        { schema: refined },
      ).reply().initialValue,
    ).toEqual({ a: '1' })
    const free = z.object({ meta: z.record(z.string(), z.string()) })
    expect(
      parseWithZod(
        form([
          ['meta.x', '1'],
          ['other', '2'],
        ]),
        { schema: free },
      ).reply().initialValue,
    ).toEqual({ meta: { x: '1' } })
  })

  it('works for async parsing and schema functions; hideFields still applies', async () => {
    const schema = () => z.object({ password: z.string().min(100), name: z.string() })
    const submission = await parseWithZod(
      form([
        ['password', 'kurz'],
        ['name', 'N'],
        ['junk', 'J'],
      ]),
      { schema, async: true },
    )
    const reply = submission.reply({ hideFields: ['password'] })
    expect(reply.initialValue).toEqual({ name: 'N' })
  })
})

describe('parseWithZod refuses what Conform must not build', () => {
  const lines = z.object({ lines: z.array(z.object({ text: z.string() })).max(3) })
  const withIntent = (payload: unknown) =>
    form([
      ['lines[0].text', 'a'],
      ['__intent__', JSON.stringify(payload)],
    ])
  const status = (fn: () => unknown) => {
    try {
      fn()
      return 200
    } catch (thrown) {
      return thrown instanceof Response ? thrown.status : 500
    }
  }

  it('an intent must name a field of the form and stay within the list maximum', () => {
    expect(
      status(() => parseWithZod(withIntent({ type: 'insert', payload: { name: 'lines' } }), { schema: lines })),
    ).toBe(200)
    expect(
      status(() =>
        parseWithZod(withIntent({ type: 'update', payload: { name: 'lines', index: 3, value: { text: 'b' } } }), {
          schema: lines,
        }),
      ),
    ).toBe(200)
    expect(
      status(() =>
        parseWithZod(withIntent({ type: 'update', payload: { name: 'lines', index: 4 } }), { schema: lines }),
      ),
    ).toBe(400)
    expect(
      status(() => parseWithZod(withIntent({ type: 'insert', payload: { name: 'other' } }), { schema: lines })),
    ).toBe(400)
    expect(
      status(() =>
        parseWithZod(withIntent({ type: 'remove', payload: { name: 'lines[0].text', index: 0 } }), { schema: lines }),
      ),
    ).toBe(400)
  })

  it('nested names are refused before Conform builds them', () => {
    const names = Array.from({ length: 500 }, (_, n): [string, string] => [
      `a[${n % 100}][${Math.floor(n / 100)}][99][99]`,
      'x',
    ])
    expect(status(() => parseWithZod(form(names), { schema: lines }))).toBe(400)
  })
})
