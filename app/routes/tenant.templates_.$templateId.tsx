import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { builderServices, findTemplate } from '~/models/template.server'
import { countTemplateDefaults } from '~/models/template-defaults.server'
import { buttonClass } from '~/components/ui/button'
import { draftOf, handleBuilderPost } from '~/forms/template.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TemplateBuilder } from '~/components/templates/template-builder-lazy'
import type { BuilderActionData } from '~/components/templates/template-builder'

export const meta: MetaFunction = () => [{ title: 'Vorlage bearbeiten – Festplan' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const template = findTemplate(staff.tenantId, params.templateId ?? '')
  if (!template) notFound('Vorlage nicht gefunden')
  return {
    id: template.id,
    draft: draftOf(template),
    services: builderServices(staff.tenantId),
    defaults: countTemplateDefaults(staff.tenantId, template.id),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  assertTenantWritable(staff.tenant)
  const template = findTemplate(staff.tenantId, params.templateId ?? '')
  if (!template) notFound('Vorlage nicht gefunden')
  return handleBuilderPost(staff.tenantId, formData, template.id)
}

export default function EditTemplate() {
  const { id, draft, services, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as BuilderActionData | undefined
  return (
    <section className="mx-auto max-w-7xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Vorlage bearbeiten</h1>
      <TemplateBuilder key={id} defaultValue={draft} services={services} actionData={actionData} />
      <section
        aria-labelledby="template-defaults"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
      >
        <div>
          <h2 id="template-defaults" className="text-lg font-semibold">
            Ablauf und Aufgaben
          </h2>
          <p className="text-sm text-muted-foreground">
            {defaults.entries === 1 ? '1 Programmpunkt' : `${defaults.entries} Programmpunkte`} und{' '}
            {defaults.tasks === 1 ? '1 Aufgabe' : `${defaults.tasks} Aufgaben`}, die jede neue Veranstaltung aus dieser
            Vorlage übernimmt.
          </p>
        </div>
        <Link to={`/tenant/templates/${id}/ablauf`} className={buttonClass('outline')}>
          Ablauf und Aufgaben bearbeiten
        </Link>
      </section>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
