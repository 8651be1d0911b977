import { createCookie, createCookieSessionStorage } from '@remix-run/node'
import { isLocalHost, hostname } from '~/domain/tenant-host'
import { getEnv, isHttps } from './env.server'

/**
 * Domain attribute: PUBLIC_URL's host when it is a real domain, so one sign-in
 * spans the apex and the tenant subdomains; host-only on localhost and IPs.
 */
export function cookieDomain(): string | undefined {
  const name = hostname(getEnv().PUBLIC_URL.host)
  return isLocalHost(name) ? undefined : name
}

function baseOptions() {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(),
    secrets: getEnv().SESSION_SECRETS,
    domain: cookieDomain(),
  }
}

let staff: ReturnType<typeof createCookie> | undefined
let customer: ReturnType<typeof createCookie> | undefined
let toast: ReturnType<typeof createCookieSessionStorage<Record<string, unknown>, { toast: unknown }>> | undefined
let sidebar: ReturnType<typeof createCookie> | undefined

export const STAFF_SESSION_DAYS = 30
export const CUSTOMER_SESSION_HOURS = 24

export function staffSessionCookie() {
  staff ??= createCookie('festplan_session', { ...baseOptions(), maxAge: STAFF_SESSION_DAYS * 86400 })
  return staff
}

export function customerSessionCookie() {
  customer ??= createCookie('festplan_customer', { ...baseOptions(), maxAge: CUSTOMER_SESSION_HOURS * 3600 })
  return customer
}

export const TOAST_COOKIE = 'festplan_toast'
let device: ReturnType<typeof createCookie> | undefined

/** Accounts that signed in successfully on this browser (ADR 115): they pass an account lock. */
export function knownDeviceCookie() {
  device ??= createCookie('festplan_device', { ...baseOptions(), maxAge: 180 * 86400 })
  return device
}

export function toastStorage() {
  toast ??= createCookieSessionStorage<Record<string, unknown>, { toast: unknown }>({
    cookie: { name: TOAST_COOKIE, ...baseOptions() },
  })
  return toast
}

export function sidebarCookie() {
  sidebar ??= createCookie('sidebar_state', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isHttps(),
    maxAge: 7 * 86400,
  })
  return sidebar
}

export function resetCookiesForTests() {
  staff = customer = sidebar = device = undefined
  toast = undefined
}
