import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { downloadHeaders } from '~/domain/files'
import { findFileForCustomer, findFileForStaff } from '~/models/file.server'
import { getAccount, getCustomer, requireTenantStaff } from '~/services/auth/auth.server'
import { storedPath } from '~/utils/file-storage.server'
import { notFound } from '~/utils/http.server'

// Download of one file (docs/contracts.md §8: /files/$fileId), streamed from disk.
// Staff of the tenant see every file; the event's customer the shared files
// and their own uploads; anyone else gets 404, as does another tenant's id.
// The answer can never run as a page of our origin: stored type, nosniff,
// CSP sandbox, attachment unless PDF or image (app/domain/files.ts).

async function findFile(request: Request, fileId: string) {
  const account = await getAccount(request)
  if (account && (account.profile.role === 'tenant_admin' || account.profile.role === 'tenant_planner')) {
    const staff = await requireTenantStaff(request)
    return findFileForStaff(staff.tenantId, fileId)
  }
  const customer = await getCustomer(request)
  if (customer) return findFileForCustomer(customer.tenantId, customer.customer.id, fileId)
  return undefined
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await findFile(request, params.fileId ?? '')
  if (!file) notFound('Datei nicht gefunden')
  const path = storedPath(file.storageKey)
  let size: number
  try {
    size = (await fs.promises.stat(path)).size
  } catch {
    notFound('Datei nicht gefunden')
  }
  const headers = downloadHeaders({ ...file, sizeBytes: size })
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
  const body = Readable.toWeb(fs.createReadStream(path)) as unknown as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}
