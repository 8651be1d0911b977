import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { Input, Label, Select, Textarea } from './input'
import { cn } from '~/utils/cn'

type Errors = string[] | undefined | null

/** Conform's props for a control without its aria-describedby: Field wires that itself (error and hint). */
export function own<T extends Record<string, unknown>>(props: T): Omit<T, 'aria-describedby'> {
  const { 'aria-describedby': _ignored, ...rest } = props
  return rest
}

/** The message under a field; its id ties it to the control (aria-describedby). */
export function FieldError({ id, errors }: { id: string; errors: Errors }) {
  if (!errors?.length) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {errors[0]}
    </p>
  )
}

function useFieldIds(id?: string) {
  const fallback = useId()
  const controlId = id ?? fallback
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` }
}

type Common = { label: ReactNode; errors?: Errors; hint?: ReactNode; className?: string }

function describedBy(errors: Errors, hint: ReactNode, errorId: string, hintId: string) {
  return [errors?.length ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
}

export function Field({
  label,
  errors,
  hint,
  className,
  id,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { controlId, errorId, hintId } = useFieldIds(id)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(errors, hint, errorId, hintId)}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

export function TextareaField({
  label,
  errors,
  hint,
  className,
  id,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { controlId, errorId, hintId } = useFieldIds(id)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Textarea
        id={controlId}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(errors, hint, errorId, hintId)}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

export function SelectField({
  label,
  errors,
  hint,
  className,
  id,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { controlId, errorId, hintId } = useFieldIds(id)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Select
        id={controlId}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(errors, hint, errorId, hintId)}
        {...props}
      >
        {children}
      </Select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}
