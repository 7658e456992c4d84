import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs } from '@remix-run/node'
import { documentSummaryForStaff, readDocumentAsStaff } from '~/models/staff-documents.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { documentResponse } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { staffDocumentUrl } from '~/utils/documents'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { StaffDocumentReadSchema } from '~/utils/validation'

/**
 * The file of /admin/documentos/{id}'s form, answered to the post that writes its audit row (a
 * resource route: the answer is the document itself). A reason the form's own checks would have
 * refused goes back to the page with the message.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const id = parsePositiveInt(params.id)
  const summary = (id === null ? null : documentSummaryForStaff(db, id)) ?? notFound()
  const submission = parseWithZod(await readFormData(request), { schema: StaffDocumentReadSchema })
  if (submission.status !== 'success') {
    return redirectWithToast(staffDocumentUrl(summary.id), {
      type: 'error',
      title: submission.error?.reason?.[0] ?? 'Escribí el motivo',
    })
  }
  return documentResponse(summary.id, readDocumentAsStaff(db, staff, summary.id, submission.value.reason))
}
