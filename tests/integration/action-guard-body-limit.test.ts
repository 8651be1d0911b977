import { describe, expect, it } from 'vitest'
import { guardAction } from '~/services/security/action-guard.server'
import { makeRequest } from '../support/requests'

// Every form action reads its body through guardAction, at most 1 MB. A body
// without Content-Length (chunked on the wire, or a Request built in the
// process) is only found too large while it is read. guardAction reads a
// clone, and the clone's body is one branch of a tee: cancelling one branch
// settles only when the other is cancelled too. Waiting for that alone once
// left such an action without an answer, for ever.

const LIMIT = 1024 * 1024

/** The action's outcome, or 'no answer' when it has none after two seconds. */
async function outcome(request: Request) {
  const noAnswer = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2000).unref())
  const guarded = guardAction(request).then(
    (form) => ({ form }),
    (thrown: unknown) => ({ thrown }),
  )
  return Promise.race([guarded, noAnswer])
}

function streamed(chunks: number, chunkBytes: number) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new TextEncoder().encode('a'.repeat(chunkBytes)))
      else controller.close()
    },
  })
  return new Request('http://localhost:3000/tenant/staff', {
    method: 'POST',
    headers: {
      Host: 'localhost:3000',
      Origin: 'http://localhost:3000',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('guardAction: a body over 1 MB without Content-Length', () => {
  it('is refused with 413 at once when the form was posted in one piece', async () => {
    const request = makeRequest('/tenant/staff', { form: { name: 'x'.repeat(LIMIT + 10) } })
    expect(request.headers.get('Content-Length')).toBeNull()
    const result = await outcome(request)
    expect(result).toHaveProperty('thrown')
    const response = (result as { thrown: Response }).thrown
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Anfrage zu groß (höchstens 1 MB).')
  })

  it('is refused with 413 at once when it arrives in chunks', async () => {
    const result = await outcome(streamed(20, 64 * 1024))
    expect(result).toHaveProperty('thrown')
    expect((result as { thrown: Response }).thrown.status).toBe(413)
  })

  it('a body under the limit is read, and the request keeps its own body for the sign-in', async () => {
    const request = makeRequest('/tenant/staff', { form: { name: 'Anna', notes: 'b'.repeat(LIMIT - 100) } })
    const result = await outcome(request)
    expect(result).toHaveProperty('form')
    expect((result as { form: FormData }).form.get('name')).toBe('Anna')
    expect((await request.formData()).get('name')).toBe('Anna')
  })
})
