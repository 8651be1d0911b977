import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { MailLogTable } from '~/components/communication/mail-log-table'
import { ThreadList } from '~/components/communication/thread-list'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { SearchForm } from '~/components/search-form'
import { listMailLog } from '~/models/mail-log.server'
import { listThreads } from '~/models/message.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { cn } from '~/utils/cn'

// Kommunikation: every thread of the tenant (unread first, then newest;
// search by customer or event) and, on ?tab=mails, the mail log.

export const meta: MetaFunction = () => [{ title: 'Kommunikation – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const page = pageFromUrl(url)
  if (url.searchParams.get('tab') === 'mails') {
    const mails = listMailLog(staff.tenantId, { page })
    return { tab: 'mails' as const, query: '', threads: null, mails }
  }
  const query = (url.searchParams.get('q') ?? '').slice(0, 200)
  return { tab: 'threads' as const, query, threads: listThreads(staff.tenantId, { query, page }), mails: null }
}

const tabClass = (active: boolean) =>
  cn(
    'rounded-t-md border-b-2 px-4 py-2 text-sm font-medium',
    active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
  )

export default function Communication() {
  const d = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Kommunikation</h1>
      <nav aria-label="Ansicht" className="flex gap-2 border-b">
        <Link
          to="/tenant/communication"
          className={tabClass(d.tab === 'threads')}
          aria-current={d.tab === 'threads' ? 'page' : undefined}
        >
          Nachrichten
        </Link>
        <Link
          to="/tenant/communication?tab=mails"
          className={tabClass(d.tab === 'mails')}
          aria-current={d.tab === 'mails' ? 'page' : undefined}
        >
          Gesendete E-Mails
        </Link>
      </nav>
      {d.threads ? (
        <>
          <SearchForm
            placeholder="Kunde oder Veranstaltung suchen..."
            defaultValue={d.query}
            label="Unterhaltungen durchsuchen"
          />
          <ThreadList rows={d.threads.rows} searching={d.query !== ''} />
          <Pagination page={d.threads.page} pageCount={d.threads.pageCount} />
        </>
      ) : null}
      {d.mails ? (
        <>
          <p className="text-sm text-muted-foreground">
            Jede E-Mail, die Ihr Konto ausgelöst hat. Links und Zugangscodes werden nicht gespeichert.
          </p>
          <MailLogTable rows={d.mails.rows} />
          <Pagination page={d.mails.page} pageCount={d.mails.pageCount} />
        </>
      ) : null}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
