import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { ADMIN_PAGE_SIZE } from '~/constants'
import { approveClaim, countPendingClaims, listPendingClaims, rejectClaim } from '~/models/claims.server'
import { db } from '~/server/db.server'
import { queueEmail } from '~/server/email.server'
import { claimApprovedEmail, claimRejectedEmail, provenNameOf } from '~/server/email-templates.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { pageWithin, parsePage, parseSearchTerm, searchedListHref } from '~/utils/pagination'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { ApproveClaimSchema, RejectClaimSchema } from './claim-decision-schema'
import { approveClaimIntent, CLAIMS_QUEUE_PATH, rejectClaimIntent } from './forms'

export async function loadClaimsQueue(request: Request) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const q = parseSearchTerm(params)
  const total = countPendingClaims(db, q)
  const paging = pageWithin(parsePage(params), total, ADMIN_PAGE_SIZE) ?? notFound()
  return { ...paging, q, total, claims: listPendingClaims(db, { page: paging.page, q }), constraint: formConstraint(RejectClaimSchema) }
}

/** Back to the page of the queue, and the search, the decision was taken on. */
function queueHref(request: Request) {
  const params = new URL(request.url).searchParams
  return searchedListHref(CLAIMS_QUEUE_PATH, { q: parseSearchTerm(params), page: parsePage(params) })
}

const DECIDED_MESSAGE = 'Este reclamo ya fue resuelto.'

const claimantNameOf = (claim: { claimantName: string; claimantEmailVerifiedAt: number | null }) =>
  provenNameOf({ businessName: claim.claimantName, emailVerifiedAt: claim.claimantEmailVerifiedAt })

export async function decideClaimAction(request: Request) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const formData = await readFormData(request)
  const back = queueHref(request)
  const intent = formData.get('intent')

  if (intent === approveClaimIntent) {
    const submission = parseWithZod(formData, { schema: ApproveClaimSchema })
    if (submission.status !== 'success') return data({ claimId: null, result: submission.reply() }, { status: 400 })
    const outcome = approveClaim(db, staff, submission.value.claimId)
    switch (outcome.status) {
      case 'not-found':
        return notFound()
      case 'decided':
        return redirectWithToast(back, { type: 'info', title: DECIDED_MESSAGE })
      case 'listing-claimed':
        return redirectWithToast(back, {
          type: 'error',
          title: 'No se aprobó: este perfil ya fue reclamado.',
          description: 'Otro reclamo sobre el mismo perfil se aprobó antes; este quedó rechazado.',
        })
      case 'approved':
        queueEmail({
          to: outcome.claimantEmail,
          ...claimApprovedEmail({
            provenName: claimantNameOf(outcome),
            listingName: outcome.listingName,
            listingId: outcome.listingId,
            cuitInReview: outcome.cuitCheck === 'pending',
          }),
        })
        for (const other of outcome.alsoRejected) {
          queueEmail({
            to: other.claimantEmail,
            ...claimRejectedEmail({ provenName: claimantNameOf(other), listingName: other.listingName, reason: outcome.otherClaimsReason }),
          })
        }
        return redirectWithToast(back, {
          type: 'success',
          title: `Aprobaste el reclamo de ${outcome.listingName}`,
          description: `El perfil ahora es de ${outcome.claimantName}.`,
        })
    }
  }

  if (intent === rejectClaimIntent) {
    const submission = parseWithZod(formData, { schema: RejectClaimSchema })
    if (submission.status !== 'success') {
      const claimId = parsePositiveInt(String(formData.get('claimId') ?? ''))
      return data({ claimId, result: submission.reply() }, { status: 400 })
    }
    const outcome = rejectClaim(db, staff, submission.value)
    switch (outcome.status) {
      case 'not-found':
        return notFound()
      case 'decided':
        return redirectWithToast(back, { type: 'info', title: DECIDED_MESSAGE })
      case 'rejected':
        queueEmail({
          to: outcome.claimantEmail,
          ...claimRejectedEmail({ provenName: claimantNameOf(outcome), listingName: outcome.listingName, reason: submission.value.reason }),
        })
        return redirectWithToast(back, { type: 'success', title: `Rechazaste el reclamo de ${outcome.listingName}` })
    }
  }

  throw new Response('Acción desconocida.', { status: 400 })
}
