import { Form } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { NavIcon } from './nav-icons'

export function SignOutForm({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        title={collapsed ? 'Abmelden' : undefined}
        className={buttonClass('outline', 'sm', cn('w-full', collapsed && 'px-0'))}
      >
        <NavIcon name="logout" className="size-4 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>Abmelden</span>
      </button>
    </Form>
  )
}
