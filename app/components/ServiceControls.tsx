import { Form, useNavigation } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/ui/Button'

export const SERVICES_TAB_HREF = '/perfil?tab=services'

/** 'Editar' and 'Pausar' / 'Reactivar' of one published service in the profile's 'Servicios Publicados'. */
export function ServiceControls({ listing }: { listing: { id: number; isActive: boolean; businessName: string; subsector: { name: string } } }) {
  const action = `/servicios/${listing.id}/estado`
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formAction === action
  const name = `${listing.businessName} (${listing.subsector.name})`
  return (
    <>
      <ButtonLink to={`/publicar-servicio?servicio=${listing.id}`} variant="secondary" size="sm" aria-label={`Editar ${name}`}>
        Editar
      </ButtonLink>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="active" value={String(!listing.isActive)} />
        <Button type="submit" variant="ghost" size="sm" disabled={submitting} aria-label={`${listing.isActive ? 'Pausar' : 'Reactivar'} ${name}`}>
          {listing.isActive ? 'Pausar' : 'Reactivar'}
        </Button>
      </Form>
    </>
  )
}
