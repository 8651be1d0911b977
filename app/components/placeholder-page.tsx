import type { ReactNode } from 'react'

/** An honest page for a screen that is not built yet: its title and what will come. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="space-y-2 text-muted-foreground">{children}</div>
    </section>
  )
}
