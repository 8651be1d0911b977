import { useLocation } from '@remix-run/react'
import { TenantLogo } from '~/components/tenant-logo'
import { cn } from '~/utils/cn'
import { NavIcon, NavIconSprite } from './nav-icons'
import { NavList } from './nav-list'
import { SignOutForm } from './sign-out-form'

/**
 * The desktop sidebar: 16rem open, 3rem in icon mode. The toggle is a form
 * post to /tenant/sidebar (sets the cookie, redirects back); with JavaScript
 * the submit is handled in place and Ctrl/Cmd+B does the same. Below 768 px
 * the same element is the menu's side sheet (see MobileSheet).
 */
export function Sidebar({
  open,
  onToggle,
  tenantName,
  logoVersion,
}: {
  open: boolean
  onToggle?: () => void
  tenantName: string
  logoVersion?: number | null
}) {
  const location = useLocation()
  const label = open ? 'Seitenleiste einklappen' : 'Seitenleiste ausklappen'
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? '16rem' : '3rem' }}
      className="tenant-sidebar sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-muted/40 transition-[width] duration-200 md:col-start-1 md:row-span-2 md:row-start-1 md:flex"
    >
      <NavIconSprite />
      <div
        className={cn('sidebar-top flex h-14 items-center border-b', open ? 'justify-between px-3' : 'justify-center')}
      >
        {open ? (
          <span className="flex min-w-0 items-center gap-2">
            {logoVersion ? <TenantLogo version={logoVersion} tenantName={tenantName} className="h-8 max-w-16" /> : null}
            <span className="truncate font-semibold">{tenantName}</span>
          </span>
        ) : null}
        <form
          method="post"
          action="/tenant/sidebar"
          onSubmit={(event) => {
            if (!onToggle) return
            event.preventDefault()
            onToggle()
          }}
        >
          <input type="hidden" name="open" value={open ? 'false' : 'true'} />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            aria-label={label}
            title={`${label} (Strg+B)`}
            aria-expanded={open}
            aria-controls="tenant-sidebar-nav"
            className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <NavIcon name="panel" />
          </button>
        </form>
      </div>
      <nav
        id="tenant-sidebar-nav"
        aria-label="Mandantenbereich"
        className={cn('flex-1 overflow-y-auto py-2', open ? 'px-2' : 'px-1')}
      >
        <NavList collapsed={!open} />
      </nav>
      <div className={cn('sidebar-bottom border-t', open ? 'p-3' : 'p-1 py-3')}>
        <SignOutForm collapsed={!open} />
      </div>
    </aside>
  )
}
