import { Link } from '@remix-run/react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import type { FirstStep } from '~/domain/first-steps'

/** The first-steps checklist on the Übersicht; each open step links to where it is done. */
export function FirstStepsCard({ steps }: { steps: FirstStep[] }) {
  const done = steps.filter((s) => s.done).length
  return (
    <Card data-testid="first-steps">
      <CardHeader>
        <CardTitle>Erste Schritte</CardTitle>
        <CardDescription>
          {done} von {steps.length} erledigt
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2" aria-label="Erste Schritte">
          {steps.map((step, i) => (
            <li key={step.key} className="flex items-start gap-3" data-done={step.done ? 'true' : 'false'}>
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? 'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground'
                    : 'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs'
                }
              >
                {step.done ? '✓' : i + 1}
              </span>
              <div className="min-w-0">
                {step.done ? (
                  <p className="font-medium text-muted-foreground line-through">{step.label}</p>
                ) : (
                  <Link to={step.to} className="font-medium underline underline-offset-4">
                    {step.label}
                  </Link>
                )}
                <span className="sr-only">{step.done ? ' (erledigt)' : ' (offen)'}</span>
                {step.done ? null : <p className="text-sm text-muted-foreground">{step.text}</p>}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
