import type { ReactNode } from 'react'
import { cn } from '~/utils/cn'

/** A column header: its text, right-aligned for amounts, or read only by screen readers (an action column). */
export type Column = string | { label: ReactNode; key?: string; right?: boolean; srOnly?: boolean }

/** The header row of a list table; a `null` or `false` column is left out. */
export function TableHead({ columns }: { columns: Array<Column | null | false> }) {
  return (
    <thead className="bg-muted/50 text-left">
      <tr>
        {columns.map((c, i) => {
          if (!c) return null
          const col = typeof c === 'string' ? { label: c } : c
          return (
            <th
              key={col.key ?? (typeof col.label === 'string' ? col.label : i)}
              scope="col"
              className={cn('p-3', col.right && 'text-right')}
            >
              {col.srOnly ? <span className="sr-only">{col.label}</span> : col.label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}

/** A list table in a bordered box that scrolls sideways on narrow screens; the caption is for screen readers. */
export function BorderedTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}
