import { NavLink } from '@remix-run/react'
import { cn } from '~/utils/cn'

type Props = {
  modules: Array<{ id: string; name: string; available: number; selected: number }>
  eventQuery: string
  cartCount: number
  hasEvent: boolean
  unreadMessages: number
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-muted',
    isActive && 'bg-primary text-primary-foreground hover:bg-primary',
  )

/** Dashboard, one entry per template module in order, and the cart count. */
export function PortalSidebar({ modules, eventQuery, cartCount, hasEvent, unreadMessages }: Props) {
  return (
    <nav aria-label="Planungsmodule" className="rounded-lg border bg-background p-2 md:self-start">
      <ul className="grid gap-1">
        <li>
          <NavLink to={`/customer-dashboard${eventQuery}`} end className={linkClass}>
            Dashboard
          </NavLink>
        </li>
        {modules.map((m) => (
          <li key={m.id}>
            <NavLink to={`/customer-dashboard/module/${encodeURIComponent(m.id)}${eventQuery}`} className={linkClass}>
              <span>{m.name}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/customer-dashboard/documents" className={linkClass}>
            Angebote &amp; Rechnungen
          </NavLink>
        </li>
        <li>
          <NavLink to="/customer-dashboard/my-data" className={linkClass}>
            Meine Daten
          </NavLink>
        </li>
        {hasEvent ? (
          <li>
            <NavLink to={`/customer-dashboard/guest-diets${eventQuery}`} className={linkClass}>
              <span>Gäste &amp; Ernährung</span>
            </NavLink>
          </li>
        ) : null}
        {hasEvent ? (
          <li>
            <NavLink to={`/customer-dashboard/files${eventQuery}`} className={linkClass}>
              <span>Dateien</span>
            </NavLink>
          </li>
        ) : null}
        {hasEvent ? (
          <li>
            <NavLink to={`/customer-dashboard/messages${eventQuery}`} className={linkClass}>
              <span>Nachrichten</span>
              {unreadMessages > 0 ? (
                <span
                  data-testid="messages-unread"
                  className="rounded-full bg-destructive px-2 text-xs font-semibold text-white"
                  aria-label={`${unreadMessages} ungelesen`}
                >
                  {unreadMessages}
                </span>
              ) : null}
            </NavLink>
          </li>
        ) : null}
        {hasEvent ? (
          <li>
            <a
              href="#warenkorb"
              className="flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-muted"
            >
              <span>Warenkorb</span>
              <span
                data-testid="cart-count"
                className="rounded-full bg-muted px-2 text-xs font-semibold text-foreground"
              >
                {cartCount}
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
