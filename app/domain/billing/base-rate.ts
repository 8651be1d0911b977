// The Basiszinssatz (§ 247 BGB) as the Deutsche Bundesbank announced it, in
// basis points (1/100 %), valid from each date (it changes on 1 January and
// 1 July). Add a row when the Bundesbank announces a new one; a date after
// the last row keeps the last rate.

export const BASE_RATES: readonly { from: string; bp: number }[] = [
  { from: '2020-07-01', bp: -88 },
  { from: '2023-01-01', bp: 162 },
  { from: '2023-07-01', bp: 312 },
  { from: '2024-01-01', bp: 362 },
  { from: '2024-07-01', bp: 337 },
  { from: '2025-01-01', bp: 227 },
  { from: '2025-07-01', bp: 127 },
]

/** The base rate on `day` (YYYY-MM-DD), in basis points. */
export function baseRateOn(day: string): number {
  let bp = BASE_RATES[0]!.bp
  for (const row of BASE_RATES) if (row.from <= day) bp = row.bp
  return bp
}

/** The dates within (after, until] where the base rate changes. */
export function rateChangesBetween(after: string, until: string): string[] {
  return BASE_RATES.map((r) => r.from).filter((from) => from > after && from <= until)
}
