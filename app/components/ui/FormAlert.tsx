import * as styles from './FormAlert.css'

/** Errors that belong to the whole form (a refused sign-in, a rate limit), announced when shown. */
export function FormAlert({ title, errors, id }: { title?: string; errors?: string[]; id: string }) {
  if (!errors?.length) return null
  return (
    <div id={id} role="alert" className={styles.root}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}
