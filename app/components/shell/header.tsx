import { MobileSheet } from './mobile-sheet'
import { TrialBadge, type TrialInfo } from './trial-badge'

export function ShellHeader({
  tenantName,
  fullName,
  trial,
}: {
  tenantName: string
  fullName: string
  trial: TrialInfo
}) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background px-4 md:col-start-2 md:row-start-1">
      <MobileSheet />
      <p className="truncate font-semibold" data-testid="tenant-name">
        {tenantName}
      </p>
      <TrialBadge trial={trial} />
      <p className="ml-auto hidden truncate text-sm text-muted-foreground sm:block">{fullName}</p>
    </header>
  )
}
