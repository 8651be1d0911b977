import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LogoSection } from '~/components/settings/logo-section'
import { ProfileSection } from '~/components/settings/profile-section-lazy'
import { TeamSection } from '~/components/settings/team-section'
import { buttonClass } from '~/components/ui/button'
import { brandingSchema, withChosenColors } from '~/forms/branding'
import { imprintSchema } from '~/forms/imprint'
import { ownProfileView, teamOverview } from '~/models/team.server'
import { updateBranding, updateImprintUrl } from '~/models/tenant.server'
import { logoVersion } from '~/models/tenant-logo.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { redirectWithToast } from '~/utils/http.server'

const ImprintForm = afterHydration(() => import('~/components/settings/imprint-form'), 'ImprintForm')

const BrandingForm = afterHydration(() => import('~/components/settings/branding-form'), 'BrandingForm')

// Einstellungen: branding (admins edit, planners read), 'Team' and 'Mein Profil'
// (their forms post to /tenant/settings/team and /tenant/settings/profile),
// and the security log link.

export const meta: MetaFunction = () => [{ title: 'Einstellungen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const { primaryColor, secondaryColor, fontFamily } = staff.tenant
  return {
    branding: { primaryColor, secondaryColor, fontFamily },
    imprintUrl: staff.tenant.imprintUrl,
    logoVersion: logoVersion(staff.tenantId),
    tenantName: staff.tenant.name,
    isAdmin: staff.role === 'tenant_admin',
    team: teamOverview(staff.tenantId, staff),
    profile: ownProfileView(staff),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = formData.get('intent')
  if (intent === 'imprint') {
    if (staff.role !== 'tenant_admin')
      return data(
        { result: null, imprintResult: null, error: 'Nur Administratoren können das Impressum ändern.' },
        { status: 403 },
      )
    const submission = parseWithZod(formData, { schema: imprintSchema })
    if (submission.status !== 'success')
      return data({ result: null, imprintResult: submission.reply(), error: null }, { status: 400 })
    updateImprintUrl(staff.tenantId, submission.value.imprint_url || null)
    return redirectWithToast('/tenant/settings', { type: 'success', description: 'Impressum wurde gespeichert.' })
  }
  if (intent !== 'branding') return data({ result: null, error: 'Unbekannte Aktion.' }, { status: 400 })
  if (staff.role !== 'tenant_admin') {
    return data({ result: null, error: 'Nur Administratoren können das Branding ändern.' }, { status: 403 })
  }
  const submission = parseWithZod(withChosenColors(formData), { schema: brandingSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), error: null }, { status: 400 })
  updateBranding(staff.tenantId, {
    primaryColor: submission.value.primary_color ?? null,
    secondaryColor: submission.value.secondary_color ?? null,
    fontFamily: submission.value.font_family ?? null,
  })
  return redirectWithToast('/tenant/settings', { type: 'success', description: 'Branding wurde gespeichert.' })
}

export default function Settings() {
  const { branding, imprintUrl, logoVersion: logo, tenantName, isAdmin, team, profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Einstellungen</h1>
      <nav aria-label="Weitere Einstellungen" className="flex flex-wrap gap-2">
        <Link to="/tenant/settings/plan" className={buttonClass('outline', 'sm')}>
          Abo
        </Link>
        {isAdmin ? (
          <Link to="/tenant/settings/billing" className={buttonClass('outline', 'sm')}>
            Rechnungsdaten
          </Link>
        ) : null}
        {isAdmin ? (
          <Link to="/tenant/settings/account" className={buttonClass('outline', 'sm')}>
            Konto &amp; Daten
          </Link>
        ) : null}
      </nav>
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {actionData.error}
        </p>
      ) : null}
      <BrandingForm branding={branding} canEdit={isAdmin} lastResult={actionData?.result} />
      <LogoSection logoVersion={logo} tenantName={tenantName} canEdit={isAdmin} />
      <ImprintForm
        imprintUrl={imprintUrl}
        canEdit={isAdmin}
        lastResult={actionData && 'imprintResult' in actionData ? actionData.imprintResult : null}
      />
      <TeamSection team={team} />
      <ProfileSection profile={profile} />
      <p className="flex flex-wrap gap-2">
        <Link to="/tenant/settings/calendar" className={buttonClass('outline')}>
          Kalender-Abo und Feiertage
        </Link>
        {isAdmin ? (
          <Link to="/tenant/settings/security-log" className={buttonClass('outline')}>
            Sicherheitsprotokoll
          </Link>
        ) : null}
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
