import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './CharacterCountHint.css'

/** A text field's hint: the limit, and with JavaScript a live "n/max" counter. */
export function CharacterCountHint({ length, max }: { length: number; max: number }) {
  const hydrated = useHydrated()
  return (
    <span className={styles.root}>
      <span>Hasta {max} caracteres.</span>
      {hydrated ? (
        <span className={length > max ? styles.counterOver : styles.counter}>
          {length}/{max}
        </span>
      ) : null}
    </span>
  )
}
