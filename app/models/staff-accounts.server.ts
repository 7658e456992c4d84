import { sql } from 'drizzle-orm'
import type { Plan, Role } from '~/constants'
import { foldText, type Db } from '~/server/sqlite.server'

export type StaffAccountRow = {
  id: number
  email: string
  businessName: string
  role: Role
  plan: Plan
  isStaff: boolean
  profileId: number
  suspendedAt: Date | null
  suspensionReason: string | null
  /** The account's active listings, each a public page. */
  listingIds: number[]
}

type Row = Omit<StaffAccountRow, 'isStaff' | 'suspendedAt' | 'listingIds'> & {
  isStaff: number
  suspendedAt: number | null
  listingIdsJson: string
}

/**
 * Accounts newest first, a page at a time. `q` finds e-mails that start with it (the unique index
 * on e-mail serves the range) or business names that contain it, ignoring case and accents.
 */
export function listAccountsForStaff(db: Db, { q, page, pageSize }: { q: string; page: number; pageSize: number }) {
  const term = q.trim()
  const email = term.toLowerCase()
  const where = term
    ? sql`(u.email >= ${email} AND u.email < ${email + '\u{10FFFF}'}) OR instr(fold(p.business_name), ${foldText(term)}) > 0`
    : sql`1 = 1`
  const from = sql`FROM users u JOIN provider_profiles p ON p.user_id = u.id WHERE ${where}`
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total ${from}`)
  const rows = db.all<Row>(sql`
    SELECT u.id, u.email, p.business_name AS businessName, p.user_role AS role, p.plan_type AS plan, u.is_staff AS isStaff,
      p.id AS profileId, u.suspended_at AS suspendedAt, u.suspension_reason AS suspensionReason,
      (SELECT json_group_array(l.id) FROM listings l WHERE l.profile_id = p.id AND l.is_active = 1) AS listingIdsJson
    ${from}
    ORDER BY u.id DESC
    LIMIT ${pageSize} OFFSET ${(Math.max(1, page) - 1) * pageSize}`)
  const accounts = rows.map(({ isStaff, suspendedAt, listingIdsJson, ...row }): StaffAccountRow => ({
    ...row,
    isStaff: isStaff === 1,
    suspendedAt: suspendedAt === null ? null : new Date(suspendedAt),
    listingIds: JSON.parse(listingIdsJson) as number[],
  }))
  return { accounts, total }
}
