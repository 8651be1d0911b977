/** The empty state of a searchable list page: what is missing and what to do next. */
export function EmptyList({ title, searched, firstHint }: { title: string; searched: boolean; firstHint: string }) {
  return (
    <div className="rounded-lg border border-dashed p-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">
        {searched ? 'Versuchen Sie einen anderen Suchbegriff.' : firstHint}
      </p>
    </div>
  )
}
