import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { getClaimableListing, getOpenClaim, hasMaxOpenClaims, submitClaim } from '~/models/claims.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData, refusedUnread } from '~/server/forms.server'
import { DOCUMENT_FORM_MAX_BYTES, checkDocument, chosenFile, writeWithDocument } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import {
  ALREADY_CLAIMED_MESSAGE,
  ClaimSchema,
  DUPLICATE_CLAIM_MESSAGE,
  PROVIDERS_ONLY_MESSAGE,
  TOO_MANY_CLAIMS_MESSAGE,
} from './claim-schema'

export const claimPath = (listingId: number) => `/proveedor/${listingId}/reclamar`

function requireClaimableListing(param: string | undefined) {
  const id = parsePositiveInt(param)
  return (id === null ? undefined : getClaimableListing(db, id)) ?? notFound()
}

/**
 * What the claim page shows: a claimed listing says so to anyone; otherwise a visitor signs in
 * first, a builder is told claims are for providers, and a provider sees its claim in review or
 * the form.
 */
export async function loadClaimPage(request: Request, param: string | undefined) {
  const listing = requireClaimableListing(param)
  const user = listing.claimed ? null : await requireUser(request)
  return {
    listing: { id: listing.id, businessName: listing.businessName },
    state: claimState(listing, user),
    constraint: formConstraint(ClaimSchema),
  }
}

/** Whether this account may claim this listing now; every check but the form's own, none of them reading the post. */
function claimState(listing: { id: number; claimed: number | boolean }, user: { role: string; profileId: number } | null) {
  if (listing.claimed || !user) return 'claimed' as const
  if (user.role !== 'proveedor') return 'builder' as const
  if (getOpenClaim(db, { listingId: listing.id, profileId: user.profileId })) return 'in-review' as const
  if (hasMaxOpenClaims(db, user.profileId)) return 'too-many' as const
  return 'open' as const
}

const REFUSALS = {
  claimed: { message: ALREADY_CLAIMED_MESSAGE, status: 409 },
  builder: { message: PROVIDERS_ONLY_MESSAGE, status: 403 },
  'in-review': { message: DUPLICATE_CLAIM_MESSAGE, status: 409 },
  'too-many': { message: TOO_MANY_CLAIMS_MESSAGE, status: 429 },
} as const

export async function claimListingAction(request: Request, param: string | undefined) {
  requireSameOrigin(request)
  const listing = requireClaimableListing(param)
  const user = await requireUser(request)
  const state = claimState(listing, user)
  // Answered before the first byte of the body (up to a 10 MB document) is read.
  if (state !== 'open') return data({ result: refusedUnread(REFUSALS[state].message) }, { status: REFUSALS[state].status })
  const formData = await readFormData(request, DOCUMENT_FORM_MAX_BYTES)
  const submission = parseWithZod(formData, { schema: ClaimSchema })
  const file = chosenFile(formData.get('document'))
  // The schema only saw the file's size; its bytes decide here.
  const checked = file ? await checkDocument(file) : null
  if (checked && !checked.ok) return data({ result: submission.reply({ fieldErrors: { document: [checked.message] } }) }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  const { document: _chosen, ...claim } = submission.value
  const outcome = await writeWithDocument(
    checked?.document,
    (document) =>
      submitClaim(db, { ...claim, listingId: listing.id, profileId: user.profileId }, document && { ownerUserId: user.id, file: document }),
    (result) => result.status === 'submitted',
  )
  switch (outcome.status) {
    case 'submitted':
      return redirectWithToast(claimPath(listing.id), {
        type: 'success',
        title: 'Recibimos tu reclamo',
        description: 'Está en revisión: te vamos a escribir cuando lo revisemos.',
      })
    case 'duplicate':
      return data({ result: submission.reply({ formErrors: [DUPLICATE_CLAIM_MESSAGE] }) }, { status: 409 })
    case 'claimed':
      return data({ result: submission.reply({ formErrors: [ALREADY_CLAIMED_MESSAGE] }) }, { status: 409 })
    case 'too-many':
      return data({ result: submission.reply({ formErrors: [TOO_MANY_CLAIMS_MESSAGE] }) }, { status: 429 })
    case 'storageFull':
      return data({ result: submission.reply({ fieldErrors: { document: [DOCUMENT_MESSAGES.storageFull] } }) }, { status: 413 })
    case 'not-found':
      notFound()
  }
}
