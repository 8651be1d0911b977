import { Link } from '@remix-run/react'

/** The copyright line of the site footer and the sign-in page (the current year, never a fixed one). */
export const copyrightLine = () => `© ${new Date().getFullYear()} Festplan. Alle Rechte vorbehalten.`

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 p-6 text-sm text-muted-foreground sm:flex-row">
        <p>{copyrightLine()}</p>
        <nav aria-label="Rechtliches" className="flex flex-wrap gap-4">
          <Link to="/impressum" className="underline-offset-4 hover:underline">
            Impressum
          </Link>
          <Link to="/datenschutz" className="underline-offset-4 hover:underline">
            Datenschutz
          </Link>
          <Link to="/owner-login" className="underline-offset-4 hover:underline">
            Platform Owner Login
          </Link>
        </nav>
      </div>
    </footer>
  )
}
