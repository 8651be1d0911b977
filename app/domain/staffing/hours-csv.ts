import { csvMoney, csvRow, CSV_BOM, CsvNumber } from '~/domain/csv'
import { costCents, type MemberHours } from './shifts'
import { staffRoleLabel } from './roles'

// The month's hours per person for payroll, as German Excel opens it: UTF-8
// with BOM, semicolons, decimal comma.

export type HoursPerson = {
  id: string
  name: string
  role: string
  email: string | null
  hourlyCostCents: number | null
}

const hours = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })

export function staffHoursCsv(month: string, people: HoursPerson[], rows: MemberHours[]) {
  const byId = new Map(rows.map((r) => [r.staffMemberId, r]))
  let out =
    CSV_BOM + csvRow(['Monat', 'Name', 'Rolle', 'E-Mail', 'Schichten', 'Stunden', 'Stundensatz (EUR)', 'Kosten (EUR)'])
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name, 'de'))
  for (const p of sorted) {
    const r = byId.get(p.id)
    if (!r) continue
    out += csvRow([
      month,
      p.name,
      staffRoleLabel(p.role),
      p.email,
      r.shiftCount,
      new CsvNumber(hours.format(r.minutes / 60)),
      csvMoney(p.hourlyCostCents),
      csvMoney(costCents(r.minutes, p.hourlyCostCents)),
    ])
  }
  return out
}
