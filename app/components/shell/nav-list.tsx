import { NavLink } from '@remix-run/react'
import { TENANT_NAV } from '~/components/tenant-nav'
import { cn } from '~/utils/cn'
import { NavIcon } from './nav-icons'

/** The sidebar entries; the active one by exact path match. Icon mode keeps the label for screen readers. */
export function NavList({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <ul className="space-y-1">
      {TENANT_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            title={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring',
                collapsed ? 'justify-center px-0' : 'px-3',
                isActive ? 'bg-primary font-medium text-primary-foreground' : 'hover:bg-muted',
              )
            }
          >
            <NavIcon name={item.icon} />
            <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
