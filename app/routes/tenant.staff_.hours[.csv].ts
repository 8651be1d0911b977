import type { LoaderFunctionArgs } from '@remix-run/node'
import { addDays, berlinMidnight } from '~/domain/event-dates'
import { monthlyMinutes } from '~/domain/staffing/shifts'
import { staffHoursCsv } from '~/domain/staffing/hours-csv'
import { berlinMonth } from '~/domain/staffing/local-time'
import { shiftsStartingBetween } from '~/models/shift.server'
import { listStaff } from '~/models/staff.server'
import { requireTenantStaff } from '~/services/auth/auth.server'

// The month's hours per person for payroll: /tenant/staff/hours.csv?month=YYYY-MM.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const asked = new URL(request.url).searchParams.get('month') ?? ''
  const month = MONTH.test(asked) && asked >= '2000-01' && asked <= '2999-12' ? asked : berlinMonth(Date.now())
  const from = berlinMidnight(`${month}-01`)
  const next = addDays(`${month}-28`, 4).slice(0, 7)
  const to = berlinMidnight(`${next}-01`)
  const csv = staffHoursCsv(
    month,
    listStaff(tenantId),
    monthlyMinutes(shiftsStartingBetween(tenantId, from, to), month),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-stunden-${month}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
