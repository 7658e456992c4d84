import { STATS_TOTAL_DAYS, STATS_WEEKS } from '~/constants'
import { addDays, getProviderStats, lastDays, lastWeeks, type StatsFigures } from '~/models/provider-stats.server'
import { db } from '~/server/db.server'
import type { SessionUser } from '~/server/session.server'
import { toCsv } from '~/utils/csv'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { shortDay, STAT_KEYS, STAT_LABELS, weekLabel, type StatKey } from '~/utils/stats'
import { buenosAiresToday } from '~/utils/verification'

/** `?servicio=` narrows to one of the provider's listings; anything else there is a 404, like another's listing. */
function listingOf(url: URL) {
  const param = url.searchParams.get('servicio')
  if (param === null || param === '') return null
  return parsePositiveInt(param) ?? notFound()
}

function statsFor(user: SessionUser, url: URL, { weekly }: { weekly: boolean }) {
  const today = buenosAiresToday()
  const listingId = listingOf(url)
  const totalDays = lastDays(today, STATS_TOTAL_DAYS)
  const weeks = weekly ? lastWeeks(today, STATS_WEEKS) : []
  const stats = getProviderStats(db, { profileId: user.profileId, periods: [totalDays, ...weeks], listingId }) ?? notFound()
  return { listingId, totalDays, weeks, stats }
}

/** The 'Estadísticas' tab: 30-day totals for everyone, and week by week for premium. Null for a builder. */
export function loadStatsTab(user: SessionUser, url: URL) {
  if (user.role !== 'proveedor') return { stats: null }
  const premium = user.plan === 'premium'
  const { listingId, totalDays, weeks, stats } = statsFor(user, url, { weekly: premium })
  return {
    stats: {
      premium,
      listingId,
      /** Every listing of the provider, for the 'Servicio' choice. */
      choices: stats.ownListings,
      totalDays: `del ${shortDay(totalDays.start)} al ${shortDay(addDays(totalDays.end, -1))}`,
      rows: stats.listings.map((listing) => ({ id: listing.id, name: listing.name, figures: listing.figures[0]! })),
      total: stats.total[0]!,
      weeks: weeks.map((week, index) => ({ start: week.start, label: weekLabel(week), figures: stats.total[index + 1]! })),
    },
  }
}

export type StatsTabData = ReturnType<typeof loadStatsTab>['stats']

const csvValue = (figures: StatsFigures, key: StatKey) => figures[key] ?? ''

/** The weekly figures as CSV: a row per week and listing, and one for all listings together. */
export function statsCsv(user: SessionUser, url: URL) {
  const { weeks, stats } = statsFor(user, url, { weekly: true })
  const series = [
    ...stats.listings.map((listing) => ({ name: listing.name, figures: listing.figures })),
    { name: 'Todos los servicios', figures: stats.total },
  ]
  const rows = weeks.flatMap((week, index) =>
    series.map(({ name, figures }) => [
      week.start,
      addDays(week.end, -1),
      name,
      ...STAT_KEYS.map((key) => csvValue(figures[index + 1]!, key)),
    ]),
  )
  const header = [
    'Semana (lunes)',
    'Hasta (domingo)',
    'Servicio',
    ...STAT_KEYS.map((key) => (key === 'medianAnswerMinutes' ? `${STAT_LABELS[key]} (minutos)` : STAT_LABELS[key])),
  ]
  return toCsv([header, ...rows])
}
