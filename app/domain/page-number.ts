// The one reader of `?page=` for every list. A huge value (`1e20`,
// `184467440737095516`) used to reach SQLite as an offset beyond 64 bits (a
// 500); anything that is not a plain positive number is page 1, and no list
// has more than MAX_PAGE pages (the list then clamps to its last page).

export const MAX_PAGE = 100_000

export function pageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return 1
  const n = Number(value.trim())
  return n < 1 ? 1 : Math.min(n, MAX_PAGE)
}

/** The page shown when a list has `pageCount` pages: 1 … pageCount. */
export function clampPage(page: number, pageCount: number): number {
  return Math.max(1, Math.min(page, Math.max(1, pageCount)))
}

/** The page of a list of `total` rows shown for the requested page, the page count and the first row's offset. */
export function pageWindow(total: number, requested: number, perPage: number) {
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const page = clampPage(requested, pageCount)
  return { page, pageCount, offset: (page - 1) * perPage }
}
