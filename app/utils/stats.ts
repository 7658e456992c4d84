/* The statistics' names and formats, shared by the 'Estadísticas' tab and its CSV. */

export const STAT_LABELS = {
  views: 'Visitas al perfil',
  phone: 'Clics en el teléfono',
  whatsapp: 'Clics en WhatsApp',
  website: 'Clics en el sitio web',
  favorites: 'Agregado a favoritos',
  consultas: 'Consultas recibidas',
  solicitudes: 'Solicitudes recibidas',
  answered: 'Respondidas',
  answeredPercent: 'Respondidas (%)',
  medianAnswerMinutes: 'Mediana de la primera respuesta',
  offersSent: 'Presupuestos enviados',
  offersAccepted: 'Presupuestos aceptados',
} as const
export type StatKey = keyof typeof STAT_LABELS

export const STAT_KEYS = Object.keys(STAT_LABELS) as StatKey[]

type AnswerStat = 'answered' | 'answeredPercent' | 'medianAnswerMinutes'
const ANSWER_STATS: readonly StatKey[] = ['answered', 'answeredPercent', 'medianAnswerMinutes'] satisfies AnswerStat[]

/** The counts drawn week by week; the answers (a share, a median) go in a table of their own. */
export const CHARTED_STATS = STAT_KEYS.filter((key) => !ANSWER_STATS.includes(key)) as Exclude<StatKey, AnswerStat>[]

/** `2026-11-02` → `2/11`. */
export function shortDay(isoDay: string) {
  const [, month, day] = isoDay.split('-')
  return `${Number(day)}/${Number(month)}`
}

export function formatMinutes(minutes: number | null) {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

export const formatPercent = (percent: number | null) => (percent === null ? '—' : `${percent} %`)

/** A Monday-to-Sunday week given as its days `[start, end)`, as `2/11 al 8/11`. */
export function weekLabel({ start, end }: { start: string; end: string }) {
  const sunday = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  return `${shortDay(start)} al ${shortDay(sunday)}`
}
