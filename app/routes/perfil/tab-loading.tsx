import * as styles from './route.css'

/** What a tab shows while its code arrives (opened from another tab; a page sent by the server has it whole). */
export function TabLoading() {
  return (
    <p role="status" className={styles.loading}>
      Cargando...
    </p>
  )
}
