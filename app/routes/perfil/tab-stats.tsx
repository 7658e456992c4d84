import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { WeeklyChart } from '~/components/WeeklyChart'
import { Button, ButtonLink } from '~/components/ui/Button'
import { SelectField } from '~/components/ui/Field'
import type { StatsFigures } from '~/models/provider-stats.server'
import type { StatsTabData } from '~/controllers/provider-stats.server'
import { CHARTED_STATS, formatMinutes, formatPercent, STAT_KEYS, STAT_LABELS, type StatKey } from '~/utils/stats'
import * as styles from './route.css'
import { numbers as figuresTable } from '~/components/WeeklyChart.css'
import * as statsStyles from './tab-stats.css'

export const STATS_CSV_PATH = '/perfil/estadisticas.csv'
export const STATS_PROVIDERS_ONLY = 'Las estadísticas son solo para cuentas de proveedor.'

/** The share answered stands for the count of answers in the totals. */
const TOTAL_ROWS = STAT_KEYS.filter((key) => key !== 'answered')

function formatFigure(figures: StatsFigures, key: StatKey) {
  if (key === 'answeredPercent') return formatPercent(figures.answeredPercent)
  if (key === 'medianAnswerMinutes') return formatMinutes(figures.medianAnswerMinutes)
  return String(figures[key])
}

export default function StatsTab({ stats }: { stats: StatsTabData }) {
  if (!stats) return <p className={styles.empty}>{STATS_PROVIDERS_ONLY}</p>
  if (stats.choices.length === 0) {
    return (
      <p className={styles.empty}>
        Todavía no publicaste servicios: las estadísticas empiezan con tu primer servicio.{' '}
        <Link to="/publicar-servicio">Publicar Servicio</Link>
      </p>
    )
  }
  const csvHref = stats.listingId === null ? STATS_CSV_PATH : `${STATS_CSV_PATH}?servicio=${stats.listingId}`
  return (
    <div className={statsStyles.root}>
      {stats.choices.length > 1 ? (
        <Form method="get" action="/perfil" className={statsStyles.filter}>
          <input type="hidden" name="tab" value="estadisticas" />
          <SelectField label="Servicio" selectProps={{ id: 'stats-listing', name: 'servicio', defaultValue: stats.listingId ?? '' }}>
            <option value="">Todos los servicios</option>
            {stats.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" size="sm">
            Ver
          </Button>
        </Form>
      ) : null}

      <StatsSection id="stats-totals" title="Últimos 30 días">
        <div className={statsStyles.scroller} role="region" aria-labelledby="stats-totals-caption" tabIndex={0}>
          <table className={figuresTable}>
            <caption id="stats-totals-caption">Totales {stats.totalDays}, por servicio</caption>
            <thead>
              <tr>
                <th scope="col">Cifra</th>
                {stats.rows.map((row) => (
                  <th key={row.id} scope="col">
                    {row.name}
                  </th>
                ))}
                {stats.rows.length > 1 ? <th scope="col">Total</th> : null}
              </tr>
            </thead>
            <tbody>
              {TOTAL_ROWS.map((key) => (
                <tr key={key}>
                  <th scope="row">{STAT_LABELS[key]}</th>
                  {stats.rows.map((row) => (
                    <td key={row.id}>{formatFigure(row.figures, key)}</td>
                  ))}
                  {stats.rows.length > 1 ? <td>{formatFigure(stats.total, key)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </StatsSection>

      {stats.premium ? <WeeklyDetail weeks={stats.weeks} csvHref={csvHref} /> : <PremiumPitch />}

      <WhatWeCount />
    </div>
  )
}

function WeeklyDetail({ weeks, csvHref }: { weeks: NonNullable<StatsTabData>['weeks']; csvHref: string }) {
  return (
    <StatsSection id="stats-weekly" title="Semana por semana">
      <p className={styles.empty}>
        Las últimas {weeks.length} semanas, de lunes a domingo en hora de Buenos Aires; la última es la actual.
      </p>
      <p>
        <a href={csvHref} download>
          Descargar CSV
        </a>
      </p>
      {CHARTED_STATS.map((key) => (
        <WeeklyChart
          key={key}
          id={`chart-${key}`}
          title={STAT_LABELS[key]}
          weeks={weeks.map((week) => ({ start: week.start, label: week.label, value: week.figures[key] }))}
        />
      ))}
      <div className={statsStyles.scroller} role="region" aria-labelledby="stats-answers-caption" tabIndex={0}>
        <table className={figuresTable}>
          <caption id="stats-answers-caption">Respuestas por semana</caption>
          <thead>
            <tr>
              <th scope="col">Semana</th>
              <th scope="col">Recibidas</th>
              <th scope="col">{STAT_LABELS.answered}</th>
              <th scope="col">{STAT_LABELS.answeredPercent}</th>
              <th scope="col">{STAT_LABELS.medianAnswerMinutes}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map(({ start, label, figures }) => (
              <tr key={start}>
                <th scope="row">{label}</th>
                <td>{figures.consultas + figures.solicitudes}</td>
                <td>{figures.answered}</td>
                <td>{formatPercent(figures.answeredPercent)}</td>
                <td>{formatMinutes(figures.medianAnswerMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StatsSection>
  )
}

function PremiumPitch() {
  return (
    <section className={statsStyles.pitch} aria-labelledby="stats-pitch">
      <h3 id="stats-pitch" className={styles.subTitle}>
        Estadísticas detalladas con Premium
      </h3>
      <p>
        Con el plan Premium ves estas cifras semana por semana en las últimas 12 semanas, con gráficos, y las descargás en CSV para saber de
        dónde vienen tus contactos.
      </p>
      <ButtonLink to="/upgrade" variant="accent" size="sm">
        Actualizar a Premium
      </ButtonLink>
    </section>
  )
}

function WhatWeCount() {
  const items = [
    'Visitas: cada persona cuenta una vez por día y por servicio cuando abre la página del servicio o la de tu perfil con JavaScript activado. Las visitas sin JavaScript no se cuentan.',
    'Clics: en tu teléfono, WhatsApp o sitio web, una vez por persona, día y servicio, desde las páginas que funcionan con JavaScript.',
    'No contamos tus propias visitas ni las de buscadores y robots.',
    'No guardamos direcciones IP: para contar una vez por día guardamos una huella cifrada con una clave que cambia cada día y no se guarda.',
    'Favoritos: las veces que te agregaron en el período; si después te quitaron, esa vez ya no se cuenta.',
    'Consultas y solicitudes: las que recibiste sobre tus servicios, en la semana en que llegaron. Respondidas: consultas con tu respuesta y solicitudes con presupuesto o "No me interesa"; la mediana es el tiempo desde que llegaron hasta tu primera respuesta.',
    'Presupuestos: los enviados, en la semana en que los enviaste; los aceptados, en la semana en que el cliente los aceptó.',
    'Los días y las semanas (de lunes a domingo) son de la hora de Buenos Aires.',
  ]
  return (
    <StatsSection id="stats-counted" title="Qué contamos">
      <ul className={statsStyles.notes}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </StatsSection>
  )
}

function StatsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={statsStyles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}
