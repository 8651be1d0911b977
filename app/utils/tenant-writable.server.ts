import { canCreate, type TenantStatus } from '~/domain/trial'

// docs/product.md §4.2: after the trial (or when suspended) a tenant's data is read-only
// except the upgrade and the export. Events and customers refuse new rows in
// their forms; services and templates (and their status toggles) call this.

export const READ_ONLY_MESSAGE =
  'Ihr Testzeitraum ist abgelaufen oder Ihr Konto ist nicht aktiv. Änderungen sind erst nach einem Upgrade wieder möglich.'

/** Throws 403 with the German notice when the tenant may not write. */
export function assertTenantWritable(tenant: { status: string }) {
  if (canCreate(tenant.status as TenantStatus)) return
  throw new Response(READ_ONLY_MESSAGE, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
