import { Form } from '@remix-run/react'
import { useRef } from 'react'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './perfil.css'

/**
 * Without JavaScript the confirmation page; with it, a modal dialog posting the same password
 * form there (a wrong password lands on that page with its message).
 */
export function DeleteAccountTrigger() {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  if (!hydrated) {
    return (
      <ButtonLink to="/cuenta/eliminar" variant="secondary">
        Eliminar cuenta
      </ButtonLink>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        Eliminar cuenta
      </Button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="eliminar-cuenta-titulo">
        <h3 id="eliminar-cuenta-titulo" className={styles.subTitle}>
          ¿Eliminar tu cuenta?
        </h3>
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
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              Cancelar
            </Button>
          </div>
        </Form>
      </dialog>
    </>
  )
}
