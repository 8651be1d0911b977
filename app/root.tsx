import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import styles from './styles/tailwind.css?url'
import fonts from './styles/fonts.css?url'
import { Toaster } from './components/ui/toast'
import { NavigationProgress } from './components/navigation-progress'
import { GeneralErrorBoundary } from './components/error-boundary'
import { useNonce } from './utils/nonce-provider'
import { getToast } from './utils/toast.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { brandingStyle } from './domain/branding'
import { brandDescription, brandOf, PLATFORM_BRAND } from './domain/white-label'
import { getCustomer } from '~/services/auth/auth.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'stylesheet', href: fonts },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.brand.whiteLabel
    ? [{ title: data.brand.name }]
    : [
        { title: 'Festplan' },
        { name: 'description', content: 'Festplan: Eventplanung für Planer, Agenturen, Locations und Caterer.' },
      ]

const PORTAL_PATH = /^\/customer-(dashboard|login)(\/|\.|$)/

/** The name the page carries (white-label, docs/features/white-label-and-links.md): the host's tenant, or on the platform host the signed-in customer's. */
async function pageBrand(request: Request, hostTenant: ReturnType<typeof getHostTenant>) {
  if (hostTenant) return brandOf(hostTenant)
  if (!PORTAL_PATH.test(new URL(request.url).pathname)) return PLATFORM_BRAND
  return brandOf((await getCustomer(request))?.tenant)
}

export async function loader({ request }: LoaderFunctionArgs) {
  // The tenant gate runs for every route: an unknown or inactive subdomain throws.
  const tenant = getHostTenant(request)
  const { toast, headers } = await getToast(request)
  return data(
    {
      toast,
      brand: await pageBrand(request, tenant),
      branding: tenant
        ? { primaryColor: tenant.primaryColor, secondaryColor: tenant.secondaryColor, fontFamily: tenant.fontFamily }
        : null,
    },
    { headers: headers ?? undefined },
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  // set once React has taken the page over: browser tests with JavaScript wait
  // for it before they click (a click in the moment before can be lost)
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang="de" style={brandingStyle(root?.branding ?? null)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={brandDescription(root?.brand)} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background antialiased">
        <NavigationProgress />
        {children}
        <Toaster toast={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
