import * as styles from './PlanLimitNotices.css'

/** What an account keeps above the free plan's limits and what it must do to add more; nothing when within them. */
export function PlanLimitNotices({ notices }: { notices: ReadonlyArray<string | null> }) {
  const shown = notices.filter((notice): notice is string => notice !== null)
  if (shown.length === 0) return null
  return (
    <ul className={styles.root} aria-label="Límites del plan Gratuito">
      {shown.map((notice) => (
        <li key={notice} className={styles.notice}>
          {notice}
        </li>
      ))}
    </ul>
  )
}
