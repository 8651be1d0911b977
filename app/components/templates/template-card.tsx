import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { formatDate } from '~/utils/format'

export type TemplateCardData = {
  id: string
  name: string
  description: string | null
  isActive: boolean
  createdAt: number
  moduleCount: number
}

export function TemplateCard({ template, search }: { template: TemplateCardData; search: string }) {
  const titleId = `template-${template.id}-title`
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={titleId} role="article" data-testid="template-card">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {template.name}
        </h2>
        <Badge variant={template.isActive ? 'default' : 'secondary'}>{template.isActive ? 'Aktiv' : 'Inaktiv'}</Badge>
      </div>
      {template.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{template.description}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted-foreground">Module</dt>
        <dd>{template.moduleCount}</dd>
        <dt className="text-muted-foreground">Erstellt am</dt>
        <dd>{formatDate(template.createdAt)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/tenant/templates/${template.id}`}
          className={buttonClass('outline', 'sm')}
          aria-label={`Vorlage „${template.name}“ bearbeiten`}
        >
          Bearbeiten
        </Link>
        <Form method="post" action={`/tenant/templates${search}`} preventScrollReset>
          <input type="hidden" name="template_id" value={template.id} />
          <Button
            type="submit"
            name="intent"
            value={template.isActive ? 'deactivate' : 'activate'}
            variant="outline"
            size="sm"
            aria-label={`Vorlage „${template.name}“ ${template.isActive ? 'deaktivieren' : 'aktivieren'}`}
          >
            {template.isActive ? 'Deaktivieren' : 'Aktivieren'}
          </Button>
        </Form>
        <Form method="post" action={`/tenant/templates${search}`}>
          <input type="hidden" name="template_id" value={template.id} />
          <Button
            type="submit"
            name="intent"
            value="duplicate"
            variant="outline"
            size="sm"
            aria-label={`Vorlage „${template.name}“ duplizieren`}
          >
            Duplizieren
          </Button>
        </Form>
        <Link
          to={`/tenant/templates/${template.id}/delete${search}`}
          preventScrollReset
          className={buttonClass('outline', 'sm', 'text-destructive')}
          aria-label={`Vorlage „${template.name}“ löschen`}
        >
          Löschen
        </Link>
      </div>
    </Card>
  )
}

export function TemplateStats({ stats }: { stats: { total: number; active: number; services: number } }) {
  const items = [
    ['Vorlagen gesamt', stats.total],
    ['Aktive Vorlagen', stats.active],
    ['Verfügbare Services', stats.services],
  ] as const
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold" data-testid={`stat-${label}`}>
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  )
}
