import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { periodQuery, resolvePeriod } from '~/domain/analytics-period'
import { buttonClass } from '~/components/ui/button'
import { analyticsFigures } from '~/models/analytics-figures.server'
import { REVENUE_SOURCE_NOTE } from '~/models/analytics-revenue.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { KeptMarkupList } from '~/utils/kept-markup'
import { PeriodPicker } from './analytics/period-picker'
import {
  EventsSection,
  PipelineSection,
  RevenueSection,
  TopServicesSection,
  WorkloadSection,
} from './analytics/sections'

export const meta: MetaFunction = () => [{ title: 'Analytics – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const params = new URL(request.url).searchParams
  const period = resolvePeriod(params)
  return { period, note: REVENUE_SOURCE_NOTE, figures: analyticsFigures(staff.tenantId, period) }
}

// The sections are pure functions of the figures, so the server keeps their
// markup (KeptMarkupList, ADR 150c): the charts and tables of a period are
// rendered once until a write changes its figures.
const SECTIONS = ['revenue', 'pipeline', 'events', 'top-services', 'workload'] as const
const SECTION_OF = {
  revenue: RevenueSection,
  pipeline: PipelineSection,
  events: EventsSection,
  'top-services': TopServicesSection,
  workload: WorkloadSection,
}

export default function Analytics() {
  const { period, note, figures } = useLoaderData<typeof loader>()
  let figuresKey: string | undefined
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold">Analytics</h1>
        <p className="text-muted-foreground">
          Auswertungen Ihrer Veranstaltungen, Anfragen und Umsätze im gewählten Zeitraum im Vergleich zum Vorzeitraum.
        </p>
      </div>
      <PeriodPicker period={period} />
      <p className="print:hidden">
        <a
          href={`/tenant/export/analytics.csv?${periodQuery(period)}`}
          download
          className={buttonClass('outline', 'sm')}
        >
          Tabellen als CSV exportieren
        </a>
      </p>
      <KeptMarkupList
        name="analytics-section"
        className="space-y-6"
        items={SECTIONS}
        // a section shows the period's figures (and the revenue's source note) only
        keyOf={(name) => `${name}\n${note}\n${(figuresKey ??= JSON.stringify(figures))}`}
        render={(name) => {
          const Section = SECTION_OF[name]
          return <Section key={name} figures={figures} note={note} />
        }}
      />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
