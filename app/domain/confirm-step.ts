// Steps that ask first: finalising or cancelling an invoice, cancelling an
// event, deleting anything. The first post (without confirm=1) writes nothing
// and answers with the confirmation page; only the post from that page, with
// confirm=1, does it. Works the same without JavaScript.

export const CONFIRMED_INTENTS = ['finalize', 'finalize-send', 'cancel', 'delete', 'delete-payment'] as const
export type ConfirmedIntent = (typeof CONFIRMED_INTENTS)[number]

export function isConfirmedIntent(intent: unknown): intent is ConfirmedIntent {
  return typeof intent === 'string' && (CONFIRMED_INTENTS as readonly string[]).includes(intent)
}

/** The intent still to be confirmed, or null when this post may go ahead. */
export function pendingConfirmation(intent: unknown, confirm: unknown): ConfirmedIntent | null {
  return isConfirmedIntent(intent) && confirm !== '1' ? intent : null
}
