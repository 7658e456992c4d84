import { isRouteErrorResponse } from '@remix-run/react'
import { logLine } from '../../server/log.js'

export { logLine as logEvent }

const errorFields = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) }

/** Something failed that should not have: the error with its stack, in the one line. */
export function logError(error: unknown, event = 'unexpected-error') {
  logLine('error', event, { error: errorFields(error) })
}

const DATA_PARAM_WARNING = 'Warning: Single fetch-enabled apps should not be making ?_data requests'

/**
 * Remix's report of an error while answering a request. A thrown 4xx is the request's fault and
 * expected (a missing page, a refused form): nothing to log, the request's own line says its
 * status; so is a `?_data=` URL, which Remix still answers after its warning. The rest is logged
 * with its stack.
 */
export function logRequestError(error: unknown, request: Request) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error
    if (cause && error.status >= 500) logError(cause, 'request-error')
    return
  }
  if (error instanceof Error && error.message.startsWith(DATA_PARAM_WARNING)) return
  // Remix itself aborts an action whose Origin is another site (answering an empty 500) before
  // any route code runs: that is a refused attack, not a fault of ours.
  if (error instanceof Error && /does not match `origin` header|needed to compare the `origin` header/.test(error.message)) {
    logLine('warn', 'cross-site-refused', { method: request.method, path: new URL(request.url).pathname })
    return
  }
  logError(error, 'request-error')
}
