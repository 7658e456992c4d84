import { useId, type ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/Button'
import * as modal from '~/styles/modal.css'
import { Modal, ModalClose } from '~/components/ui/Modal'
import { PlanLimitNotices } from '~/components/PlanLimitNotices'
import { FREE_FAVORITES_LIMIT } from '~/constants'
import { favoritesOverLimitNotice } from '~/utils/plans'
import * as styles from './FavoriteLimitDialog.css'

const PREMIUM_BENEFITS = [
  'Favoritos ilimitados',
  'Publicaciones ilimitadas en todos los subrubros',
  'Más visibilidad: tu perfil destacado y primero en las búsquedas',
  'Soporte prioritario',
]

/**
 * What a free account reads when its favourites are full: the limit and the premium pitch with
 * the way to /upgrade. `actions` follow the upgrade link (a close button, a way back). `kept`, when
 * known, says how many to remove when the account holds more than the limit; 'in place' leaves an
 * empty, hidden notice for the enhancement to fill (FavoriteLimitTemplate).
 */
export function FavoriteLimitPitch({
  titleId,
  heading: Heading,
  actions,
  kept,
}: {
  titleId: string
  heading: 'h1' | 'h2'
  actions: ReactNode
  kept?: number | 'in place'
}) {
  return (
    <div className={styles.pitch}>
      <Heading id={titleId} className={Heading === 'h1' ? styles.pageTitle : styles.title}>
        Llegaste al límite de favoritos
      </Heading>
      <p>
        Con el plan gratuito podés guardar hasta {FREE_FAVORITES_LIMIT} proveedores favoritos. Pasate a Premium y guardá todos los que
        quieras.
      </p>
      {kept === 'in place' ? (
        <div data-favorites-over-limit="" hidden>
          <PlanLimitNotices notices={['']} />
        </div>
      ) : kept === undefined ? null : (
        <PlanLimitNotices notices={[favoritesOverLimitNotice(kept)]} />
      )}
      <div>
        <p className={styles.listTitle}>Con Premium tenés:</p>
        <ul className={styles.benefits}>
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <ButtonLink to="/upgrade" variant="accent">
          Pasate a Premium
        </ButtonLink>
        {actions}
      </div>
    </div>
  )
}

/** The limit in a modal dialog, open while mounted; Escape, the button or the backdrop close it. */
export function FavoriteLimitDialog({ kept, onClose }: { kept?: number; onClose: () => void }) {
  const titleId = useId()
  return (
    <Modal open onClose={onClose} labelledBy={titleId} width="narrow" padding="roomy" closeOnBackdrop>
      <FavoriteLimitPitch titleId={titleId} heading="h2" kept={kept} actions={<ModalClose>Ahora no</ModalClose>} />
    </Modal>
  )
}

/**
 * The same dialog as markup in a <template>, for the `favorite-toggle` enhancement to open on a
 * page React does not run; "Ahora no" closes it as a dialog form does.
 */
export function FavoriteLimitTemplate() {
  const titleId = 'limite-favoritos-dialogo'
  return (
    <template data-favorite-limit="">
      <dialog aria-labelledby={titleId} className={[modal.modal, modal.width.narrow, modal.padding.roomy].join(' ')}>
        <FavoriteLimitPitch
          titleId={titleId}
          heading="h2"
          kept="in place"
          actions={
            <form method="dialog">
              <Button type="submit" variant="ghost">
                Ahora no
              </Button>
            </form>
          }
        />
      </dialog>
    </template>
  )
}
