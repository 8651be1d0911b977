import { buttonClass } from '~/components/ui/button'

/** 'CSV exportieren': a plain download link of the list with its current search. */
export function CsvExportLink({ kind, q = '', label = 'CSV exportieren' }: { kind: string; q?: string; label?: string }) {
  const href = `/tenant/export/${kind}.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`
  return (
    <a href={href} download className={buttonClass('outline', 'sm')}>
      {label}
    </a>
  )
}
