import { createRequestHandler, type ServerBuild } from '@remix-run/server-runtime'
import { describe, expect, it } from 'vitest'

// @remix-run/server-runtime as patched in patches/ (docs/decisions/142p-one-request-for-all-loaders.md):
// the loaders of one page view get the request object itself unless its URL
// carries `index` or `_routes` (Remix strips those from what loaders see), so
// a read remembered per request (app/utils/per-request.server.ts: the
// signed-in account, the host's tenant) runs once per page view.

function buildWith(seen: { route: string; request: Request }[]) {
  const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
    id,
    path,
    parentId,
    index,
    module: {
      loader: ({ request }: { request: Request }) => {
        seen.push({ route: id, request })
        return { id }
      },
      default: () => null,
    },
  })
  const routes = {
    root: route('root', ''),
    'routes/events': route('routes/events', 'events', 'root'),
    'routes/events._index': route('routes/events._index', undefined, 'routes/events', true),
  }
  const manifestRoute = (r: (typeof routes)[keyof typeof routes]) => ({
    id: r.id,
    path: r.path,
    parentId: r.parentId,
    index: r.index,
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
    module: `/assets/${r.id}.js`,
  })
  return {
    mode: 'production',
    entry: {
      module: { default: async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }) },
    },
    routes,
    assets: {
      url: '/assets/manifest.js',
      version: '1',
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, manifestRoute(r)])),
    },
    future: { v3_singleFetch: true },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    isSpaMode: false,
  } as unknown as ServerBuild
}

describe('Loader einer Seitenansicht', () => {
  it('bekommen alle dasselbe Request-Objekt, solange die Adresse weder index noch _routes trägt', async () => {
    const seen: { route: string; request: Request }[] = []
    const handler = createRequestHandler(buildWith(seen), 'production')
    const response = await handler(new Request('http://localhost/events/?q=Sommer%20fest&page=2'))
    expect(response.status).toBe(200)
    expect(seen.map((s) => s.route)).toEqual(['root', 'routes/events', 'routes/events._index'])
    const [first, ...others] = seen.map((s) => s.request)
    for (const request of others) expect(request).toBe(first)
    expect(new URL(first!.url).searchParams.get('q')).toBe('Sommer fest')
  })

  it('mit ?index und _routes sehen die Loader die Adresse ohne sie (wie ohne den Patch)', async () => {
    const seen: { route: string; request: Request }[] = []
    const handler = createRequestHandler(buildWith(seen), 'production')
    await handler(new Request('http://localhost/events.data?index&_routes=routes%2Fevents._index&q=a'))
    expect(seen.map((s) => s.route)).toEqual(['routes/events._index'])
    expect(new URL(seen[0]!.request.url).search).toBe('?q=a')
  })
})
