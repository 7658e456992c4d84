import type { ChangeEvent } from 'react'
import * as fieldStyles from '~/components/ui/Field.css'
import { placesOf, ZONE_SLUGS, ZONES } from '~/zones'
import * as styles from './PlacePicker.css'

/**
 * Partidos and barrios as checkboxes, a fieldset per zone. 'Todo …' (`zoneField`, a zone slug) is
 * read by the server as every place of its zone (expandPlaces); with JavaScript it also ticks or
 * clears them on the spot. It is shown ticked only as sent: ticked from saved state, it would
 * override, without JavaScript, a place cleared below it.
 */
export function PlacePicker({
  zoneField,
  placeField,
  selected,
  wholeZones,
}: {
  zoneField: string
  placeField: string
  selected: ReadonlySet<string>
  wholeZones: ReadonlySet<string>
}) {
  return ZONES.map((zone) => {
    const slug = ZONE_SLUGS[zone]
    const whole = wholeZones.has(slug)
    return (
      <fieldset key={slug} className={fieldStyles.fieldset} onChange={syncWholeZone(zoneField, placeField)}>
        <legend className={fieldStyles.label}>{zone}</legend>
        <label className={fieldStyles.choice}>
          <input type="checkbox" name={zoneField} value={slug} defaultChecked={whole} />
          <span>Todo {zone}</span>
        </label>
        <div className={styles.choices}>
          {placesOf(zone).map((place) => (
            <label key={place.slug} className={fieldStyles.choice}>
              <input type="checkbox" name={placeField} value={place.slug} defaultChecked={whole || selected.has(place.slug)} />
              <span>{place.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    )
  })
}

/** 'Todo …' ticks or clears its zone's places; clearing one of them clears 'Todo …'. */
const syncWholeZone = (zoneField: string, placeField: string) => (event: ChangeEvent<HTMLFieldSetElement>) => {
  const box = event.target as unknown as HTMLInputElement
  const wholeZone = event.currentTarget.querySelector<HTMLInputElement>(`input[name="${zoneField}"]`)!
  const places = [...event.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${placeField}"]`)]
  if (box === wholeZone) for (const place of places) place.checked = box.checked
  else wholeZone.checked = places.every((place) => place.checked)
}
