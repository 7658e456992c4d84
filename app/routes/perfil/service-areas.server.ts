import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { saveServiceAreas } from '~/models/service-areas.server'
import { db } from '~/server/db.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/utils/responses'
import { expandPlaces } from '~/zones'
import { ServiceAreasSchema } from './service-areas-schema'
import { PLACE_FIELD, SERVICE_AREAS_NOT_SAVED, SERVICE_AREAS_SAVED, WHOLE_ZONE_FIELD, type ServiceAreasReply } from './forms'
import { tabHref } from './tabs'

/** "Guardar zonas": the provider's own service areas, a ticked 'Todo …' standing for every place of its zone. */
export function saveServiceAreasAction(user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ServiceAreasSchema })
  if (submission.status !== 'success') {
    return data<ServiceAreasReply>({ serviceAreasResult: submission.reply({ formErrors: [SERVICE_AREAS_NOT_SAVED] }) }, { status: 400 })
  }
  const placeSlugs = expandPlaces({ zoneSlugs: submission.value[WHOLE_ZONE_FIELD], placeSlugs: submission.value[PLACE_FIELD] })
  const outcome = saveServiceAreas(db, { userId: user.id, placeSlugs })
  if (outcome.status === 'notProvider') notFound()
  return redirectWithToast(tabHref('zonas'), {
    type: 'success',
    title: SERVICE_AREAS_SAVED,
    description: outcome.count === 1 ? '1 partido o barrio' : `${outcome.count} partidos o barrios`,
  })
}
