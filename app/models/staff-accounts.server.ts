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
 * A LIKE pattern for names containing `term` whatever their case and accents: the vowels (the
 * letters Spanish accents) match any one character, so "corralon" finds "Corralón". It reads far
 * faster than folding every name, and a rare extra match does no harm in a staff search.
 */
function nameContains(term: string) {
  const escaped = foldText(term).replace(/[\\%_]/g, (char) => `\\${char}`)
  return `%${escaped.replace(/[aeiou]/g, '_')}%`
}

const ROW_COLUMNS = sql`u.id, u.email, p.business_name AS businessName, p.user_role AS role, p.plan_type AS plan,
  u.is_staff AS isStaff, p.id AS profileId, u.suspended_at AS suspendedAt, u.suspension_reason AS suspensionReason,
  (SELECT json_group_array(l.id) FROM listings l WHERE l.profile_id = p.id AND l.is_active = 1) AS listingIdsJson`

/**
 * Accounts newest first, a page at a time. `q` finds e-mails that contain it ('@demo.com.ar'
 * finds a whole domain; the unique index on e-mail is read, not the table) or business names that
 * contain it. The matches are gathered once and counted alongside the page, so a search reads the
 * profiles once.
 */
export function listAccountsForStaff(db: Db, { q, page, pageSize }: { q: string; page: number; pageSize: number }) {
  const term = q.trim()
  const offset = (Math.max(1, page) - 1) * pageSize
  if (!term) {
    // Every account has its profile (created and deleted together), so the users' count is the list's.
    // CROSS JOIN keeps the page's 25 ids the outer loop: with a bound LIMIT the planner would scan every user.
    const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM users`)
    const rows = db.all<Row>(sql`
      SELECT ${ROW_COLUMNS}
      FROM (SELECT id FROM users ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset}) AS listed
      CROSS JOIN users u ON u.id = listed.id JOIN provider_profiles p ON p.user_id = u.id
      ORDER BY u.id DESC`)
    return { accounts: rows.map(toAccount), total }
  }
  const email = term.toLowerCase()
  const matches = sql`
    SELECT id FROM users WHERE instr(email, ${email}) > 0
    UNION SELECT user_id FROM provider_profiles WHERE business_name LIKE ${nameContains(term)} ESCAPE '\\'`
  // The matches are read once; the page's 25 are joined to their rows only after the cut, and the
  // one-row outer query carries the count even past the last page.
  const rows = db.all<{ total: number } & (Row | { [K in keyof Row]: null })>(sql`
    WITH matches AS MATERIALIZED (${matches}),
      listed AS (SELECT id FROM matches ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset})
    SELECT (SELECT count(*) FROM matches) AS total, page.*
    FROM (SELECT 1) LEFT JOIN (
      SELECT ${ROW_COLUMNS} FROM listed CROSS JOIN users u ON u.id = listed.id JOIN provider_profiles p ON p.user_id = u.id
    ) AS page ON 1
    ORDER BY page.id DESC`)
  const accounts = rows.flatMap(({ total: _total, ...row }) => (row.id === null ? [] : [toAccount(row as Row)]))
  return { accounts, total: rows[0]!.total }
}

function toAccount({ isStaff, suspendedAt, listingIdsJson, ...row }: Row): StaffAccountRow {
  return {
    ...row,
    isStaff: isStaff === 1,
    suspendedAt: suspendedAt === null ? null : new Date(suspendedAt),
    listingIds: JSON.parse(listingIdsJson) as number[],
  }
}
