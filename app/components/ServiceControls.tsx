import { Form } from '@remix-run/react'
import { ButtonLink } from '~/components/ui/Button'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'

export const SERVICES_TAB_HREF = '/perfil?tab=services'

/** 'Editar' and 'Pausar' / 'Reactivar' of one published service in the profile's 'Servicios Publicados'. */
export function ServiceControls({
  listing,
}: {
  listing: { id: number; isActive: boolean; businessName: string; subsector: { name: string } }
}) {
  const action = `/servicios/${listing.id}/estado`
  const pending = useIsPending({ formAction: action })
  const name = `${listing.businessName} (${listing.subsector.name})`
  return (
    <>
      <ButtonLink to={`/publicar-servicio?servicio=${listing.id}`} variant="secondary" size="sm" aria-label={`Editar ${name}`}>
        Editar
      </ButtonLink>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="active" value={String(!listing.isActive)} />
        <StatusButton variant="ghost" size="sm" pending={pending} aria-label={`${listing.isActive ? 'Pausar' : 'Reactivar'} ${name}`}>
          {listing.isActive ? 'Pausar' : 'Reactivar'}
        </StatusButton>
      </Form>
    </>
  )
}
