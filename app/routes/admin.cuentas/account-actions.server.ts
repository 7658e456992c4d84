import { parseWithZod } from '@conform-to/zod/v4'
import { ADMIN_PAGE_SIZE } from '~/constants'
import { listAccountsForStaff } from '~/models/staff-accounts.server'
import { pageWithin, parsePage, parseSearchTerm } from '~/utils/pagination'
import { data } from '@remix-run/node'
import { reactivateAccount, suspendAccount } from '~/models/suspension.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/utils/responses'
import { reactivateIntent, suspendIntent } from './forms'
import { ReactivateSchema, SuspendSchema } from './suspension-schema'

/** Back to the list the staff member was looking at, with the same search and page. */
const backToList = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

export async function accountAction(request: Request) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const formData = await readFormData(request)
  switch (formData.get('intent')) {
    case suspendIntent:
      return suspend(request, staff, formData)
    case reactivateIntent:
      return reactivate(request, staff, formData)
    default:
      throw new Response('Acción desconocida.', { status: 400 })
  }
}

type Staff = Awaited<ReturnType<typeof requireStaff>>

function suspend(request: Request, staff: Staff, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SuspendSchema })
  const userId = Number(formData.get('userId'))
  if (submission.status !== 'success') return data({ userId, result: submission.reply() }, { status: 400 })
  const outcome = suspendAccount(db, staff, { userId: submission.value.userId, reason: submission.value.reason })
  switch (outcome.status) {
    case 'self':
      return data({ userId, result: submission.reply({ formErrors: ['No podés suspender tu propia cuenta.'] }) }, { status: 400 })
    case 'notFound':
      return notFound()
    case 'alreadySuspended':
      return redirectWithToast(backToList(request), { type: 'info', title: 'La cuenta ya estaba suspendida' })
    case 'suspended':
      return redirectWithToast(backToList(request), {
        type: 'success',
        title: 'Cuenta suspendida',
        description: 'Sus sesiones se cerraron y su contenido dejó de mostrarse.',
      })
  }
}

function reactivate(request: Request, staff: Staff, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ReactivateSchema })
  if (submission.status !== 'success') throw new Response('La cuenta no es válida.', { status: 400 })
  const outcome = reactivateAccount(db, staff, { userId: submission.value.userId })
  switch (outcome.status) {
    case 'notFound':
      return notFound()
    case 'notSuspended':
      return redirectWithToast(backToList(request), { type: 'info', title: 'La cuenta no estaba suspendida' })
    case 'reactivated':
      return redirectWithToast(backToList(request), {
        type: 'success',
        title: 'Cuenta reactivada',
        description: 'Su contenido vuelve a mostrarse como estaba.',
      })
  }
}

/** The console's account list: a page of accounts matching the search, and the suspension form's constraints. */
export async function loadAccounts(request: Request) {
  const staff = await requireStaff(request)
  const url = new URL(request.url)
  const q = parseSearchTerm(url.searchParams)
  const page = parsePage(url.searchParams)
  const { accounts, total } = listAccountsForStaff(db, { q, page, pageSize: ADMIN_PAGE_SIZE })
  const paging = pageWithin(page, total, ADMIN_PAGE_SIZE) ?? notFound()
  return { q, accounts, total, ...paging, staffId: staff.id, suspendConstraint: formConstraint(SuspendSchema) }
}
