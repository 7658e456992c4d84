import { ButtonLink } from '~/components/ui/Button'
// Same layout as the not-found page, so the two share one stylesheet.
import * as text from '~/styles/text.css'
import * as styles from './NotFoundPage.css'

/**
 * A refused request (4xx) says what was refused, in the words the server gave; anything else is
 * our fault and says so.
 */
export function ErrorPage({ status, title, message }: { status?: number; title?: string; message?: string }) {
  const refused = status !== undefined && status >= 400 && status < 500
  return (
    <div className={styles.root}>
      {status ? <p className={styles.code}>ERROR {status}</p> : null}
      <h1 className={text.sectionTitle}>{title ?? (refused ? 'No pudimos procesar tu pedido' : 'Ocurrió un error inesperado')}</h1>
      <p className={text.lead}>
        {message ??
          (refused
            ? 'Revisá lo que enviaste y probá de nuevo desde la página.'
            : 'Algo salió mal de nuestro lado. Probá de nuevo en unos minutos.')}
      </p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </div>
  )
}
