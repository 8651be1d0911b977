import { useLocation } from '@remix-run/react'
import { NavIcon } from './nav-icons'
import { NavList } from './nav-list'
import { SignOutForm } from './sign-out-form'

/**
 * Below 768 px: a menu button that opens the sidebar as an 18rem side sheet.
 * <details>/<summary> works without JavaScript and by keyboard; keyed by the
 * path, so with JavaScript it closes after navigating.
 */
export function MobileSheet() {
  const location = useLocation()
  return (
    <details key={location.pathname} className="group md:hidden" data-testid="mobile-menu">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <NavIcon name="menu" />
        <span>Menü</span>
      </summary>
      <div className="fixed inset-x-0 bottom-0 top-14 z-30 bg-black/40" aria-hidden="true" />
      <div data-testid="mobile-sheet" style={{ width: '18rem' }} className="fixed bottom-0 left-0 top-14 z-40 flex flex-col gap-3 overflow-y-auto border-r bg-background p-3 shadow-lg">
        <nav aria-label="Mandantenbereich mobil">
          <NavList />
        </nav>
        <SignOutForm />
      </div>
    </details>
  )
}
