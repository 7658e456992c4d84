import { ButtonLink } from '~/components/ui/Button'
import * as styles from './NotFoundPage.css'

export function NotFoundPage() {
  return (
    <div className={styles.root}>
      <p className={styles.code}>ERROR 404</p>
      <h1 className={styles.title}>¡Ups! Página no encontrada</h1>
      <p className={styles.text}>La página que buscás no existe o cambió de dirección. Revisá el enlace o volvé al inicio para seguir buscando proveedores.</p>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </div>
  )
}
