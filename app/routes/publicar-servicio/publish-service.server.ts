import { formatPhone, websiteLabel } from '~/utils/format'
import { getOwnListingForm, getPublishDefaults, publishListing, updateOwnListing, type PublishResult } from '~/models/publishing.server'
import { getPlanUsage } from '~/models/plans.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { requireProvider } from '~/server/session.server'
import { requireSameOrigin } from '~/server/request.server'
import { subsectorsOverLimitNotice } from '~/utils/plans'
import { data } from '@remix-run/node'
import { SERVICES_TAB_HREF } from '~/components/ServiceControls'
import { FREE_SUBSECTORS_LIMIT } from '~/constants'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { parsePositiveInt } from '~/utils/params'
import { redirectWithToast } from '~/server/toast.server'
import { PublishSchema, type PublishReply } from './publish-schema'
import { notFound } from '~/utils/responses'
import { logError } from '~/server/log.server'

const INCOMPLETE_PROFILE = 'Debes completar tu perfil antes de publicar un servicio'
const UNEXPECTED = 'Ocurrió un error inesperado'
const LIMIT_MESSAGE = `El plan Gratuito permite publicar en hasta ${FREE_SUBSECTORS_LIMIT} subrubros distintos y ya los usaste. Podés seguir publicando en esos subrubros, o pasarte a Premium para publicar en todos.`

/**
 * `?servicio={id}` edits one of the user's services with this same form: its id, or null when
 * publishing a new one. Anything else, or someone else's service, is not found.
 */
export function editedListingId(request: Request) {
  const param = new URL(request.url).searchParams.get('servicio')
  if (param === null) return null
  const id = parsePositiveInt(param)
  if (id === null) notFound('Servicio no encontrado')
  return id
}

/** Publishes a new service, or saves the one `?servicio={id}` names, from the posted form. */
export async function publishServiceAction(request: Request) {
  requireSameOrigin(request)
  const user = await requireProvider(request)
  const listingId = editedListingId(request)
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: PublishSchema })
  if (submission.status !== 'success') {
    return data<PublishReply>({ result: submission.reply() }, { status: 400 })
  }
  const reply = (formErrors: string[], status: number, limitReached?: boolean) =>
    data<PublishReply>({ result: submission.reply({ formErrors }), limitReached }, { status })
  const input = { userId: user.id, ...submission.value }
  let outcome: PublishResult
  try {
    outcome = listingId === null ? publishListing(db, input) : updateOwnListing(db, { ...input, listingId })
  } catch (error) {
    logError(error)
    return reply([UNEXPECTED], 500)
  }
  switch (outcome.status) {
    case 'published':
      return listingId === null
        ? redirectWithToast('/perfil', {
            type: 'success',
            title: '¡Servicio publicado!',
          })
        : redirectWithToast(SERVICES_TAB_HREF, {
            type: 'success',
            title: 'Servicio actualizado',
          })
    case 'notFound':
      return notFound('Servicio no encontrado')
    case 'incompleteProfile':
      return reply([INCOMPLETE_PROFILE], 400)
    case 'limit':
      return reply([LIMIT_MESSAGE], 403, true)
    case 'invalid':
      return data<PublishReply>(
        {
          result: submission.reply({
            fieldErrors: Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, [v]])),
          }),
        },
        { status: 400 },
      )
  }
}

/** The form's defaults: the service being edited, the profile's contact details, the plan's notice. */
export async function loadPublishService(request: Request) {
  const user = await requireProvider(request)
  const listingId = editedListingId(request)
  const editing = listingId === null ? null : getOwnListingForm(db, { userId: user.id, listingId })
  if (listingId !== null && !editing) notFound('Servicio no encontrado')
  const profile = getPublishDefaults(db, user.id)
  return {
    editing: editing
      ? {
          listingId,
          ...editing,
          phone: editing.phone ? formatPhone(editing.phone) : '',
          website: editing.website ? websiteLabel(editing.website) : '',
        }
      : null,
    profilePhone: profile?.phone ? formatPhone(profile.phone) : null,
    profileAddress: profile?.address || null,
    profileWebsite: profile?.website ? websiteLabel(profile.website) : null,
    subsectorsNotice: user.plan === 'free' ? subsectorsOverLimitNotice(getPlanUsage(db, user.id).subsectors) : null,
    constraint: formConstraint(PublishSchema),
  }
}
