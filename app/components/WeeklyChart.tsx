import { axisMax, barHeight, CHART_HEIGHT, CHART_WIDTH, PLOT_HEIGHT, PLOT_LEFT, PLOT_TOP, PLOT_WIDTH } from '~/utils/chart'
import { shortDay } from '~/utils/stats'
import * as styles from './WeeklyChart.css'

/** `label` names the whole week ('2/11 al 8/11'), `start` its Monday. */
export type ChartWeek = { start: string; label: string; value: number }

const BAR_GAP = 4
const BASELINE = PLOT_TOP + PLOT_HEIGHT

/**
 * A bar per week, drawn on the server so it shows without JavaScript, and the same numbers in a
 * table beside it. The drawing has a title and description for screen readers, and each bar a
 * title with its week and value.
 */
export function WeeklyChart({ id, title, weeks }: { id: string; title: string; weeks: readonly ChartWeek[] }) {
  const top = axisMax(weeks.map((week) => week.value))
  const slot = PLOT_WIDTH / weeks.length
  const total = weeks.reduce((sum, week) => sum + week.value, 0)
  return (
    <figure className={styles.root} aria-labelledby={`${id}-caption`}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-axis-max={top}
      >
        <title id={`${id}-title`}>{`${title}, por semana`}</title>
        <desc id={`${id}-desc`}>
          {`Una barra por semana, ${weeks.length} semanas: ${total} en total. El eje vertical va de 0 a ${top}.`}
        </desc>
        {[0, top / 2, top].map((tick) => {
          const y = BASELINE - barHeight(tick, top)
          return (
            <g key={tick}>
              <line className={tick === 0 ? styles.axis : styles.grid} x1={PLOT_LEFT} x2={PLOT_LEFT + PLOT_WIDTH} y1={y} y2={y} />
              <text className={styles.label} x={PLOT_LEFT - 4} y={y + 3} textAnchor="end">
                {Number.isInteger(tick) ? tick : tick.toLocaleString('es-AR')}
              </text>
            </g>
          )
        })}
        <text className={styles.label} transform={`translate(10 ${PLOT_TOP + PLOT_HEIGHT / 2}) rotate(-90)`} textAnchor="middle">
          Cantidad
        </text>
        {weeks.map((week, index) => {
          const height = barHeight(week.value, top)
          const x = PLOT_LEFT + index * slot
          return (
            <g key={week.start}>
              <rect
                className={styles.bar}
                x={x + BAR_GAP / 2}
                y={BASELINE - height}
                width={slot - BAR_GAP}
                height={height}
                data-week={week.start}
              >
                <title>{`Semana del ${shortDay(week.start)}: ${week.value}`}</title>
              </rect>
              {index % 2 === 0 ? (
                <text className={styles.label} x={x + slot / 2} y={BASELINE + 14} textAnchor="middle">
                  {shortDay(week.start)}
                </text>
              ) : null}
            </g>
          )
        })}
        <text className={styles.label} x={PLOT_LEFT + PLOT_WIDTH / 2} y={CHART_HEIGHT - 6} textAnchor="middle">
          Semana (desde el lunes)
        </text>
      </svg>
      <table className={styles.numbers}>
        <caption id={`${id}-caption`}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Semana</th>
            <th scope="col">Cantidad</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{week.label}</th>
              <td>{week.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
