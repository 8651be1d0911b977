// Small icons for the sidebar's icon mode (no icon library in the stack).
// The paths are sent once per page in <NavIconSprite /> (the sidebar renders
// it); each icon is a <use> of its symbol.
const PATHS: Record<string, string> = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  'calendar-days': 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 18h2',
  check: 'M3 3h18v18H3zM7.5 12.5l3 3 6-7',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M17 3.5a4 4 0 0 1 0 7M22 21v-1a7 7 0 0 0-4-6.3',
  layout: 'M3 3h18v18H3zM3 9h18M9 9v12',
  package: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6M9 16h4',
  message: 'M4 4h16v12H8l-4 4z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  folder: 'M3 6h6l2 2h10v12H3z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  logout: 'M9 21H4V3h5M16 17l5-5-5-5M21 12H9',
  panel: 'M3 3h18v18H3zM9 3v18',
  menu: 'M3 6h18M3 12h18M3 18h18',
}

// Built once per process: constant markup (no user data), so React copies one string instead of rendering 30 elements.
const SPRITE = Object.entries(PATHS)
  .map(([name, d]) => `<symbol id="icon-${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`)
  .join('')

/** The symbols every NavIcon refers to; rendered once per page (in the sidebar). */
export function NavIconSprite() {
  return (
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      style={{ position: 'absolute' }}
      dangerouslySetInnerHTML={{ __html: SPRITE }}
    />
  )
}

/** Stroke style from the .icon class (app/styles/tailwind.css). */
export function NavIcon({ name, className = 'size-5 shrink-0' }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      <use href={`#icon-${name in PATHS ? name : 'layout'}`} />
    </svg>
  )
}
