import { parseWithZod } from '~/utils/conform'
import { CUSTOMER_FIELDS } from '~/domain/api/fields'
import { toFormData } from '~/domain/api/body'
import { customerJson } from '~/domain/api/serialize'
import { canCreate } from '~/domain/trial'
import { planGuard } from '~/domain/plans'
import { checkPostcode } from '~/forms/plain-text'
import {
  CANNOT_CREATE,
  customerEditSchema,
  customerSchema,
  customerSchemaWith,
  DUPLICATE_EMAIL,
} from '~/forms/customer'
import { listCustomersAfter } from '~/models/api-list.server'
import { findCustomer, findCustomerByEmail, insertCustomer, updateCustomer } from '~/models/end-customer.server'
import { ApiError, apiJson, authenticate, notFoundError, readJson } from './api.server'
import { fieldErrors, invalid, page, pageParams } from './api-paging.server'

// /api/v1/customers: the customer form's schemas validate JSON bodies. The
// API creates the customer without mailing a login link (the UI offers that).

export function listCustomersApi(request: Request) {
  const api = authenticate(request, 'read')
  const { limit, cursor } = pageParams(new URL(request.url))
  return apiJson(page(listCustomersAfter(api.tenantId, cursor, limit), limit, customerJson), 200, api.headers)
}

export function getCustomerApi(request: Request, customerId: string) {
  const api = authenticate(request, 'read')
  const customer = findCustomer(api.tenantId, customerId)
  if (!customer) notFoundError(api.headers)
  return apiJson(customerJson(customer), 200, api.headers)
}

function duplicate(headers: Headers): never {
  throw new ApiError(409, 'conflict', DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] }, headers)
}

function isUnique(error: unknown) {
  return error instanceof Error && /UNIQUE/.test(error.message)
}

export async function createCustomerApi(request: Request) {
  const api = authenticate(request, 'write')
  if (!canCreate(api.tenant.status)) throw new ApiError(403, 'forbidden', CANNOT_CREATE, undefined, api.headers)
  const body = await readJson(request, api.headers)
  const form = toFormData(
    body,
    CUSTOMER_FIELDS.filter((f) => f !== 'is_active'),
  )
  if (!(form instanceof FormData)) invalid(form.fields, api.headers)
  const submission = parseWithZod(form, { schema: customerSchema.superRefine(checkPostcode) })
  if (submission.status !== 'success') invalid(fieldErrors(submission.error), api.headers)
  if (findCustomerByEmail(api.tenantId, submission.value.email)) duplicate(api.headers)
  try {
    return apiJson(
      customerJson(insertCustomer(api.tenantId, submission.value, Date.now(), planGuard(api.tenant, 'customers'))),
      201,
      api.headers,
    )
  } catch (error) {
    if (isUnique(error)) duplicate(api.headers)
    throw error
  }
}

export async function updateCustomerApi(request: Request, customerId: string) {
  const api = authenticate(request, 'write')
  const customer = findCustomer(api.tenantId, customerId)
  if (!customer) notFoundError(api.headers)
  const body = await readJson(request, api.headers)
  const form = toFormData(body, CUSTOMER_FIELDS, ['is_active'])
  if (!(form instanceof FormData)) invalid(form.fields, api.headers)
  const merged = new FormData()
  merged.set('name', customer.name ?? '')
  merged.set('email', customer.email ?? '')
  if (customer.phone) merged.set('phone', customer.phone)
  if (customer.company) merged.set('company', customer.company)
  if (customer.salutation) merged.set('salutation', customer.salutation)
  if (customer.title) merged.set('title', customer.title)
  if (customer.isActive && !('is_active' in body)) merged.set('is_active', 'on')
  for (const [key, value] of form.entries()) merged.set(key, value)
  for (const key of Object.keys(body)) if (body[key] === null) merged.delete(key)
  const schema = customerSchemaWith(customerEditSchema, (email) => {
    const other = findCustomerByEmail(api.tenantId, email)
    return Boolean(other && other.id !== customerId)
  })
  const submission = parseWithZod(merged, { schema })
  if (submission.status !== 'success') {
    const fields = fieldErrors(submission.error)
    if (fields.email?.includes(DUPLICATE_EMAIL)) duplicate(api.headers)
    invalid(fields, api.headers)
  }
  const { is_active: isActive, ...input } = submission.value
  try {
    return apiJson(customerJson(updateCustomer(api.tenantId, customerId, { ...input, isActive })!), 200, api.headers)
  } catch (error) {
    if (isUnique(error)) duplicate(api.headers)
    throw error
  }
}
