import { expect } from 'vitest'
import { call, cookieFrom, makeRequest, type CallResult } from './requests'

type Handler = Parameters<typeof call>[0]

/**
 * Opens a mailed one-time link as a browser does (docs/features/white-label-and-links.md): the GET
 * with `?token=` answers 303 to the same path without the token and keeps it
 * in a short-lived cookie; the page is then loaded with that cookie.
 * Returns the page and the cookie (for the page's POST).
 */
export async function openLink(
  loader: Handler,
  link: string,
  options: { cookie?: string } = {},
): Promise<{ page: CallResult; cookie: string }> {
  const first = await call(loader, makeRequest(link, { cookie: options.cookie }))
  expect(first.status).toBe(303)
  expect(first.location).not.toContain('token')
  const cookie = cookieFrom(first.headers.get('Set-Cookie'))
  const joined = [options.cookie, cookie].filter(Boolean).join('; ')
  const page = await call(loader, makeRequest(first.location!, { cookie: joined }))
  return { page, cookie: joined }
}
