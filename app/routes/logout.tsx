import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { guardAction } from '~/services/security/action-guard.server'
import { destroyCustomerSession, destroyStaffSession } from '~/services/auth/session-cookie.server'
import { combineHeaders } from '~/utils/http.server'

// 'Abmelden' is a POST: the session row is deleted, so the old cookie is worthless.
export async function action({ request }: ActionFunctionArgs) {
  await guardAction(request)
  const headers = combineHeaders(
    { 'Set-Cookie': await destroyStaffSession(request) },
    { 'Set-Cookie': await destroyCustomerSession(request) },
  )
  return redirect('/', { headers })
}

export async function loader() {
  return redirect('/')
}
