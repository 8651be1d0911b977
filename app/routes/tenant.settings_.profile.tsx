import { parseWithZod } from '~/utils/conform'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ProfileSection } from '~/components/settings/profile-section-lazy'
import { passwordChangeSchema, profileSchema } from '~/forms/profile'
import { TEAM_MESSAGES } from '~/forms/team-texts'
import { deleteUserSessions } from '~/models/session.server'
import { memberPasswordHash, ownProfileView, setMemberPassword, updateOwnProfile } from '~/models/team.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { commonPasswords } from '~/utils/common-passwords.server'
import { redirectWithToast } from '~/utils/http.server'
import { hashPassword, verifyPassword } from '~/utils/password.server'
import { clear, consume, hasRoom, LIMITS } from '~/services/security/rate-limit.server'

// 'Mein Profil' for every staff user: name and company, the morning task mail, and the password
// change (current password required; every other session of the user ends).
// Role and tenant come from the session, never from the form.

export const meta: MetaFunction = () => [{ title: 'Mein Profil – Festplan' }]

const TOO_MANY_PASSWORD_CHECKS = 'Zu viele falsche Versuche. Bitte versuchen Sie es in 15 Minuten erneut.'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return { profile: ownProfileView(staff) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = formData.get('intent')
  if (intent === 'profile') {
    const submission = parseWithZod(formData, { schema: profileSchema })
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
    updateOwnProfile(staff.tenantId, staff.userId, {
      fullName: submission.value.full_name,
      company: submission.value.company || null,
      phone: submission.value.phone || null,
      taskDigest: submission.value.task_digest,
    })
    return redirectWithToast('/tenant/settings', { type: 'success', description: 'Ihr Profil wurde gespeichert.' })
  }
  if (intent === 'password') {
    // Guessing the current password from a session left open: 5 wrong tries per 15 minutes.
    if (!hasRoom(LIMITS.passwordChecksPerUser, staff.userId)) {
      const reply = { status: 'error' as const, error: { current_password: [TOO_MANY_PASSWORD_CHECKS] } }
      return data({ intent, result: reply }, { status: 429 })
    }
    const schema = passwordChangeSchema({
      commonPasswords: commonPasswords(),
      verifyCurrent: async (password) => {
        const hash = memberPasswordHash(staff.tenantId, staff.userId)
        const ok = Boolean(hash && password && (await verifyPassword(hash, password)))
        if (ok) clear(LIMITS.passwordChecksPerUser, staff.userId)
        else consume(LIMITS.passwordChecksPerUser, staff.userId)
        return ok
      },
    })
    const submission = await parseWithZod(formData, { schema, async: true })
    if (submission.status !== 'success') {
      return data(
        { intent, result: submission.reply({ hideFields: ['current_password', 'new_password'] }) },
        { status: 400 },
      )
    }
    setMemberPassword(staff.tenantId, staff.userId, await hashPassword(submission.value.new_password))
    deleteUserSessions(staff.userId, staff.sessionId)
    return redirectWithToast('/tenant/settings', {
      type: 'success',
      title: 'Passwort geändert',
      description: 'Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden beendet.',
    })
  }
  return data({ intent: null, result: null, formError: TEAM_MESSAGES.unknownIntent }, { status: 400 })
}

export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/settings" className="underline underline-offset-4">
          ← Zurück zu den Einstellungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Mein Profil</h1>
      <ProfileSection
        profile={profile}
        profileResult={actionData?.intent === 'profile' ? actionData.result : undefined}
        passwordResult={actionData?.intent === 'password' ? actionData.result : undefined}
      />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
