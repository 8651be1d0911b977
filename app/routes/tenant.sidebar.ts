import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { guardAction } from '~/services/security/action-guard.server'
import { sidebarCookie } from '~/utils/cookies.server'
import { safeRedirect } from '~/utils/http.server'

// The sidebar toggle without JavaScript: a form post that stores the state in
// the `sidebar_state` cookie (7 days) and goes back to the page it came from.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const open = formData.get('open') !== 'false'
  return redirect(safeRedirect(formData.get('redirectTo'), '/tenant'), {
    headers: { 'Set-Cookie': await sidebarCookie().serialize(open) },
  })
}
