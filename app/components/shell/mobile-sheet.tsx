import { useLocation } from '@remix-run/react'
import { NavIcon } from './nav-icons'

/**
 * Below 768 px: a menu button that opens the sidebar (app/components/shell/
 * sidebar.tsx) as an 18rem side sheet, by CSS (.tenant-shell in
 * tailwind.css), so the navigation is rendered once. <details>/<summary>
 * works without JavaScript and by keyboard; the sidebar follows the header
 * in the document, so Tab goes from the button into the menu. Keyed by the
 * path, so with JavaScript it closes after navigating.
 */
export function MobileSheet() {
  const location = useLocation()
  return (
    <details key={location.pathname} className="mobile-menu group md:hidden" data-testid="mobile-menu">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <NavIcon name="menu" />
        <span>Menü</span>
      </summary>
      <div className="fixed inset-x-0 top-14 bottom-0 z-30 bg-black/40" aria-hidden="true" />
    </details>
  )
}
