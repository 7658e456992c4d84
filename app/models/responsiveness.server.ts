import { sql } from 'drizzle-orm'
import { RESPONSIVENESS_GRACE_MS, RESPONSIVENESS_MIN_REQUESTS, RESPONSIVENESS_WINDOW_MS } from '~/constants'
import type { Db } from '~/server/sqlite.server'

const HOUR_MS = 60 * 60_000

export type Responsiveness = {
  /** 'Responde en menos de {N} horas': the median time to the first answer, rounded up to whole hours; null without answers. */
  hoursUnder: number | null
  /** 'Respondió el {P} % de las solicitudes', rounded to the nearest whole percent. */
  answeredPercent: number
}

/**
 * How a provider answers the solicitudes that reached it in the last 90 days and more than 48
 * hours ago (a request that arrived minutes ago is no unanswered one yet), or null below
 * RESPONSIVENESS_MIN_REQUESTS of them (too few to say anything). An answer is an offer sent or
 * 'No me interesa', whichever came first (responded_at); a request without one counts as
 * unanswered and has no time.
 */
export function getResponsiveness(db: Db, profileId: number, now = Date.now()): Responsiveness | null {
  const received = db.all<{ sentAt: number; respondedAt: number | null }>(sql`
    SELECT sent_at AS sentAt, responded_at AS respondedAt FROM quote_request_recipients
    WHERE profile_id = ${profileId} AND sent_at > ${now - RESPONSIVENESS_WINDOW_MS} AND sent_at <= ${now - RESPONSIVENESS_GRACE_MS}`)
  if (received.length < RESPONSIVENESS_MIN_REQUESTS) return null
  const answerTimes = received
    .flatMap(({ sentAt, respondedAt }) => (respondedAt === null ? [] : [respondedAt - sentAt]))
    .sort((a, b) => a - b)
  const median = medianOf(answerTimes)
  return {
    hoursUnder: median === null ? null : Math.max(1, Math.ceil(median / HOUR_MS)),
    answeredPercent: Math.round((answerTimes.length / received.length) * 100),
  }
}

function medianOf(sorted: number[]) {
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
