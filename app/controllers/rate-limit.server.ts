import { data, type HeadersFunction } from '@remix-run/node'
import type { RateLimitName } from '~/constants'
import { consumeRateLimit } from '~/models/rate-limits.server'
import { getClientIp } from '../server/request.server'
import type { Db } from '../server/sqlite.server'

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Demasiados intentos. Esperá ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} y volvé a intentar.`
}

/**
 * Counts one attempt; when it goes over the limit, returns what a 429 answer needs: the Spanish
 * message to show next to the form and the Retry-After header.
 */
export function rateLimitReply(db: Db, name: RateLimitName, subject: string) {
  const state = consumeRateLimit(db, name, subject)
  if (!state.limited) return null
  return {
    message: tooManyAttemptsMessage(state.retryAfterSeconds),
    headers: { 'Retry-After': String(state.retryAfterSeconds) },
  }
}

/**
 * Route `headers` export for forms that can answer 429: a document response only carries the
 * headers a route hands on, and a refused browser needs to know when to come back.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

/**
 * The answer to an e-mailed link whose token is unknown, spent or expired: `message` next to the
 * page's button, or the 429 once the address has presented too many bad tokens.
 */
export function badTokenReply(db: Db, request: Request, message: string) {
  const limited = rateLimitReply(db, 'invalidTokensPerIp', getClientIp(request))
  if (limited) return data({ message: limited.message }, { status: 429, headers: limited.headers })
  return data({ message }, { status: 400 })
}
