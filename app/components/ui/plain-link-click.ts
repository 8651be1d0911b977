import { useLocation, useNavigate } from '@remix-run/react'
import { useCallback, type MouseEvent } from 'react'

/**
 * One click handler for the many links of a long list (the events grid: four
 * per card). The links themselves are plain `<a href="/…" data-discover="true">`:
 * a plain click (main button, no modifier key, no other target) navigates
 * inside the app as `<Link>` does, anything else and every click without
 * JavaScript is the browser's own; `data-discover` lets Remix discover the
 * link's route as for a `<Link>`. `data-prevent-scroll-reset` on a link keeps
 * the scroll position (`<Link preventScrollReset>`); a link to the page shown
 * replaces its history entry instead of adding one, as with `<Link>`. A `<Link>` runs its own
 * hooks in every server render (its target resolved for the href and for the
 * click handler, prefetch state, merged refs).
 */
export function usePlainLinkClick() {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const current = `${pathname}${search}${hash}`
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const link = event.currentTarget
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
      if (event.defaultPrevented || event.button !== 0 || modified) return
      if (link.target && link.target !== '_self') return
      event.preventDefault()
      const href = link.getAttribute('href') ?? '/'
      navigate(href, { replace: href === current, preventScrollReset: link.hasAttribute('data-prevent-scroll-reset') })
    },
    [navigate, current],
  )
}
