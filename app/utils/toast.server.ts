import { z } from '~/utils/zod'
import { TOAST_COOKIE, toastStorage } from './cookies.server'

// Flash messages in a cookie session: set by an action before its redirect,
// read once by the root loader, shown in an aria-live region even without JS.

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'warning', 'info']),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = Omit<Toast, 'id' | 'title'> & { title?: string }

const TITLES: Record<Toast['type'], string> = {
  success: 'Erfolgreich',
  error: 'Fehler',
  warning: 'Hinweis',
  info: 'Hinweis',
}

export async function createToastHeaders(input: ToastInput) {
  const session = await toastStorage().getSession()
  const toast: Toast = { id: crypto.randomUUID(), title: TITLES[input.type], ...input }
  session.flash('toast', toast)
  return new Headers({ 'Set-Cookie': await toastStorage().commitSession(session) })
}

export async function getToast(request: Request) {
  const cookie = request.headers.get('Cookie')
  // Almost every request has no toast: skip parsing and verifying the cookie session.
  if (!cookie?.includes(`${TOAST_COOKIE}=`)) return { toast: null, headers: null }
  const session = await toastStorage().getSession(cookie)
  const parsed = toastSchema.safeParse(session.get('toast'))
  return {
    toast: parsed.success ? parsed.data : null,
    headers: parsed.success ? new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) }) : null,
  }
}
