import type { SubmissionResult } from '@conform-to/react'
import { Link, useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Button, buttonClass } from '~/components/ui/button'
import { TextareaField } from '~/components/ui/field'
import { formatDateTime, isoTime } from '~/utils/format'
import { submittedErrors, submittedText } from '~/utils/submission-result'

// The thread of one event, for staff (event page) and the customer (portal).
// With JavaScript: posted through a fetcher (no reload), refreshed every 15 s
// while the tab is visible, read state sent when unread messages are shown.
// Without: plain form posts. Text is shown as text (never HTML), line breaks kept.

export type ThreadMessage = {
  id: string
  authorType: string
  authorName: string | null
  body: string
  createdAt: number
  readAt: number | null
}
type ActionAnswer = {
  intent?: string
  result?: SubmissionResult<string[]> | null
  formError?: string | null
  sent?: boolean
}

const REFRESH_MS = 15_000

type Props = {
  viewer: 'staff' | 'customer'
  messages: ThreadMessage[]
  total: number
  unread: number
  action: string
  /** hidden fields the action needs (the customer's event id) */
  hidden?: Record<string, string>
  olderHref: string | null
  actionData?: ActionAnswer | null
  disabledReason?: string | null
}

export function MessageThread({
  viewer,
  messages,
  total,
  unread,
  action,
  hidden = {},
  olderHref,
  actionData,
  disabledReason,
}: Props) {
  const fetcher = useFetcher<ActionAnswer>()
  const reader = useFetcher()
  const revalidator = useRevalidator()
  const answer = fetcher.data ?? (actionData?.intent === 'message' || viewer === 'customer' ? actionData : null)
  // checked on the server only: its answer brings the message and what was typed
  const formId = `message-${viewer}`
  const result = answer?.result ?? null
  const bodyErrors = submittedErrors(result, 'body')
  const busy = fetcher.state !== 'idle'

  // refresh while visible
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [revalidator])

  // shown unread messages count as read (a POST: GET never writes)
  const sentRead = useRef(0)
  useEffect(() => {
    if (unread > 0 && sentRead.current !== total && document.visibilityState === 'visible' && reader.state === 'idle') {
      sentRead.current = total
      reader.submit({ intent: 'read', ...hidden }, { method: 'post', action })
    }
  }, [unread, total, reader, action, hidden])

  // a sent message empties the field (a rejected one keeps the text)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (fetcher.data?.sent) formRef.current?.reset()
  }, [fetcher.data])

  const listEnd = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (answer?.sent) listEnd.current?.scrollIntoView({ block: 'nearest' })
  }, [answer?.sent, messages.length])

  const mine = (m: ThreadMessage) => m.authorType === viewer
  return (
    <div className="grid gap-4" data-testid="message-thread">
      {olderHref ? (
        <Link to={olderHref} preventScrollReset className={buttonClass('ghost', 'sm', 'justify-self-start')}>
          Ältere Nachrichten anzeigen ({total - messages.length})
        </Link>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Nachrichten.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Nachrichten">
          {messages.map((m) => {
            const unreadByMe = !mine(m) && m.readAt === null
            return (
              <li
                key={m.id}
                data-testid="message"
                className={`message ${mine(m) ? 'message-mine' : 'message-theirs'}${unreadByMe ? 'message-unread' : ''}`}
              >
                <b>{authorLabel(m, viewer)}</b>
                <time dateTime={isoTime(m.createdAt)}>{formatDateTime(m.createdAt)}</time>
                <p className="message-body">{m.body}</p>
                {unreadByMe ? <span className="col-span-2 font-semibold text-primary">Neu</span> : null}
              </li>
            )
          })}
          <li ref={listEnd} aria-hidden="true" className="sr-only" />
        </ol>
      )}
      {unread > 0 ? (
        <reader.Form method="post" action={action}>
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <Button type="submit" name="intent" value="read" variant="outline" size="sm">
            Als gelesen markieren
          </Button>
        </reader.Form>
      ) : null}
      {disabledReason ? (
        <p className="text-sm text-muted-foreground">{disabledReason}</p>
      ) : (
        <fetcher.Form method="post" action={action} className="grid gap-2" id={formId} noValidate ref={formRef}>
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {viewer === 'staff' ? <input type="hidden" name="intent" value="message" /> : null}
          {answer?.formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {answer.formError}
            </p>
          ) : null}
          <TextareaField
            label="Nachricht"
            rows={4}
            errors={bodyErrors}
            id={`${formId}-body`}
            name="body"
            defaultValue={submittedText(result, 'body')}
          />
          <Button type="submit" className="justify-self-end" disabled={busy}>
            {busy ? 'Wird gesendet...' : 'Senden'}
          </Button>
        </fetcher.Form>
      )}
    </div>
  )
}

function authorLabel(m: ThreadMessage, viewer: 'staff' | 'customer') {
  if (m.authorType === viewer) return viewer === 'staff' ? `${m.authorName ?? 'Team'}` : 'Sie'
  return m.authorName ?? (m.authorType === 'staff' ? 'Ihr Event-Planer' : 'Kunde')
}
