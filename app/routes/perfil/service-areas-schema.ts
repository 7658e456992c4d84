import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { ZONA_PLACES, ZONE_SLUGS } from '~/zones'

export const saveServiceAreasIntent = 'guardar-zonas'

/** The field of the 'Todo GBA Norte' shortcuts (zone slugs) and of the partidos and barrios (place slugs). */
export const WHOLE_ZONE_FIELD = 'todaLaZona'
export const PLACE_FIELD = 'lugar'

export const SERVICE_AREAS_SAVED = 'Guardamos las zonas donde trabajás'
export const SERVICE_AREAS_NOT_SAVED = 'No se pudieron guardar las zonas'
const UNKNOWN_AREA = 'Elegí partidos o barrios de la lista'

const oneOf = (values: string[]) => z.enum(values as [string, ...string[]], { error: UNKNOWN_AREA })

export const ServiceAreasSchema = z.object({
  [WHOLE_ZONE_FIELD]: z.array(oneOf(Object.values(ZONE_SLUGS))).default([]),
  [PLACE_FIELD]: z.array(oneOf(ZONA_PLACES.map((place) => place.slug))).default([]),
})

export type ServiceAreasReply = { serviceAreasResult: SubmissionResult<string[]> }
