import * as z from 'zod'
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS, AUDIT_OBJECT_ID_MAX_LENGTH, AUDIT_OBJECT_TYPES, type AuditAction } from '~/constants'
import { auditStaffMembers, listAuditEntries, type AuditFilters } from '~/models/audit.server'
import { db } from '~/server/db.server'
import { requireStaff } from '~/server/session.server'
import { pageWithin, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { AUDIT_FILTER_PARAMS } from './filter-params'

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

// A select can only send its options; anything else in the URL is a hand-edited link and is ignored.
const AuditFilterSchema = z.object({
  staffUserId: optional(z.coerce.number().int().positive()),
  action: optional(z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]])),
  objectType: optional(z.enum(AUDIT_OBJECT_TYPES)),
  objectId: z
    .string()
    .trim()
    .max(AUDIT_OBJECT_ID_MAX_LENGTH, `El identificador puede tener hasta ${AUDIT_OBJECT_ID_MAX_LENGTH} caracteres.`)
    .optional()
    .transform((value) => value || undefined),
})

function readFilters(params: URLSearchParams) {
  const raw = Object.fromEntries(Object.entries(AUDIT_FILTER_PARAMS).map(([key, param]) => [key, params.get(param) ?? undefined]))
  const parsed = AuditFilterSchema.safeParse(raw)
  if (parsed.success) return { filters: parsed.data satisfies AuditFilters, objectIdError: null }
  // Only the typed object id can fail: the list runs without it and the form says why.
  const { objectId: _, ...others } = raw
  return {
    filters: AuditFilterSchema.parse(others) satisfies AuditFilters,
    objectIdError: parsed.error.issues[0]?.message ?? null,
  }
}

export async function loadAuditLog(request: Request) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const { filters, objectIdError } = readFilters(params)
  const page = parsePage(params)
  const { entries, total } = listAuditEntries(db, filters, { page, pageSize: ADMIN_PAGE_SIZE })
  const paging = pageWithin(page, total, ADMIN_PAGE_SIZE) ?? notFound()
  return {
    entries,
    total,
    ...paging,
    staffMembers: auditStaffMembers(db),
    typed: Object.fromEntries(Object.values(AUDIT_FILTER_PARAMS).map((param) => [param, params.get(param) ?? ''])),
    objectIdError,
  }
}
