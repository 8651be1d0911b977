import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '~/utils/conform'
import { Form, useNavigation } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { deadlineSchema } from '~/forms/event-deadline'

type Answer = { intent?: string; result?: SubmissionResult<string[]> | null; formError?: string | null } | undefined

/** Status buttons (allowed transitions only) and the deadline form. */
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
  const busy = navigation.state !== 'idle'
  const eventDate = deadline.max ? nextDay(deadline.max) : null
  const [form, fields] = useForm({
    id: 'event-deadline',
    lastResult: answer?.intent === 'deadline' ? answer.result : null,
    defaultValue: { deadline_at: deadline.current },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deadlineSchema({ today: deadline.today, eventDate }) }),
  })
  return (
    <Card>
      <CardHeader><CardTitle level={2}>Status und Frist</CardTitle></CardHeader>
      <CardContent className="grid gap-4">
        {answer?.intent === 'status' && answer.formError ? <p role="alert" className="text-sm font-medium text-destructive">{answer.formError}</p> : null}
        {transitions.length > 0 ? (
          <Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
            <input type="hidden" name="intent" value="status" />
            {transitions.map((t) => (
              <Button key={t.to} type="submit" name="status" value={t.to} variant={t.to === 'cancelled' ? 'destructive' : 'outline'} disabled={busy}>
                {t.label}
              </Button>
            ))}
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">Für diesen Status gibt es keinen weiteren Schritt.</p>
        )}
        <Form method="post" className="grid gap-2" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value="deadline" />
          <Field label="Neue Frist" errors={fields.deadline_at.errors} min={deadline.today} max={deadline.max ?? undefined} {...getInputProps(fields.deadline_at, { type: 'date' })} />
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>Frist speichern</Button>
        </Form>
      </CardContent>
    </Card>
  )
}

function nextDay(ymd: string) {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}
