import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { ModalClose } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
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
  // Only this record's form reads "Eliminando...", not every delete form of the page.
  const pending = useIsPending({ formAction: target.action, fields: target.fields })
  return (
    <Form method="post" action={target.action} className={styles.actions} preventScrollReset>
      {Object.entries(target.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StatusButton variant="primary" pending={pending} pendingLabel="Eliminando...">
        Sí, eliminar
      </StatusButton>
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
  return (
    <ModalTrigger
      label="Eliminar"
      noScriptHref={target.confirmHref}
      preventScrollReset
      triggerProps={{ variant: 'ghost', size: 'sm', 'aria-label': target.label }}
      title={target.question}
      labelledBy={`${id}-titulo`}
      width="narrow"
    >
      <p>{target.note}</p>
      <DeleteForm target={target}>
        <ModalClose>Cancelar</ModalClose>
      </DeleteForm>
    </ModalTrigger>
  )
}
