import { Form } from '@remix-run/react'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { PlacePicker } from '~/components/PlacePicker'
import { sentList } from '~/utils/sent-list'
import { useIsPending } from '~/utils/use-is-pending'
import { PLACE_FIELD, saveServiceAreasIntent, WHOLE_ZONE_FIELD, type ServiceAreasReply } from './forms'
import type { loadZonasTab } from './tab-data.server'
import { tabHref } from './tabs'
import * as styles from './route.css'

type ZonasData = ReturnType<typeof loadZonasTab>

/** The partidos and barrios the provider serves. */
export default function ZonasTab({ data, reply }: { data: ZonasData; reply: ServiceAreasReply | undefined }) {
  const sent = reply?.serviceAreasResult.initialValue
  const selected = new Set(sent ? sentList(sent[PLACE_FIELD]) : data.selected)
  const wholeZones = new Set(sent ? sentList(sent[WHOLE_ZONE_FIELD]) : [])
  const formErrors = reply?.serviceAreasResult.error?.[''] ?? undefined
  const fieldErrors = Object.entries(reply?.serviceAreasResult.error ?? {})
    .filter(([name]) => name !== '')
    .flatMap(([, errors]) => errors ?? [])
  const action = tabHref('zonas')
  const saving = useIsPending({ formAction: action, fields: { intent: saveServiceAreasIntent } })

  return (
    <Form method="post" action={action} className={styles.form} preventScrollReset>
      <input type="hidden" name="intent" value={saveServiceAreasIntent} />
      <p>
        Tus servicios aparecen en las páginas de cada partido o barrio que marques, además de las localidades donde los publicaste.
        {data.declared ? null : ' Marcamos las de tus servicios para empezar.'}
      </p>
      <FormAlert title={formErrors?.[0]} errors={[...new Set(fieldErrors)]} id="zonas-error" />
      <PlacePicker zoneField={WHOLE_ZONE_FIELD} placeField={PLACE_FIELD} selected={selected} wholeZones={wholeZones} />
      <p>
        <StatusButton variant="accent" pending={saving} pendingLabel="Guardando...">
          Guardar zonas
        </StatusButton>
      </p>
    </Form>
  )
}
