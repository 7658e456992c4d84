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

singleton('housekeeping', () => startHousekeeping(db))

// server.js calls it once the last request has been answered.
export { closeDatabase }
// server.js asks it about every write before Remix runs an action.
export { createRequestGate } from '~/server/request-gate.server'
// server.js answers anyone but staff from the build without the console.
export { createConsoleGate } from '~/server/console-gate.server'

export const streamTimeout = 5_000

/**
 * Every page is sent whole (onAllReady): readers without JavaScript get the full document,
 * and nothing in the app defers data, so streaming the shell first would gain nothing. Sending
 * it as one buffer rather than React's 2 KB chunks spares a trip through the web stream, the
 * compression middleware and the socket per chunk. The chunks are gathered as React writes
 * them (node:stream/consumers would copy them through a Blob: ~0.1–0.3 ms a page).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = crypto.randomBytes(16).toString('base64')
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
          applySecurityHeaders(responseHeaders, { nonce })
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
              const page =
                marker === -1
                  ? html
                  : Buffer.concat([
                      html.subarray(0, marker),
                      Buffer.from(stylesheetFor(html.toString('latin1'))),
                      html.subarray(marker + STYLESHEET_MARKER.length),
                    ])
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }))
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

/** Single-fetch `.data` responses carry no HTML, so they need every header but no nonce. */
export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers)
  return response
}

/**
 * The details of an unexpected error stay in the server log; in production Remix sends the
 * browser only a generic message, which the error boundary replaces with ErrorPage.
 */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request)
