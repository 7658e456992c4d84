import { Form, useNavigation } from '@remix-run/react'
import { useRef, type ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/Button'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './DeleteConfirm.css'

/** What a delete button removes and how: the post it makes and the page that confirms it without JavaScript. */
export type DeleteTarget = {
  /** The form's action, and where "Cancelar" leads without JavaScript. */
  action: string
  /** The hidden fields of the post: the intent and the record's id. */
  fields: Record<string, string | number>
  /** The page that shows the confirmation without JavaScript. */
  confirmHref: string
  /** "Eliminar …": the button's accessible name. */
  label: string
  question: string
  note: string
}

function DeleteForm({ target, children }: { target: DeleteTarget; children?: ReactNode }) {
  const navigation = useNavigation()
  // Only this record's form reads "Eliminando...", not every delete form of the page.
  const submitting =
    navigation.state === 'submitting' && Object.entries(target.fields).every(([name, value]) => navigation.formData?.get(name) === String(value))
  return (
    <Form method="post" action={target.action} className={styles.actions} preventScrollReset>
      {Object.entries(target.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? 'Eliminando...' : 'Sí, eliminar'}
      </Button>
      {children ?? (
        <ButtonLink to={target.action} variant="ghost" preventScrollReset>
          Cancelar
        </ButtonLink>
      )}
    </Form>
  )
}

/** The confirmation as a section of the page: what the trigger leads to without JavaScript. */
export function DeleteConfirmation({ target, id }: { target: DeleteTarget; id: string }) {
  return (
    <div className={styles.panel} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {target.question}
      </h3>
      <p>{target.note}</p>
      <DeleteForm target={target} />
    </div>
  )
}

/** Without JavaScript a link to the confirmation on the page; with it, a modal dialog holding the same form. */
export function DeleteTrigger({ target, id }: { target: DeleteTarget; id: string }) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  if (!hydrated) {
    return (
      <ButtonLink to={target.confirmHref} variant="ghost" size="sm" aria-label={target.label} preventScrollReset>
        Eliminar
      </ButtonLink>
    )
  }
  const titleId = `${id}-titulo`
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={target.label} onClick={() => dialog.current?.showModal()}>
        Eliminar
      </Button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.title}>
          {target.question}
        </h3>
        <p>{target.note}</p>
        <DeleteForm target={target}>
          <Button variant="ghost" onClick={() => dialog.current?.close()}>
            Cancelar
          </Button>
        </DeleteForm>
      </dialog>
    </>
  )
}
