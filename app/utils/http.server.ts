import { safeRedirectTarget } from '~/domain/safe-redirect'
import { redirect } from '@remix-run/node'
import { createToastHeaders, type ToastInput } from './toast.server'

/** invariantResponse from epic-stack: a failed condition becomes an HTTP error Response. */
export function invariantResponse(
  condition: unknown,
  message = 'Nicht gefunden',
  init: ResponseInit = { status: 404 },
): asserts condition {
  if (!condition) {
    throw new Response(message, { ...init, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}

export function notFound(message = 'Nicht gefunden'): never {
  throw new Response(message, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

export function combineHeaders(...all: Array<HeadersInit | null | undefined>) {
  const combined = new Headers()
  for (const headers of all) {
    if (!headers) continue
    new Headers(headers).forEach((value, key) => combined.append(key, value))
  }
  return combined
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
  })
}

/** Only same-origin paths may be a redirect target (app/domain/safe-redirect.ts). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/', within?: RegExp) {
  return safeRedirectTarget(to, fallback, within)
}
