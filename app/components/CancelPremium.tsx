import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ModalClose } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT } from '~/constants'
import type { PlanUsage } from '~/utils/plans'
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
  const pending = useIsPending({ formAction: CANCEL_PREMIUM_PATH })
  return (
    <Form method="post" action={CANCEL_PREMIUM_PATH} className={styles.actions}>
      <StatusButton variant="primary" pending={pending} pendingLabel="Cancelando...">
        Sí, cancelar Premium
      </StatusButton>
      {stay}
    </Form>
  )
}

/** Without JavaScript a link to the confirmation page; with it, a modal dialog with the same text and form. */
export function CancelPremiumTrigger({ usage }: { usage: PlanUsage }) {
  return (
    <ModalTrigger
      label="Cancelar Premium"
      noScriptHref={CANCEL_PREMIUM_PATH}
      triggerProps={{ variant: 'secondary' }}
      title="¿Cancelar Premium?"
      labelledBy="cancelar-premium-titulo"
      width="medium"
    >
      <CancelPremiumChanges usage={usage} />
      <CancelPremiumForm stay={<ModalClose>No, mantener Premium</ModalClose>} />
    </ModalTrigger>
  )
}
