import { routeModules } from '../integration/route-modules'
import * as root from '~/root'
import { policy, type Entry } from './policy'
import type { Expect } from './rules'
import { CANARY, sideOf, type Host, type Principal, type Side } from './world'
import type { call, CallResult } from '../support/requests'

export type Handler = Parameters<typeof call>[0]

/** 'tenant.events.tsx' for '/app/routes/tenant.events.tsx'. */
export const routeKey = (file: string) => file.replace('/app/routes/', '')

/** Every route module with a loader or action, plus the root (its loader runs on every page). */
export function routesUnderTest() {
  const routes = routeModules()
    .filter((r) => typeof r.mod.loader === 'function' || typeof r.mod.action === 'function')
    .map((r) => ({
      key: routeKey(r.file),
      path: r.path,
      loader: r.mod.loader as Handler | undefined,
      action: r.mod.action as Handler | undefined,
    }))
  return [{ key: 'root.tsx', path: '/', loader: root.loader as Handler, action: undefined }, ...routes]
}

export function entryFor(key: string): Entry | undefined {
  if (key === 'root.tsx') return { loader: () => ({ status: 200 }) }
  return policy[key]
}

/** Fills '$param' segments of a route key into its path. */
export function pathWithParams(key: string, params: Record<string, string>) {
  const rel = key.replace(/\/route\.tsx?$/, '').replace(/\.tsx?$/, '')
  if (rel === '_index' || rel === 'root') return '/'
  // a dot inside [ ] is part of the segment (Remix escaping: 'event[.ics]' = 'event.ics')
  const segments = (rel.match(/(?:[^.[]|\[[^\]]*\])+/g) ?? [])
    .map((seg) => seg.replace(/\[([^\]]*)\]/g, '$1'))
    .filter((seg) => seg !== '_index' && !seg.startsWith('_'))
    .map((seg) =>
      seg === '$' ? 'irgendwo' : seg.startsWith('$') ? (params[seg.slice(1)] ?? 'x') : seg.replace(/_$/, ''),
    )
  return `/${segments.join('/')}`
}

/** Which tenant's canary a cell must not show (the owner sees every tenant by design). */
export function forbiddenCanaries(p: Principal, h: Host, entry: Entry): Side[] {
  if (p === 'owner') return []
  const out: Side[] = []
  // B's data appears only for B's own principals or on B's host
  if (sideOf(p) !== 'B' && h !== 'B') out.push('B')
  // A's data never reaches B's principals or B's host (a mailed secret of A opens A's host and the apex)
  if (h === 'B' || (sideOf(p) === 'B' && !entry.secret)) out.push('A')
  return out
}

/**
 * Checks one cell. Values the request itself carried (a typed e-mail echoed
 * back into the form) are cut out first: echoing input is not a leak.
 */
export function checkCell(
  result: CallResult,
  expect: Exclude<Expect, 'mutates'>,
  forbidden: Side[],
  canaries: Record<Side, string>,
  sent: string[] = [],
) {
  const problems: string[] = []
  const allowed = Array.isArray(expect.status) ? expect.status : [expect.status]
  if (!allowed.includes(result.status))
    problems.push(
      `status ${result.status}, policy ${allowed.join('|')}${result.location ? ` (→ ${result.location})` : ''}`,
    )
  else if (expect.to && result.status >= 300 && result.status < 400 && !(result.location ?? '').startsWith(expect.to)) {
    problems.push(`redirect to ${result.location}, policy ${expect.to}`)
  }
  let body =
    `${typeof result.data === 'string' ? result.data : JSON.stringify(result.data)} ${result.location ?? ''}`.toLowerCase()
  for (const value of sent) if (value.length > 3) body = body.split(value.toLowerCase()).join('')
  for (const side of forbidden) if (body.includes(canaries[side])) problems.push(`shows tenant ${side}'s canary`)
  return problems
}

export const canariesOf = (targetIsA: boolean): Record<Side, string> =>
  targetIsA ? CANARY : { A: CANARY.B, B: CANARY.A }
