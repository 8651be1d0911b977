import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { buttonClass } from './ui/button'
import { CLOSED_TITLES, CUSTOMER_CLOSED_SENTENCE, type ClosedReason } from '~/domain/tenant-closure'

const TENANT_GATE = 'tenant-not-found'

type ClosedGateData = { gate: 'tenant-closed'; reason: ClosedReason; tenantName: string; staffUrl: string }

function isClosedGate(data: unknown): data is ClosedGateData {
  return typeof data === 'object' && data !== null && (data as { gate?: unknown }).gate === 'tenant-closed'
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </main>
  )
}

/** German error pages: tenant gate, 404, 403 and the rest (no stack in production). */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    if (error.status === 404 && error.data === TENANT_GATE) {
      return (
        <Shell title="Tenant nicht gefunden">
          <p className="text-muted-foreground">
            Die angeforderte Subdomain ist nicht verfügbar oder wurde deaktiviert.
          </p>
        </Shell>
      )
    }
    if (error.status === 404 && isClosedGate(error.data)) {
      return (
        <Shell title={CLOSED_TITLES[error.data.reason] ?? 'Nicht erreichbar'}>
          <p className="text-muted-foreground" data-testid="closed-gate-customer">
            {CUSTOMER_CLOSED_SENTENCE}
          </p>
          <p className="text-sm text-muted-foreground">
            Sie arbeiten bei {error.data.tenantName}?{' '}
            <a href={error.data.staffUrl} className="text-primary underline underline-offset-4">
              Zum Kontostatus für Mitarbeiter
            </a>
          </p>
        </Shell>
      )
    }
    if (error.status === 404) {
      return (
        <Shell title="404">
          <p className="text-xl text-muted-foreground">Oops! Page not found</p>
          <Link to="/" className="text-primary underline underline-offset-4">
            Return to Home
          </Link>
        </Shell>
      )
    }
    if (error.status === 403) {
      return (
        <Shell title="Kein Zugriff">
          <p className="text-muted-foreground">
            {typeof error.data === 'string' && error.data
              ? error.data
              : 'Sie haben keine Berechtigung für diese Seite.'}
          </p>
          <Link to="/" className={buttonClass('outline')}>
            Zur Startseite
          </Link>
        </Shell>
      )
    }
    if (error.status === 429 || error.status === 413 || error.status === 400) {
      const title =
        error.status === 429 ? 'Zu viele Anfragen' : error.status === 413 ? 'Anfrage zu groß' : 'Ungültige Anfrage'
      return (
        <Shell title={title}>
          <p className="text-muted-foreground">{String(error.data)}</p>
        </Shell>
      )
    }
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error)
  return (
    <Shell title="Fehler beim Laden">
      <p className="text-muted-foreground">Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="max-w-full overflow-auto text-left text-xs">{error.stack}</pre>
      ) : null}
      <Link to="/" className={buttonClass('outline')}>
        Zur Startseite
      </Link>
    </Shell>
  )
}
