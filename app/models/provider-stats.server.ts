import { sql } from 'drizzle-orm'
import type { ListingEventKind } from '~/constants'
import type { Db } from '~/server/sqlite.server'
import { buenosAiresToday } from '~/utils/verification'

/** Calendar days in Buenos Aires, `YYYY-MM-DD`: from `start` up to, not including, `end`. */
export type StatsPeriod = { start: string; end: string }

const DAY_MS = 86_400_000

export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a Buenos Aires day starts (UTC−3 all year, no daylight saving). */
const startOf = (day: string) => Date.parse(`${day}T00:00:00-03:00`)

/** The last `days` days, today included. */
export function lastDays(today: string, days: number): StatsPeriod {
  return { start: addDays(today, 1 - days), end: addDays(today, 1) }
}

/** The last `weeks` weeks, Monday to Sunday, oldest first; the last is the current week. */
export function lastWeeks(today: string, weeks: number): StatsPeriod[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const monday = addDays(today, -((weekday + 6) % 7))
  return Array.from({ length: weeks }, (_, index) => {
    const start = addDays(monday, (index - weeks + 1) * 7)
    return { start, end: addDays(start, 7) }
  })
}

type Counts = {
  views: number
  phone: number
  whatsapp: number
  website: number
  favorites: number
  consultas: number
  solicitudes: number
  /** Consultas and solicitudes of the period that got an answer (at any time since). */
  answered: number
  offersSent: number
  offersAccepted: number
}

export type StatsFigures = Counts & {
  /** Of the consultas and solicitudes received in the period, rounded; null when none came. */
  answeredPercent: number | null
  /** Minutes from receiving to the first answer, the median over those answered; null when none. */
  medianAnswerMinutes: number | null
}

type Bucket = Counts & { answerTimes: number[] }

const emptyBucket = (): Bucket => ({
  views: 0,
  phone: 0,
  whatsapp: 0,
  website: 0,
  favorites: 0,
  consultas: 0,
  solicitudes: 0,
  answered: 0,
  offersSent: 0,
  offersAccepted: 0,
  answerTimes: [],
})

const EVENT_FIGURES: Record<ListingEventKind, keyof Counts> = { view: 'views', phone: 'phone', whatsapp: 'whatsapp', website: 'website' }

function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function figuresOf(bucket: Bucket): StatsFigures {
  const { answerTimes, ...counts } = bucket
  const received = counts.consultas + counts.solicitudes
  const middle = median(answerTimes)
  return {
    ...counts,
    answeredPercent: received ? Math.round((counts.answered / received) * 100) : null,
    medianAnswerMinutes: middle === null ? null : Math.round(middle / 60_000),
  }
}

function sumBuckets(buckets: Bucket[]): Bucket {
  const total = emptyBucket()
  for (const bucket of buckets) {
    for (const key of Object.keys(total) as (keyof Bucket)[]) {
      if (key === 'answerTimes') total.answerTimes.push(...bucket.answerTimes)
      else total[key] += bucket[key]
    }
  }
  return total
}

export type ProviderStats = {
  periods: StatsPeriod[]
  /** Every listing of the provider, shown or not. */
  ownListings: { id: number; name: string }[]
  listings: { id: number; name: string; figures: StatsFigures[] }[]
  /** All the listings shown together, period by period. */
  total: StatsFigures[]
}

/**
 * A provider's figures for each period, per listing and in total, from what its listings
 * received: views and contact clicks (one per viewer and day), favourites added, consultas about
 * a listing and solicitudes routed through it, and the offers it sent and had accepted. A
 * consulta or solicitud counts in the period it arrived, with whether and how fast it was answered
 * (a solicitud by an offer or 'No me interesa', a consulta by a message). `listingId` narrows to
 * one listing; null when that listing is not the provider's.
 */
export function getProviderStats(
  db: Db,
  { profileId, periods, listingId }: { profileId: number; periods: StatsPeriod[]; listingId?: number | null },
): ProviderStats | null {
  // A provider's listings share its business name: each is told apart by its trade and locality.
  const own = db.all<{ id: number; name: string }>(
    sql`SELECT l.id, s.name || ' en ' || l.localidad AS name FROM listings l
      JOIN subsectors s ON s.sector_slug = l.sector_slug AND s.slug = l.subsector_slug
      WHERE l.profile_id = ${profileId} ORDER BY name, l.id`,
  )
  const shown = listingId == null ? own : own.filter((listing) => listing.id === listingId)
  if (listingId != null && shown.length === 0) return null

  const buckets = new Map(shown.map((listing) => [listing.id, periods.map(emptyBucket)]))
  const from = periods.reduce((first, period) => (period.start < first ? period.start : first), periods[0]!.start)
  const to = periods.reduce((last, period) => (period.end > last ? period.end : last), periods[0]!.end)
  const [fromMs, toMs] = [startOf(from), startOf(to)]
  const listed = sql`(${sql.join(
    shown.map((listing) => sql`${listing.id}`),
    sql`, `,
  )})`
  const add = (listing: number | null, day: string, apply: (bucket: Bucket) => void) => {
    const periodBuckets = listing === null ? undefined : buckets.get(listing)
    if (!periodBuckets) return
    periods.forEach((period, index) => {
      if (period.start <= day && day < period.end) apply(periodBuckets[index]!)
    })
  }
  const addAt = (listing: number | null, at: number, apply: (bucket: Bucket) => void) => add(listing, buenosAiresToday(new Date(at)), apply)
  const received = (kind: 'consultas' | 'solicitudes', at: number, answeredAt: number | null) => (bucket: Bucket) => {
    bucket[kind]++
    if (answeredAt === null) return
    bucket.answered++
    bucket.answerTimes.push(answeredAt - at)
  }

  if (shown.length === 0) return { periods, ownListings: own, listings: [], total: periods.map(() => figuresOf(emptyBucket())) }

  for (const row of db.all<{ listingId: number; day: string; kind: ListingEventKind; n: number }>(
    sql`SELECT listing_id AS listingId, day, kind, count(*) AS n FROM listing_events
        WHERE listing_id IN ${listed} AND day >= ${from} AND day < ${to}
        GROUP BY listing_id, day, kind`,
  )) {
    add(row.listingId, row.day, (bucket) => (bucket[EVENT_FIGURES[row.kind]] += row.n))
  }
  for (const row of db.all<{ listingId: number; at: number }>(
    sql`SELECT listing_id AS listingId, created_at AS at FROM favorites
        WHERE listing_id IN ${listed} AND created_at >= ${fromMs} AND created_at < ${toMs}`,
  )) {
    addAt(row.listingId, row.at, (bucket) => bucket.favorites++)
  }
  for (const row of db.all<{ listingId: number; at: number; answeredAt: number | null }>(
    sql`SELECT c.listing_id AS listingId, c.created_at AS at,
          (SELECT min(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_user_id = c.provider_user_id) AS answeredAt
        FROM conversations c
        WHERE c.provider_user_id = (SELECT user_id FROM provider_profiles WHERE id = ${profileId})
          AND c.listing_id IN ${listed} AND c.recipient_id IS NULL AND c.created_at >= ${fromMs} AND c.created_at < ${toMs}`,
  )) {
    addAt(row.listingId, row.at, received('consultas', row.at, row.answeredAt))
  }
  for (const row of db.all<{ listingId: number; at: number; answeredAt: number | null }>(
    sql`SELECT listing_id AS listingId, sent_at AS at, responded_at AS answeredAt FROM quote_request_recipients
        WHERE profile_id = ${profileId} AND listing_id IN ${listed} AND sent_at >= ${fromMs} AND sent_at < ${toMs}`,
  )) {
    addAt(row.listingId, row.at, received('solicitudes', row.at, row.answeredAt))
  }
  for (const row of db.all<{ listingId: number; at: number }>(
    sql`SELECT r.listing_id AS listingId, o.created_at AS at FROM quote_request_recipients r JOIN offers o ON o.recipient_id = r.id
        WHERE r.profile_id = ${profileId} AND r.listing_id IN ${listed} AND o.created_at >= ${fromMs} AND o.created_at < ${toMs}`,
  )) {
    addAt(row.listingId, row.at, (bucket) => bucket.offersSent++)
  }
  for (const row of db.all<{ listingId: number; at: number }>(
    sql`SELECT r.listing_id AS listingId, q.closed_at AS at FROM quote_requests q
          JOIN offers o ON o.id = q.accepted_offer_id JOIN quote_request_recipients r ON r.id = o.recipient_id
        WHERE q.accepted_profile_id = ${profileId} AND q.status = 'accepted' AND r.listing_id IN ${listed}
          AND q.closed_at >= ${fromMs} AND q.closed_at < ${toMs}`,
  )) {
    addAt(row.listingId, row.at, (bucket) => bucket.offersAccepted++)
  }

  return {
    periods,
    ownListings: own,
    listings: shown.map((listing) => ({ ...listing, figures: buckets.get(listing.id)!.map(figuresOf) })),
    total: periods.map((_, index) => figuresOf(sumBuckets(shown.map((listing) => buckets.get(listing.id)![index]!)))),
  }
}
