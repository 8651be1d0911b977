import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useRef, useState, type ComponentType, type RefObject } from 'react'
import { Input } from '~/components/ui/input'
import { cn } from '~/utils/cn'
import type { TemplateValues } from '~/forms/template'

/** What a module hands to drag and drop: itself as a drop target (builder-dnd.tsx). */
export type ModuleDropData = { type: 'module'; index: number; name: string; serviceIds: string[] }
export type DropTargetProps = {
  node: RefObject<HTMLElement | null>
  id: string
  data: ModuleDropData
  onOver: (over: boolean) => void
}
import { ModuleTitle } from './module-title'
import type { BuilderService } from './service-list'

type ModuleShape = TemplateValues['modules'][number]

const small =
  'rounded-md border px-2 py-1 text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40'

export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '')
  return typeof value === 'string' && value ? [value] : []
}

/**
 * One module: title (click to rename with JS, a text field without), move
 * up/down and delete (Conform list intents, post without JS), its services
 * with a remove button each, and 'Service hinzufügen' (select + button).
 */
export function ModuleCard({
  form,
  field,
  index,
  count,
  services,
  labels,
  hydrated,
  DropTarget,
  notice,
  onAddService,
  onRename,
}: {
  form: FormMetadata<TemplateValues>
  field: FieldMetadata<ModuleShape, TemplateValues>
  index: number
  count: number
  services: BuilderService[]
  labels: Map<string, BuilderService>
  hydrated: boolean
  DropTarget: ComponentType<DropTargetProps> | null
  notice: string | null
  onAddService: (index: number, serviceId: string) => void
  onRename: (index: number, name: string) => void
}) {
  const fs = field.getFieldset()
  const rawName = typeof fs.name.value === 'string' ? fs.name.value : ''
  const name = rawName.trim()
  const ids = asList(fs.serviceIds.value)
  const items = fs.serviceIds.getFieldList()
  const pick = useRef<HTMLSelectElement>(null)
  const data: ModuleDropData = { type: 'module', index, name, serviceIds: ids }
  const node = useRef<HTMLElement>(null)
  const [isOver, setIsOver] = useState(false)
  const titleId = `${field.id}-title`
  const label = (id: string) => {
    const s = labels.get(id)
    return !s ? 'Unbekannter Service' : s.isActive ? s.name : `${s.name} (inaktiv)`
  }
  const errors = fs.serviceIds.errors ?? fs.name.errors

  return (
    <section
      ref={node}
      aria-labelledby={titleId}
      data-testid="module-card"
      className={cn(
        'space-y-3 rounded-lg border bg-background p-4 shadow-sm',
        isOver && 'border-primary ring-2 ring-primary/40',
      )}
    >
      {DropTarget ? (
        <DropTarget node={node} id={`module:${field.key ?? index}`} data={data} onOver={setIsOver} />
      ) : null}
      <input type="hidden" name={fs.id.name} value={typeof fs.id.value === 'string' ? fs.id.value : ''} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        {hydrated ? (
          <>
            <input type="hidden" name={fs.name.name} value={rawName} />
            <ModuleTitle id={titleId} name={name} onRename={(n) => onRename(index, n)} />
          </>
        ) : (
          <div className="grid flex-1 gap-1">
            <h3 id={titleId} className="font-semibold">
              {name || 'Modul'}
            </h3>
            <label htmlFor={fs.name.id} className="text-xs text-muted-foreground">
              Modulname
            </label>
            <Input
              id={fs.name.id}
              name={fs.name.name}
              defaultValue={rawName}
              maxLength={100}
              aria-invalid={fs.name.errors ? true : undefined}
            />
          </div>
        )}
        <div className="flex gap-1">
          <button
            {...form.reorder.getButtonProps({ name: 'modules', from: index, to: index - 1 })}
            disabled={index === 0}
            className={small}
            aria-label={`Modul „${name}“ nach oben`}
          >
            Nach oben
          </button>
          <button
            {...form.reorder.getButtonProps({ name: 'modules', from: index, to: index + 1 })}
            disabled={index === count - 1}
            className={small}
            aria-label={`Modul „${name}“ nach unten`}
          >
            Nach unten
          </button>
          <button
            {...form.remove.getButtonProps({ name: 'modules', index })}
            className={cn(small, 'text-destructive')}
            aria-label={`Modul „${name}“ löschen`}
          >
            Löschen
          </button>
        </div>
      </div>

      {ids.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-center text-xs text-muted-foreground">
          {hydrated ? 'Services hierher ziehen' : 'Noch keine Services'}
        </p>
      ) : (
        <ul className="space-y-1" aria-label={`Services im Modul ${name}`}>
          {items.map((item, j) => {
            const id = typeof item.value === 'string' ? item.value : ''
            return (
              <li
                key={item.key ?? j}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/40 px-2 py-1 text-sm"
                data-testid="module-service"
              >
                <input type="hidden" name={item.name} value={id} />
                <span className="min-w-0 flex-1">
                  <span className="block" data-testid="module-service-name">
                    {label(id)}
                  </span>
                  <span className="block text-xs text-muted-foreground">{labels.get(id)?.price ?? ''}</span>
                </span>
                <span className="flex gap-1">
                  <button
                    {...form.reorder.getButtonProps({ name: fs.serviceIds.name, from: j, to: j - 1 })}
                    disabled={j === 0}
                    className={small}
                    aria-label={`${label(id)} in „${name}“ nach oben`}
                  >
                    ↑
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name: fs.serviceIds.name, from: j, to: j + 1 })}
                    disabled={j === items.length - 1}
                    className={small}
                    aria-label={`${label(id)} in „${name}“ nach unten`}
                  >
                    ↓
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name: fs.serviceIds.name, index: j })}
                    className={small}
                    aria-label={`${label(id)} aus „${name}“ entfernen`}
                  >
                    Entfernen
                  </button>
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors[0]}
        </p>
      ) : null}

      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor={`${field.id}-pick`} className="text-xs text-muted-foreground">
            Service hinzufügen
          </label>
          <select
            ref={pick}
            id={`${field.id}-pick`}
            name={`${field.name}.pick`}
            defaultValue=""
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value="">Service wählen…</option>
            {services.map((s) => (
              <option key={s.id} value={s.id} disabled={ids.includes(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value={`add-service:${index}`}
          className={small + ' h-9'}
          aria-label={`Service zu „${name}“ hinzufügen`}
          onClick={(e) => {
            if (!hydrated) return
            e.preventDefault()
            const value = pick.current?.value ?? ''
            if (value) onAddService(index, value)
            if (pick.current) pick.current.value = ''
          }}
        >
          Hinzufügen
        </button>
      </div>
      {notice ? (
        <p role="status" className="text-xs text-muted-foreground">
          {notice}
        </p>
      ) : null}
    </section>
  )
}
