import { GeneralErrorBoundary } from '~/components/error-boundary'

// Every unknown path: the 404 page of docs/product.md §2.1 with status 404.
export async function loader() {
  throw new Response('Nicht gefunden', { status: 404 })
}

export default function NotFound() {
  return <GeneralErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
