import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import type { EntryContext, HandleErrorFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { startHousekeeping } from '~/models/housekeeping.server'
import { NonceProvider } from '~/utils/nonce-provider'
import { ServerDocumentProvider } from '~/utils/document-provider'
import { closeDatabase, db } from '~/server/db.server'
import { logError, logRequestError } from '~/server/log.server'
import { applySecurityHeaders } from '~/server/security-headers.server'
import { singleton } from '~/server/singleton.server'
import { STYLESHEET_MARKER, stylesheetFor } from '~/server/stylesheet.server'
import { needsJavaScript } from '~/utils/hydration'

singleton('housekeeping', () => startHousekeeping(db))

// server.js calls it once the last request has been answered.
export { closeDatabase }
// server.js asks it about every write before Remix runs an action.
export { createRequestGate } from '~/server/request-gate.server'
// server.js answers addresses no page has before the app, and gives every answer the security
// headers a resource route's own Response may lack (documents and data set theirs).
export { refuseAddress } from '~/server/request-gate.server'
export { securityHeaders } from '~/server/security-headers.server'
// server.js answers anyone but staff from the build without the console.
export { createConsoleGate } from '~/server/console-gate.server'

export const streamTimeout = 5_000

/** How long a proxy in front may answer visitors with a page it keeps (decision 005). */
const PROXY_CACHE_SECONDS = 30

/**
 * Every page is sent whole (onAllReady): readers without JavaScript get the full document,
 * and nothing in the app defers data, so streaming the shell first would gain nothing. Sending
 * it as one buffer rather than React's 2 KB chunks spares a trip through the web stream, the
 * compression middleware and the socket per chunk. The chunks are gathered as React writes
 * them (node:stream/consumers would copy them through a Blob: ~0.1–0.3 ms a page).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  // Only a page that hydrates runs inline script; a reading page needs no nonce, so it can be
  // cached and revalidated as it is (decision 005).
  const hydrates = pageHydrates(remixContext)
  const nonce = hydrates ? crypto.randomBytes(16).toString('base64') : undefined
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerDocumentProvider value={{ stylesheet: STYLESHEET_MARKER, status: responseStatusCode }}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </ServerDocumentProvider>
      </NonceProvider>,
      {
        onAllReady() {
          shellRendered = true
          clearTimeout(abortTimer)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          const chunks: Buffer[] = []
          const body = new Writable({
            // React aborts a render, even a finished one, when its destination emits 'close', and
            // then ends the stream a second time: without the event that error is never made.
            emitClose: false,
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              const html = Buffer.concat(chunks)
              // The head's style element comes before any content: the first marker is the document's own.
              const marker = html.indexOf(STYLESHEET_MARKER)
              // The page stays bytes: decoding it to a string and encoding it again cost more than its
              // compression. Class names are ASCII, so reading the bytes as latin1 finds them all.
              const stylesheet = marker === -1 ? null : stylesheetFor(html.toString('latin1'))
              const page =
                stylesheet === null
                  ? html
                  : Buffer.concat([html.subarray(0, marker), Buffer.from(stylesheet), html.subarray(marker + STYLESHEET_MARKER.length)])
              applySecurityHeaders(responseHeaders, nonce ? { nonce } : { styleHashes: stylesheet === null ? [] : [sha256(stylesheet)] })
              resolve(withCaching(request, responseHeaders, responseStatusCode, page, { personal: hydrates }))
              callback()
            },
          })
          body.once('error', reject)
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are already handled by the error boundary; log the rest.
          if (shellRendered) logError(error, 'render-error')
        },
      },
    )
    const abortTimer = setTimeout(abort, streamTimeout + 1000)
  })
}

function pageHydrates({ staticHandlerContext, routeModules }: EntryContext) {
  return needsJavaScript(staticHandlerContext.matches.map((match) => ({ handle: routeModules[match.route.id]?.handle })))
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64')

/**
 * A visitor without cookies gets a reading page anyone may get: a proxy in front may keep it for
 * PROXY_CACHE_SECONDS and the browser revalidates it by its ETag (a 304 without the page when it
 * has not changed). Anyone with a cookie gets a page for them alone, never kept by a proxy and
 * asked for afresh each time, so a member sees their own writes at once; a page that hydrates (a
 * workspace page, with its own nonce) is not even kept by the browser.
 */
function withCaching(request: Request, headers: Headers, status: number, page: Buffer<ArrayBuffer>, { personal }: { personal: boolean }) {
  headers.append('Vary', 'Cookie')
  const shared =
    !personal && status === 200 && !request.headers.has('Cookie') && !headers.has('Set-Cookie') && !headers.has('Cache-Control')
  if (!shared) {
    // A workspace page (messages, requests, the profile) is kept nowhere, not even by the browser.
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', personal ? 'private, no-store' : 'private, no-cache')
    return new Response(page, { headers, status })
  }
  const etag = `W/"${crypto.createHash('sha1').update(page).digest('base64url')}"`
  headers.set('ETag', etag)
  headers.set('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${PROXY_CACHE_SECONDS}`)
  if (
    request.headers
      .get('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { headers, status: 304 })
  return new Response(page, { headers, status })
}

/**
 * Single-fetch `.data` responses: only pages that hydrate ask for them, and what they carry is a
 * member's own: kept nowhere. Their security headers are the server's defaults (no nonce).
 */
export function handleDataRequest(response: Response) {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * The details of an unexpected error stay in the server log; in production Remix sends the
 * browser only a generic message, which the error boundary replaces with ErrorPage.
 */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request)
