import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { builderServices } from '~/models/template.server'
import { draftOf, handleBuilderPost } from '~/forms/template.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TemplateBuilder } from '~/components/templates/template-builder-lazy'
import type { BuilderActionData } from '~/components/templates/template-builder'

export const meta: MetaFunction = () => [{ title: 'Neue Vorlage – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return { draft: draftOf(), services: builderServices(staff.tenantId) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  assertTenantWritable(staff.tenant)
  return handleBuilderPost(staff.tenantId, formData, null)
}

export default function NewTemplate() {
  const { draft, services } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as BuilderActionData | undefined
  return (
    <section className="mx-auto max-w-7xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Neue Vorlage</h1>
      <TemplateBuilder defaultValue={draft} services={services} actionData={actionData} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
