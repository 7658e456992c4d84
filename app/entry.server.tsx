import { PassThrough } from 'node:stream'
import type { EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { seedDemoDataIfEmpty } from '~/utils/demo-data.server'

// Runs once when the server loads the build, before it answers the first request.
await seedDemoDataIfEmpty()

export const streamTimeout = 5_000

/**
 * Every page is sent whole (onAllReady): readers without JavaScript get the full document,
 * and nothing in the app defers data, so streaming the shell first would gain nothing.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true
        const body = new PassThrough()
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        )
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // Errors after the shell are already handled by the error boundary; log the rest.
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}
