import { Link, useLocation } from '@remix-run/react'
import { TENANT_NAV } from '~/components/tenant-nav'
import { NavIcon } from './nav-icons'

/**
 * The sidebar entries; the active one by exact path match (aria-current,
 * styled by .nav-link in tailwind.css). Icon mode keeps the label for screen readers.
 */
export function NavList({ collapsed = false }: { collapsed?: boolean }) {
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1')
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
          </Link>
        </li>
      ))}
    </ul>
  )
}
