import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { durationLabel, offsetLabel } from '~/domain/event-day/run-of-show'
import { relativeDueLabel } from '~/domain/event-day/tasks'

export type TemplateEntryItem = {
  id: string
  offsetMinutes: number
  durationMinutes: number | null
  title: string
  location: string | null
  notes: string | null
  visibleToCustomer: boolean
}

export type TemplateTaskItem = { id: string; title: string; daysBefore: number }

function HiddenPost({
  intent,
  rowId,
  label,
  extra,
  children,
  disabled,
}: {
  intent: string
  rowId: string
  label: string
  extra?: Record<string, string>
  children: ReactNode
  disabled?: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="row_id" value={rowId} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline" size="sm" aria-label={label} disabled={disabled}>
        {children}
      </Button>
    </Form>
  )
}

/** The template's default Ablaufplan in order; 'Nach oben' / 'Nach unten' are plain forms (no JavaScript needed). */
export function TemplateEntryList({ items }: { items: TemplateEntryItem[] }) {
  return (
    <ol className="grid gap-2" aria-label="Standard-Ablaufplan">
      {items.map((item, index) => (
        <li key={item.id} data-testid="template-entry" className="bg-card grid gap-2 rounded-md border p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-0.5">
              <p className="font-medium">
                <span>{offsetLabel(item.offsetMinutes)}</span>
                {' · '}
                <span data-testid="entry-title">{item.title}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {[durationLabel(item.durationMinutes) || null, item.location].filter(Boolean).join(' · ')}
              </p>
              {item.notes ? <p className="text-sm whitespace-pre-line">{item.notes}</p> : null}
            </div>
            {item.visibleToCustomer ? (
              <Badge variant="secondary">Für Kunden sichtbar</Badge>
            ) : (
              <Badge variant="outline">Intern</Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <HiddenPost
              intent="move-entry"
              rowId={item.id}
              extra={{ direction: 'up' }}
              label={`Nach oben: ${item.title}`}
              disabled={index === 0}
            >
              ↑ <span className="sr-only sm:not-sr-only">Nach oben</span>
            </HiddenPost>
            <HiddenPost
              intent="move-entry"
              rowId={item.id}
              extra={{ direction: 'down' }}
              label={`Nach unten: ${item.title}`}
              disabled={index === items.length - 1}
            >
              ↓ <span className="sr-only sm:not-sr-only">Nach unten</span>
            </HiddenPost>
            <HiddenPost intent="delete-entry" rowId={item.id} label={`Löschen: ${item.title}`}>
              Löschen
            </HiddenPost>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** The template's default tasks, earliest due first. */
export function TemplateTaskList({ items }: { items: TemplateTaskItem[] }) {
  return (
    <ul className="grid gap-2" aria-label="Standard-Aufgaben">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="template-task"
          className="bg-card flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
        >
          <p>
            <span className="font-medium" data-testid="task-title">
              {item.title}
            </span>
            <span className="text-sm text-muted-foreground"> · {relativeDueLabel(item.daysBefore)}</span>
          </p>
          <HiddenPost intent="delete-task" rowId={item.id} label={`Löschen: ${item.title}`}>
            Löschen
          </HiddenPost>
        </li>
      ))}
    </ul>
  )
}
