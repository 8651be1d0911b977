import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { NewFeed } from '~/components/calendar/new-feed'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { bundeslandSchema, feedCreateSchema, feedIdSchema, feedTasksSchema } from '~/forms/calendar'
import { SCOPE_LABELS } from '~/forms/calendar-texts'
import {
  createFeed,
  listFeeds,
  MAX_LIVE_FEEDS_PER_USER,
  MAX_NEW_FEEDS_PER_DAY,
  regenerateFeed,
  revokeFeed,
  setFeedTasks,
} from '~/models/calendar-feed.server'
import { updateBundesland } from '~/models/tenant.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { redirectWithToast } from '~/utils/http.server'
import { tenantUrl } from '~/utils/tenant-url.server'

const FeedList = afterHydration(() => import('~/components/calendar/feed-list'), 'FeedList')

const BundeslandForm = afterHydration(() => import('~/components/calendar/bundesland-form'), 'BundeslandForm')

// Einstellungen › Kalender-Abo (docs/features/calendar-and-feeds.md): every staff user manages their own
// feeds (scope all|mine, optionally with their open tasks; intent=revoke|regenerate|tasks with feed_id); admins pick
// the Bundesland of the holidays. A new token is shown once, in the answer.

export const meta: MetaFunction = () => [{ title: 'Kalender-Abo – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return {
    feeds: listFeeds(staff.tenantId, staff.userId),
    bundesland: staff.tenant.bundesland,
    isAdmin: staff.role === 'tenant_admin',
  }
}

function feedAddresses(subdomain: string, token: string) {
  const url = tenantUrl(subdomain, `/calendar/feed/${token}.ics`)
  return { url, webcal: url.replace(/^https?:/, 'webcal:') }
}

const FEED_REFUSALS = {
  live: `Pro Person sind höchstens ${MAX_LIVE_FEEDS_PER_USER} Kalender-Abos möglich. Bitte widerrufen Sie ein Abo, das Sie nicht mehr nutzen, bevor Sie ein neues anlegen.`,
  daily: `Sie können höchstens ${MAX_NEW_FEEDS_PER_DAY} Kalender-Abos am Tag anlegen oder neu erzeugen. Bitte versuchen Sie es morgen erneut.`,
}

const fail = (error: string, status = 400) =>
  data({ error, created: null, createResult: null, bundeslandResult: null }, { status })

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = formData.get('intent')
  if (intent === 'create') {
    const submission = parseWithZod(formData, { schema: feedCreateSchema })
    if (submission.status !== 'success')
      return data(
        { error: null, created: null, createResult: submission.reply(), bundeslandResult: null },
        { status: 400 },
      )
    const feed = createFeed(
      staff.tenantId,
      staff.userId,
      submission.value.scope,
      Date.now(),
      submission.value.include_tasks === 'on',
    )
    if ('refused' in feed) return fail(FEED_REFUSALS[feed.refused], 429)
    return {
      error: null,
      created: { ...feedAddresses(staff.tenant.subdomain, feed.token), scopeLabel: SCOPE_LABELS[feed.scope] },
      createResult: submission.reply({ resetForm: true }),
      bundeslandResult: null,
    }
  }
  if (intent === 'revoke' || intent === 'regenerate') {
    const submission = parseWithZod(formData, { schema: feedIdSchema })
    if (submission.status !== 'success') return fail('Dieses Abo gibt es nicht (mehr).', 404)
    if (intent === 'revoke') {
      if (!revokeFeed(staff.tenantId, staff.userId, submission.value.feed_id))
        return fail('Dieses Abo gibt es nicht (mehr).', 404)
      return redirectWithToast('/tenant/settings/calendar', {
        type: 'success',
        description: 'Das Abo wurde widerrufen.',
      })
    }
    const feed = regenerateFeed(staff.tenantId, staff.userId, submission.value.feed_id)
    if (!feed) return fail('Dieses Abo gibt es nicht (mehr).', 404)
    if ('refused' in feed) return fail(FEED_REFUSALS[feed.refused], 429)
    return {
      error: null,
      created: { ...feedAddresses(staff.tenant.subdomain, feed.token), scopeLabel: SCOPE_LABELS[feed.scope] },
      createResult: null,
      bundeslandResult: null,
    }
  }
  if (intent === 'tasks') {
    const submission = parseWithZod(formData, { schema: feedTasksSchema })
    if (submission.status !== 'success') return fail('Dieses Abo gibt es nicht (mehr).', 404)
    const on = submission.value.include_tasks === 'on'
    if (!setFeedTasks(staff.tenantId, staff.userId, submission.value.feed_id, on))
      return fail('Dieses Abo gibt es nicht (mehr).', 404)
    return redirectWithToast('/tenant/settings/calendar', {
      type: 'success',
      description: on ? 'Das Abo zeigt jetzt Ihre offenen Aufgaben.' : 'Das Abo zeigt keine Aufgaben mehr.',
    })
  }
  if (intent === 'bundesland') {
    if (staff.role !== 'tenant_admin') return fail('Nur Administratoren können das Bundesland ändern.', 403)
    const submission = parseWithZod(formData, { schema: bundeslandSchema })
    if (submission.status !== 'success')
      return data(
        { error: null, created: null, createResult: null, bundeslandResult: submission.reply() },
        { status: 400 },
      )
    updateBundesland(staff.tenantId, submission.value.bundesland ?? null)
    return redirectWithToast('/tenant/settings/calendar', {
      type: 'success',
      description: 'Das Bundesland wurde gespeichert.',
    })
  }
  return fail('Unbekannte Aktion.')
}

export default function CalendarSettings() {
  const { feeds, bundesland, isAdmin } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Kalender-Abo</h1>
        <Link to="/tenant/calendar" className="text-sm underline">
          Zum Kalender
        </Link>
      </div>
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {actionData.error}
        </p>
      ) : null}
      {actionData?.created ? <NewFeed {...actionData.created} /> : null}
      <FeedList feeds={feeds} lastResult={actionData?.createResult} />
      <BundeslandForm bundesland={bundesland} canEdit={isAdmin} lastResult={actionData?.bundeslandResult} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
