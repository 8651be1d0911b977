import type { SubmissionResult } from '@conform-to/react'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { ConfirmStep } from '~/components/confirm-step'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { submittedErrors, submittedText } from '~/utils/submission-result'

type Answer =
  | { intent?: string; result?: SubmissionResult<string[]> | null; formError?: string | null; confirm?: string }
  | undefined

/**
 * Status buttons (allowed transitions only) and the deadline form. The
 * deadline is checked by the action only (ADR 138s), so its form renders the
 * action's answer itself instead of through Conform's `useForm` (ADR 143j),
 * which cost a tenth of the event page's server render.
 */
export function StatusCard({
  transitions,
  deadline,
  answer,
}: {
  transitions: Array<{ to: string; label: string }>
  deadline: { today: string; max: string | null; current: string }
  answer: Answer
}) {
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state !== 'idle'
  const forward = transitions.filter((t) => t.to !== 'cancelled')
  const cancel = transitions.find((t) => t.to === 'cancelled')
  const eventUrl = location.pathname
  const result = answer?.intent === 'deadline' ? answer.result : null
  // after a rejected post the day typed stays; after a saved one the field shows the new deadline
  const typed = result?.status === 'error' ? submittedText(result, 'deadline_at') : null
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Status und Frist</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {answer?.intent === 'status' && answer.formError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {answer.formError}
          </p>
        ) : null}
        {answer?.confirm === 'cancel-event' ? (
          <ConfirmStep
            title="Veranstaltung absagen?"
            description={
              <p>
                Die Veranstaltung wird als abgesagt markiert und erscheint im Kalender als abgesagt. Sie können sie
                später wieder öffnen.
              </p>
            }
            intent="status"
            hidden={{ status: 'cancelled' }}
            confirmLabel="Ja, absagen"
            cancelTo={eventUrl}
          />
        ) : null}
        {transitions.length > 0 ? (
          <div className="flex flex-wrap items-start justify-between gap-4">
            {forward.length > 0 ? (
              <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
                <input type="hidden" name="intent" value="status" />
                {forward.map((t) => (
                  <Button key={t.to} type="submit" name="status" value={t.to} variant="outline" disabled={busy}>
                    {t.label}
                  </Button>
                ))}
              </Form>
            ) : null}
            {cancel ? (
              // 'Absagen' asks first and stands apart from the other steps
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="status" />
                <Button type="submit" name="status" value="cancelled" variant="destructive" disabled={busy}>
                  {cancel.label}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Für diesen Status gibt es keinen weiteren Schritt.</p>
        )}
        <Form method="post" id="event-deadline" className="grid gap-2" preventScrollReset noValidate>
          <input type="hidden" name="intent" value="deadline" />
          <Field
            key={`${deadline.current}|${typed ?? ''}`}
            id="event-deadline-deadline_at"
            label="Neue Frist"
            type="date"
            name="deadline_at"
            errors={submittedErrors(result, 'deadline_at')}
            min={deadline.today}
            max={deadline.max ?? undefined}
            defaultValue={typed ?? deadline.current}
          />
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
            Frist speichern
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
