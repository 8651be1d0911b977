import { describe, expect, it } from 'vitest'
import { handleDataRequest } from '~/entry.server'
import { applyPrivateCaching } from '~/utils/security-headers.server'

// Regression: responses for a signed-in user or customer (documents
// and `.data`) carried no Cache-Control; shared caches could keep them.

const request = (cookie?: string) =>
  new Request('http://localhost:3000/tenant/events.data', { headers: cookie ? { Cookie: cookie } : {} })

describe('Cache-Control on private responses', () => {
  it('marks data responses of a signed-in staff user or customer private, no-store', () => {
    for (const cookie of ['festplan_session=abc', 'sidebar_state=1; festplan_customer=xyz']) {
      const response = handleDataRequest(new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } }), {
        request: request(cookie),
      })
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('marks the answer that signs someone in private, no-store', () => {
    const headers = new Headers({ 'Set-Cookie': 'festplan_session=new; Path=/; HttpOnly' })
    applyPrivateCaching(request(), headers)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('leaves public responses alone', () => {
    const response = handleDataRequest(new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } }), {
      request: request('sidebar_state=1; not_festplan_session=1'),
    })
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    const documentHeaders = new Headers()
    applyPrivateCaching(request(), documentHeaders)
    expect(documentHeaders.get('Cache-Control')).toBeNull()
  })
})
