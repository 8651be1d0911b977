import fc from 'fast-check'
import { HOSTILE_INTENTS } from '../support/hostile-forms'
import type { Form } from './policy'
import type { TenantWorld } from './world'

// Hostile form submissions: missing and duplicate fields, wrong types, 100 KB
// strings, odd Unicode, unknown intents, the other tenant's ids, Conform
// list-intent junk.

/** Field names every form of the app uses (docs/contracts.md §7). */
export const FIELD_NAMES = [
  'intent',
  'name',
  'email',
  'password',
  'token',
  'full_name',
  'company',
  'subdomain',
  'phone',
  'description',
  'notes',
  'event_type',
  'template_id',
  'end_customer_id',
  'event_date',
  'deadline_at',
  'assigned_planner_id',
  'guest_count',
  'budget',
  'contact_person',
  'contact_email',
  'contact_phone',
  'status',
  'category',
  'pricing_unit',
  'tax_rate',
  'rows[0].net',
  'rows[0].gross',
  'rows[1].net',
  'rows[0].person_group',
  'rows[0].min_guests',
  'rows[0].max_guests',
  'rows[-1].net',
  'rows[99999].gross',
  'modules[0].id',
  'modules[0].name',
  'modules[0].serviceIds[0]',
  'modules[0].pick',
  'modules[1].name',
  'modules[x].name',
  'service_q',
  'tenant_id',
  'service_id',
  'event_id',
  'customer_id',
  'template_id',
  'member_id',
  'invitation_id',
  'role',
  'quantity',
  'count_adults',
  'count_children',
  'count_toddlers',
  'redirectTo',
  'back',
  'open',
  'primary_color',
  'secondary_color',
  'font_family',
  'current_password',
  'new_password',
  'website',
  '__intent__',
  '__intent__',
  '__state__',
  'q',
  'page',
  'redirect_to',
  'return_to',
  'x[10000000]',
  'email[1000000]',
  'rows[1000000].net',
  `${'a'.repeat(300)}`,
]

const ODD = [
  '\u0000',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '😀',
  '👩‍👩‍👧',
  '\ud800',
  '\udfff',
  'Ä',
  'ß',
  '𝔘',
  '\r\n',
  '<script>',
  "'; drop table events; --",
  '%00',
  '../../',
]

const oddString = fc
  .array(fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 12 })
  .map((parts) => parts.join(''))

const numberish = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '1,5',
    '1.234,56',
    '9007199254740993',
    '99999999999999999999',
    ' 5 ',
    '5abc',
    'true',
    '[]',
    '{}',
    'null',
  ),
)

const dateish = fc.oneof(
  fc.constantFrom(
    '2031-02-30',
    '0000-00-00',
    '9999-12-31',
    '2030-01-01',
    '1970-01-01',
    '2030-13-01',
    '30.01.2030',
    '2030-1-1',
    '275760-09-13',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)

const conformIntent = fc.oneof(
  fc.constantFrom(
    '{',
    'insert',
    '{"type":"insert","payload":{"name":"rows"}}',
    '{"type":"insert","payload":{"name":"modules","index":-5}}',
    '{"type":"remove","payload":{"name":"modules","index":999}}',
    '{"type":"remove","payload":{"name":"rows","index":"x"}}',
    '{"type":"reorder","payload":{"name":"modules","from":-1,"to":1000000000}}',
    '{"type":"update","payload":{"name":"rows[0]","value":{"net":{"a":1}}}}',
    '{"type":"validate","payload":{"name":"__proto__"}}',
    '{"type":"reset"}',
    '{"type":"insert","payload":{"name":"__proto__","defaultValue":{"polluted":true}}}',
    'null',
    '[]',
    ...HOSTILE_INTENTS,
  ),
  fc.json(),
  // intents naming real and made-up lists with indexes up to far past any form
  fc
    .tuple(
      fc.constantFrom('update', 'insert', 'remove', 'reset', 'validate'),
      fc.constantFrom(
        'lines',
        'rows',
        'modules',
        'modules[0].serviceIds',
        'email',
        'keinFeld',
        'a[99][99][99][99][99][99][99][99][99]',
      ),
      fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constantFrom(1000, 100_000, 10_000_000)),
    )
    .map(([type, name, index]) => JSON.stringify({ type, payload: { name, index } })),
)

/** Field names nested up to far past the depth bound, each index small (together they exhausted the heap). */
export const nestedName = fc
  .tuple(
    fc.constantFrom('a', 'rows', 'lines', 'modules', 'email'),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 0, max: 60 }),
  )
  .map(([base, index, depth]) => `${base}[${index}]${'[99]'.repeat(depth)}`)

/** Many nested names at once: small indexes, millions of implied slots (at most 1,990 names, < 1 MB). */
export const nestedNamesForm = fc
  .tuple(fc.integer({ min: 20, max: 1990 }), fc.integer({ min: 1, max: 47 }))
  .map(([count, depth]) =>
    Array.from({ length: count }, (_, n): [string, string] => [
      `a[${Math.floor(n / 100) % 100}][${n % 100}]${'[99]'.repeat(depth)}`,
      'x',
    ]),
  )

/** Conform list names with indexes from 0 to far beyond what a form holds (one such index once exhausted the heap). */
export const listIndexName = fc
  .tuple(
    fc.constantFrom('x', 'email', 'rows', 'modules', 'name', 'password', 'lines', 'events'),
    fc.oneof(
      fc.integer({ min: 0, max: 120 }),
      fc.constantFrom(101, 1000, 1_000_000, 10_000_000, 4_294_967_295),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
    ),
    fc.constantFrom('', '.net', '.gross', '.name', '.serviceIds[0]', '.serviceIds[100000]', '[5]'),
  )
  .map(([base, index, rest]) => `${base}[${String(index)}]${rest}`)

/** Redirect targets a browser would take off-site or that cannot be a header (tab, CR/LF, U+2028, backslash). */
export const redirectTarget = fc.oneof(
  fc.constantFrom(
    '/\t/evil.example',
    '/\n/evil.example',
    '/tenant\r\nSet-Cookie: x=1',
    '/tenant\u2028',
    '/tenant\u2029',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/customer-dashboard\r\n',
    '/tenant/customers?page=1\n',
  ),
  fc
    .tuple(
      fc.constantFrom('/tenant', '/customer-dashboard', '/tenant/customers', '/'),
      fc.constantFrom('\r', '\n', '\u2028', '\u2029', '\t', '\\', '\u0000', '😀'),
      fc.string({ maxLength: 6 }),
    )
    .map(([a, b, c]) => `${a}${b}${c}`),
)

export function valueArb(a: TenantWorld, b: TenantWorld, intents: string[]) {
  const ids = [
    a.event.id,
    b.event.id,
    a.customer.id,
    b.customer.id,
    a.service.id,
    b.service.id,
    a.template.id,
    b.template.id,
    a.tenant.id,
    b.tenant.id,
    a.moduleId,
    b.moduleId,
    a.member.user.id,
    b.member.user.id,
    a.invitation.id,
    b.invitation.id,
    a.offer.id,
    b.offer.id,
  ]
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
    { arbitrary: oddString, weight: 3 },
    { arbitrary: numberish, weight: 3 },
    { arbitrary: dateish, weight: 1 },
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: fc.uuid().map(String), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        ...intents,
        'delete',
        'remove',
        'DROP',
        'add-service:0',
        'add-service:99',
        'add-service:-1',
        'add-service:x',
        'login',
        'request-link',
      ),
      weight: 2,
    },
    { arbitrary: conformIntent, weight: 1 },
    {
      arbitrary: fc.constantFrom(
        a.customer.email,
        b.customer.email,
        a.admin.user.email,
        b.admin.user.email,
        'a@b',
        'x@example.com',
        'ÄÖÜ@example.com',
      ),
      weight: 2,
    },
    { arbitrary: fc.constantFrom('x'.repeat(100_000), 'ä'.repeat(50_000), '😀'.repeat(25_000)), weight: 1 },
    { arbitrary: redirectTarget, weight: 1 },
  )
}

/**
 * A submission: either random fields from FIELD_NAMES and the route's own, or
 * a plausible form with fields dropped, doubled and replaced.
 */
export function submissionArb(a: TenantWorld, b: TenantWorld, plausible: Form[]) {
  const own = [...new Set(plausible.flatMap((f) => Object.keys(f)))]
  const intents = [...new Set(plausible.map((f) => f.intent).filter((v): v is string => typeof v === 'string'))]
  const value = valueArb(a, b, intents)
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...(own.length ? own : ['intent'])), weight: 3 },
    { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 2 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    { arbitrary: listIndexName, weight: 1 },
    { arbitrary: nestedName, weight: 1 },
  )
  const random = fc.array(fc.tuple(name, value), { maxLength: 14 })
  const base = plausible.length ? fc.constantFrom(...plausible) : fc.constant({} as Form)
  const mutated = fc
    .tuple(
      base,
      fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
      fc.array(fc.tuple(name, value), { maxLength: 6 }),
    )
    .map(([form, keep, extra]) => {
      const entries = Object.entries(form).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
      )
      return [...entries.filter((_, i) => keep[i % keep.length]), ...extra]
    })
  return fc.oneof(
    { arbitrary: random, weight: 4 },
    { arbitrary: mutated, weight: 4 },
    { arbitrary: nestedNamesForm, weight: 1 },
  )
}
