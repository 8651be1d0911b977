import { Form, useSubmit } from '@remix-run/react'
import { TenantLogo } from '~/components/tenant-logo'
import { Button } from '~/components/ui/button'
import { HEX_COLOR, readableTextOn } from '~/domain/branding'
import { formatDate } from '~/utils/format'

type Props = {
  customer: { name: string | null; email: string; company: string | null }
  tenant: { name: string; primaryColor: string | null; logoVersion?: number | null }
  events: Array<{ id: string; name: string; eventDate: number | null }>
  currentEventId: string | null
}

/** Welcome, company, event switch and 'Abmelden', in the tenant's primary colour when it has one. */
export function PortalHeader({ customer, tenant, events, currentEventId }: Props) {
  const submit = useSubmit()
  const brand = tenant.primaryColor && HEX_COLOR.test(tenant.primaryColor) ? tenant.primaryColor : null
  // text in white or near-black, whichever reads on the brand colour (AA); never dimmed by opacity
  return (
    <header
      data-testid="portal-header"
      className={brand ? undefined : 'border-b bg-background'}
      style={brand ? { backgroundColor: brand, color: readableTextOn(brand) } : undefined}
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-4 p-4">
        <div className="flex items-center gap-4">
          {tenant.logoVersion ? (
            <TenantLogo version={tenant.logoVersion} tenantName={tenant.name} className="h-12 max-w-40" />
          ) : null}
          <div>
            <p className={brand ? 'text-sm' : 'text-sm text-muted-foreground'}>{tenant.name}</p>
            <h1 className="text-xl font-semibold">Willkommen, {customer.name || customer.email}</h1>
            {customer.company ? (
              <p className={brand ? 'text-sm' : 'text-sm text-muted-foreground'}>{customer.company}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {events.length > 1 ? (
            <Form method="get" action="/customer-dashboard" className="flex items-end gap-2">
              <label className="grid gap-1 text-sm">
                <span>Veranstaltung</span>
                <select
                  name="event"
                  defaultValue={currentEventId ?? undefined}
                  className="h-9 rounded-md border bg-background px-2 text-foreground"
                  onChange={(e) => submit(e.currentTarget.form)}
                >
                  {events.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                      {e.eventDate ? ` (${formatDate(e.eventDate)})` : ''}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" size="sm" variant="outline" className="text-foreground">
                Wechseln
              </Button>
            </Form>
          ) : null}
          <Form method="post" action="/logout">
            <Button type="submit" size="sm" variant="outline" className="text-foreground">
              Abmelden
            </Button>
          </Form>
        </div>
      </div>
    </header>
  )
}
