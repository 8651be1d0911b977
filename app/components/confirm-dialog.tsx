import { Form, Link, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Dialog } from './ui/dialog'
import { Button, buttonClass } from './ui/button'

/**
 * "Asks first": a confirm URL (…/$id/delete) that renders this dialog; it
 * posts to its own route, works without JavaScript, and cancel is a link back.
 */
export function ConfirmDialog({
  title,
  description,
  cancelTo,
  confirmLabel = 'Löschen',
  pendingLabel = 'Wird gelöscht...',
  intent,
  children,
}: {
  title: string
  description: ReactNode
  cancelTo: string
  confirmLabel?: string
  pendingLabel?: string
  intent?: string
  children?: ReactNode
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  return (
    <Dialog title={title} description={description} closeTo={cancelTo}>
      <Form method="post" className="flex flex-col gap-4">
        {children}
        <div className="flex justify-end gap-2">
          <Link to={cancelTo} className={buttonClass('outline')} preventScrollReset>
            Abbrechen
          </Link>
          <Button
            type="submit"
            variant="destructive"
            name={intent ? 'intent' : undefined}
            value={intent}
            disabled={pending}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}
