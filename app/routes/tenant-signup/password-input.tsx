import { useId, useState, type InputHTMLAttributes } from 'react'
import { FieldError } from '~/components/ui/field'
import { Input, Label } from '~/components/ui/input'
import { useHydrated } from './use-hydrated'

/** Password field with a show/hide toggle; the toggle needs JavaScript, so it only appears after hydration. */
export function PasswordField({
  label,
  errors,
  hint,
  ...props
}: { label: string; errors?: string[]; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const fallback = useId()
  const id = props.id ?? fallback
  const [visible, setVisible] = useState(false)
  const hydrated = useHydrated()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [errors?.length ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          {...props}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy}
        />
        {hydrated ? (
          <button
            type="button"
            className="shrink-0 rounded-md border border-input px-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            aria-controls={id}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Verbergen' : 'Anzeigen'}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}
