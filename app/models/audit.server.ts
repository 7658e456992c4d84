import { type AuditAction, type AuditObjectType } from '~/constants'
import { and, eq } from 'drizzle-orm'
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
export function recordStaffAction(db: Db, staff: StaffMember, record: StaffActionRecord) {
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
