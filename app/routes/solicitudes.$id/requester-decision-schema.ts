import * as z from 'zod'
import { recordIdSchema } from '~/utils/validation'

/** The requester's forms: each decision is posted twice, first to show its confirmation, then to take it. */
export const confirmAcceptIntent = 'confirm-accept'
export const acceptIntent = 'accept'
export const confirmCancelIntent = 'confirm-cancel'
export const cancelIntent = 'cancel'

/** The revision is the one the builder was shown: accepting names it, so a later revision is never accepted unseen. */
export const OfferChoiceSchema = z.object({
  offerId: recordIdSchema('Elegí uno de los presupuestos de la lista.'),
  revisionId: recordIdSchema('Elegí uno de los presupuestos de la lista.').optional().catch(undefined),
})
