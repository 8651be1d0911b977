import { useEffect, useRef, useState } from 'react'
import { Input, Label } from '~/components/ui/input'
import { SUBDOMAIN_MESSAGES, normalizeSubdomain } from '~/domain/subdomain'
import type { SubdomainCheck } from '~/models/signup.server'
import { cn } from '~/utils/cn'

export const CHECK_DELAY_MS = 300

type Live =
  | { state: 'idle' }
  | { state: 'checking'; value: string }
  | { state: 'done'; value: string; check: SubdomainCheck }
  | { state: 'failed'; value: string }

/**
 * The Firmenkürzel field: lower-cases and strips while typing, then asks
 * /resources/subdomain-check 300 ms after typing stops. Without JavaScript the
 * sign-up action runs the same rules and its message shows here instead.
 */
export function SubdomainField({
  id,
  name,
  defaultValue,
  serverErrors,
  onAvailable,
  suggestion,
}: {
  id: string
  name: string
  defaultValue: string | undefined
  serverErrors: string[] | undefined
  onAvailable: (available: boolean) => void
  /** From the company name (JavaScript only); fills the field until the user types in it. */
  suggestion?: string
}) {
  const [live, setLive] = useState<Live>({ state: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const aborter = useRef<AbortController>()
  const input = useRef<HTMLInputElement>(null)

  function check(value: string) {
    aborter.current?.abort()
    const controller = new AbortController()
    aborter.current = controller
    fetch(`/resources/subdomain-check?subdomain=${encodeURIComponent(value)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const result = (await response.json()) as SubdomainCheck
        if (controller.signal.aborted) return
        setLive({ state: 'done', value, check: result })
        onAvailable(result.status === 'available')
      })
      .catch(() => {
        if (controller.signal.aborted) return
        setLive({ state: 'failed', value })
        onAvailable(false)
      })
  }

  function schedule(value: string) {
    clearTimeout(timer.current)
    aborter.current?.abort()
    onAvailable(false)
    setLive({ state: 'checking', value })
    timer.current = setTimeout(() => check(value), CHECK_DELAY_MS)
  }

  const edited = useRef(Boolean(defaultValue))
  useEffect(() => {
    if (!suggestion || edited.current || !input.current) return
    input.current.value = suggestion
    schedule(suggestion)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestion])

  // A value that came back from the server (after an error) is checked again at once.
  useEffect(() => {
    const value = input.current?.value ?? ''
    if (value) check(normalizeSubdomain(value))
    return () => {
      clearTimeout(timer.current)
      aborter.current?.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  let message: { text: string; ok: boolean } | null = null
  let preview: string | null = null
  if (live.state === 'done') {
    message = { text: live.check.message, ok: live.check.status === 'available' }
    preview = live.check.preview
  } else if (live.state === 'failed') {
    message = { text: SUBDOMAIN_MESSAGES.lookupFailed, ok: false }
  } else if (live.state === 'idle' && serverErrors?.length) {
    message = { text: serverErrors[0]!, ok: false }
  }
  const messageId = `${id}-message`
  const hintId = `${id}-hint`

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Firmenkürzel (Subdomain)</Label>
      <Input
        ref={input}
        id={id}
        name={name}
        defaultValue={defaultValue}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={63}
        aria-invalid={message && !message.ok ? true : undefined}
        aria-describedby={[hintId, message ? messageId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const normalized = normalizeSubdomain(event.currentTarget.value)
          edited.current = normalized !== ''
          if (normalized !== event.currentTarget.value) event.currentTarget.value = normalized
          schedule(normalized)
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Kleinbuchstaben, Ziffern und Bindestriche, mindestens 3 Zeichen.
      </p>
      {live.state === 'checking' ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Verfügbarkeit wird geprüft …
        </p>
      ) : null}
      {message ? (
        <div
          id={messageId}
          role={message.ok ? 'status' : 'alert'}
          className={cn('text-sm font-medium', message.ok ? 'text-green-700' : 'text-destructive')}
        >
          <p>{message.text}</p>
          {preview ? (
            <p className="font-normal text-muted-foreground">
              Ihre Adresse: <span data-testid="subdomain-preview">{preview}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
