import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { AUDIT_ACTIONS, type AuditAction, type AuditObjectType, type VerificationKind } from '~/constants'
import { auditLog, users } from '~/../drizzle/schema'
import { type Db } from '~/server/sqlite.server'
import { VERIFICATION_KIND_LABELS } from '~/utils/verification'

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

type NamedRow = { id: number; name: string }
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** What each kind of object is called in the log, read now: who and what, not only a number. */
const OBJECT_NAMERS: Partial<Record<AuditObjectType, (db: Db, ids: number[]) => NamedRow[]>> = {
  verification: (db, ids) =>
    db
      .all<{ id: number; kind: VerificationKind; provider: string }>(
        sql`SELECT v.id, v.kind, p.business_name AS provider FROM verification_checks v
          JOIN provider_profiles p ON p.id = v.profile_id WHERE v.id IN (${idList(ids)})`,
      )
      .map(({ id, kind, provider }) => ({ id, name: `${VERIFICATION_KIND_LABELS[kind]} de ${provider}` })),
  claim: (db, ids) =>
    db.all<NamedRow>(sql`SELECT c.id, p.business_name || ' sobre ' || l.business_name AS name FROM listing_claims c
      JOIN listings l ON l.id = c.listing_id JOIN provider_profiles p ON p.id = c.profile_id WHERE c.id IN (${idList(ids)})`),
  review: (db, ids) =>
    db.all<NamedRow>(sql`SELECT r.id, 'Sobre ' || coalesce(l.business_name, p.business_name, 'un proveedor') AS name FROM reviews r
      LEFT JOIN listings l ON l.id = r.listing_id LEFT JOIN provider_profiles p ON p.id = r.profile_id WHERE r.id IN (${idList(ids)})`),
  account: (db, ids) =>
    db.all<NamedRow>(sql`SELECT u.id, coalesce(p.business_name || ' (' || u.email || ')', u.email) AS name FROM users u
      LEFT JOIN provider_profiles p ON p.user_id = u.id WHERE u.id IN (${idList(ids)})`),
  conversation: (db, ids) =>
    db.all<NamedRow>(sql`SELECT id, '«' || subject || '»' AS name FROM conversations WHERE id IN (${idList(ids)})`),
  document: (db, ids) => db.all<NamedRow>(sql`SELECT id, original_name AS name FROM private_documents WHERE id IN (${idList(ids)})`),
}

/**
 * Each entry with the name of its object as it is now ('CUIT de Techos Ramírez'); null when the
 * object is gone (a deleted account) or has no name (an import): the log keeps its type and number.
 */
function withObjectNames<T extends { objectType: string; objectId: string }>(db: Db, entries: T[]) {
  const names = new Map<string, string>()
  for (const [type, namer] of Object.entries(OBJECT_NAMERS) as [AuditObjectType, (db: Db, ids: number[]) => NamedRow[]][]) {
    const ids = [...new Set(entries.filter((entry) => entry.objectType === type).map((entry) => Number(entry.objectId)))]
    const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0)
    if (wanted.length) for (const { id, name } of namer(db, wanted)) names.set(`${type}:${id}`, name)
  }
  return entries.map((entry) => ({ ...entry, objectName: names.get(`${entry.objectType}:${entry.objectId}`) ?? null }))
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
  return { entries: withObjectNames(db, entries), total }
}

export function recentAuditEntries(db: Db, limit: number) {
  return withObjectNames(db, db.select(entryColumns).from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all())
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
