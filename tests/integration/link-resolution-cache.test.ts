import { createRequire } from 'node:module'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// react-router's production build as patched in patches/ (the one the server
// loads; docs/decisions/142s-server-render-per-build-caches.md): a target
// starting with / is resolved once per target. Every href must stay what the
// unpatched development build gives, for absolute, relative and search-only
// targets, from nested routes and from a location with a trailing slash.

type RouterModule = typeof import('react-router')
const require = createRequire(import.meta.url)
const patched = require('react-router/dist/umd/react-router.production.min.js') as RouterModule
const original = require('react-router/dist/umd/react-router.development.js') as RouterModule

const targets = [
  '/tenant/events/abc',
  '/tenant/events/abc/delete?q=Garten#liste',
  '/tenant/events/',
  '/a//b',
  '/',
  '/?page=2',
  'edit',
  '../kunden',
  '..',
  '.',
  '?page=3',
  '',
]

function hrefs(rr: RouterModule, location: string) {
  function Probe() {
    return createElement(
      'ul',
      null,
      ...targets.map((to) => createElement('li', { key: to }, `${to} -> ${rr.useHref(to)}`)),
    )
  }
  const [pathname, search = ''] = location.split('?')
  const navigator = {
    createHref: (to: { pathname?: string; search?: string; hash?: string }) =>
      `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    go() {},
    push() {},
    replace() {},
  }
  const tree: ReactNode = createElement(
    rr.Router,
    { location: { pathname, search: search ? `?${search}` : '' }, navigator, static: true },
    createElement(
      rr.Routes,
      null,
      createElement(
        rr.Route,
        { path: 'tenant' },
        createElement(rr.Route, { path: 'events/:eventId/*', element: createElement(Probe) }),
      ),
    ),
  )
  return renderToStaticMarkup(tree)
}

describe('link targets in the server render', () => {
  it.each(['/tenant/events/abc', '/tenant/events/abc/', '/tenant/events/abc/edit?x=1'])(
    'gives the same hrefs as the unpatched router from %s, twice',
    (location) => {
      const expected = hrefs(original, location)
      expect(expected).toContain('/tenant/events/abc/delete?q=Garten#liste')
      expect(hrefs(patched, location)).toBe(expected)
      expect(hrefs(patched, location)).toBe(expected) // the second time from the kept resolutions
    },
  )
})
