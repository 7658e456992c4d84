import { Form, useNavigation } from '@remix-run/react'
import { useRef, type ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/Button'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT } from '~/constants'
import type { PlanUsage } from '~/utils/plans'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './CancelPremium.css'

export const CANCEL_PREMIUM_PATH = '/perfil/cancelar-premium'

function keptAboveLimit(count: number, limit: number, what: string) {
  return count > limit ? ` Los que ya tenés siguen visibles, pero no vas a poder sumar ${what} hasta tener menos de ${limit}.` : ''
}

/** Everything that changes when Premium ends, with the account's own figures. */
export function CancelPremiumChanges({ usage }: { usage: PlanUsage }) {
  return (
    <ul className={styles.changes}>
      <li>Tu plan pasa a Gratuito en este momento.</li>
      <li>Tus servicios dejan de estar destacados y de aparecer primero en las búsquedas.</li>
      <li>Ya no vas a poder publicar cotizaciones.</li>
      <li>
        Podés guardar hasta {FREE_FAVORITES_LIMIT} proveedores favoritos (hoy tenés {usage.favorites}).
        {keptAboveLimit(usage.favorites, FREE_FAVORITES_LIMIT, 'favoritos nuevos')}
      </li>
      <li>
        Podés publicar en hasta {FREE_SUBSECTORS_LIMIT} subrubros (hoy usás {usage.subsectors}).
        {keptAboveLimit(usage.subsectors, FREE_SUBSECTORS_LIMIT, 'subrubros nuevos')}
      </li>
      <li>Podés volver a Premium cuando quieras desde Planes.</li>
    </ul>
  )
}

/** The post that cancels; `stay` is the way out that keeps Premium. */
export function CancelPremiumForm({ stay }: { stay: ReactNode }) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formAction === CANCEL_PREMIUM_PATH
  return (
    <Form method="post" action={CANCEL_PREMIUM_PATH} className={styles.actions}>
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? 'Cancelando...' : 'Sí, cancelar Premium'}
      </Button>
      {stay}
    </Form>
  )
}

/** Without JavaScript a link to the confirmation page; with it, a modal dialog with the same text and form. */
export function CancelPremiumTrigger({ usage }: { usage: PlanUsage }) {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  if (!hydrated) {
    return (
      <ButtonLink to={CANCEL_PREMIUM_PATH} variant="secondary">
        Cancelar Premium
      </ButtonLink>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        Cancelar Premium
      </Button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="cancelar-premium-titulo">
        <h3 id="cancelar-premium-titulo" className={styles.title}>
          ¿Cancelar Premium?
        </h3>
        <CancelPremiumChanges usage={usage} />
        <CancelPremiumForm
          stay={
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              No, mantener Premium
            </Button>
          }
        />
      </dialog>
    </>
  )
}
