import { Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { TENANT_NAV } from '~/components/tenant-nav'
import { NavIcon } from './nav-icons'

/**
 * The sidebar entries; the active one by exact path match (aria-current,
 * styled by .nav-link in tailwind.css). Icon mode keeps the label for screen readers.
 */
export function NavList({ collapsed = false }: { collapsed?: boolean }) {
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1')
  // counts per entry from the tenant layout's loader (e.g. unread messages on 'Kommunikation')
  const badges = useRouteLoaderData<{ navBadges?: Record<string, number> }>('routes/tenant')?.navBadges ?? {}
  return (
    <ul className="space-y-1">
      {TENANT_NAV.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            title={collapsed ? item.label : undefined}
            aria-current={pathname === item.to ? 'page' : undefined}
            className={collapsed ? 'nav-link justify-center px-0' : 'nav-link'}
          >
            <NavIcon name={item.icon} />
            <span className={collapsed ? 'sr-only' : undefined}>{item.label}</span>
            {badges[item.to] ? (
              <span
                data-testid={`nav-badge-${item.icon}`}
                className="ml-auto rounded-full bg-destructive px-2 text-xs font-semibold text-white"
                aria-label={`${badges[item.to]} ungelesen`}
              >
                {badges[item.to]}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
