import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useClientChecks } from '~/utils/use-client-checks'
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { SelectField } from '~/components/ui/field'
import { SCOPE_LABELS } from '~/forms/calendar-texts'
import { formatDateTime } from '~/utils/format'

export type FeedRow = {
  id: string
  scope: 'all' | 'mine'
  includeTasks: boolean
  createdAt: number
  revokedAt: number | null
  lastUsedAt: number | null
}

/** 'Kalender-Abo': create a feed, list the user's feeds with last use, revoke or regenerate. */
export function FeedList({ feeds, lastResult }: { feeds: FeedRow[]; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'feed-create',
    lastResult,
    defaultValue: { scope: 'all' },
    ...useClientChecks(
      () => import('~/forms/calendar'),
      (forms) => forms.feedCreateSchema,
      { shouldValidate: 'onBlur' },
    ),
  })
  const live = feeds.filter((f) => f.revokedAt === null)
  const revoked = feeds.filter((f) => f.revokedAt !== null).slice(0, 10)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Kalender-Abo</CardTitle>
        <CardDescription>
          Persönliche Adressen für Google Kalender, Outlook oder Apple Kalender. Sie enthalten Veranstaltungstermine und
          Fristen ab zwölf Monaten zurück (auf Wunsch auch Ihre offenen Aufgaben als ganztägige Termine „Aufgabe: …“ am
          Fälligkeitstag), ohne E-Mail-Adressen oder Telefonnummern von Kunden. Wer die Adresse kennt, kann den Kalender
          lesen: widerrufen Sie ein Abo, das Sie nicht mehr brauchen.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="create" />
          <SelectField label="Inhalt" errors={fields.scope.errors} {...getSelectProps(fields.scope)}>
            <option value="all">{SCOPE_LABELS.all}</option>
            <option value="mine">{SCOPE_LABELS.mine}</option>
          </SelectField>
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input {...getInputProps(fields.include_tasks, { type: 'checkbox' })} className="size-4" />
            Meine offenen Aufgaben anzeigen
          </label>
          <Button type="submit">Abo erstellen</Button>
        </Form>
        {live.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sie haben noch kein aktives Kalender-Abo.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Aktive Abos">
            {live.map((feed) => (
              <li
                key={feed.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
                data-feed-id={feed.id}
              >
                <div className="text-sm">
                  <p className="font-medium">
                    {SCOPE_LABELS[feed.scope]}
                    {feed.includeTasks ? ' · mit meinen Aufgaben' : ''}
                  </p>
                  <p className="text-muted-foreground">
                    Erstellt am {formatDateTime(feed.createdAt)} ·{' '}
                    {feed.lastUsedAt ? `Zuletzt abgerufen: ${formatDateTime(feed.lastUsedAt)}` : 'Noch nie abgerufen'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="tasks" />
                    <input type="hidden" name="feed_id" value={feed.id} />
                    {feed.includeTasks ? null : <input type="hidden" name="include_tasks" value="on" />}
                    <Button type="submit" variant="outline" size="sm">
                      {feed.includeTasks ? 'Aufgaben ausblenden' : 'Aufgaben anzeigen'}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="regenerate" />
                    <input type="hidden" name="feed_id" value={feed.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Neu erzeugen
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="feed_id" value={feed.id} />
                    <Button type="submit" variant="destructive" size="sm">
                      Widerrufen
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        {revoked.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-sm">Widerrufene Abos ({revoked.length})</summary>
            <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
              {revoked.map((feed) => (
                <li key={feed.id}>
                  {SCOPE_LABELS[feed.scope]} · widerrufen am {formatDateTime(feed.revokedAt)}
                  {feed.lastUsedAt ? ` · zuletzt abgerufen ${formatDateTime(feed.lastUsedAt)}` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  )
}
