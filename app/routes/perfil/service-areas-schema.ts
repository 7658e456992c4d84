import * as z from 'zod'
import { ZONA_PLACES, ZONE_SLUGS } from '~/zones'
import { PLACE_FIELD, WHOLE_ZONE_FIELD } from './forms'

const UNKNOWN_AREA = 'Elegí partidos o barrios de la lista'

const oneOf = (values: string[]) => z.enum(values as [string, ...string[]], { error: UNKNOWN_AREA })

export const ServiceAreasSchema = z.object({
  [WHOLE_ZONE_FIELD]: z.array(oneOf(Object.values(ZONE_SLUGS))).default([]),
  [PLACE_FIELD]: z.array(oneOf(ZONA_PLACES.map((place) => place.slug))).default([]),
})
