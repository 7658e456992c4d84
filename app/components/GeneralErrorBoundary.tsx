import { isRouteErrorResponse, useRouteError, type ErrorResponse } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorPage } from '~/components/ErrorPage'
import { NotFoundPage } from '~/components/NotFoundPage'

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode

// A thrown Response's text is ours (a short Spanish sentence), never a stack or user input.
const refusalText = (error: ErrorResponse) => (typeof error.data === 'string' && error.data.length > 0 ? error.data : undefined)

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => <NotFoundPage />,
  // A guard's refusal says in its body what the account may not do.
  403: ({ error }) => <ErrorPage status={403} title="No podés hacer esto con tu cuenta" message={refusalText(error)} />,
}

/** The one error boundary every route delegates to, with per-status pages. */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler = () => <ErrorPage />,
}: {
  statusHandlers?: Record<number, StatusHandler>
  unexpectedErrorHandler?: (error: unknown) => ReactNode
}) {
  const error = useRouteError()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status]
    if (handler) return <>{handler({ error })}</>
    return <ErrorPage status={error.status} message={refusalText(error)} />
  }
  return <>{unexpectedErrorHandler(error)}</>
}
