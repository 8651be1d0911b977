import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Button, buttonClass } from './ui/button'

/**
 * The second step of an action that asks first, shown in the page the first
 * post came back to: the same intent again with confirm=1, or back. A plain
 * form and a link, so it works without JavaScript; with it, focus moves here.
 */
export function ConfirmStep({
  title,
  description,
  intent,
  confirmLabel,
  cancelTo,
  hidden = {},
  destructive = true,
  children,
}: {
  title: string
  description: ReactNode
  intent: string
  confirmLabel: string
  cancelTo: string
  hidden?: Record<string, string>
  destructive?: boolean
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const navigation = useNavigation()
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="confirm-step-title"
      data-testid="confirm-step"
      className="grid gap-3 rounded-md border-2 border-destructive/50 bg-destructive/5 p-4"
    >
      <h2 id="confirm-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="text-sm">{description}</div>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirm" value="1" />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={navigation.state === 'submitting'}
        >
          {confirmLabel}
        </Button>
        <Link to={cancelTo} className={buttonClass('outline')} preventScrollReset>
          Abbrechen
        </Link>
      </Form>
    </section>
  )
}
