import { matchRoutes as match, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'

// @remix-run/router as patched in patches/ (docs/decisions/132s-route-matching-cache.md):
// the ranked branches of a route table and the match of each pathname are
// computed once; every call still gets its own objects and the caller's routes.

type Route = { id: string; path?: string; index?: boolean; children?: Route[] }
const matchRoutes = (routes: Route[], pathname: string) => match(routes as AgnosticRouteObject[], pathname)

function table(): Route[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'healthz', path: 'healthz' },
        {
          id: 'tenant',
          path: 'tenant',
          children: [
            { id: 'tenant._index', index: true },
            { id: 'tenant.events', path: 'events' },
            { id: 'tenant.events.$eventId', path: 'events/:eventId' },
            { id: 'tenant.events.new', path: 'events/new' },
          ],
        },
        { id: 'files', path: 'files/*' },
      ],
    },
  ]
}

/** Counts reads of `path` anywhere in the tree: flattening and ranking read every route's. */
function counted(routes: Route[], reads: { n: number }): Route[] {
  return routes.map((r) => {
    const copy = { ...r, children: r.children ? counted(r.children, reads) : undefined }
    const path = r.path
    Object.defineProperty(copy, 'path', {
      get: () => {
        reads.n++
        return path
      },
      enumerable: true,
    })
    return copy
  })
}

const ids = (m: ReturnType<typeof matchRoutes>) => m?.map((x) => x.route.id)

describe('Route-Matching mit Cache', () => {
  it('findet dieselben Routen wie die Rangfolge verlangt (statisch vor dynamisch, Index, Splat)', () => {
    const routes = table()
    expect(ids(matchRoutes(routes, '/tenant/events/new'))).toEqual(['root', 'tenant', 'tenant.events.new'])
    expect(ids(matchRoutes(routes, '/tenant/events/abc'))).toEqual(['root', 'tenant', 'tenant.events.$eventId'])
    expect(matchRoutes(routes, '/tenant/events/abc')!.at(-1)!.params).toEqual({ eventId: 'abc' })
    expect(ids(matchRoutes(routes, '/tenant'))).toEqual(['root', 'tenant', 'tenant._index'])
    expect(matchRoutes(routes, '/files/a/b.pdf')!.at(-1)!.params).toEqual({ '*': 'a/b.pdf' })
    expect(matchRoutes(routes, '/gibt-es-nicht')).toBeNull()
    expect(matchRoutes(routes, '/gibt-es-nicht')).toBeNull()
  })

  it('liest die Routen nur beim ersten Aufruf (flatten und rank einmal je Tabelle)', () => {
    const reads = { n: 0 }
    const routes = counted(table(), reads)
    matchRoutes(routes, '/tenant/events/1')
    expect(reads.n).toBeGreaterThan(0)
    reads.n = 0
    for (const p of ['/tenant/events/1', '/tenant/events/2', '/healthz', '/tenant']) matchRoutes(routes, p)
    expect(reads.n).toBe(0)
  })

  it('gibt bei jedem Aufruf eigene Objekte zurück: eine Änderung am Ergebnis wirkt nicht auf den nächsten', () => {
    const routes = table()
    const first = matchRoutes(routes, '/tenant/events/xyz')!
    const params = first.at(-1)!.params as Record<string, string>
    params.eventId = 'geändert'
    first.pop()
    const second = matchRoutes(routes, '/tenant/events/xyz')!
    expect(second).toHaveLength(3)
    expect(second.at(-1)!.params).toEqual({ eventId: 'xyz' })
    // all matches of one call share one params object, as before
    expect(second[0]!.params).toBe(second[2]!.params)
  })

  it('gibt die Routenobjekte des Aufrufers zurück, auch bei einem neuen, gleichen Baum (SSR baut ihn je Anfrage neu)', () => {
    const a = table()
    const b = table()
    expect(matchRoutes(a, '/tenant/events/1')!.at(-1)!.route).toBe(a[0]!.children![1]!.children![2])
    expect(matchRoutes(b, '/tenant/events/1')!.at(-1)!.route).toBe(b[0]!.children![1]!.children![2])
  })

  it('ein anders gebauter Baum bekommt seine eigene Tabelle', () => {
    const other: Route[] = [{ id: 'only', path: 'tenant/events/:x' }]
    expect(ids(matchRoutes(other, '/tenant/events/new'))).toEqual(['only'])
    expect(ids(matchRoutes(table(), '/tenant/events/new'))).toEqual(['root', 'tenant', 'tenant.events.new'])
  })
})
