import { useEffect, useState } from 'react'
import { cn } from '~/utils/cn'

export type ToastData = {
  id: string
  type: 'success' | 'error' | 'warning' | 'info'
  title: string
  description?: string
}

const styles: Record<ToastData['type'], string> = {
  success: 'border-green-600/30 bg-green-50 text-green-900',
  error: 'border-destructive bg-destructive text-destructive-foreground',
  warning: 'border-amber-500/40 bg-amber-50 text-amber-900',
  info: 'border-border bg-background text-foreground',
}

/**
 * The flash toast in an aria-live region: rendered by the server, so it shows
 * without JavaScript; with JavaScript it fades after a while or on close.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setDismissed(toast.id), 8000)
    return () => clearTimeout(timer)
  }, [toast])
  const visible = toast && dismissed !== toast.id ? toast : null
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-full max-w-sm flex-col gap-2"
    >
      {visible ? (
        <div
          data-testid="toast"
          data-type={visible.type}
          className={cn('pointer-events-auto rounded-md border p-4 shadow-lg', styles[visible.type])}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold">{visible.title}</p>
              {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
            </div>
            <button
              type="button"
              className="text-sm opacity-70 hover:opacity-100"
              aria-label="Meldung schließen"
              onClick={() => setDismissed(visible.id)}
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
