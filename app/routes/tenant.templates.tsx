import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { countActiveServices, duplicateTemplate, listTemplates, setTemplateActive } from '~/models/template.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { EmptyList } from '~/components/empty-list'
import { SearchForm } from '~/components/search-form'
import { buttonClass } from '~/components/ui/button'
import { TemplateCard, TemplateStats } from '~/components/templates/template-card'

export const meta: MetaFunction = () => [{ title: 'Vorlagen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 200)
  const { templates, stats, page, pageCount } = listTemplates(staff.tenantId, { query: q, page: pageFromUrl(url) })
  return {
    q,
    page,
    pageCount,
    stats: { ...stats, services: countActiveServices(staff.tenantId) },
    templates: templates.map(({ modules, ...t }) => ({ ...t, moduleCount: modules.length })),
  }
}

/** Activate, deactivate or duplicate a template (intent=activate|deactivate|duplicate, template_id). */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  assertTenantWritable(staff.tenant)
  const intent = formData.get('intent')
  const templateId = String(formData.get('template_id') ?? '')
  const back = `/tenant/templates${new URL(request.url).search}`
  if (intent === 'duplicate') {
    const copy = duplicateTemplate(staff.tenantId, templateId)
    if (!copy) notFound('Vorlage nicht gefunden')
    return redirectWithToast(`/tenant/templates/${copy.id}`, {
      type: 'success',
      description: 'Vorlage wurde dupliziert.',
    })
  }
  if (intent !== 'activate' && intent !== 'deactivate') {
    return redirectWithToast(back, { type: 'error', description: 'Unbekannte Aktion.' })
  }
  if (setTemplateActive(staff.tenantId, templateId, intent === 'activate') === 0) notFound('Vorlage nicht gefunden')
  return redirectWithToast(back, {
    type: 'success',
    description: intent === 'activate' ? 'Vorlage wurde aktiviert.' : 'Vorlage wurde deaktiviert.',
  })
}

export default function TemplatesPage() {
  const { q, stats, templates, page, pageCount } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Vorlagen</h1>
        <Link to="/tenant/templates/new" className={buttonClass()}>
          Neue Vorlage
        </Link>
      </div>
      <TemplateStats stats={stats} />
      <SearchForm placeholder="Vorlagen durchsuchen..." label="Vorlagen durchsuchen" defaultValue={q} />
      {templates.length === 0 ? (
        <EmptyList
          title="Keine Vorlagen gefunden"
          searched={Boolean(q)}
          firstHint="Erstellen Sie Ihre erste Vorlage mit „Neue Vorlage“."
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {templates.map((t) => (
            <TemplateCard key={t.id} template={t} search={location.search} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
