import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { ADMIN_PAGE_SIZE } from '~/constants'
import { decideCheck, listPendingChecks } from '~/models/verification-review.server'
import { db } from '~/server/db.server'
import { queueEmail } from '~/server/email.server'
import { provenNameOf, verificationDecisionEmail } from '~/server/email-templates.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { pageWithin, parsePage, parseSearchTerm } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { VERIFICATION_KIND_LABELS } from '~/utils/verification'
import { CheckDecisionSchema } from './decision-schema'
import { rejectIntent, type DecisionReply } from './forms'

export const CUIT_TAKEN = 'Este CUIT ya está verificado por otra cuenta: no se puede aprobar para este perfil. Rechazala con el motivo.'

/** One page of the queue of checks 'En revisión', oldest first. */
export async function loadVerificationQueue(request: Request) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const [page, q] = [parsePage(params), parseSearchTerm(params)]
  const { checks, total } = listPendingChecks(db, { page, pageSize: ADMIN_PAGE_SIZE, q })
  const paging = pageWithin(page, total, ADMIN_PAGE_SIZE) ?? notFound()
  return { checks, total, q, ...paging, constraint: formConstraint(CheckDecisionSchema) }
}

/** 'Aprobar' or 'Rechazar' on one check: decided, audited and e-mailed to the provider. */
export async function decideVerificationAction(request: Request) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: CheckDecisionSchema })
  const checkId = submission.status === 'success' ? submission.value.checkId : Number(formData.get('checkId')) || null
  const reply = (status: number, formErrors?: string[]) =>
    data<DecisionReply>({ checkId, result: submission.reply(formErrors ? { formErrors } : undefined) }, { status })
  if (submission.status !== 'success') return reply(400)

  const { intent, reason } = submission.value
  const outcome = decideCheck(
    db,
    staff,
    intent === rejectIntent
      ? { checkId: submission.value.checkId, decision: 'reject', reason: reason! }
      : { checkId: submission.value.checkId, decision: 'approve', note: reason },
  )
  const here = new URL(request.url)
  switch (outcome.status) {
    case 'decided': {
      const check = VERIFICATION_KIND_LABELS[outcome.kind]
      queueEmail({
        to: outcome.provider.email,
        ...verificationDecisionEmail({
          provenName: provenNameOf(outcome.provider),
          check,
          rejectionReason: intent === rejectIntent ? reason! : null,
        }),
      })
      return redirectWithToast(`${here.pathname}${here.search}`, {
        type: 'success',
        title: intent === rejectIntent ? `Rechazaste la verificación de ${check}` : `Aprobaste la verificación de ${check}`,
        description: `Le avisamos a ${outcome.provider.businessName} por correo.`,
      })
    }
    case 'cuitTaken':
      return reply(409, [CUIT_TAKEN])
    case 'notFound':
      return notFound('Verificación no encontrada')
    case 'alreadyDecided':
      // The item has left the queue, so a toast, not a message beside its form, says why.
      return redirectWithToast(`${here.pathname}${here.search}`, {
        type: 'info',
        title: 'Esa verificación ya no está en revisión',
        description: 'Otra persona del equipo la decidió hace un momento. No se hizo ningún cambio.',
      })
  }
}
