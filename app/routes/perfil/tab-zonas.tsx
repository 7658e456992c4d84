import { Form } from '@remix-run/react'
import type { ChangeEvent } from 'react'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import * as fieldStyles from '~/components/ui/Field.css'
import { useIsPending } from '~/utils/use-is-pending'
import { PLACE_FIELD, saveServiceAreasIntent, WHOLE_ZONE_FIELD, type ServiceAreasReply } from './service-areas-schema'
import type { loadZonasTab } from './tab-data.server'
import { tabHref } from './tabs'
import * as styles from './route.css'

type ZonasData = ReturnType<typeof loadZonasTab>

const asList = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String)

/**
 * The partidos and barrios the provider serves, a fieldset per zone. 'Todo …' is read by the
 * server as every place of its zone; with JavaScript it also ticks or clears them on the spot.
 */
export function ZonasTab({ data, reply }: { data: ZonasData; reply: ServiceAreasReply | undefined }) {
  const sent = reply?.serviceAreasResult.initialValue
  const selected = new Set(sent ? asList(sent[PLACE_FIELD]) : data.selected)
  const wholeZones = new Set(sent ? asList(sent[WHOLE_ZONE_FIELD]) : [])
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
      {data.zones.map((zone) => {
        // Ticked only as sent: shown ticked from saved state, it would override, without JavaScript, a place cleared below it.
        const whole = wholeZones.has(zone.slug)
        return (
          <fieldset key={zone.slug} className={fieldStyles.fieldset} onChange={syncWholeZone}>
            <legend className={fieldStyles.label}>{zone.name}</legend>
            <label className={fieldStyles.choice}>
              <input type="checkbox" name={WHOLE_ZONE_FIELD} value={zone.slug} defaultChecked={whole} />
              <span>Todo {zone.name}</span>
            </label>
            <div className={styles.areaChoices}>
              {zone.places.map((place) => (
                <label key={place.slug} className={fieldStyles.choice}>
                  <input type="checkbox" name={PLACE_FIELD} value={place.slug} defaultChecked={whole || selected.has(place.slug)} />
                  <span>{place.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
      <p>
        <StatusButton variant="accent" pending={saving} pendingLabel="Guardando...">
          Guardar zonas
        </StatusButton>
      </p>
    </Form>
  )
}

/** 'Todo …' ticks or clears its zone's places; clearing one of them clears 'Todo …'. */
function syncWholeZone(event: ChangeEvent<HTMLFieldSetElement>) {
  const box = event.target as unknown as HTMLInputElement
  const wholeZone = event.currentTarget.querySelector<HTMLInputElement>(`input[name="${WHOLE_ZONE_FIELD}"]`)!
  const places = [...event.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${PLACE_FIELD}"]`)]
  if (box === wholeZone) for (const place of places) place.checked = box.checked
  else wholeZone.checked = places.every((place) => place.checked)
}
