import { niceTicks } from '~/domain/chart-scale'

// Server-rendered SVG charts (no JavaScript): bars per category, optionally a
// second series drawn as a line. role="img" with a German text alternative;
// the same numbers are always shown as a table next to the chart.

export type ChartSeries = { name: string; values: number[] }
const W = 640
const H = 260
const PAD = { left: 72, right: 12, top: 12, bottom: 40 }
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed']

export function Chart({
  title,
  labels,
  bars,
  line,
  format,
}: {
  title: string
  labels: string[]
  bars: ChartSeries[]
  line?: ChartSeries
  format: (n: number) => string
}) {
  const all = [...bars.flatMap((s) => s.values), ...(line?.values ?? [])]
  const { top, ticks } = niceTicks(Math.max(0, ...all))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const band = plotW / Math.max(1, labels.length)
  const barW = Math.max(2, (band * 0.7) / Math.max(1, bars.length))
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const x = (i: number) => PAD.left + i * band + band / 2
  const desc = labels
    .map(
      (label, i) =>
        `${label}: ${[...bars, ...(line ? [line] : [])].map((s) => `${s.name} ${format(s.values[i] ?? 0)}`).join(', ')}`,
    )
    .join('; ')
  const every = Math.ceil(labels.length / 12)
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title}. ${desc}`}
        className="h-auto w-full print:break-inside-avoid"
      >
        <title>{title}</title>
        <desc>{desc}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#d4d4d8" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={12} fill="#3f3f46">
              {format(t)}
            </text>
          </g>
        ))}
        {bars.map((s, si) =>
          s.values.map((v, i) => (
            <rect
              key={`${si}-${i}`}
              x={x(i) - (barW * bars.length) / 2 + si * barW}
              y={y(v)}
              width={barW}
              height={Math.max(0, PAD.top + plotH - y(v))}
              fill={COLORS[si % COLORS.length]}
            />
          )),
        )}
        {line ? (
          <polyline
            points={line.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            fill="none"
            stroke={COLORS[3]}
            strokeWidth={2}
          />
        ) : null}
        {labels.map((label, i) =>
          i % every === 0 ? (
            <text key={label} x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={12} fill="#3f3f46">
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-3 text-sm">
        {[...bars, ...(line ? [line] : [])].map((s, i) => (
          <span key={s.name} className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3"
              style={{ background: s === line ? COLORS[3] : COLORS[i % COLORS.length] }}
            />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}

/** The numbers behind a chart (or any figure list) as an accessible table. */
export function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string
  head: string[]
  rows: Array<Array<string | number>>
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`border-b p-2 ${i === 0 ? 'text-left' : 'text-right'}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, ri) => (
            <tr key={ri}>
              {row.map((cell, ci) =>
                ci === 0 ? (
                  <th key={ci} scope="row" className="border-b p-2 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={ci} className="border-b p-2 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
