/*
 * The console's reads: the dashboard's queue counts and the audit log's filters, paging and
 * refusals, on a real SQLite file; each filter reads through its index.
 */
import { eq } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { ADMIN_PAGE_SIZE } from '~/constants'
import { recordStaffAction } from '~/models/audit.server'
import { db } from '~/server/db.server'
import { loadDashboard } from '~/routes/admin._index/dashboard.server'
import { loadAuditLog } from '~/routes/admin.registro/audit-log.server'
import * as schema from '../../drizzle/schema'
import { ORIGIN, signedInCookie } from '../setup/actions'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

async function staffGet(path: string, userId: number) {
  return new Request(`${ORIGIN}${path}`, { headers: { Cookie: await signedInCookie(userId) } })
}

/** The log keeps rows of earlier tests (it refuses deletes): each test reads only its own objects. */
const objectIdBase = () => `t${Date.now()}${Math.random().toString(36).slice(2, 6)}`

test('the log: newest first, paged by ADMIN_PAGE_SIZE, filtered by staff member, action and object; past the end is a 404', async () => {
  const ana = createAccount(db, { isStaff: true }).user
  const beto = createAccount(db, { isStaff: true }).user
  const base = objectIdBase()
  for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i++) {
    recordStaffAction(db, i % 2 ? beto : ana, {
      action: i % 3 ? 'review.hide' : 'claim.approve',
      objectType: i % 3 ? 'review' : 'claim',
      objectId: `${base}-${i}`,
      reason: `motivo ${i}`,
      before: { hidden: false },
      after: { hidden: true },
    })
  }

  const byBeto = await loadAuditLog(await staffGet(`/admin/registro?miembro=${beto.id}`, ana.id))
  const betoRows = Math.floor((ADMIN_PAGE_SIZE + 3) / 2)
  const ours = byBeto.entries.slice(0, betoRows)
  expect(ours.every((entry) => entry.objectId.startsWith(base) && entry.staffEmail === beto.email)).toBe(true)
  expect(byBeto.staffMembers.map((member) => member.email)).toEqual(expect.arrayContaining([ana.email, beto.email]))

  const hides = await loadAuditLog(await staffGet(`/admin/registro?miembro=${ana.id}&accion=review.hide`, ana.id))
  expect(hides.entries.every((entry) => entry.action === 'review.hide')).toBe(true)
  expect(hides.entries.filter((entry) => entry.objectId.startsWith(base)).every((entry) => entry.staffEmail === ana.email)).toBe(true)

  const one = await loadAuditLog(await staffGet(`/admin/registro?tipo=claim&objeto=${base}-3`, ana.id))
  expect(one.entries).toMatchObject([{ objectId: `${base}-3`, reason: 'motivo 3', after: '{"hidden":true}' }])

  const mine = await loadAuditLog(await staffGet(`/admin/registro?miembro=${ana.id}`, ana.id))
  const ids = mine.entries.map((entry) => entry.id)
  expect(ids).toEqual([...ids].sort((a, b) => b - a))

  const all = await loadAuditLog(await staffGet('/admin/registro', ana.id))
  expect(all.entries).toHaveLength(ADMIN_PAGE_SIZE)
  const lastPage = Math.ceil(all.total / ADMIN_PAGE_SIZE)
  await expect(loadAuditLog(await staffGet(`/admin/registro?page=${lastPage + 1}`, ana.id))).rejects.toMatchObject({ status: 404 })
})

test('each entry names its object as it is now: the check and its provider, the account, the claim; a gone object keeps its number', async () => {
  const staff = createAccount(db, { isStaff: true }).user
  const provider = createAccount(db, { businessName: 'Techos Ramírez', email: 'techos@ejemplo.com.ar' })
  const check = db
    .insert(schema.verificationChecks)
    .values({ profileId: provider.profile.id, kind: 'cuit', cuit: '30123456781' })
    .returning()
    .get()
  const listing = createListing(db, { businessName: 'Zinguería Norte' })
  const claim = db
    .insert(schema.listingClaims)
    .values({ listingId: listing.id, profileId: provider.profile.id, relation: 'titular', cuit: '30123456781' })
    .returning()
    .get()
  const gone = createAccount(db)
  db.delete(schema.users).where(eq(schema.users.id, gone.user.id)).run()
  recordStaffAction(db, staff, { action: 'verification.approve', objectType: 'verification', objectId: check.id })
  recordStaffAction(db, staff, { action: 'account.suspend', objectType: 'account', objectId: provider.user.id, reason: 'Prueba' })
  recordStaffAction(db, staff, { action: 'claim.approve', objectType: 'claim', objectId: claim.id })
  recordStaffAction(db, staff, { action: 'account.reactivate', objectType: 'account', objectId: gone.user.id })

  const log = await loadAuditLog(await staffGet(`/admin/registro?miembro=${staff.id}`, staff.id))
  expect(log.entries.map((entry) => [entry.objectType, entry.objectName])).toEqual([
    ['account', null],
    ['claim', 'Techos Ramírez sobre Zinguería Norte'],
    ['account', 'Techos Ramírez (techos@ejemplo.com.ar)'],
    ['verification', 'CUIT de Techos Ramírez'],
  ])
  const dashboard = await loadDashboard(await staffGet('/admin', staff.id))
  expect(dashboard.recent[0]).toMatchObject({ objectType: 'account', objectName: null })
})

test('hand-edited filters never break the page: unknown values are ignored, an over-long object id is named next to its field', async () => {
  const ana = createAccount(db, { isStaff: true }).user
  const page = await loadAuditLog(
    await staffGet(`/admin/registro?miembro=abc&accion=drop%20table&tipo=%3Cscript%3E&objeto=${'9'.repeat(500)}&page=-3`, ana.id),
  )
  expect(page.page).toBe(1)
  expect(page.objectIdError).toBe('El identificador puede tener hasta 40 caracteres.')
  expect(page.typed.objeto).toBe('9'.repeat(500))
})

test('every filter of the log reads through an index, never a scan of the table', () => {
  const plans = [
    'SELECT id FROM audit_log ORDER BY id DESC LIMIT 25',
    'SELECT id FROM audit_log WHERE staff_user_id = 1 ORDER BY id DESC LIMIT 25',
    "SELECT id FROM audit_log WHERE action = 'review.hide' ORDER BY id DESC LIMIT 25",
    "SELECT id FROM audit_log WHERE object_type = 'review' AND object_id = '3' ORDER BY id DESC LIMIT 25",
  ].map((query) => db.$client.prepare(`EXPLAIN QUERY PLAN ${query}`).all() as { detail: string }[])
  for (const plan of plans) {
    const details = plan.map((step) => step.detail).join(' | ')
    expect(details).not.toMatch(/USE TEMP B-TREE/)
    expect(details).toMatch(/USING (COVERING )?INDEX audit_log_|INTEGER PRIMARY KEY|^SCAN audit_log$/)
  }
  expect(plans.slice(1).every((plan) => plan.some((step) => /SEARCH audit_log USING (COVERING )?INDEX audit_log_/.test(step.detail)))).toBe(
    true,
  )
})

test('the dashboard counts what waits: pending checks, pending claims, reported reviews not hidden', async () => {
  const staff = createAccount(db, { isStaff: true }).user
  const provider = createAccount(db).profile
  const author = createAccount(db, { role: 'constructor' }).user
  const reporter = createAccount(db, { role: 'constructor' }).user
  db.insert(schema.verificationChecks).values({ profileId: provider.id, kind: 'matricula', licenseNumber: '1', status: 'pending' }).run()
  db.insert(schema.verificationChecks).values({ profileId: provider.id, kind: 'cuit', cuit: '20123456786', status: 'approved' }).run()
  const listing = createListing(db)
  db.insert(schema.listingClaims).values({ listingId: listing.id, profileId: provider.id, relation: 'titular', cuit: '20123456786' }).run()
  const reported = createReview(db, { userId: author.id, listingId: listing.id, rating: 1 })
  const hidden = createReview(db, { userId: reporter.id, listingId: listing.id, rating: 2 })
  db.insert(schema.reviewReports).values({ reviewId: reported.id, userId: reporter.id, reason: 'Spam' }).run()
  db.insert(schema.reviewReports).values({ reviewId: reported.id, userId: staff.id, reason: 'Otro' }).run()
  db.insert(schema.reviewReports).values({ reviewId: hidden.id, userId: author.id, reason: 'Spam' }).run()
  db.update(schema.reviews).set({ hiddenAt: new Date(), hiddenReason: 'Ofensiva' }).where(eq(schema.reviews.id, hidden.id)).run()

  const { counts } = await loadDashboard(await staffGet('/admin', staff.id))
  expect(counts).toEqual({ pendingChecks: 1, pendingClaims: 1, reportedReviews: 1 })
})
