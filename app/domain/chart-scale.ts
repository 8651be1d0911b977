// Pure maths of the server-rendered SVG charts: a "nice" linear scale from 0.

/** Upper bound and ticks for values from 0 to max (1, 2, 2.5 or 5 × 10^n steps). */
export function niceTicks(max: number, count = 4) {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] }
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough)!
  const top = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6)
  return { top, ticks }
}
