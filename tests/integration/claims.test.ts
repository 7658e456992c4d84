import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { CLAIM_MESSAGE_MAX_LENGTH, CLAIMS_OPEN_PER_ACCOUNT_MAX, STAFF_REASON_MAX_LENGTH } from '~/constants'
import { contactProofMatches, submitClaim } from '~/models/claims.server'
import { action as queueAction, loader as queueLoader } from '~/routes/admin.reclamos/route'
import { ratingsOfProfiles } from '~/models/reviews.server'
import { loader as listingLoader } from '~/routes/proveedor.$id'
import { loader as profilePageLoader } from '~/routes/perfilDeProveedorActivo.$profileId'
import { action as claimAction, loader as claimLoader } from '~/routes/proveedor.$id_.reclamar/route'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { PROOF_MISSING_MESSAGE } from '~/routes/proveedor.$id_.reclamar/claim-schema'
import { db } from '~/server/db.server'
import { privateDocumentsDir } from '~/server/private-documents.server'
import { documentUrl } from '~/utils/documents'
import { outboxDir } from '~/server/email.server'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'
import { lastEmailTo } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

type Reply = {
  claimId?: number | null
  result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }
}

const VALID_CUIT = '20-12345678-6'
// Each racing process loads TypeScript through tsx: seconds apiece on a busy machine.
const RACE_TIMEOUT_MS = 60_000
const claimFields = (overrides: Record<string, string> = {}): Fields =>
  Object.entries({
    relation: 'titular',
    cuit: VALID_CUIT,
    contactProof: '11 4321-4321',
    message: 'Soy el dueño desde 1998.',
    ...overrides,
  })

beforeEach(() => resetDatabase(db))

const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {})

async function callLoader<T>(loader: (args: never) => Promise<T>, request: Request, params: Record<string, string> = {}) {
  try {
    return { data: await loader({ request, params, context: {} } as never), status: 200 }
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, status: thrown.status }
    throw thrown
  }
}

async function people() {
  const provider = createAccount(db, { businessName: 'Techos Ramírez' })
  const rival = createAccount(db, { businessName: 'Impostores SRL' })
  const builder = createAccount(db, { role: 'constructor' })
  const staff = createAccount(db, { isStaff: true, businessName: 'Equipo RedObra' })
  return {
    provider: { ...provider, cookie: await signedInCookie(provider.user.id) },
    rival: { ...rival, cookie: await signedInCookie(rival.user.id) },
    builder: { ...builder, cookie: await signedInCookie(builder.user.id) },
    staff: { ...staff, cookie: await signedInCookie(staff.user.id) },
  }
}

const unclaimed = () => createListing(db, { businessName: 'Techos Ramírez', phone: '+541143214321', address: 'Av. Cabildo 1234' })

const claimsOf = (listingId: number) =>
  db.all<{ id: number; profileId: number; status: string; decisionReason: string | null; cuit: string }>(sql`
    SELECT id, profile_id AS profileId, status, decision_reason AS decisionReason, cuit FROM listing_claims
    WHERE listing_id = ${listingId} ORDER BY id`)

const ownerOf = (listingId: number) =>
  db.get<{ profileId: number | null }>(sql`SELECT profile_id AS profileId FROM listings WHERE id = ${listingId}`).profileId

const lastAuditId = () => db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
const auditSince = (id: number) =>
  db.all<{ action: string; objectId: string; staffUserId: number; reason: string | null; after: string | null }>(sql`
    SELECT action, object_id AS objectId, staff_user_id AS staffUserId, reason, after FROM audit_log WHERE id > ${id} ORDER BY id`)

function fileClaim(listingId: number, profileId: number) {
  return db
    .insert(schema.listingClaims)
    .values({ listingId, profileId, relation: 'titular', cuit: '30123456781', contactProof: '11 4321-4321' })
    .returning()
    .get()
}

const decide = (cookie: string, fields: Fields, path = '/admin/reclamos') =>
  answer<Reply>(queueAction, post(path, fields, { Cookie: cookie }))

describe('the claim link and page', () => {
  test("an unclaimed listing's page links to its claim form; a claimed one does not", async () => {
    const { provider } = await people()
    const listing = unclaimed()
    const owned = createListing(db, { profileId: provider.profile.id })
    const page = await callLoader(listingLoader, get(`/proveedor/${listing.id}`), { id: String(listing.id) })
    expect(page.data?.listing.profileId).toBeNull()
    const ownedPage = await callLoader(listingLoader, get(`/proveedor/${owned.id}`), { id: String(owned.id) })
    expect(ownedPage.data?.listing.profileId).toBe(provider.profile.id)
  })

  test('a visitor is sent to sign in and back; a builder is told claims are for providers; a provider gets the form', async () => {
    const { provider, builder } = await people()
    const listing = unclaimed()
    const params = { id: String(listing.id) }
    const path = `/proveedor/${listing.id}/reclamar`

    const visitor = await callLoader(claimLoader, get(path), params)
    expect(visitor.status).toBe(302)
    expect(visitor.response!.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: path })}`)

    expect((await callLoader(claimLoader, get(path, builder.cookie), params)).data?.state).toBe('builder')
    expect((await callLoader(claimLoader, get(path, provider.cookie), params)).data).toEqual({
      listing: { id: listing.id, businessName: 'Techos Ramírez' },
      state: 'open',
      // The form marks what its schema requires: the relation and the CUIT.
      constraint: expect.objectContaining({ cuit: { required: true }, relation: expect.objectContaining({ required: true }) }),
    })

    const posted = await answer<Reply>(claimAction, post(path, claimFields(), { Cookie: builder.cookie }), params)
    expect(posted.status).toBe(403)
    expect(posted.reply?.result?.error?.['']).toEqual(['Solo las cuentas de proveedor pueden reclamar un perfil.'])
    expect(claimsOf(listing.id)).toEqual([])
  })

  test("a claimed listing's claim page says so to anyone, and refuses a claim", async () => {
    const { provider, rival } = await people()
    const listing = createListing(db, { profileId: rival.profile.id })
    const params = { id: String(listing.id) }
    const path = `/proveedor/${listing.id}/reclamar`
    expect((await callLoader(claimLoader, get(path), params)).data?.state).toBe('claimed')
    expect((await callLoader(claimLoader, get(path, provider.cookie), params)).data?.state).toBe('claimed')
    const posted = await answer<Reply>(claimAction, post(path, claimFields(), { Cookie: provider.cookie }), params)
    expect(posted.status).toBe(409)
    expect(posted.reply?.result?.error?.['']).toEqual(['Este perfil ya fue reclamado.'])
    expect(claimsOf(listing.id)).toEqual([])
  })

  test('an unknown or inactive listing has no claim page', async () => {
    const { provider } = await people()
    const paused = createListing(db, { isActive: false })
    for (const id of ['999999', 'abc', String(paused.id)]) {
      expect((await callLoader(claimLoader, get(`/proveedor/${id}/reclamar`, provider.cookie), { id })).status).toBe(404)
    }
  })
})

describe('filing a claim', () => {
  test(`an account has at most ${CLAIMS_OPEN_PER_ACCOUNT_MAX} claims in review: the page says so and the next claim is refused`, async () => {
    const { provider } = await people()
    for (let n = 0; n < CLAIMS_OPEN_PER_ACCOUNT_MAX; n++) {
      const listing = unclaimed()
      const sent = await answer<Reply>(claimAction, post(`/proveedor/${listing.id}/reclamar`, claimFields(), { Cookie: provider.cookie }), {
        id: String(listing.id),
      })
      expect(sent.status).toBe(302)
    }
    const next = unclaimed()
    const params = { id: String(next.id) }
    const message = `Ya tenés ${CLAIMS_OPEN_PER_ACCOUNT_MAX} reclamos en revisión: esperá a que los revisemos para enviar otro.`
    expect((await callLoader(claimLoader, get(`/proveedor/${next.id}/reclamar`, provider.cookie), params)).data?.state).toBe('too-many')
    const refused = await answer<Reply>(
      claimAction,
      post(`/proveedor/${next.id}/reclamar`, claimFields(), { Cookie: provider.cookie }),
      params,
    )
    expect([refused.status, refused.reply?.result?.error?.['']]).toEqual([429, [message]])
    // The model counts inside its transaction too, whatever path writes.
    expect(submitClaim(db, { listingId: next.id, profileId: provider.profile.id, relation: 'titular', cuit: VALID_CUIT })).toEqual({
      status: 'too-many',
    })
    expect(claimsOf(next.id)).toHaveLength(0)
  })

  test('a provider files one claim; the page then says it is in review; a second is refused', async () => {
    const { provider } = await people()
    const listing = unclaimed()
    const params = { id: String(listing.id) }
    const path = `/proveedor/${listing.id}/reclamar`

    const sent = await answer<Reply>(claimAction, post(path, claimFields(), { Cookie: provider.cookie }), params)
    expect(sent.status).toBe(302)
    expect(sent.headers.get('Location')).toBe(path)
    expect((await toastOf(sent.headers))?.title).toBe('Recibimos tu reclamo')
    const [claim] = db.select().from(schema.listingClaims).all()
    expect(claim).toMatchObject({
      listingId: listing.id,
      profileId: provider.profile.id,
      relation: 'titular',
      cuit: '20123456786',
      contactProof: '11 4321-4321',
      message: 'Soy el dueño desde 1998.',
      status: 'pending',
      decidedAt: null,
    })
    expect((await callLoader(claimLoader, get(path, provider.cookie), params)).data?.state).toBe('in-review')

    const again = await answer<Reply>(claimAction, post(path, claimFields({ relation: 'empleado' }), { Cookie: provider.cookie }), params)
    expect(again.status).toBe(409)
    expect(again.reply?.result?.error?.['']).toEqual(['Ya tenés un reclamo en revisión para este perfil.'])
    // Answered before the post (and its document) is read: the page shows no form any more.
    expect(again.reply?.result?.initialValue).toBeNull()
    expect(claimsOf(listing.id)).toHaveLength(1)
  })

  test(
    'two claims sent at once by one provider leave one (the unique index decides)',
    async () => {
      const { provider } = await people()
      const listing = unclaimed()
      const outcomes = await raceProcesses<string>('claim-worker.ts', [
        ['submit', String(listing.id), String(provider.profile.id)],
        ['submit', String(listing.id), String(provider.profile.id)],
      ])
      expect(outcomes.sort()).toEqual(['duplicate', 'submitted'])
      expect(claimsOf(listing.id)).toHaveLength(1)
    },
    RACE_TIMEOUT_MS,
  )

  test.each([
    ['cuit', '20-12345678-5', 'El CUIT no es válido: revisá el dígito verificador'],
    ['cuit', '21-12345678-6', 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34'],
    ['cuit', '20-1234567A-6', 'El CUIT solo lleva números (los guiones son opcionales)'],
    ['cuit', '2012345678', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['cuit', '201234567861', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['cuit', '', 'Ingresá el CUIT'],
    ['relation', 'duenio', 'Elegí tu relación con la empresa'],
    ['contactProof', '   ', PROOF_MISSING_MESSAGE],
    ['message', 'a'.repeat(CLAIM_MESSAGE_MAX_LENGTH + 1), `El mensaje puede tener hasta ${CLAIM_MESSAGE_MAX_LENGTH} caracteres`],
  ])('%s = %j is refused next to the field, the typed values kept', async (field, value, message) => {
    const { provider } = await people()
    const listing = unclaimed()
    const fields = claimFields({ [field]: value })
    const refused = await answer<Reply>(claimAction, post(`/proveedor/${listing.id}/reclamar`, fields, { Cookie: provider.cookie }), {
      id: String(listing.id),
    })
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.[field]).toEqual([message])
    expect(refused.reply?.result?.initialValue).toEqual(Object.fromEntries(fields.filter(([, typed]) => typed !== '')))
    expect(claimsOf(listing.id)).toEqual([])
  })

  test('extra fields cannot choose the profile, the status or another listing', async () => {
    const { provider, rival } = await people()
    const listing = unclaimed()
    const other = unclaimed()
    const fields = claimFields({
      profileId: String(rival.profile.id),
      profile_id: String(rival.profile.id),
      status: 'approved',
      listingId: String(other.id),
      listing_id: String(other.id),
      decidedAt: '1',
    })
    const sent = await answer(claimAction, post(`/proveedor/${listing.id}/reclamar`, fields, { Cookie: provider.cookie }), {
      id: String(listing.id),
    })
    expect(sent.status).toBe(302)
    expect(claimsOf(listing.id)).toEqual([expect.objectContaining({ profileId: provider.profile.id, status: 'pending' })])
    expect(claimsOf(other.id)).toEqual([])
    expect(ownerOf(listing.id)).toBeNull()
  })
})

describe('the staff queue', () => {
  test('lists pending claims oldest first with the listing, the claimant and whether the contact matches', async () => {
    const { provider, rival, staff } = await people()
    const listing = unclaimed()
    const first = fileClaim(listing.id, provider.profile.id)
    const second = db
      .insert(schema.listingClaims)
      .values({
        listingId: listing.id,
        profileId: rival.profile.id,
        relation: 'empleado',
        cuit: '20123456786',
        contactProof: '011 15-9999-9999',
      })
      .returning()
      .get()
    const page = await callLoader(queueLoader, get('/admin/reclamos', staff.cookie))
    expect(page.data?.total).toBe(2)
    expect(page.data?.claims.map((claim) => [claim.id, claim.contactMatches])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
    expect(page.data?.claims[0]).toMatchObject({
      relation: 'titular',
      cuit: '30123456781',
      listing: { id: listing.id, businessName: 'Techos Ramírez', phone: '+541143214321', address: 'Av. Cabildo 1234' },
      claimant: { businessName: 'Techos Ramírez', email: provider.user.email },
    })
    expect((await callLoader(queueLoader, get('/admin/reclamos?page=2', staff.cookie))).status).toBe(404)
  })

  test('staff search the queue by listing, claimant, e-mail or CUIT; the search survives paging and a decision', async () => {
    const { provider, rival, staff } = await people()
    const listing = unclaimed()
    const first = fileClaim(listing.id, provider.profile.id)
    const second = db
      .insert(schema.listingClaims)
      .values({ listingId: listing.id, profileId: rival.profile.id, relation: 'empleado', cuit: '20123456786' })
      .returning()
      .get()
    const found = async (q: string) =>
      (await callLoader(queueLoader, get(`/admin/reclamos?q=${encodeURIComponent(q)}`, staff.cookie))).data?.claims.map((claim) => claim.id)
    expect(await found('techos ramirez')).toEqual([first.id, second.id])
    expect(await found(rival.user.email.toUpperCase())).toEqual([second.id])
    expect(await found('20-12345678-6')).toEqual([second.id])
    expect(await found('30123456781')).toEqual([first.id])
    expect(await found('Corralón que no existe')).toEqual([])
    expect((await callLoader(queueLoader, get('/admin/reclamos?q=%25', staff.cookie))).data?.total).toBe(0)

    const decided = await decide(
      staff.cookie,
      [
        ['intent', 'rechazar'],
        ['claimId', String(second.id)],
        ['reason', 'No acredita relación'],
      ],
      '/admin/reclamos?q=20123456786',
    )
    expect(decided.headers.get('Location')).toBe('/admin/reclamos?q=20123456786')
  })

  test('a contact proof matches the listing phone however written, or an e-mail at its website domain', () => {
    const listing = { phone: '+5491143214321', website: 'https://www.techosramirez.com.ar' }
    expect(contactProofMatches('(011) 15 4321-4321', listing)).toBe(true)
    expect(contactProofMatches('+54 9 11 4321 4321', listing)).toBe(true)
    expect(contactProofMatches('11 4321-4322', listing)).toBe(false)
    expect(contactProofMatches('Ventas@TechosRamirez.com.ar', listing)).toBe(true)
    expect(contactProofMatches('ventas@otro.com.ar', listing)).toBe(false)
    expect(contactProofMatches(null, listing)).toBe(false)
  })

  test('answers 404 to a visitor, a builder and a provider, and they cannot decide a claim', async () => {
    const { provider, rival, builder } = await people()
    const listing = unclaimed()
    const claim = fileClaim(listing.id, rival.profile.id)
    for (const cookie of [undefined, builder.cookie, provider.cookie, rival.cookie]) {
      expect((await callLoader(queueLoader, get('/admin/reclamos', cookie))).status).toBe(404)
      for (const fields of [
        [
          ['intent', 'aprobar'],
          ['claimId', String(claim.id)],
        ],
        [
          ['intent', 'rechazar'],
          ['claimId', String(claim.id)],
          ['reason', 'No'],
        ],
      ] as Fields[]) {
        const request = post('/admin/reclamos', fields, cookie ? { Cookie: cookie } : {})
        expect((await answer(queueAction, request)).status).toBe(404)
      }
    }
    expect(claimsOf(listing.id)).toEqual([expect.objectContaining({ status: 'pending' })])
    expect(ownerOf(listing.id)).toBeNull()
  })
})

describe('approving a claim', () => {
  test('moves the listing with its reviews, favourites and counters, rejects the other claims, puts the CUIT in review, audits once and e-mails', async () => {
    const { provider, rival, builder, staff } = await people()
    const listing = unclaimed()
    const reviewer = createAccount(db, { role: 'constructor', businessName: 'Obras Norte' })
    createReview(db, { listingId: listing.id, userId: reviewer.user.id, rating: 5, comment: 'Impecable.' })
    createReview(db, { listingId: listing.id, userId: builder.user.id, rating: 2, comment: 'Llegaron tarde.' })
    db.insert(schema.favorites).values({ userId: builder.user.id, listingId: listing.id }).run()
    const claim = fileClaim(listing.id, provider.profile.id)
    const otherClaim = fileClaim(listing.id, rival.profile.id)
    // The rival never proved its address: the e-mail to it must not carry the name it typed.
    db.update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, rival.user.id)).run()

    const page = async () => {
      const { data } = await callLoader(listingLoader, get(`/proveedor/${listing.id}`, builder.cookie), { id: String(listing.id) })
      return {
        name: data!.listing.businessName,
        phone: data!.listing.phone,
        reviewCount: data!.listing.reviewCount,
        ratingAverage: data!.listing.ratingAverage,
        reviews: data!.reviews,
        favorite: data!.favorite,
      }
    }
    const before = await page()
    expect(before).toMatchObject({ reviewCount: 2, ratingAverage: 3.5, favorite: true })
    const auditStart = lastAuditId()

    const approved = await decide(staff.cookie, [
      ['intent', 'aprobar'],
      ['claimId', String(claim.id)],
      ['profileId', String(rival.profile.id)],
      ['listingId', '1'],
    ])
    expect(approved.status).toBe(302)
    expect((await toastOf(approved.headers))?.title).toBe('Aprobaste el reclamo de Techos Ramírez')

    expect(ownerOf(listing.id)).toBe(provider.profile.id)
    expect(await page()).toEqual(before)
    expect(db.select().from(schema.favorites).all()).toEqual([expect.objectContaining({ userId: builder.user.id, listingId: listing.id })])
    expect(claimsOf(listing.id)).toEqual([
      expect.objectContaining({ id: claim.id, status: 'approved', decisionReason: null }),
      expect.objectContaining({ id: otherClaim.id, status: 'rejected', decisionReason: 'Otro reclamo fue aprobado' }),
    ])
    expect(db.all(sql`SELECT profile_id AS profileId, kind, status, cuit FROM verification_checks`)).toEqual([
      { profileId: provider.profile.id, kind: 'cuit', status: 'pending', cuit: '30123456781' },
    ])

    const audit = auditSince(auditStart)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'claim.approve', objectId: String(claim.id), staffUserId: staff.user.id })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ listingProfileId: provider.profile.id, rejectedClaimIds: [otherClaim.id] })

    const email = await lastEmailTo(outboxDir(), provider.user.email)
    expect(email.subject).toBe('Aprobamos tu reclamo de Techos Ramírez en RedObra')
    expect(email.text).toContain('El CUIT que nos enviaste quedó en revisión')
    expect(email.text).toContain('¡Hola, Techos Ramírez!')
    const rejection = await lastEmailTo(outboxDir(), rival.user.email)
    expect(rejection.text).toContain('Motivo: Otro reclamo fue aprobado')
    expect(rejection.text).toContain('¡Hola!')
    expect(rejection.text).not.toContain('Impostores')

    // The new owner's listing no longer offers a claim, and deciding again changes nothing.
    const { data } = await callLoader(claimLoader, get(`/proveedor/${listing.id}/reclamar`, rival.cookie), { id: String(listing.id) })
    expect(data?.state).toBe('claimed')
    const again = await decide(staff.cookie, [
      ['intent', 'aprobar'],
      ['claimId', String(otherClaim.id)],
    ])
    expect((await toastOf(again.headers))?.title).toBe('No se aprobó: este perfil ya fue reclamado.')
    expect(ownerOf(listing.id)).toBe(provider.profile.id)
    expect(auditSince(auditStart)).toHaveLength(1)
  })

  test("the claimant's page shows the claimed listing's reviews with its own, averages and counts to match", async () => {
    const { provider, builder, staff } = await people()
    const own = createListing(db, { profileId: provider.profile.id, subsectorSlug: 'zingueria', businessName: 'Techos Ramírez' })
    const listing = unclaimed()
    const reviewer = createAccount(db, { role: 'constructor', businessName: 'Obras Norte' })
    createReview(db, { listingId: own.id, userId: reviewer.user.id, rating: 4, comment: 'Buenas canaletas.' })
    createReview(db, { listingId: listing.id, userId: reviewer.user.id, rating: 5, comment: 'Impecable.' })
    createReview(db, { listingId: listing.id, userId: builder.user.id, rating: 2, comment: 'Llegaron tarde.' })
    const claim = fileClaim(listing.id, provider.profile.id)
    await decide(staff.cookie, [
      ['intent', 'aprobar'],
      ['claimId', String(claim.id)],
    ])
    expect(ownerOf(listing.id)).toBe(provider.profile.id)

    const { data } = await callLoader(profilePageLoader, get(`/perfilDeProveedorActivo/${provider.profile.id}`), {
      profileId: String(provider.profile.id),
    })
    expect(data!.reviews.count).toBe(3)
    expect(data!.reviews.average).toBeCloseTo(11 / 3)
    expect(data!.reviews.reviews.map((review) => [review.comment, review.service])).toEqual(
      expect.arrayContaining([
        ['Buenas canaletas.', 'Zinguería'],
        ['Impecable.', 'Techistas'],
        ['Llegaron tarde.', 'Techistas'],
      ]),
    )
    // The offer comparison reads the same rating.
    expect(ratingsOfProfiles(db, [provider.profile.id]).get(provider.profile.id)).toEqual({ average: 11 / 3, count: 3 })
    // And the claimed listing's own page keeps its two.
    const { data: listingPage } = await callLoader(listingLoader, get(`/proveedor/${listing.id}`), { id: String(listing.id) })
    expect(listingPage!.reviews).toMatchObject({ count: 2, average: 3.5 })
  })

  /** A provider whose CUIT `approvedCuit` is approved files a claim naming 30123456781, and staff approve it. */
  async function approveClaimOfProviderWithCuit(approvedCuit: string) {
    const { provider, staff } = await people()
    const listing = unclaimed()
    db.insert(schema.verificationChecks)
      .values({ profileId: provider.profile.id, kind: 'cuit', status: 'approved', cuit: approvedCuit, decidedAt: new Date() })
      .run()
    const claim = fileClaim(listing.id, provider.profile.id)
    const auditStart = lastAuditId()
    await decide(staff.cookie, [
      ['intent', 'aprobar'],
      ['claimId', String(claim.id)],
    ])
    return {
      checks: db.all(sql`SELECT status, cuit FROM verification_checks`),
      audited: JSON.parse(auditSince(auditStart)[0]!.after!).cuitCheck as string,
      email: (await lastEmailTo(outboxDir(), provider.user.email)).text,
    }
  }

  test("leaves a profile's approved CUIT alone when the claim names the same one, and says so in the audit", async () => {
    const { checks, audited, email } = await approveClaimOfProviderWithCuit('30123456781')
    expect(checks).toEqual([{ status: 'approved', cuit: '30123456781' }])
    expect(audited).toBe('CUIT 30123456781 ya aprobado: sin cambios')
    expect(email).not.toContain('en revisión')
  })

  test('a claim naming another CUIT than the approved one puts the claimed CUIT in review', async () => {
    const { checks, audited, email } = await approveClaimOfProviderWithCuit('20123456786')
    expect(checks).toEqual([{ status: 'pending', cuit: '30123456781' }])
    expect(audited).toBe('CUIT 30123456781 en revisión (reemplaza al CUIT 20123456786, que estaba aprobado)')
    expect(email).toContain('El CUIT que nos enviaste quedó en revisión en la pestaña Verificación de tu perfil.')
  })

  test(
    'two staff approving two claims on one listing at once: exactly one wins, one owner',
    async () => {
      const { provider, rival } = await people()
      const otherStaff = createAccount(db, { isStaff: true })
      const staff = createAccount(db, { isStaff: true })
      const listing = unclaimed()
      const claims = [fileClaim(listing.id, provider.profile.id), fileClaim(listing.id, rival.profile.id)]
      const auditStart = lastAuditId()
      const outcomes = await raceProcesses<string>('claim-worker.ts', [
        ['approve', String(staff.user.id), String(claims[0]!.id)],
        ['approve', String(otherStaff.user.id), String(claims[1]!.id)],
      ])
      expect([...outcomes].sort()).toEqual(['approved', 'listing-claimed'])
      const winner = outcomes.indexOf('approved')
      expect(ownerOf(listing.id)).toBe([provider, rival][winner]!.profile.id)
      expect(claimsOf(listing.id).map((claim) => claim.status)).toEqual(winner === 0 ? ['approved', 'rejected'] : ['rejected', 'approved'])
      expect(auditSince(auditStart).map((row) => row.action)).toEqual(['claim.approve'])
    },
    RACE_TIMEOUT_MS,
  )
})

describe('rejecting a claim', () => {
  test('needs a reason, kept when too long; with one the claim is rejected, audited and e-mailed', async () => {
    const { provider, staff } = await people()
    const listing = unclaimed()
    const claim = fileClaim(listing.id, provider.profile.id)
    const auditStart = lastAuditId()
    const reject = (reason: string | null) =>
      decide(staff.cookie, [
        ['intent', 'rechazar'],
        ['claimId', String(claim.id)],
        ...(reason === null ? [] : [['reason', reason] as const]),
      ])

    for (const [reason, message] of [
      [null, 'Escribí el motivo del rechazo'],
      ['   ', 'Escribí el motivo del rechazo'],
      ['x'.repeat(STAFF_REASON_MAX_LENGTH + 1), `El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`],
    ] as const) {
      const refused = await reject(reason)
      expect(refused.status).toBe(400)
      expect(refused.reply?.claimId).toBe(claim.id)
      expect(refused.reply?.result?.error?.reason).toEqual([message])
      if (reason) expect(refused.reply?.result?.initialValue?.reason).toBe(reason)
    }
    expect(claimsOf(listing.id)[0]!.status).toBe('pending')

    const rejected = await reject('El teléfono no coincide con el de la empresa.')
    expect(rejected.status).toBe(302)
    expect(claimsOf(listing.id)[0]).toMatchObject({ status: 'rejected', decisionReason: 'El teléfono no coincide con el de la empresa.' })
    expect(ownerOf(listing.id)).toBeNull()
    expect(auditSince(auditStart)).toEqual([
      expect.objectContaining({
        action: 'claim.reject',
        objectId: String(claim.id),
        reason: 'El teléfono no coincide con el de la empresa.',
      }),
    ])
    const email = await lastEmailTo(outboxDir(), provider.user.email)
    expect(email.text).toContain('Motivo: El teléfono no coincide con el de la empresa.')

    // The provider may claim again once the first was decided.
    const sent = await answer(claimAction, post(`/proveedor/${listing.id}/reclamar`, claimFields(), { Cookie: provider.cookie }), {
      id: String(listing.id),
    })
    expect(sent.status).toBe(302)
  })

  test('an unknown intent or claim id is a 4xx, not a change', async () => {
    const { staff } = await people()
    expect((await decide(staff.cookie, [['intent', 'borrar']])).status).toBe(400)
    expect(
      (
        await decide(staff.cookie, [
          ['intent', 'aprobar'],
          ['claimId', '999999'],
        ])
      ).status,
    ).toBe(404)
    expect(
      (
        await decide(staff.cookie, [
          ['intent', 'aprobar'],
          ['claimId', 'abc'],
        ])
      ).status,
    ).toBe(400)
  })
})

describe("the claim's document", () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
  const storedFiles = () => (fs.existsSync(privateDocumentsDir) ? fs.readdirSync(privateDocumentsDir) : [])

  /** The claim form as the browser sends it: multipart, the document last (empty when none is chosen). */
  function sendClaim(cookie: string, listingId: number, fields: Fields, document = new File([], '')) {
    const body = new FormData()
    for (const [name, value] of fields) body.append(name, String(value))
    body.append('document', document)
    const request = new Request(`${ORIGIN}/proveedor/${listingId}/reclamar`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
      body,
    })
    return answer<Reply>(claimAction, request, { id: String(listingId) })
  }

  const documentOf = (listingId: number) =>
    db.get<{ documentId: number | null; contactProof: string | null } | undefined>(sql`
      SELECT document_id AS documentId, contact_proof AS contactProof FROM listing_claims WHERE listing_id = ${listingId}`)

  async function fetchDocument(id: number, cookie?: string) {
    const request = new Request(`${ORIGIN}${documentUrl(id)}`, { headers: cookie ? { Cookie: cookie } : {} })
    try {
      return ((await documentLoader({ request, params: { id: String(id) }, context: {} })) as Response).status
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status
      throw thrown
    }
  }

  test('a claim with only a document is accepted; the document is private to the claimant (staff open it through the audited console)', async () => {
    const { provider, rival, staff } = await people()
    const listing = unclaimed()
    const sent = await sendClaim(
      provider.cookie,
      listing.id,
      claimFields({ contactProof: '' }),
      new File([new Uint8Array(pdf)], 'estatuto.pdf', { type: 'application/pdf' }),
    )
    expect(sent.status).toBe(302)
    const claim = documentOf(listing.id)!
    expect(claim.contactProof).toBeNull()
    expect(claim.documentId).not.toBeNull()
    const stored = db.get<{ storageKey: string; ownerUserId: number }>(sql`
      SELECT storage_key AS storageKey, owner_user_id AS ownerUserId FROM private_documents WHERE id = ${claim.documentId}`)
    expect(stored.ownerUserId).toBe(provider.user.id)
    expect(storedFiles()).toContain(stored.storageKey)

    expect(await fetchDocument(claim.documentId!, provider.cookie)).toBe(200)
    expect(await fetchDocument(claim.documentId!, staff.cookie)).toBe(404)
    expect(await fetchDocument(claim.documentId!, rival.cookie)).toBe(404)
    expect(await fetchDocument(claim.documentId!)).toBe(404)

    const queue = await callLoader(queueLoader, get('/admin/reclamos', staff.cookie))
    expect(JSON.stringify(queue.data)).toContain(`"documentId":${claim.documentId}`)
  })

  test.each([
    [
      'an .exe renamed .pdf',
      new File([Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(512, 1)])], 'estatuto.pdf', { type: 'application/pdf' }),
    ],
    ['an HTML page renamed .jpg', new File(['<!doctype html><script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' })],
  ])('%s is refused next to the field, nothing stored, the typed values kept', async (_case, disguised) => {
    const { provider } = await people()
    const listing = unclaimed()
    const filesBefore = storedFiles()
    const fields = claimFields()
    const refused = await sendClaim(provider.cookie, listing.id, fields, disguised)
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.document).toEqual(['El documento debe ser un PDF o una imagen JPG, PNG o WebP'])
    expect(refused.reply?.result?.initialValue).toEqual(Object.fromEntries(fields))
    expect(claimsOf(listing.id)).toEqual([])
    expect(storedFiles()).toEqual(filesBefore)
  })

  test('neither a contact nor a document: the claim is refused with a message saying one is needed', async () => {
    const { provider } = await people()
    const listing = unclaimed()
    const fields = claimFields({ contactProof: '' })
    const refused = await sendClaim(provider.cookie, listing.id, fields)
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.contactProof).toEqual([PROOF_MISSING_MESSAGE])
    expect(refused.reply?.result?.initialValue).toEqual(Object.fromEntries(fields.filter(([, typed]) => typed !== '')))
    expect(claimsOf(listing.id)).toEqual([])
  })
})
