import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import { isPrivateAddress } from '~/utils/webhook-address.server'

// SSRF protection for webhooks (ADR 130): targets that resolve to private,
// loopback or link-local addresses are refused when saved AND when sent (the
// connection itself uses the checked address, so a DNS answer cannot change
// in between). WEBHOOK_ALLOW_PRIVATE=1|true lifts the rule (tests, local
// development) and then also allows plain http.

export function allowPrivateTargets() {
  const value = (process.env.WEBHOOK_ALLOW_PRIVATE ?? '').toLowerCase()
  return value === '1' || value === 'true'
}

export class UnsafeTargetError extends Error {}

export const TARGET_MESSAGES = {
  https: 'Bitte verwenden Sie eine https-Adresse.',
  private: 'Diese Adresse zeigt auf ein privates oder internes Netz und ist nicht erlaubt.',
  unresolved: 'Dieser Servername konnte nicht aufgelöst werden.',
} as const

function hostOf(url: URL) {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) return Promise.resolve([{ address: host, family: isIP(host) }])
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )
}

/** null when the URL may receive webhooks; else the German reason (shown next to the field). */
export async function targetProblem(raw: string): Promise<string | null> {
  const url = new URL(raw)
  if (allowPrivateTargets()) return null
  if (url.protocol !== 'https:') return TARGET_MESSAGES.https
  let addresses: LookupAddress[]
  try {
    addresses = await resolveAll(hostOf(url))
  } catch {
    return TARGET_MESSAGES.unresolved
  }
  if (addresses.length === 0) return TARGET_MESSAGES.unresolved
  return addresses.some((a) => isPrivateAddress(a.address)) ? TARGET_MESSAGES.private : null
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * The `lookup` for http(s).request: resolves, refuses the connection if any
 * answer is private (unless allowed), and connects to the checked address.
 */
export function safeLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  resolveAll(hostname.startsWith('[') ? hostname.slice(1, -1) : hostname).then(
    (addresses) => {
      if (!allowPrivateTargets() && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))) {
        callback(new UnsafeTargetError(TARGET_MESSAGES.private), options.all ? [] : '', 4)
        return
      }
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    },
    (error: NodeJS.ErrnoException) => callback(error, options.all ? [] : '', 4),
  )
}
