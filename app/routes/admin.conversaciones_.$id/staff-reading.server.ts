import { formConstraint, readFormData } from '~/server/forms.server'
import { StaffDocumentReadSchema as ReadSchema } from '~/utils/validation'
import { conversationSummaryForStaff, readConversationAsStaff } from '~/models/staff-conversations.server'
import { data } from '@remix-run/node'
import { db } from '~/server/db.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { notFound } from '~/utils/responses'
import { parsePositiveInt } from '~/utils/params'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'

/* The console's reading of a conversation: who talks and about what, and the audited post that shows the messages. */

async function staffAndConversation(request: Request, idParam: string | undefined) {
  const staff = await requireStaff(request)
  const id = parsePositiveInt(idParam)
  const summary = id === null ? null : conversationSummaryForStaff(db, id)
  return { staff, summary: summary ?? notFound() }
}

/** Who talks and about what; never the messages, which only an audited post shows. */
export async function loadStaffConversation(request: Request, idParam: string | undefined) {
  const { summary } = await staffAndConversation(request, idParam)
  return { summary, constraint: formConstraint(ReadSchema) }
}

export async function readConversationAction(request: Request, idParam: string | undefined) {
  requireSameOrigin(request)
  const { staff, summary } = await staffAndConversation(request, idParam)
  const submission = parseWithZod(await readFormData(request), { schema: ReadSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), messages: null }, { status: 400 })
  const reading = readConversationAsStaff(db, staff, summary.id, submission.value.reason) ?? notFound()
  return { result: submission.reply({ resetForm: true }), messages: reading.messages }
}
