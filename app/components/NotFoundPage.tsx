import { ButtonLink } from '~/components/ui/Button'
import * as text from '~/styles/text.css'
import * as styles from './NotFoundPage.css'

export function NotFoundPage() {
  return (
    <div className={styles.root}>
      <p className={styles.code}>ERROR 404</p>
      <h1 className={text.sectionTitle}>¡Ups! Página no encontrada</h1>
      <p className={text.lead}>
        La página que buscás no existe o cambió de dirección. Revisá el enlace o volvé al inicio para seguir buscando proveedores.
      </p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </div>
  )
}
