// Client side of the `sidebar_state` cookie (7 days). It is written in the
// encoding of Remix's unsigned createCookie, so sidebarCookie().parse() reads it.
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 86400

export function writeSidebarCookie(open: boolean) {
  document.cookie = `sidebar_state=${btoa(JSON.stringify(open))}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
}
