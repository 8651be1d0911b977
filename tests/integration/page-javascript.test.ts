import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readManifest, routesJs, staticImportsOf } from '../../scripts/bench/route-js.js'
import { buildDir, ensureBuild } from '../../scripts/bench/server.js'

// What the browser loads first on each page, read from the production build the
// way the bench's JS report reads it (entry, root, route chain, static imports):
// zod and the form schemas are not part of it; a form's checks arrive with a
// dynamic import after hydration.

let build = ''
beforeAll(() => {
  // the shared production build (build/), made now only when it is older than the sources
  ensureBuild()
  build = buildDir()
}, 300_000)

const ZOD_MARK = '"$ZodType"'
const read = (file: string) => fs.readFileSync(path.join(build, 'client', file), 'utf8')

/** Every file a page loads before its code runs. */
function firstLoad(routeId: string): string[] {
  const manifest = readManifest(build)
  type Route = (typeof manifest.routes)[string]
  const chain: Route[] = []
  for (let r: Route | undefined = manifest.routes[routeId]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined)
    chain.unshift(r)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of staticImportsOf(read(file))) visit(path.posix.resolve(path.posix.dirname(file), imported))
  }
  for (const m of [manifest.entry, ...chain]) for (const file of [m.module, ...(m.imports ?? [])]) visit(file)
  return [...files]
}

describe('JavaScript of a page on its first load', () => {
  it('holds no zod on any page; a form page loads it only when its checks are asked for', () => {
    const pages = routesJs(build)
    expect(pages.length).toBeGreaterThan(80)
    const withZod = pages.filter((page) => firstLoad(page.id).some((file) => read(file).includes(ZOD_MARK)))
    expect(withZod.map((page) => page.path)).toEqual([])
    // the sign-in form still has its checks: what it imports dynamically brings zod
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen
      seen.add(file)
      for (const imported of staticImportsOf(read(file)))
        closure(path.posix.resolve(path.posix.dirname(file), imported), seen)
      return seen
    }
    const lazy = firstLoad('routes/owner-login').flatMap((file) =>
      [...read(file).matchAll(/import\(["']\.\/([^"']+\.js)["']\)/g)].map((m) => `/assets/${m[1]}`),
    )
    expect(lazy.length).toBeGreaterThan(0)
    expect(lazy.some((file) => [...closure(file)].some((f) => read(f).includes(ZOD_MARK)))).toBe(true)
  })

  it('keeps Conform off pages whose forms only the action checks (uploads, messages), under 100 KB', () => {
    // Conform's client names its hidden state field "__state__" (kept by the minifier)
    const CONFORM_MARK = '"__state__"'
    const pages = routesJs(build)
    for (const id of [
      'routes/tenant.events_.$eventId_.files',
      'routes/customer-dashboard.files',
      'routes/customer-dashboard.messages',
    ]) {
      expect(
        firstLoad(id).filter((file) => read(file).includes(CONFORM_MARK)),
        id,
      ).toEqual([])
      expect(pages.find((page) => page.id === id)!.gzipKB, id).toBeLessThanOrEqual(100)
    }
    // the marker is there on a page with a checked form
    expect(firstLoad('routes/owner-login').some((file) => read(file).includes(CONFORM_MARK))).toBe(true)
  })

  it("loads Conform's client after hydration on every page with a checked form, except the small sign-in pages", () => {
    // app/utils/after-hydration.tsx: the form component (and with it
    // @conform-to/react and @conform-to/dom) comes with a dynamic import
    const CONFORM_MARK = '"__state__"'
    const pages = routesJs(build)
    const withConform = pages
      .filter((page) => firstLoad(page.id).some((file) => read(file).includes(CONFORM_MARK)))
      .map((page) => page.id)
      .sort()
    // pages without a layout whose first load stays under 98 KB with the client
    expect(withConform).toEqual([
      'routes/customer-login',
      'routes/forgot-password',
      'routes/invitation',
      'routes/owner-login',
      'routes/reset-password',
      'routes/sign-in-unlock',
    ])
    const kb = (id: string) => pages.find((page) => page.id === id)!.gzipKB
    // the largest pages before: the event page with its sections, the service dialogs over the list, settings, customer and invoice forms
    for (const id of [
      'routes/tenant.events_.$eventId',
      'routes/tenant.services.new',
      'routes/tenant.services.$serviceId.edit',
      'routes/tenant.customers.new',
      'routes/tenant.settings',
      'routes/tenant.invoices.$invoiceId',
      'routes/tenant.offers.$offerId',
      'routes/customer-dashboard.guest-diets',
      'routes/customer-dashboard.billing-address',
    ])
      expect(kb(id), id).toBeLessThanOrEqual(98)
  })
})
