import { ButtonLink } from '~/components/ui/Button'
import * as text from '~/styles/text.css'
// The general not-found page's layout, with a title and message of the page's own.
import * as styles from './NotFoundPage.css'

export function NotFoundNotice({ title, message }: { title: string; message: string }) {
  return (
    <div className={styles.root}>
      <p className={styles.code}>ERROR 404</p>
      <h1 className={text.sectionTitle}>{title}</h1>
      <p className={text.lead}>{message}</p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </div>
  )
}

/** GeneralErrorBoundary status handlers that answer a 404 with this notice. */
export function notFoundHandlers(title: string, message: string) {
  return { 404: () => <NotFoundNotice title={title} message={message} /> }
}
