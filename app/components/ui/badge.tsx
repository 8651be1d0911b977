import type { HTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline'

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn('badge', `badge-${variant}`, className)} {...props} />
}
