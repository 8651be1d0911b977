import { createHash } from 'node:crypto'
import { knownDeviceCookie } from './cookies.server'

// The `festplan_device` cookie (ADR 115): signed marks of up to five accounts
// that signed in on this browser. It grants nothing on its own.

/** SHA-256 of the address, so the cookie never shows whose accounts used this browser. */
export const accountMark = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22)

export async function knownAccounts(request: Request): Promise<string[]> {
  const value: unknown = await knownDeviceCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 5) : []
}

/** Set-Cookie that adds the address to this browser's known accounts. */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const mark = accountMark(email)
  const known = await knownAccounts(request)
  return knownDeviceCookie().serialize([mark, ...known.filter((m) => m !== mark)].slice(0, 5))
}
