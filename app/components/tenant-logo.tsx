import { cn } from '~/utils/cn'

/** The tenant's uploaded logo, served from our own origin (/branding/logo); the version busts the cache after an upload. */
export function TenantLogo({
  version,
  tenantName,
  className,
}: {
  version: number
  tenantName: string
  className?: string
}) {
  return (
    <img
      src={`/branding/logo?v=${version}`}
      alt={`Logo von ${tenantName}`}
      className={cn('w-auto shrink-0 object-contain', className)}
      data-testid="tenant-logo"
    />
  )
}
