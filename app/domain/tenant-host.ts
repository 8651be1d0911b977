// Tenant resolution (docs/contracts.md §4), as one pure function.

export type HostTenant = { kind: 'subdomain'; subdomain: string } | { kind: 'apex' }

/** Strips the port and brackets and lower-cases: "[::1]:3000" → "::1". */
export function hostname(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'))
  const colons = host.split(':').length - 1
  if (colons === 1) return host.slice(0, host.indexOf(':'))
  return host // bare IPv6 without brackets, or no port
}

export function isIpAddress(name: string): boolean {
  if (name.includes(':')) return true
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name)
}

export function isLocalHost(name: string): boolean {
  return name === 'localhost' || isIpAddress(name)
}

/**
 * apexHost is PUBLIC_URL's host name: a deployment whose own address has three
 * labels (festplan.fly.dev) is the platform, not a tenant called "festplan".
 */
export function resolveHostTenant(hostHeader: string, searchParams: URLSearchParams, apexHost?: string): HostTenant {
  const name = hostname(hostHeader).replace(/\.$/, '')
  if (isLocalHost(name)) {
    const param = searchParams.get('tenant')?.trim().toLowerCase()
    return param ? { kind: 'subdomain', subdomain: param } : { kind: 'apex' }
  }
  if (apexHost && name === apexHost.toLowerCase()) return { kind: 'apex' }
  const labels = name.split('.')
  if (labels.length >= 3 && labels[0] !== 'www' && labels[0] !== '') {
    return { kind: 'subdomain', subdomain: labels[0] }
  }
  return { kind: 'apex' }
}

/**
 * The address of a tenant page (PUBLIC_URL in docs/contracts.md §3): on localhost or an
 * IP the tenant travels as ?tenant=, elsewhere as the first host label.
 */
export function tenantUrl(publicUrl: URL, subdomain: string | null, pathWithQuery: string): string {
  const url = new URL(pathWithQuery, publicUrl)
  if (!subdomain) return url.toString()
  if (isLocalHost(hostname(publicUrl.host))) {
    url.searchParams.set('tenant', subdomain)
    return url.toString()
  }
  url.hostname = `${subdomain}.${publicUrl.hostname}`
  return url.toString()
}
