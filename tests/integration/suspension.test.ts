import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { createAuthToken } from '~/models/accounts.server'
import { SUSPENDED_ACCOUNT_MESSAGE } from '~/models/suspension.server'
import { listListingReviews, listProfileReviews } from '~/models/reviews.server'
import { sitemapEntries } from '~/models/sitemap.server'
import { loader as homeLoader } from '~/routes/_index'
import { action as accountsAction, loader as accountsLoader } from '~/routes/admin.cuentas/route'
import { action as authAction } from '~/routes/auth/route'
import { action as signInLinkAction } from '~/routes/auth_.ingresar'
import { loader as materialLoader } from '~/routes/detalleMaterial.$id'
import { loader as marketplaceLoader } from '~/routes/marketplace._index'
import { loader as profileLoader } from '~/routes/perfilDeProveedorActivo.$profileId'
import { loader as oldProfileLoader } from '~/routes/perfilProveedor.$id'
import { loader as listingLoader } from '~/routes/proveedor.$id'
import { loader as providersLoader } from '~/routes/proveedores'
import { loader as projectLoader } from '~/routes/proyectos.$projectId'
import { loader as feedLoader } from '~/routes/proyectos-publicados'
import { db } from '~/server/db.server'
import { getOptionalUser } from '~/server/session.server'
import { raceProcesses } from '../setup/race'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, createListing, createReview, resetDatabase, TEST_PASSWORD } from '../setup/factories'

type Reply = {
  userId?: number
  result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }
  message?: string
}

beforeEach(() => resetDatabase(db))

const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

/** What a loader answers: its data, or the status of the Response it threw. */
async function load(loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, cookie?: string) {
  try {
    const value = await loader({ request: get(path, cookie), params, context: {} } as never)
    return { status: value instanceof Response ? value.status : 200, data: value as never }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: undefined }
    throw thrown
  }
}

const lastAuditId = () => db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
const auditSince = (id: number) =>
  db.all<{ action: string; objectType: string; objectId: string; reason: string | null; staffUserId: number }>(
    sql`SELECT action, object_type AS objectType, object_id AS objectId, reason, staff_user_id AS staffUserId FROM audit_log WHERE id > ${id} ORDER BY id`,
  )

const suspendFields = (userId: number, reason: string): Fields => [
  ['intent', 'suspend'],
  ['userId', String(userId)],
  ['reason', reason],
]
const reactivateFields = (userId: number): Fields => [
  ['intent', 'reactivate'],
  ['userId', String(userId)],
]
const postAccounts = (fields: Fields, cookie: string, path = '/admin/cuentas') =>
  answer<Reply>(accountsAction as never, post(path, fields, { Cookie: cookie }))

const loginFields = (email: string): Fields => [
  ['intent', 'login'],
  ['email', email],
  ['password', TEST_PASSWORD],
]

/** A spammer with an active and a paused listing, a review on someone else's listing, a material and a public project. */
function spammerWorld() {
  const staff = createAccount(db, { isStaff: true, email: 'equipo@redobra.com.ar' })
  const spammer = createAccount(db, { email: 'spam@ejemplo.com.ar', businessName: 'Zanguango Spam' })
  const active = createListing(db, { businessName: 'Zanguango Techos', profileId: spammer.profile.id })
  const paused = createListing(db, {
    businessName: 'Zanguango Pausado',
    profileId: spammer.profile.id,
    subsectorSlug: 'chapas',
    isActive: false,
  })
  const honest = createAccount(db, { businessName: 'Techos Honestos' })
  const victim = createListing(db, { businessName: 'Techos Honestos', profileId: honest.profile.id })
  const reviewer = createAccount(db, { role: 'constructor' })
  createReview(db, { listingId: victim.id, userId: spammer.user.id, rating: 1, comment: 'Pésimo (falso)' })
  createReview(db, { listingId: victim.id, userId: reviewer.user.id, rating: 5, comment: 'Excelente' })
  const material = db
    .insert(schema.materials)
    .values({ userId: spammer.user.id, title: 'Zanguango cemento', description: 'Oferta', priceCents: 100 })
    .returning()
    .get()
  const project = db.insert(schema.projects).values({ userId: spammer.user.id, title: 'Zanguango obra', isPublic: true }).returning().get()
  return { staff, spammer, active, paused, honest, victim, material, project }
}

type World = ReturnType<typeof spammerWorld>

/** Everything a visitor can see of the world, and the counters behind the directory's order. */
async function publicView({ spammer, active, paused, victim, material, project }: World) {
  const search = (await load(homeLoader, '/?q=zanguango')).data as unknown as { results: { items: { id: number }[] } }
  const marketplace = (await load(marketplaceLoader, '/marketplace')).data as unknown as { materials: { id: number }[] }
  const feed = (await load(feedLoader, '/proyectos-publicados')).data as unknown as { projects: { id: number }[] }
  const providers = (await load(providersLoader, '/proveedores')).data as unknown as { items: { id: number }[] }
  return {
    listings: db.all(
      sql`SELECT id, is_active AS isActive, review_count AS reviewCount, rating_total AS ratingTotal FROM listings ORDER BY id`,
    ),
    searchIds: search.results.items.map((item) => item.id),
    materialIds: marketplace.materials.map((item) => item.id),
    projectIds: feed.projects.map((item) => item.id),
    providerIds: providers.items.map((item) => item.id),
    sitemap: Array.from(sitemapEntries(db), (entry) => entry.path).filter(
      (path) => path.startsWith('/proveedor') || path.startsWith('/perfilDeProveedorActivo'),
    ),
    victimReviews: listListingReviews(db, victim.id).reviews.map((review) => review.comment),
    spammerProfileReviews: listProfileReviews(db, spammer.profile.id).count,
    pages: {
      profile: (await load(profileLoader, `/perfilDeProveedorActivo/${spammer.profile.id}`, { profileId: String(spammer.profile.id) }))
        .status,
      oldProfile: (await load(oldProfileLoader, `/perfilProveedor/${spammer.profile.id}`, { id: String(spammer.profile.id) })).status,
      listing: (await load(listingLoader, `/proveedor/${active.id}`, { id: String(active.id) })).status,
      pausedListing: (await load(listingLoader, `/proveedor/${paused.id}`, { id: String(paused.id) })).status,
      material: (await load(materialLoader, `/detalleMaterial/${material.id}`, { id: String(material.id) })).status,
      project: (await load(projectLoader, `/proyectos/${project.id}`, { projectId: String(project.id) })).status,
    },
  }
}

describe('suspending an account', () => {
  test('ends its sessions, takes its content off every public page and refuses its sign-in; reactivating restores exactly what was there', async () => {
    const world = spammerWorld()
    const { staff, spammer, active, paused, victim, material, project } = world
    const staffCookie = await signedInCookie(staff.user.id)
    const spammerCookies = [await signedInCookie(spammer.user.id), await signedInCookie(spammer.user.id)]
    const before = await publicView(world)
    expect(before.searchIds).toEqual([active.id])
    expect(before.materialIds).toEqual([material.id])
    expect(before.projectIds).toEqual([project.id])
    expect(before.victimReviews).toHaveLength(2)
    expect(before.pages).toEqual({ profile: 200, oldProfile: 301, listing: 200, pausedListing: 404, material: 200, project: 200 })
    const audit = lastAuditId()

    const suspended = await postAccounts(suspendFields(spammer.user.id, '  Publica ofertas falsas  '), staffCookie, '/admin/cuentas?q=spam')
    expect(suspended.status).toBe(302)
    expect(suspended.headers.get('Location')).toBe('/admin/cuentas?q=spam')
    expect(await toastOf(suspended.headers)).toMatchObject({ type: 'success', title: 'Cuenta suspendida' })

    for (const cookie of spammerCookies) expect(await getOptionalUser(get('/', cookie))).toBeNull()
    expect(db.all(sql`SELECT 1 FROM sessions WHERE user_id = ${spammer.user.id}`)).toEqual([])
    const after = await publicView(world)
    expect(after.searchIds).toEqual([])
    expect(after.materialIds).toEqual([])
    expect(after.projectIds).toEqual([])
    expect(after.providerIds).not.toContain(spammer.profile.id)
    expect(after.sitemap).not.toContain(`/proveedor/${active.id}`)
    expect(after.sitemap).not.toContain(`/perfilDeProveedorActivo/${spammer.profile.id}`)
    expect(after.victimReviews).toEqual(['Excelente'])
    expect(after.pages).toEqual({ profile: 404, oldProfile: 404, listing: 404, pausedListing: 404, material: 404, project: 404 })
    expect(after.listings).toContainEqual({ id: victim.id, isActive: 1, reviewCount: 1, ratingTotal: 5 })
    expect(db.all(sql`SELECT listing_id AS id FROM suspended_listings`)).toEqual([{ id: active.id }])
    expect(db.get(sql`SELECT suspension_reason AS reason FROM users WHERE id = ${spammer.user.id}`)).toEqual({
      reason: 'Publica ofertas falsas',
    })

    const byPassword = await answer<Reply>(authAction as never, post('/auth', loginFields(spammer.user.email)))
    expect(byPassword.status).toBe(403)
    expect(byPassword.reply?.result?.error?.['']).toEqual([SUSPENDED_ACCOUNT_MESSAGE])
    const token = createAuthToken(db, spammer.user.id, 'sign-in-link', 60_000)
    const byLink = await answer<Reply>(signInLinkAction as never, post('/auth/ingresar', [['token', token]]))
    expect(byLink.status).toBe(403)
    expect(byLink.reply?.message).toBe(SUSPENDED_ACCOUNT_MESSAGE)
    expect(db.all(sql`SELECT 1 FROM sessions WHERE user_id = ${spammer.user.id}`)).toEqual([])

    const listed = (await load(accountsLoader, '/admin/cuentas?q=spam@', {}, staffCookie)).data as unknown as {
      accounts: { id: number; suspendedAt: Date | null; suspensionReason: string | null }[]
    }
    expect(listed.accounts).toEqual([expect.objectContaining({ id: spammer.user.id, suspensionReason: 'Publica ofertas falsas' })])
    expect(listed.accounts[0]!.suspendedAt).toBeInstanceOf(Date)

    const reactivated = await postAccounts(reactivateFields(spammer.user.id), staffCookie)
    expect(reactivated.status).toBe(302)
    expect(await toastOf(reactivated.headers)).toMatchObject({ type: 'success', title: 'Cuenta reactivada' })
    expect(await publicView(world)).toEqual(before)
    expect(db.all(sql`SELECT 1 FROM suspended_listings`)).toEqual([])
    expect(db.get(sql`SELECT is_active AS isActive FROM listings WHERE id = ${paused.id}`)).toEqual({ isActive: 0 })

    expect(auditSince(audit)).toEqual([
      {
        action: 'account.suspend',
        objectType: 'account',
        objectId: String(spammer.user.id),
        reason: 'Publica ofertas falsas',
        staffUserId: staff.user.id,
      },
      { action: 'account.reactivate', objectType: 'account', objectId: String(spammer.user.id), reason: null, staffUserId: staff.user.id },
    ])
    const signedIn = await answer<Reply>(authAction as never, post('/auth', loginFields(spammer.user.email)))
    expect(signedIn.status).toBe(302)
  })

  test('a password reset does not let a suspended account in', async () => {
    const { staff, spammer } = spammerWorld()
    await postAccounts(suspendFields(spammer.user.id, 'Spam'), await signedInCookie(staff.user.id))
    const { action: resetAction } = await import('~/routes/auth_.restablecer')
    const token = createAuthToken(db, spammer.user.id, 'reset-password', 60_000)
    const reset = await answer(
      resetAction as never,
      post('/auth/restablecer', [
        ['token', token],
        ['password', 'una-clave-nueva-larga'],
        ['confirmPassword', 'una-clave-nueva-larga'],
      ]),
    )
    expect(reset.status).toBe(302)
    const signIn = await answer<Reply>(
      authAction as never,
      post('/auth', [
        ['intent', 'login'],
        ['email', spammer.user.email],
        ['password', 'una-clave-nueva-larga'],
      ]),
    )
    expect(signIn.status).toBe(403)
    expect(signIn.reply?.result?.error?.['']).toEqual([SUSPENDED_ACCOUNT_MESSAGE])
  })

  test('staff cannot suspend themselves; the reason is required and limited, and the typed reason comes back', async () => {
    const { staff, spammer } = spammerWorld()
    const cookie = await signedInCookie(staff.user.id)
    const audit = lastAuditId()

    const self = await postAccounts(suspendFields(staff.user.id, 'Prueba'), cookie)
    expect(self.status).toBe(400)
    expect(self.reply?.result?.error?.['']).toEqual(['No podés suspender tu propia cuenta.'])

    const empty = await postAccounts(suspendFields(spammer.user.id, '   '), cookie)
    expect(empty.status).toBe(400)
    expect(empty.reply?.result?.error?.reason).toEqual(['Escribí el motivo de la suspensión'])

    const long = 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1)
    const tooLong = await postAccounts(suspendFields(spammer.user.id, long), cookie)
    expect(tooLong.status).toBe(400)
    expect(tooLong.reply?.userId).toBe(spammer.user.id)
    expect(tooLong.reply?.result?.error?.reason).toEqual([`El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`])
    expect(tooLong.reply?.result?.initialValue?.reason).toBe(long)

    const exact = await postAccounts(suspendFields(spammer.user.id, 'y'.repeat(STAFF_REASON_MAX_LENGTH)), cookie)
    expect(exact.status).toBe(302)
    expect(db.all(sql`SELECT id FROM users WHERE suspended_at IS NOT NULL`)).toEqual([{ id: spammer.user.id }])
    expect(auditSince(audit).map((row) => row.action)).toEqual(['account.suspend'])
  })

  test('suspending twice or reactivating an active account writes nothing', async () => {
    const { staff, spammer } = spammerWorld()
    const cookie = await signedInCookie(staff.user.id)
    const audit = lastAuditId()
    const notSuspended = await postAccounts(reactivateFields(spammer.user.id), cookie)
    expect(await toastOf(notSuspended.headers)).toMatchObject({ title: 'La cuenta no estaba suspendida' })
    await postAccounts(suspendFields(spammer.user.id, 'Spam'), cookie)
    const again = await postAccounts(suspendFields(spammer.user.id, 'Otra vez'), cookie)
    expect(await toastOf(again.headers)).toMatchObject({ title: 'La cuenta ya estaba suspendida' })
    expect(auditSince(audit).map((row) => row.action)).toEqual(['account.suspend'])
    const missing = await postAccounts(suspendFields(999_999, 'Spam'), cookie)
    expect(missing.status).toBe(404)
  })

  test('staff suspending the same account at once: one suspension, one audit row', async () => {
    const { staff, spammer, active } = spammerWorld()
    const other = createAccount(db, { isStaff: true })
    const audit = lastAuditId()
    const outcomes = await raceProcesses<string>(
      'suspension-worker.ts',
      [staff, other, staff].map((member) => [String(member.user.id), member.user.email, String(spammer.user.id)]),
    )
    expect(outcomes.sort()).toEqual(['alreadySuspended', 'alreadySuspended', 'suspended'])
    expect(auditSince(audit).map((row) => row.action)).toEqual(['account.suspend'])
    expect(db.all(sql`SELECT listing_id AS id FROM suspended_listings`)).toEqual([{ id: active.id }])
  })

  test('/admin/cuentas is a 404 to anyone who is not staff, and they cannot suspend', async () => {
    const { spammer, honest } = spammerWorld()
    const outsider = await signedInCookie(honest.user.id)
    expect((await load(accountsLoader, '/admin/cuentas')).status).toBe(404)
    expect((await load(accountsLoader, '/admin/cuentas', {}, outsider)).status).toBe(404)
    for (const cookie of ['', outsider]) {
      expect((await postAccounts(suspendFields(spammer.user.id, 'Spam'), cookie)).status).toBe(404)
    }
    expect(db.all(sql`SELECT id FROM users WHERE suspended_at IS NOT NULL`)).toEqual([])
  })

  test('the list finds accounts by any part of the e-mail or of the business name, ignoring case and accents', async () => {
    const { staff, spammer, honest } = spammerWorld()
    const cookie = await signedInCookie(staff.user.id)
    const ids = async (q: string) =>
      (
        (await load(accountsLoader, `/admin/cuentas?q=${encodeURIComponent(q)}`, {}, cookie)).data as unknown as {
          accounts: { id: number }[]
        }
      ).accounts.map((account) => account.id)
    expect(await ids('SPAM@')).toEqual([spammer.user.id])
    expect(await ids('zanguango')).toEqual([spammer.user.id])
    expect(await ids('técHOS honestos')).toEqual([honest.user.id])
    expect(await ids('@redobra.com.ar')).toEqual([staff.user.id])
    expect(await ids('am@EJEMPLO')).toEqual([spammer.user.id])
    expect(await ids('@ejemplo.com.ar')).toEqual(expect.arrayContaining([spammer.user.id, honest.user.id]))
    expect(await ids('%')).toEqual([])
    expect(await ids('_')).toEqual([])
    expect(await ids('ZANGUANGÓ')).toEqual([spammer.user.id])
    expect((await load(accountsLoader, '/admin/cuentas?page=99', {}, cookie)).status).toBe(404)
  })
})
