import { and, count, desc, eq, inArray, max } from 'drizzle-orm'
import { AUDIT_ACTIONS, type AuditAction, type AuditObjectType } from '~/constants'
import { auditLog, users } from '~/../drizzle/schema'
import { type Db } from '~/server/sqlite.server'

export type StaffMember = { id: number; email: string }

/** The staff account with this e-mail, for actions run from the command line; undefined when none. */
export function findStaffMember(db: Db, email: string): StaffMember | undefined {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.isStaff, true)))
    .get()
}

export type StaffActionRecord = {
  action: AuditAction
  objectType: AuditObjectType
  objectId: number | string
  reason?: string | null
  before?: unknown
  after?: unknown
}

/**
 * Writes the one audit row of a staff action. Call it inside the transaction that makes the
 * change, so the change and its record land together or not at all.
 */
export function recordStaffAction(db: Pick<Db, 'insert'>, staff: StaffMember, record: StaffActionRecord) {
  db.insert(auditLog)
    .values({
      staffUserId: staff.id,
      staffEmail: staff.email,
      action: record.action,
      objectType: record.objectType,
      objectId: String(record.objectId),
      reason: record.reason ?? null,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
    })
    .run()
}

export type AuditFilters = {
  staffUserId?: number
  action?: AuditAction
  objectType?: AuditObjectType
  objectId?: string
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  staffEmail: auditLog.staffEmail,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  reason: auditLog.reason,
  before: auditLog.before,
  after: auditLog.after,
}

/** Newest first by id: each filter has an index ending in id (audit_log_*_idx), so no sort step. */
function whereFilters({ staffUserId, action, objectType, objectId }: AuditFilters) {
  return and(
    staffUserId === undefined ? undefined : eq(auditLog.staffUserId, staffUserId),
    action === undefined ? undefined : eq(auditLog.action, action),
    objectType === undefined ? undefined : eq(auditLog.objectType, objectType),
    objectId === undefined ? undefined : eq(auditLog.objectId, objectId),
  )
}

export function listAuditEntries(db: Db, filters: AuditFilters, { page, pageSize }: { page: number; pageSize: number }) {
  const where = whereFilters(filters)
  const entries = db
    .select(entryColumns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all()
  const total = db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0
  return { entries, total }
}

export function recentAuditEntries(db: Db, limit: number) {
  return db.select(entryColumns).from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all()
}

/** Everyone who has written to the log, by the e-mail of their latest entry (the row outlives the account). */
export function auditStaffMembers(db: Db): StaffMember[] {
  const latest = db
    .select({ id: max(auditLog.id) })
    .from(auditLog)
    .groupBy(auditLog.staffUserId)
  return db
    .select({ id: auditLog.staffUserId, email: auditLog.staffEmail })
    .from(auditLog)
    .where(inArray(auditLog.id, latest))
    .orderBy(auditLog.staffEmail)
    .all()
}

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value)
