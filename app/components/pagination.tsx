import { pageNumber } from '~/domain/page-number'
import { Link, useLocation } from '@remix-run/react'
import { buttonClass } from './ui/button'

/** Page links that keep the other query parameters (works without JavaScript). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation()
  if (pageCount <= 1) return null
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const search = params.toString()
    return `${location.pathname}${search ? `?${search}` : ''}`
  }
  return (
    <nav aria-label="Seitennavigation" className="flex items-center justify-center gap-2 py-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('outline', 'sm')} rel="prev">
          Zurück
        </Link>
      ) : (
        <span className={buttonClass('outline', 'sm', 'opacity-50')} aria-disabled="true">
          Zurück
        </span>
      )}
      <span className="text-sm text-muted-foreground" aria-current="page">
        Seite {page} von {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={buttonClass('outline', 'sm')} rel="next">
          Weiter
        </Link>
      ) : (
        <span className={buttonClass('outline', 'sm', 'opacity-50')} aria-disabled="true">
          Weiter
        </span>
      )}
    </nav>
  )
}

/** Reads ?page= safely: a positive integer up to MAX_PAGE, else 1 (app/domain/page-number.ts). */
export function pageFromUrl(url: URL) {
  return pageNumber(url.searchParams.get('page'))
}
