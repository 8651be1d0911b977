import { Form, useNavigation } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'

/** 'Zugang senden' on the event page: mails the customer a fresh login link (intent=send-access). */
export function SendAccessForm({ eventId, email }: { eventId: string; email: string }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send-access'
  return (
    <Form method="post" action={`/tenant/events/${eventId}`} className="mt-3 grid gap-1" preventScrollReset>
      <button
        type="submit"
        name="intent"
        value="send-access"
        className={buttonClass('outline', 'sm', 'justify-self-start')}
        disabled={busy}
        aria-describedby="send-access-hint"
      >
        {busy ? 'Wird gesendet...' : 'Zugang senden'}
      </button>
      <p id="send-access-hint" className="text-xs text-muted-foreground">
        Sendet {email} einen neuen Login-Link (7 Tage gültig); ältere Links werden ungültig.
      </p>
    </Form>
  )
}
