import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react'
import { showWaiting, waiting, type Waiting } from './waiting-marker'

/**
 * A component whose code (for a form: Conform's client and everything the form
 * imports) is not part of the page's first JavaScript:
 *
 *   const CustomerForm = afterHydration(() => import('~/components/customers/customer-form'), 'CustomerForm')
 *
 * It renders `<Suspense fallback={null}><X {...props} /></Suspense>`.
 * - In the browser X is `React.lazy`. While hydrating, React keeps the server's
 *   HTML of a Suspense boundary whose lazy child has not loaded and hydrates it
 *   when the chunk arrives, so the form shows and posts to its action as a plain
 *   HTML form until then. The download starts when the module calling
 *   `afterHydration` runs (the route module), not at first render, and once it
 *   has arrived X renders at once (no empty boundary on a client-side
 *   navigation).
 * - On the server X renders synchronously inside the same boundary, so the
 *   markup is the same. The server never suspends: a suspended boundary would
 *   send the fallback and an inline script, and the page would be empty without
 *   JavaScript. Every module is loaded when the server build is imported and
 *   the document handler awaits `afterHydrationModulesLoaded()` before its first
 *   render; a module that is still missing at render time throws (the entry
 *   logs it and answers 500), and a module that failed to load at boot makes
 *   the health check fail (`afterHydrationFailure`).
 * - A chunk that does not load in the browser reloads the page once, as Remix
 *   does for a route module (`failedChunk`).
 *
 * While a boundary waits for its code, `<html data-after-hydration="n">` counts
 * the waiting boundaries and forms whose checks are still loading (removed at
 * 0): browser tests wait for it before they type into a form.
 */

const onServer = typeof document === 'undefined'

/** Loads still running on the server. */
const pending = new Set<Promise<unknown>>()
let failed: unknown = null

/** The error of a module that failed to load on the server (null while all load or loaded). */
export function afterHydrationFailure(): unknown {
  return failed
}

/**
 * Resolves when every module registered with `afterHydration` has loaded on the
 * server; null when there is nothing left to wait for (no promise per request).
 */
export function afterHydrationModulesLoaded(): Promise<void> | null {
  if (failed) return Promise.reject(failed)
  if (pending.size === 0) return null
  return Promise.all([...pending]).then(() => afterHydrationModulesLoaded() ?? undefined)
}

/** A thenable that calls back synchronously: React.lazy then renders without suspending. */
function settled<T>(value: T) {
  return {
    then(resolve: (value: T) => void) {
      resolve(value)
    },
  } as unknown as Promise<T>
}

/** Counts the boundary as waiting from its first commit until its component has mounted. */
function useWaiting(): Waiting {
  const [token] = useState<Waiting>(() => ({ ready: false }))
  useEffect(() => {
    if (token.ready) return
    waiting.add(token)
    showWaiting()
    return () => {
      waiting.delete(token)
      showWaiting()
    }
  }, [token])
  return token
}

/** Wraps the loaded component: marks its boundary ready once it has mounted. */
function readyWhenMounted<P>(Component: ComponentType<P>) {
  function Ready({ waitingToken, ...props }: { waitingToken: Waiting } & Record<string, unknown>) {
    useEffect(() => {
      waitingToken.ready = true
      if (waiting.delete(waitingToken)) showWaiting()
    }, [waitingToken])
    const Loaded = Component as ComponentType<Record<string, unknown>>
    return <Loaded {...props} />
  }
  return Ready
}

const RELOADED = 'festplan:after-hydration-reload'
type ReloadMark = { mark: string; at: number }

/**
 * A chunk that did not load (a new deploy replaced it, the network dropped):
 * as Remix does for a route module, the page is loaded again, once per
 * address and minute. A boundary waiting for ever would hold up every
 * navigation (React lets a transition wait for a dehydrated boundary's code).
 * If the reload did not help, the route's error boundary shows the error.
 */
function failedChunk(error: unknown): Promise<never> {
  const mark = `${location.pathname}${location.search}`
  let last: ReloadMark | null = null
  try {
    last = JSON.parse(sessionStorage.getItem(RELOADED) ?? 'null') as ReloadMark | null
  } catch {
    // storage unavailable or damaged: reload as if never reloaded
  }
  if (last && last.mark === mark && Date.now() - last.at < 60_000) return Promise.reject(error)
  try {
    sessionStorage.setItem(RELOADED, JSON.stringify({ mark, at: Date.now() }))
  } catch {
    // without storage there is no guard: the error shows instead of a second reload
    return Promise.reject(error)
  }
  console.error('Ein Teil der Seite konnte nicht geladen werden, die Seite wird neu geladen.', error)
  location.reload()
  return new Promise<never>(() => {})
}

export function afterHydration<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? (props: P) => ReactElement : never {
  type P = M[K] extends ComponentType<infer Q> ? Q : never
  let loaded: ComponentType<P> | null = null
  const loading = load().then((module) => {
    loaded = module[name] as unknown as ComponentType<P>
    if (typeof loaded !== 'function' && typeof loaded !== 'object')
      throw new Error(`afterHydration: ${String(name)} ist keine Komponente`)
    return loaded
  })
  let render: (props: P, token: Waiting) => ReactElement
  if (onServer) {
    pending.add(loading)
    loading.then(
      () => pending.delete(loading),
      (error: unknown) => {
        failed = error
      },
    )
    render = (props) => {
      if (!loaded) throw new Error(`afterHydration: ${String(name)} wurde vor dem Rendern nicht geladen`)
      const Loaded = loaded as ComponentType<Record<string, unknown>>
      return <Loaded {...(props as Record<string, unknown>)} />
    }
  } else {
    // handled where the boundary renders (failedChunk); no unhandled rejection for a section not shown
    loading.catch(() => {})
    const Lazy = lazy(() =>
      loaded
        ? settled({ default: readyWhenMounted(loaded) })
        : loading.then((component) => ({ default: readyWhenMounted(component) }), failedChunk),
    ) as unknown as ComponentType<Record<string, unknown>>
    render = (props, token) => <Lazy {...(props as Record<string, unknown>)} waitingToken={token} />
  }
  function AfterHydration(props: P) {
    const token = useWaiting()
    return <Suspense fallback={null}>{render(props, token)}</Suspense>
  }
  AfterHydration.displayName = `AfterHydration(${String(name)})`
  return AfterHydration as never
}
