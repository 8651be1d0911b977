import { useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '~/utils/cn'

/**
 * A dialog is a URL (docs/conventions.md §4): the nested route renders this overlay, so it
 * works without JavaScript; with JavaScript, Escape closes and focus is held.
 */
export function Dialog({
  title,
  description,
  closeTo,
  children,
  className,
}: {
  title: string
  description?: ReactNode
  closeTo: string
  children: ReactNode
  className?: string
}) {
  const titleId = useId()
  const descriptionId = useId()
  const navigate = useNavigate()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button, a[href]')
    first?.focus()
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') navigate(closeTo, { preventScrollReset: true })
      if (event.key !== 'Tab' || !panel.current) return
      const focusables = panel.current.querySelectorAll<HTMLElement>(
        'input, select, textarea, button, a[href], [tabindex="0"]',
      )
      const list = Array.from(focusables).filter((el) => !el.hasAttribute('disabled'))
      if (list.length === 0) return
      const [head, tail] = [list[0]!, list[list.length - 1]!]
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [closeTo, navigate])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn('max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-lg bg-background p-6 shadow-lg', className)}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-muted-foreground">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </div>
  )
}
