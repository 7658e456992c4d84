/**
 * Server time of the console's list pages at 100k listings: every page of app/routes/admin/sections.ts
 * with its typical and worst query strings (page 1, a far page, each filter, a search term),
 * requested one at a time by a staff session from the production build. Run with
 * `npm run bench:admin` (it builds first). Fails when a p95 is over the budget.
 */
import { sql } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '../../app/constants'
import { ADMIN_SECTIONS } from '../../app/routes/admin/sections'
import { benchDatabase, runBench, timePagesAgainstBudget, yardstickPage, type BudgetedPage } from './bench-server'

const LISTINGS = 100_000
const BUDGET_P95_MS = 50
const AUDIT_ROWS = 50_000
const STAFF_MEMBERS = 6
const REPORTED_REVIEWS = 3_000
const PENDING_CLAIMS = 2_000
const RUNS = 100
const WARMUP_RUNS = 10
const PORT = 3171

/** Copies the cached database and fills the console's queues and log far beyond the demo's. */
async function prepare(dir: string) {
  const file = await benchDatabase(dir, LISTINGS)
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { createAccount } = await import('../setup/factories')
  const staff = Array.from(
    { length: STAFF_MEMBERS },
    (_, i) => createAccount(db, { isStaff: true, email: `equipo${i + 1}@bench.redobra.com.ar` }).user,
  )
  const cookie = (await createSession(staff[0]!.id)).split(';')[0]!
  const actions = Object.keys(AUDIT_ACTIONS)
  db.transaction((tx) => {
    const insert = db.$client.prepare(
      `INSERT INTO audit_log (staff_user_id, staff_email, action, object_type, object_id, reason, before, after, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (let i = 0; i < AUDIT_ROWS; i++) {
      const member = staff[i % STAFF_MEMBERS]!
      insert.run(
        member.id,
        member.email,
        actions[i % actions.length],
        AUDIT_OBJECT_TYPES[i % AUDIT_OBJECT_TYPES.length],
        String(1 + (i % 5_000)),
        i % 3 === 0 ? 'Motivo de prueba del registro' : null,
        JSON.stringify({ status: 'pending' }),
        JSON.stringify({ status: 'approved' }),
        Date.now() - (AUDIT_ROWS - i) * 60_000,
      )
    }
    tx.run(sql`INSERT OR IGNORE INTO verification_checks (profile_id, kind, status, license_number, license_issuer, submitted_at)
               SELECT id, 'matricula', 'pending', '1234', 'CPIC', created_at FROM provider_profiles WHERE user_role = 'proveedor'`)
    tx.run(sql`INSERT OR IGNORE INTO listing_claims (listing_id, profile_id, relation, cuit, status, created_at)
               SELECT l.id, (SELECT id FROM provider_profiles WHERE user_role = 'proveedor' ORDER BY id LIMIT 1), 'titular', '30712345679', 'pending', l.created_at
               FROM listings l WHERE l.profile_id IS NULL ORDER BY l.id LIMIT ${PENDING_CLAIMS}`)
    tx.run(sql`INSERT OR IGNORE INTO review_reports (review_id, user_id, reason, created_at)
               SELECT r.id, u.id, 'Spam', r.created_at FROM (SELECT id, created_at FROM reviews WHERE user_id IS NOT NULL ORDER BY id LIMIT ${REPORTED_REVIEWS}) r
               JOIN (SELECT id FROM users ORDER BY id LIMIT 3) u`)
  })
  const total = db.$client.prepare('SELECT count(*) FROM audit_log').pluck().get() as number
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return { file, cookie, staffId: staff[STAFF_MEMBERS - 1]!.id, lastAuditPage: Math.ceil(total / ADMIN_PAGE_SIZE) }
}

/** Query strings for each console page; pages without an entry get page 1, a far page and a search term. */
function rowsFor(lastAuditPage: number, staffId: number): BudgetedPage[] {
  const special: Record<string, [string, string][]> = {
    '/admin': [['the dashboard', '']],
    '/admin/registro': [
      ['page 1', ''],
      ['the last page', `?page=${lastAuditPage}`],
      ['one staff member', `?miembro=${staffId}`],
      ['one staff member, far page', `?miembro=${staffId}&page=${Math.floor(lastAuditPage / STAFF_MEMBERS)}`],
      ['one action', '?accion=review.hide'],
      ['object type and id', '?tipo=review&objeto=4321'],
      ['object type only', '?tipo=account'],
      ['every filter', `?miembro=${staffId}&accion=account.suspend&tipo=account&objeto=12`],
    ],
  }
  return [
    yardstickPage(),
    ...ADMIN_SECTIONS.flatMap(({ to }) =>
      (
        special[to] ?? [
          ['page 1', ''],
          ['a far page', '?page=40'],
          ['a search term', '?q=hormig'],
        ]
      ).map(([label, query]) => ({ label: `${to} ${label}`, path: `${to}${query}`, budgeted: true })),
    ),
  ]
}

runBench('admin', async (dir) => {
  const { file, cookie, staffId, lastAuditPage } = await prepare(dir)
  await timePagesAgainstBudget(file, PORT, rowsFor(lastAuditPage, staffId), cookie, {
    runs: RUNS,
    warmupRuns: WARMUP_RUNS,
    title: `Console list pages at ${LISTINGS.toLocaleString('en')} listings, ${AUDIT_ROWS.toLocaleString('en')} audit rows (ms, ${RUNS} requests each):`,
    labelWidth: 60,
    budgetP95Ms: BUDGET_P95_MS,
  })
})
