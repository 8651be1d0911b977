import { useEffect } from 'react'

// What the page still loads after hydration, counted in <html data-after-hydration>
// (removed at 0): forms whose code loads after hydration (after-hydration.tsx)
// and forms whose checks are still loading (use-client-checks.ts). Browser
// tests wait for it before they type into a form.

export type Waiting = { ready: boolean }
export const waiting = new Set<Waiting>()
export function showWaiting() {
  if (waiting.size) document.documentElement.dataset.afterHydration = String(waiting.size)
  else delete document.documentElement.dataset.afterHydration
}

/**
 * Counts the calling component as waiting (in `<html data-after-hydration>`)
 * while `ready` is false: for code a hydrated form still loads, such as its
 * checks in the browser (useClientChecks).
 */
export function useWaitingUntil(ready: boolean) {
  useEffect(() => {
    if (ready) return
    const token: Waiting = { ready: false }
    waiting.add(token)
    showWaiting()
    return () => {
      waiting.delete(token)
      showWaiting()
    }
  }, [ready])
}
