import fc from 'fast-check'
import { CUSTOMER_FIELDS, EVENT_FIELDS } from '~/domain/api/fields'
import { HOSTILE_INTENTS } from '../support/hostile-forms'
import { nestedName, valueArb } from './fuzz-arbitraries'
import type { TenantWorld } from './world'

// Hostile JSON bodies for /api/v1: malformed JSON,
// JSON that is no object, objects with wrong types, unknown and prototype
// keys, odd Unicode (lone surrogates as escapes), bodies of 1 MB and more,
// and plausible bodies with fields dropped and replaced.

const MALFORMED = [
  '',
  '{',
  '{"name":',
  '{"name":"x",}',
  "{'name':'x'}",
  '{"a":1}}',
  'nul',
  '\u0000',
  '\ufeff{}',
  '{"name":"\\ud800"',
  'NaN',
  '{"guest_count":1e999999}',
  '{"x":' + '['.repeat(5000),
  '{"name":"x"}\u0000',
]

const jsonValue = (a: TenantWorld, b: TenantWorld) =>
  fc.oneof(
    { arbitrary: valueArb(a, b, []), weight: 6 },
    {
      arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(1e308, -0, 2 ** 53 + 1, 0.1, -1)),
      weight: 2,
    },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.constantFrom('\ud800', '\udfff', '\u202e\u0000', '\ufffe', '\u{10ffff}'), weight: 1 },
  )

const keyArb = fc.oneof(
  { arbitrary: fc.constantFrom(...EVENT_FIELDS, ...CUSTOMER_FIELDS), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'id',
      'tenant_id',
      'created_at',
      'budget_cents',
      'street',
      'send_login',
      'intent',
      '',
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
  // form-structure keys: nested names and Conform's control fields, never fields of the API
  { arbitrary: fc.oneof(nestedName, fc.constantFrom('__intent__', '__state__', 'lines[100000]')), weight: 1 },
)

export type RawBody = { text: string; type: string | null }

/** A body as sent: the text and the Content-Type header (null: none). */
export function apiBodyArb(a: TenantWorld, b: TenantWorld, plausible: Array<Record<string, unknown>>) {
  const objectArb = fc.oneof(
    fc.constantFrom(...plausible),
    fc.dictionary(keyArb, jsonValue(a, b), { maxKeys: 12 }),
    fc
      .tuple(
        fc.constantFrom(...plausible),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        fc.dictionary(keyArb, jsonValue(a, b), { maxKeys: 4 }),
      )
      .map(([body, keep, extra]) => ({
        ...Object.fromEntries(Object.entries(body).filter((_, i) => keep[i])),
        ...extra,
      })),
  )
  const json = (value: unknown) => JSON.stringify(value)
  const text = fc.oneof(
    { arbitrary: objectArb.map(json), weight: 8 },
    // a JSON key "__proto__" as written on the wire (JSON.stringify of an object cannot produce it)
    { arbitrary: objectArb.map((o) => json(o).replace(/^\{/, '{"__proto__":{"is_active":true},')), weight: 1 },
    { arbitrary: fc.constantFrom(...MALFORMED), weight: 2 },
    {
      arbitrary: fc.oneof(
        fc
          .jsonValue({ maxDepth: 2 })
          .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
          .map(json),
        fc.string({ maxLength: 20 }),
      ),
      weight: 2,
    },
    // many nested names and a hostile intent as JSON keys (the API builds no form structure from them)
    {
      arbitrary: fc.constantFrom(...HOSTILE_INTENTS).map((intent) =>
        json({
          name: 'x',
          __intent__: intent,
          ...Object.fromEntries(
            Array.from({ length: 1990 }, (_, n) => [`a[${n % 100}][${Math.floor(n / 100)}]${'[99]'.repeat(47)}`, 'x']),
          ),
        }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        json({ name: 'x'.repeat(1_048_576) }),
        json({ notes: 'ä'.repeat(600_000) }),
        `[${'0,'.repeat(600_000)}0]`,
      ),
      weight: 1,
    },
  )
  const type = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        null,
      ),
      weight: 1,
    },
  )
  return fc.record({ text, type })
}
