// All loaders of one page view get the same Request object: a read they all
// need (the signed-in account, the host's tenant) runs once per page view.

/**
 * Memoizes `read(request)` for one GET or HEAD request. GET requests never
 * write (the GET-write guard), so the first answer stays true for the rest of
 * the request. Other methods read afresh: an action may change what it reads.
 * A thrown error is not remembered.
 */
export function perRequest<T>(read: (request: Request) => T): (request: Request) => T {
  const cache = new WeakMap<Request, T>()
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return read(request)
    if (cache.has(request)) return cache.get(request) as T
    const value = read(request)
    cache.set(request, value)
    return value
  }
}
