import { allergenLabel, dietTagLabel } from '~/domain/kitchen/allergens'

/** A food service's allergens and diet tags (catalogue and customer portal). Nothing for other services. */
export function FoodFacts({ kind, allergens, dietTags }: { kind: string; allergens: string[]; dietTags: string[] }) {
  if (kind !== 'food') return null
  return (
    <div className="grid gap-1 text-xs" data-testid="food-facts">
      <p>
        <span className="font-medium">Allergene: </span>
        {allergens.length ? allergens.map(allergenLabel).join(', ') : 'keine kennzeichnungspflichtigen Allergene'}
      </p>
      {dietTags.length ? (
        <p>
          <span className="font-medium">Ernährung: </span>
          {dietTags.map(dietTagLabel).join(', ')}
        </p>
      ) : null}
    </div>
  )
}
