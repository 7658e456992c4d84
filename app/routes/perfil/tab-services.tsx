import { Link } from '@remix-run/react'
import type { ComponentProps } from 'react'
import { DeleteConfirmation, DeleteTrigger, type DeleteTarget } from '~/components/DeleteConfirm'
import { OwnMaterials } from '~/components/OwnMaterials'
import { ServiceControls } from '~/components/ServiceControls'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import type { loadServicesTab } from './tab-data.server'
import { deleteServiceIntent } from './forms'
import { tabHref } from './tabs'
import * as styles from './route.css'

const SERVICE_NOT_DELETED = 'Error al eliminar el servicio'

type ServicesData = ReturnType<typeof loadServicesTab>

/** The user's services, then their materials. */
export default function ServicesTab({
  data,
  deleteError,
  materialEdit,
  materialDeleteError,
  materialStateError,
}: {
  data: ServicesData
  deleteError: string | null
  materialEdit: ComponentProps<typeof OwnMaterials>['lastEdit']
  materialDeleteError: string | undefined
  materialStateError: string | undefined
}) {
  const { listings, confirmDelete } = data
  return (
    <>
      {deleteError ? <FormAlert title={SERVICE_NOT_DELETED} errors={[deleteError]} id="eliminar-servicio-error" /> : null}
      {confirmDelete ? <DeleteConfirmation target={serviceDeleteTarget(confirmDelete)} id="confirmar-eliminar" /> : null}
      {listings.length === 0 ? (
        <p className={styles.empty}>Todavía no publicaste servicios.</p>
      ) : (
        <ul className={styles.rows}>
          {listings.map((listing) => (
            <li key={listing.id} className={styles.row}>
              <div className={styles.rowMain}>
                <h3 className={styles.rowTitle}>
                  {listing.isActive ? (
                    <Link to={`/perfilDeProveedorActivo/${listing.profileId}`}>{listing.businessName}</Link>
                  ) : (
                    listing.businessName
                  )}
                </h3>
                <p className={styles.rowMeta}>
                  {[listing.sector.name, listing.subsector.name, listing.division?.name].filter(Boolean).join(' · ')} — {listing.localidad},{' '}
                  {listing.zona}
                </p>
              </div>
              <Badge tone={listing.isActive ? 'success' : 'neutral'}>{listing.isActive ? 'Activo' : 'Inactivo'}</Badge>
              <ServiceControls listing={listing} />
              <DeleteTrigger target={serviceDeleteTarget(listing)} id={`eliminar-${listing.id}`} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <ButtonLink to="/publicar-servicio" variant="accent">
          Publicar un servicio
        </ButtonLink>
      </p>
      <OwnMaterials
        materials={data.materials.materials}
        page={data.materials.page}
        pageCount={data.materials.pageCount}
        editing={data.editMaterial}
        confirmDelete={data.confirmDeleteMaterial}
        lastEdit={materialEdit}
        deleteError={materialDeleteError}
        stateError={materialStateError}
        constraint={data.materialConstraint}
      />
    </>
  )
}

const serviceDeleteTarget = (listing: { id: number; businessName: string; subsector: { name: string } }): DeleteTarget => ({
  action: tabHref('services'),
  fields: { intent: deleteServiceIntent, listingId: listing.id },
  confirmHref: `${tabHref('services')}&eliminar=${listing.id}`,
  label: `Eliminar ${listing.businessName} (${listing.subsector.name})`,
  question: `¿Eliminar «${listing.businessName}» (${listing.subsector.name})?`,
  note: 'Se borra el servicio. Sus reseñas quedan en tu perfil y vuelven si lo publicás de nuevo en el mismo subrubro.',
})
