// Every route module, read the way Remix's flat-route convention reads them,
// so a new route is covered by the enumeration tests without editing them.
type RouteModule = { loader?: unknown; action?: unknown; default?: unknown }

const modules = import.meta.glob<RouteModule>('/app/routes/**/*.{ts,tsx}', { eager: true })

export function routeModules() {
  return Object.entries(modules)
    .filter(([file]) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
    .filter(([file]) => {
      // folder routes: only route.tsx counts, siblings are private modules
      const rel = file.replace('/app/routes/', '')
      return !rel.includes('/') || /\/route\.tsx?$/.test(rel)
    })
    .map(([file, mod]) => ({ file, mod, path: routePath(file) }))
}

/** '/app/routes/tenant.events.$eventId.edit.tsx' → '/tenant/events/x/edit' (params filled with 'x'). */
export function routePath(file: string) {
  const rel = file
    .replace('/app/routes/', '')
    .replace(/\/route\.tsx?$/, '')
    .replace(/\.tsx?$/, '')
  if (rel === '_index') return '/'
  const segments = rel
    .split('.')
    .filter((seg) => seg !== '_index' && !seg.startsWith('_'))
    .map((seg) => (seg === '$' ? 'anything' : seg.startsWith('$') ? 'x' : seg.replace(/_$/, '')))
  return `/${segments.join('/')}`
}
