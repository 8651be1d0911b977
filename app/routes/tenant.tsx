import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { sidebarCookie } from '~/utils/cookies.server'
import { trialDaysLeft } from '~/domain/trial'
import { unreadForStaff } from '~/models/message.server'
import { logoVersion } from '~/models/tenant-logo.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Sidebar } from '~/components/shell/sidebar'
import { ShellHeader } from '~/components/shell/header'
import { writeSidebarCookie } from '~/components/shell/sidebar-cookie'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const stored: unknown = await sidebarCookie().parse(request.headers.get('Cookie'))
  return {
    tenantName: staff.tenant.name || 'Festplan',
    logoVersion: logoVersion(staff.tenantId),
    fullName: staff.profile.fullName,
    sidebarOpen: stored !== false,
    trial: { status: staff.tenant.status, daysLeft: trialDaysLeft(staff.tenant.trialExpiresAt) },
    navBadges: { '/tenant/communication': unreadForStaff(staff.tenantId) },
  }
}

export default function TenantLayout() {
  const { tenantName, logoVersion: logo, fullName, sidebarOpen, trial } = useLoaderData<typeof loader>()
  const [open, setOpen] = useState(sidebarOpen)
  const first = useRef(true)
  const toggle = useCallback(() => setOpen((o) => !o), [])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    writeSidebarCookie(open)
  }, [open])

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])

  return (
    // Header first in the document (the menu button, then the sidebar it opens below 768 px);
    // from 768 px a grid puts the sidebar left over the full height.
    <div className="tenant-shell min-h-screen md:grid md:grid-cols-[auto_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
      <ShellHeader tenantName={tenantName} fullName={fullName} trial={trial} />
      <Sidebar open={open} onToggle={toggle} tenantName={tenantName} logoVersion={logo} />
      <main id="main" className="min-w-0 md:col-start-2">
        <Outlet />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
