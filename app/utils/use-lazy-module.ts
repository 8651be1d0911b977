import { useEffect, useState } from 'react'

/**
 * A module loaded with a dynamic import once the page runs JavaScript (after
 * hydration); null before, on the server, and if loading fails (the page then
 * stays as it works without JavaScript). Keeps big client-only code, such as
 * drag and drop, out of the page's first JavaScript.
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null)
  useEffect(() => {
    let live = true
    load().then(
      (module) => {
        if (live) setLoaded({ module })
      },
      () => {
        // offline or replaced by a new deploy: the forms without JavaScript still work
      },
    )
    return () => {
      live = false
    }
    // loaded once per mount; `load` is an inline arrow and changes every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return loaded?.module ?? null
}
