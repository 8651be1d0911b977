import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { getDb, getSqlite } from '~/utils/db.server'
import { call, makeRequest, type CallResult } from '../support/requests'
import { entryFor, pathWithParams, routesUnderTest } from './matrix-helpers'
import { submissionArb } from './fuzz-arbitraries'
import { untilWritten } from './until-written'
import { FUZZ_SEED } from '../support/fuzz-seed'
import { passwordResetMails, signInUnlockMails } from '~/services/mail/account-link-mail.server'
import { customerLinkMailsSettled } from '~/services/auth/customer-login.server'
import {
  crossTenantLinks,
  HOSTS,
  onHost,
  PRINCIPALS,
  refreshCookies,
  seedWorld,
  type Host,
  type Principal,
} from './world'

// Every action gets random hostile submissions. Never a 5xx
// or an uncaught error, a rejected submission changes nothing, and no accepted
// one links a row to the other tenant's rows (their ids are in the mix).
// The actions are split over form-fuzz-1/-2.test.ts so both CPU cores fuzz.
// Full size: FUZZ_RUNS=2000 npx vitest run tests/security/form-fuzz
// The seed is the run's (tests/support/fuzz-seed.ts), printed at the start and in a failure;
// replay a failure: FUZZ_SEED=<printed seed> (and the same FUZZ_RUNS).

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const SEED = FUZZ_SEED
// FUZZ_ONLY=billing,webhook: only the actions whose route file name contains one of these
const ONLY = (process.env.FUZZ_ONLY ?? '').split(',').filter(Boolean)

// Written by design while a submission is refused: counters, sign-in delays
// (failed sign-ins, ADR 115), the security log and session rows.
const VOLATILE = new Set(['rate_limits', 'sign_in_delays', 'security_events', 'sessions', '__drizzle_migrations'])

/** Every row goes before an action's world is seeded, so the before/after dump stays small. */
export function wipeAll() {
  const sqlite = getSqlite()
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> '__drizzle_migrations'",
    )
    .pluck()
    .all() as string[]
  sqlite.pragma('foreign_keys = OFF')
  sqlite.transaction(() => {
    for (const t of tables) sqlite.prepare(`delete from "${t}"`).run()
  })()
  sqlite.pragma('foreign_keys = ON')
}

function dumpAll() {
  const sqlite = getSqlite()
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[]
  return JSON.stringify(
    tables.filter((t) => !VOLATILE.has(t)).map((t) => [t, sqlite.prepare(`select * from "${t}"`).raw().all()]),
  )
}

// read again only after a write (most refused submissions write nothing)
const dumpAllUntilWritten = untilWritten(dumpAll)
const crossTenantLinksUntilWritten = untilWritten(crossTenantLinks)

// How the body travels: as a browser encodes it, with raw bytes a browser
// never sends (invalid UTF-8, broken %-escapes), or as multipart with a file.
const transportArb = fc.oneof(
  { arbitrary: fc.constant({ kind: 'urlencoded' as const }), weight: 6 },
  {
    arbitrary: fc
      .constantFrom('%FF', '%ED%A0%80', 'name=%C3', '%', 'x=%zz', '&&&=', 'a[=1', '__intent__=%7B', '=')
      .map((junk) => ({ kind: 'raw' as const, junk })),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom('intent', 'name', 'email', 'token', '__intent__', 'rows[0].net')
      .map((field) => ({ kind: 'multipart' as const, field })),
    weight: 1,
  },
)
type Transport = typeof transportArb extends fc.Arbitrary<infer T> ? T : never

async function encode(request: Request, form: FormData, transport: Transport) {
  if (transport.kind === 'urlencoded') return request
  const headers = new Headers(request.headers)
  if (transport.kind === 'raw') {
    const body = `${await request.text()}&${transport.junk}`
    return new Request(request.url, { method: 'POST', headers, body })
  }
  headers.delete('Content-Type') // the multipart boundary comes with the body
  const multipart = new FormData()
  for (const [k, v] of form.entries()) multipart.append(k, v)
  multipart.append(transport.field, new Blob(['\u0000binär'], { type: 'application/octet-stream' }), 'datei.bin')
  return new Request(request.url, { method: 'POST', headers, body: multipart })
}

// One submission takes milliseconds. One that never answers fails here, with
// the submission and the run's seed, instead of holding the test to its timeout.
const SUBMISSION_DEADLINE_MS = 20_000

async function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no end within ${SUBMISSION_DEADLINE_MS} ms: ${what}`)),
      SUBMISSION_DEADLINE_MS,
    )
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Refused: an error status, or a page that comes back with an error in it, or
 * a Conform list intent that only re-renders the form (it must not save).
 */
function rejected(result: CallResult) {
  if (result.status >= 400) return true
  if (result.status !== 200 || !result.data || typeof result.data !== 'object') return false
  const d = result.data as Record<string, unknown>
  const reply = d.result as { status?: string; intent?: unknown; error?: Record<string, unknown> } | null | undefined
  return Boolean(
    d.formError ||
    d.error ||
    d.state === 'error' ||
    reply?.status === 'error' ||
    reply?.intent ||
    (reply?.error && Object.keys(reply.error).length),
  )
}

/** Fuzzes every `shards`-th action that has a route action, starting at `shard`. */
export function fuzzActions(shard: number, shards: number) {
  describe(`form fuzzing (${shard + 1}/${shards})`, () => {
    const routes = routesUnderTest()
      .filter((r) => r.action)
      .filter((r) => ONLY.length === 0 || ONLY.some((part) => r.key.includes(part)))
      .filter((_, i) => i % shards === shard)

    // a FUZZ_ONLY filter may leave a shard empty; without a filter every shard has actions
    if (routes.length === 0)
      it('has actions to fuzz unless FUZZ_ONLY narrowed them away', () => expect(ONLY.length).toBeGreaterThan(0))

    beforeAll(() => {
      console.log(`form fuzzing: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (${RUNS} submissions per action)`)
    })

    it.each(routes.map((r) => [r.key, r] as const))(
      '%s: no 5xx, and a refused submission changes nothing',
      async (key, route) => {
        const entry = entryFor(key)!
        // a fresh pair of tenants per action: an earlier route may have suspended A or removed its admin
        await passwordResetMails.settled()
        await customerLinkMailsSettled()
        wipeAll()
        const w = await seedWorld()
        const plausible = entry.forms?.(w.A, w.B) ?? []
        const legit = PRINCIPALS.flatMap((p) => HOSTS.map((h) => [p, h] as [Principal, Host])).filter(([p, h]) =>
          plausible.some((f) => entry.action?.(p, h, f) === 'mutates'),
        )
        const actor = fc.oneof(
          {
            arbitrary: fc.constantFrom(
              ...(legit.length
                ? legit
                : ([
                    ['anon', 'A'],
                    ['anon', 'apex'],
                  ] as [Principal, Host][])),
            ),
            weight: 4,
          },
          { arbitrary: fc.tuple(fc.constantFrom(...PRINCIPALS), fc.constantFrom(...HOSTS)), weight: 1 },
        )
        const ownParams = entry.params?.(w.A) ?? {}
        const otherParams = entry.params?.(w.B) ?? {}
        const params = fc.record(
          Object.fromEntries(
            Object.keys(ownParams).map((k) => [
              k,
              fc.oneof(
                { arbitrary: fc.constant(ownParams[k]!), weight: 4 },
                fc.constant(otherParams[k]!),
                fc.constantFrom('x', '', '%00', 'ä'.repeat(300)),
              ),
            ]),
          ),
        )
        let count = 0
        const statuses: Record<number, number> = {}
        await fc.assert(
          fc.asyncProperty(
            actor,
            params,
            submissionArb(w.A, w.B, plausible),
            transportArb,
            async ([p, h], routeParams, entries, transport) => {
              count++
              await new Promise((resolve) => setImmediate(resolve)) // let vitest's worker talk between runs
              getDb().delete(s.rateLimits).run()
              getDb().delete(s.signInDelays).run()
              const form = new FormData()
              for (const [k, v] of entries) form.append(k, v)
              const before = dumpAllUntilWritten()
              const path = pathWithParams(key, routeParams)
              const request = await encode(
                makeRequest(onHost(w, h, path), { form, cookie: w.cookies[p] }),
                form,
                transport,
              )
              const what = `${key} as ${p} on host ${h}, ${transport.kind}: ${JSON.stringify(entries).slice(0, 300)}`
              const result = await withinDeadline(call(route.action!, request, routeParams), `answer of ${what}`)
              // reset, unlock and customer link mails go out after the answer: their rows belong to this run
              await withinDeadline(
                Promise.all([passwordResetMails.settled(), signInUnlockMails.settled(), customerLinkMailsSettled()]),
                `mails after ${what}`,
              )
              statuses[result.status] = (statuses[result.status] ?? 0) + 1
              expect(result.status, `${key} as ${p} on host ${h}`).toBeLessThan(500)
              // a redirect never leaves the site and never carries a control character
              if (result.location) {
                // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
                expect(result.location, 'redirect target').not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029\\]/)
                expect(new URL(result.location, 'http://localhost:3000').hostname, 'redirect host').toMatch(
                  /localhost$/,
                )
              }
              // nothing of a posted list beyond 100 items comes back (a huge list index once exhausted the heap)
              expect(JSON.stringify(result.data ?? '').length, 'reply size').toBeLessThan(1_100_000)
              if (rejected(result))
                expect(dumpAllUntilWritten() === before, `refused (${result.status}) but changed the database`).toBe(
                  true,
                )
              // accepted or not: no row may point at the other tenant's rows
              expect(crossTenantLinksUntilWritten(), 'rows linking two tenants').toEqual([])
              if (
                key === 'logout.tsx' ||
                key.includes('team') ||
                key.includes('profile') ||
                key.includes('reset-password')
              )
                await refreshCookies(w)
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        if (process.env.FUZZ_STATS) console.log(key, JSON.stringify(statuses))
        expect(count).toBeGreaterThanOrEqual(RUNS)
      },
      300_000,
    )
  })
}
