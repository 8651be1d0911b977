import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'

export function ServiceCardSkeleton() {
  return (
    <Card className="space-y-3 p-6" data-testid="service-skeleton">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-8 w-1/2" />
    </Card>
  )
}
