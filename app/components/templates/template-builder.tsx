import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useMemo, useState } from 'react'
import { Button, buttonClass } from '~/components/ui/button'
import { Field, TextareaField } from '~/components/ui/field'
import { NEW_MODULE_NAME } from '~/domain/template-modules'
import { type TemplateDraft, type TemplateValues } from '~/forms/template'
import { useLazyModule } from '~/utils/use-lazy-module'
import { asList, ModuleCard } from './module-card'
import { ServiceList, type BuilderService } from './service-list'
import { useHydrated } from './use-hydrated'
import { EmptyModulesWarning } from './empty-modules-warning'

export type BuilderActionData = {
  result: SubmissionResult<string[]> | null
  notice?: { index: number; text: string } | null
  formError?: string | null
  /** names of modules without services: saved only after 'Trotzdem speichern' */
  emptyModules?: string[]
}

/**
 * The template builder: name, the tenant's active services on the left,
 * module cards on the right. One Conform form; every change is a list intent
 * (handled in the browser with JavaScript, posted without), and only
 * 'Speichern' (a plain submit) writes to the database.
 */
export function TemplateBuilder({
  defaultValue,
  services,
  actionData,
}: {
  defaultValue: TemplateDraft
  services: BuilderService[]
  actionData: BuilderActionData | undefined
}) {
  const hydrated = useHydrated()
  const dnd = useLazyModule(() => import('./builder-dnd'))
  const navigation = useNavigation()
  const saving =
    navigation.state === 'submitting' && !navigation.formData?.has('__intent__') && !navigation.formData?.has('intent')
  const [form, fields] = useForm<TemplateValues>({
    id: 'template-builder',
    lastResult: actionData?.result ?? undefined,
    defaultValue,
    ...useClientChecks(
      () => import('~/forms/template'),
      (forms) => forms.templateSchema(),
      { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput' },
    ),
  })
  const initialQuery = typeof fields.service_q.initialValue === 'string' ? fields.service_q.initialValue : ''
  const [query, setQuery] = useState(initialQuery)
  const [notice, setNotice] = useState<{ index: number; text: string } | null>(null)
  const active = useMemo(() => services.filter((s) => s.isActive), [services])
  const labels = useMemo(() => new Map(services.map((s) => [s.id, s])), [services])
  const modules = fields.modules.getFieldList()

  function addService(index: number, serviceId: string) {
    const target = modules[index]?.getFieldset()
    if (!target) return
    const moduleName = typeof target.name.value === 'string' ? target.name.value : ''
    const serviceName = labels.get(serviceId)?.name ?? 'Service'
    if (asList(target.serviceIds.value).includes(serviceId)) {
      setNotice({ index, text: `„${serviceName}“ ist bereits im Modul „${moduleName}“.` })
      return
    }
    setNotice(null)
    form.insert({ name: target.serviceIds.name, defaultValue: serviceId })
  }

  const formNotice = actionData?.notice && !notice ? actionData.notice : notice
  const columns = (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <ServiceList
        services={active}
        query={query}
        onQuery={setQuery}
        hydrated={hydrated}
        Draggable={dnd?.DraggableService ?? null}
        filterButton={form.validate.getButtonProps({ name: 'service_q' })}
      />
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">Module</h2>
          <button
            {...form.insert.getButtonProps({ name: fields.modules.name, defaultValue: { name: NEW_MODULE_NAME } })}
            className={buttonClass('outline', 'sm')}
          >
            Modul hinzufügen
          </button>
        </div>
        {modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Module. Fügen Sie ein Modul hinzu.</p>
        ) : null}
        <div className="grid gap-4 xl:grid-cols-2">
          {modules.map((module, index) => (
            <ModuleCard
              key={module.key}
              form={form}
              field={module}
              index={index}
              count={modules.length}
              services={active}
              labels={labels}
              hydrated={hydrated}
              DropTarget={dnd?.DropTarget ?? null}
              notice={formNotice?.index === index ? formNotice.text : null}
              onAddService={addService}
              onRename={(i, name) => form.update({ name: modules[i]!.getFieldset().name.name, value: name })}
            />
          ))}
        </div>
      </div>
    </div>
  )

  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      {/* Enter in a text field re-renders (filters) instead of saving by accident */}
      <button
        {...form.validate.getButtonProps({ name: 'service_q' })}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        Filtern
      </button>
      {form.errors?.length || actionData?.formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {actionData?.formError ?? form.errors?.[0]}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Template-Name"
          name={fields.name.name}
          id={fields.name.id}
          defaultValue={fields.name.initialValue as string | undefined}
          errors={fields.name.errors}
          maxLength={200}
        />
        <TextareaField
          label="Beschreibung"
          name={fields.description.name}
          id={fields.description.id}
          defaultValue={fields.description.initialValue as string | undefined}
          errors={fields.description.errors}
          rows={2}
          maxLength={2000}
        />
      </div>
      {dnd ? (
        <dnd.BuilderDnd onDrop={(serviceId, index) => addService(index, serviceId)}>{columns}</dnd.BuilderDnd>
      ) : (
        columns
      )}
      {actionData?.emptyModules?.length ? (
        <EmptyModulesWarning names={actionData.emptyModules} saving={saving} />
      ) : null}
      <div className="flex justify-end gap-2 border-t pt-4">
        <Link to="/tenant/templates" className={buttonClass('outline')}>
          Zurück
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </div>
    </Form>
  )
}
