import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'ghost' | 'link'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'

// The classes live in app/styles/tailwind.css (@layer components): short in the markup.
const sizes: Record<ButtonSize, string | undefined> = {
  default: undefined,
  sm: 'btn-sm',
  lg: 'btn-lg',
  icon: 'btn-icon',
}

export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra?: string) {
  return cn('btn', `btn-${variant}`, sizes[size], extra)
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />
})
