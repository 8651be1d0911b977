// The worker's node:http server for its Express app, with the request and
// answer objects built on Express's prototypes from the start
// (docs/decisions/147b-old-generation-per-request.md).
//
// Express gives each request and answer its prototype when they reach the
// app (`Object.setPrototypeOf` in its init middleware), after Node built
// them. On Node 20's V8 every property added to an object after such a
// change (req.next, req.query, res.locals, the compression middleware's
// res.write and res.end, ...) makes a hidden class of its own, per request,
// in the old generation: a few kB per request that only a major collection
// frees. Built as instances of these subclasses, the objects already have
// the prototype Express would set (so its call changes nothing) and share
// their hidden classes from one request to the next.
import http from 'node:http'

/**
 * An http.Server for `app` (not yet listening).
 * @param {import('express').Express} app
 */
export function expressServer(app) {
  class Request extends http.IncomingMessage {}
  class Response extends http.ServerResponse {}
  // keep Express's chain (app.request: `app`, then express.request, then
  // IncomingMessage.prototype) and let its init find its prototype in place
  Object.setPrototypeOf(Request.prototype, app.request)
  Object.setPrototypeOf(Response.prototype, app.response)
  app.request = /** @type {import('express').Request} */ (/** @type {unknown} */ (Request.prototype))
  app.response = /** @type {import('express').Response} */ (/** @type {unknown} */ (Response.prototype))
  return http.createServer(
    {
      IncomingMessage: /** @type {typeof http.IncomingMessage} */ (Request),
      ServerResponse: /** @type {typeof http.ServerResponse} */ (/** @type {unknown} */ (Response)),
    },
    app,
  )
}
