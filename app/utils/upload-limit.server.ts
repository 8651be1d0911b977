import { MAX_FILES_PER_UPLOAD } from '~/domain/files'
import { getEnv } from './env.server'

// The one exception to the 1 MB body cap of the request context
// (app/utils/request-context.server.ts): the two file upload routes,
// which stream their body to disk themselves (app/utils/multipart.server.ts).
// Their cap: MAX_UPLOAD_MB per file × files per upload, plus 1 MB of form.

const UPLOAD_PATHS = [/^\/tenant\/events\/[^/]+\/files\/?$/, /^\/customer-dashboard\/files\/?$/]

/** The body cap of a request in bytes, when it is an upload; null: the normal cap applies. */
export function uploadBodyLimit(method: string, rawUrl: string): number | null {
  if (method !== 'POST') return null
  const pathname = rawUrl.split('?')[0] ?? ''
  if (!UPLOAD_PATHS.some((re) => re.test(pathname))) return null
  return (getEnv().MAX_UPLOAD_MB * MAX_FILES_PER_UPLOAD + 1) * 1024 * 1024
}
