import { db } from '~/server/db.server'
import { logError } from '~/server/log.server'

/**
 * For a load balancer, a container healthcheck or a monitor: 200 "ok" when this process answers
 * and can read the database, 503 otherwise.
 */
export function loader() {
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  try {
    db.$client.prepare('SELECT count(*) FROM sectors').pluck().get()
    return new Response('ok', { headers })
  } catch (error) {
    logError(error)
    return new Response('database unavailable', { status: 503, headers })
  }
}
