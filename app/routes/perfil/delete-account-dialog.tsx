import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { ModalClose } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import * as styles from './route.css'

/**
 * Without JavaScript the confirmation page; with it, a modal dialog posting the same password
 * form there (a wrong password lands on that page with its message).
 */
export function DeleteAccountTrigger() {
  return (
    <ModalTrigger
      label="Eliminar cuenta"
      noScriptHref="/cuenta/eliminar"
      triggerProps={{ variant: 'secondary' }}
      title="¿Eliminar tu cuenta?"
      labelledBy="eliminar-cuenta-titulo"
      titleClassName={styles.subTitle}
      width="narrow"
    >
      <p>Se borran tu perfil, tus servicios, favoritos, materiales, proyectos y cotizaciones. No se puede deshacer.</p>
      <Form method="post" action="/cuenta/eliminar" className={styles.form}>
        <Field
          label="Tu contraseña, para confirmar"
          inputProps={{ id: 'eliminar-cuenta-clave', name: 'password', type: 'password', required: true, autoComplete: 'current-password' }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Eliminar mi cuenta definitivamente
          </Button>
          <ModalClose>Cancelar</ModalClose>
        </div>
      </Form>
    </ModalTrigger>
  )
}
