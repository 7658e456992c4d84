import { ButtonLink } from '~/components/ui/Button'
// Same layout as the not-found page, so the two share one stylesheet.
import * as text from '~/styles/text.css'
import * as styles from './NotFoundPage.css'

export function ErrorPage({
  status,
  title = 'Ocurrió un error inesperado',
  message = 'Algo salió mal de nuestro lado. Probá de nuevo en unos minutos.',
}: {
  status?: number
  title?: string
  message?: string
}) {
  return (
    <div className={styles.root}>
      {status ? <p className={styles.code}>ERROR {status}</p> : null}
      <h1 className={text.sectionTitle}>{title}</h1>
      <p className={text.lead}>{message}</p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </div>
  )
}
