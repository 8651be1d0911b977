// Public holidays for the calendar grid: national ones plus the tenant's
// Bundesland (feiertagejs, ADR 118). Pure; days as 'YYYY-MM-DD'.
import { getHolidays, type Region } from 'feiertagejs'

export const BUNDESLAENDER = [
  ['BW', 'Baden-Württemberg'],
  ['BY', 'Bayern'],
  ['BE', 'Berlin'],
  ['BB', 'Brandenburg'],
  ['HB', 'Bremen'],
  ['HH', 'Hamburg'],
  ['HE', 'Hessen'],
  ['MV', 'Mecklenburg-Vorpommern'],
  ['NI', 'Niedersachsen'],
  ['NW', 'Nordrhein-Westfalen'],
  ['RP', 'Rheinland-Pfalz'],
  ['SL', 'Saarland'],
  ['SN', 'Sachsen'],
  ['ST', 'Sachsen-Anhalt'],
  ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thüringen'],
] as const

export type Bundesland = (typeof BUNDESLAENDER)[number][0]

export const BUNDESLAND_CODES = BUNDESLAENDER.map(([code]) => code) as [Bundesland, ...Bundesland[]]

export function isBundesland(value: string | null | undefined): value is Bundesland {
  return BUNDESLAND_CODES.includes(value as Bundesland)
}

export function bundeslandName(code: string | null | undefined) {
  return BUNDESLAENDER.find(([c]) => c === code)?.[1] ?? null
}

/** Holiday names by day between two days (inclusive): national, plus the Bundesland's when given. */
export function holidaysBetween(firstYmd: string, lastYmd: string, bundesland: string | null): Map<string, string[]> {
  // the same range and Bundesland always give the same days: built once, then shared (not to be changed)
  const key = `${firstYmd}|${lastYmd}|${bundesland ?? ''}`
  let days = kept.get(key)
  if (!days) {
    if (kept.size >= 1_000) kept.clear()
    kept.set(key, (days = readHolidays(firstYmd, lastYmd, bundesland)))
  }
  return days
}

const kept = new Map<string, Map<string, string[]>>()

function readHolidays(firstYmd: string, lastYmd: string, bundesland: string | null) {
  const region: Region = isBundesland(bundesland) ? bundesland : 'BUND'
  const days = new Map<string, string[]>()
  for (let year = Number(firstYmd.slice(0, 4)); year <= Number(lastYmd.slice(0, 4)); year++) {
    for (const holiday of getHolidays(year, region)) {
      const ymd = holiday.dateString
      if (ymd < firstYmd || ymd > lastYmd) continue
      days.set(ymd, [...(days.get(ymd) ?? []), holiday.translate('de') ?? holiday.name])
    }
  }
  return days
}
