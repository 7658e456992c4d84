import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { REVIEW_REPLY_MAX_LENGTH, STAFF_REASON_MAX_LENGTH } from '~/constants'
import { findListings } from '~/models/listings.server'
import { listListingReviews, listOwnReviews, listProfileReviews } from '~/models/reviews.server'
import { action as moderationAction, loader as moderationLoader } from '~/routes/admin.resenas/route'
import { loader as profilePageLoader } from '~/routes/perfilDeProveedorActivo.$profileId'
import { loader as listingPageLoader } from '~/routes/proveedor.$id'
import { action as reportAction, loader as reportLoader } from '~/routes/resenas.$reviewId.denunciar/route'
import { action as replyAction, loader as replyLoader } from '~/routes/resenas.$reviewId.responder/route'
import { db } from '~/server/db.server'
import { ALREADY_REPORTED_MESSAGE, OWN_REVIEW_REPORT_MESSAGE, REPORT_DETAILS_REQUIRED } from '~/utils/validation'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Action, type Fields } from '../setup/actions'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'
import { raceProcesses } from '../setup/race'

type Reply = { result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> } }

beforeEach(() => resetDatabase(db))

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

/** A claimed listing with two reviews (2 and 5 stars), a rival listing with one, and the people around them. */
async function world() {
  const owner = await signedIn({ businessName: 'Zeta Techos' })
  const listing = createListing(db, { profileId: owner.profile.id, businessName: 'Zeta Techos' })
  const rivalOwner = createAccount(db, { businessName: 'Alfa Techos' })
  const rival = createListing(db, { profileId: rivalOwner.profile.id, businessName: 'Alfa Techos' })
  const author = await signedIn({ role: 'constructor' })
  const other = await signedIn({ role: 'constructor' })
  const reporter = await signedIn({ role: 'constructor' })
  const staff = await signedIn({ role: 'constructor', isStaff: true })
  const harsh = createReview(db, { listingId: listing.id, userId: author.user.id, rating: 2, comment: 'Llegaron tarde.' })
  const kind = createReview(db, { listingId: listing.id, userId: other.user.id, rating: 5, comment: 'Impecables.' })
  createReview(db, { listingId: rival.id, userId: reporter.user.id, rating: 4 })
  return { owner, listing, rival, author, other, reporter, staff, harsh, kind }
}

const params = (reviewId: number) => ({ reviewId: String(reviewId) })
const reply = (reviewId: number, fields: Fields, cookie?: string) =>
  answer<Reply>(replyAction as Action, post(`/resenas/${reviewId}/responder`, fields, cookie ? { Cookie: cookie } : {}), params(reviewId))
const report = (reviewId: number, fields: Fields, cookie?: string) =>
  answer<Reply>(reportAction as Action, post(`/resenas/${reviewId}/denunciar`, fields, cookie ? { Cookie: cookie } : {}), params(reviewId))
const moderate = (fields: Fields, cookie?: string, search = '') =>
  answer<Reply>(moderationAction as Action, post(`/admin/resenas${search}`, fields, cookie ? { Cookie: cookie } : {}))
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

async function statusOf(run: () => unknown) {
  try {
    const value = await run()
    return value instanceof Response ? value.status : 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

const replyOf = (reviewId: number) =>
  db.get<{ reply: string | null; repliedAt: number | null }>(sql`SELECT reply, replied_at AS repliedAt FROM reviews WHERE id = ${reviewId}`)
const counters = (listingId: number) =>
  db.get<{ reviewCount: number; ratingTotal: number }>(
    sql`SELECT review_count AS reviewCount, rating_total AS ratingTotal FROM listings WHERE id = ${listingId}`,
  )
const reportCount = (reviewId: number) =>
  db.get<{ n: number }>(sql`SELECT count(*) AS n FROM review_reports WHERE review_id = ${reviewId}`).n
const lastAuditId = () => db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
const auditSince = (id: number) =>
  db.all<{ action: string; objectType: string; objectId: string; reason: string | null; staffUserId: number }>(
    sql`SELECT action, object_type AS objectType, object_id AS objectId, reason, staff_user_id AS staffUserId FROM audit_log WHERE id > ${id} ORDER BY id`,
  )

describe('the provider replies to a review', () => {
  test('once, publicly, signed with its business name; a second reply edits it; it can be deleted', async () => {
    const { owner, listing, harsh } = await world()
    expect(
      await statusOf(() =>
        replyLoader({ request: get(`/resenas/${harsh.id}/responder`, owner.cookie), params: params(harsh.id), context: {} }),
      ),
    ).toBe(200)

    const first = await reply(
      harsh.id,
      [
        ['intent', 'responder'],
        ['reply', 'Perdón por la demora: era día de lluvia.'],
      ],
      owner.cookie,
    )
    expect(first.status).toBe(302)
    // A claimed provider's reviews are the profile's: the answer lands on its page.
    expect(first.response?.headers.get('Location')).toBe(`/perfilDeProveedorActivo/${owner.profile.id}#resena-${harsh.id}`)
    expect(await toastOf(first.headers)).toMatchObject({ type: 'success', title: 'Respuesta publicada' })
    const shown = listListingReviews(db, listing.id).reviews.find((review) => review.id === harsh.id)!
    expect(shown.reply).toMatchObject({ text: 'Perdón por la demora: era día de lluvia.', providerName: 'Zeta Techos' })
    expect(shown.reply!.date).toBeInstanceOf(Date)

    await reply(
      harsh.id,
      [
        ['intent', 'responder'],
        ['reply', 'Les devolvimos el flete.'],
      ],
      owner.cookie,
    )
    expect(replyOf(harsh.id)?.reply).toBe('Les devolvimos el flete.')
    expect(listProfileReviews(db, owner.profile.id).reviews.find((review) => review.id === harsh.id)?.reply?.text).toBe(
      'Les devolvimos el flete.',
    )

    const deleted = await reply(harsh.id, [['intent', 'eliminar-respuesta']], owner.cookie)
    expect(deleted.status).toBe(302)
    expect(replyOf(harsh.id)).toEqual({ reply: null, repliedAt: null })
  })

  test('too long, or empty, comes back with the message next to the field and the text kept', async () => {
    const { owner, harsh } = await world()
    const long = 'a'.repeat(REVIEW_REPLY_MAX_LENGTH + 1)
    const tooLong = await reply(
      harsh.id,
      [
        ['intent', 'responder'],
        ['reply', long],
      ],
      owner.cookie,
    )
    expect(tooLong.status).toBe(400)
    expect(tooLong.reply?.result?.error?.reply).toEqual([`La respuesta puede tener hasta ${REVIEW_REPLY_MAX_LENGTH} caracteres`])
    expect(tooLong.reply?.result?.initialValue?.reply).toBe(long)
    const empty = await reply(
      harsh.id,
      [
        ['intent', 'responder'],
        ['reply', '   '],
      ],
      owner.cookie,
    )
    expect(empty.status).toBe(400)
    expect(empty.reply?.result?.error?.reply).toEqual(['Escribí tu respuesta'])
    expect(replyOf(harsh.id)?.reply).toBeNull()

    const exact = await reply(
      harsh.id,
      [
        ['intent', 'responder'],
        ['reply', 'b'.repeat(REVIEW_REPLY_MAX_LENGTH)],
      ],
      owner.cookie,
    )
    expect(exact.status).toBe(302)
  })

  test('anyone but the owner gets a 404, reading or posting, and nothing changes', async () => {
    const { harsh, author, other, rival } = await world()
    const stranger = await signedIn({ businessName: 'Otra Empresa' })
    const unclaimed = createListing(db)
    const onUnclaimed = createReview(db, { listingId: unclaimed.id, userId: other.user.id, rating: 3 })
    for (const cookie of [author.cookie, other.cookie, stranger.cookie]) {
      expect(
        (
          await reply(
            harsh.id,
            [
              ['intent', 'responder'],
              ['reply', 'Falso.'],
            ],
            cookie,
          )
        ).status,
      ).toBe(404)
      expect((await reply(harsh.id, [['intent', 'eliminar-respuesta']], cookie)).status).toBe(404)
      expect(
        await statusOf(() =>
          replyLoader({ request: get(`/resenas/${harsh.id}/responder`, cookie), params: params(harsh.id), context: {} }),
        ),
      ).toBe(404)
    }
    expect(
      (
        await reply(harsh.id, [
          ['intent', 'responder'],
          ['reply', 'Falso.'],
        ])
      ).status,
    ).toBe(404)
    // A review of an unclaimed listing has no provider to answer it; a missing review is missing.
    expect(
      (
        await reply(
          onUnclaimed.id,
          [
            ['intent', 'responder'],
            ['reply', 'Falso.'],
          ],
          stranger.cookie,
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await reply(
          999_999,
          [
            ['intent', 'responder'],
            ['reply', 'Falso.'],
          ],
          stranger.cookie,
        )
      ).status,
    ).toBe(404)
    expect(replyOf(harsh.id)?.reply).toBeNull()
    expect(replyOf(onUnclaimed.id)?.reply).toBeNull()
    expect(rival.id).toBeGreaterThan(0)
  })

  test('only the owner is offered "Responder"; the author is not offered "Denunciar" on their own review', async () => {
    const { owner, author, listing, harsh, kind } = await world()
    const load = async (cookie?: string) =>
      (await listingPageLoader({ request: get(`/proveedor/${listing.id}`, cookie), params: { id: String(listing.id) }, context: {} }))
        .reviewControls
    expect(await load(owner.cookie)).toEqual({ canReply: true, ownReviewIds: [] })
    expect(await load(author.cookie)).toEqual({ canReply: false, ownReviewIds: [harsh.id] })
    expect(await load()).toEqual({ canReply: false, ownReviewIds: [] })
    expect(kind.id).toBeGreaterThan(0)
  })
})

describe('a user reports a review', () => {
  test('with a reason; a second report of the same review is refused', async () => {
    const { harsh, reporter, owner } = await world()
    const first = await report(harsh.id, [['reason', 'Spam']], reporter.cookie)
    expect(first.status).toBe(302)
    expect(first.response?.headers.get('Location')).toBe(`/perfilDeProveedorActivo/${owner.profile.id}#resena-${harsh.id}`)
    expect(await toastOf(first.headers)).toMatchObject({ type: 'success', title: 'Denuncia enviada' })

    const again = await report(harsh.id, [['reason', 'Contenido ofensivo']], reporter.cookie)
    expect(again.status).toBe(409)
    expect(again.reply?.result?.error?.['']).toEqual([ALREADY_REPORTED_MESSAGE])
    expect(again.reply?.result?.initialValue?.reason).toBe('Contenido ofensivo')
    expect(reportCount(harsh.id)).toBe(1)
  })

  test("'Otro' needs a text, kept with the choice; other reasons drop a text", async () => {
    const { harsh, reporter, other } = await world()
    const missing = await report(
      harsh.id,
      [
        ['reason', 'Otro'],
        ['details', '  '],
      ],
      reporter.cookie,
    )
    expect(missing.status).toBe(400)
    expect(missing.reply?.result?.error?.details).toEqual([REPORT_DETAILS_REQUIRED])
    expect(missing.reply?.result?.initialValue?.reason).toBe('Otro')
    const bad = await report(harsh.id, [['reason', 'Me cae mal']], reporter.cookie)
    expect(bad.status).toBe(400)
    expect(bad.reply?.result?.error?.reason).toEqual(['Elegí el motivo de la denuncia'])
    expect(reportCount(harsh.id)).toBe(0)

    expect(
      (
        await report(
          harsh.id,
          [
            ['reason', 'Otro'],
            ['details', 'Es el dueño de la competencia.'],
          ],
          reporter.cookie,
        )
      ).status,
    ).toBe(302)
    expect(
      (
        await report(
          harsh.id,
          [
            ['reason', 'Spam'],
            ['details', 'Texto que no corresponde.'],
          ],
          other.cookie,
        )
      ).status,
    ).toBe(302)
    expect(db.all(sql`SELECT reason, details FROM review_reports ORDER BY id`)).toEqual([
      { reason: 'Otro', details: 'Es el dueño de la competencia.' },
      { reason: 'Spam', details: null },
    ])
  })

  test('the author is refused with a message (403); a visitor goes to /auth and back', async () => {
    const { harsh, author } = await world()
    const own = await report(harsh.id, [['reason', 'Spam']], author.cookie)
    expect(own.status).toBe(403)
    expect(own.reply?.result?.error?.['']).toEqual([OWN_REVIEW_REPORT_MESSAGE])
    const page = await reportLoader({
      request: get(`/resenas/${harsh.id}/denunciar`, author.cookie),
      params: params(harsh.id),
      context: {},
    })
    expect(page.review.writtenByUser).toBe(true)

    const visitor = await report(harsh.id, [['reason', 'Spam']])
    expect(visitor.status).toBe(302)
    expect(visitor.response?.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: `/resenas/${harsh.id}/denunciar` })}`)
    expect(reportCount(harsh.id)).toBe(0)
  })

  test('two reports at once from the same user leave one row', async () => {
    const { harsh, reporter } = await world()
    const outcomes = await raceProcesses<string>('report-worker.ts', [
      [String(reporter.user.id), String(harsh.id)],
      [String(reporter.user.id), String(harsh.id)],
      [String(reporter.user.id), String(harsh.id)],
    ])
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'reported'])
    expect(reportCount(harsh.id)).toBe(1)
  })
})

describe('staff moderate reported reviews at /admin/resenas', () => {
  test('anyone not staff gets a 404, reading or posting', async () => {
    const { harsh, owner, author } = await world()
    for (const cookie of [undefined, owner.cookie, author.cookie]) {
      expect(await statusOf(() => moderationLoader({ request: get('/admin/resenas', cookie), params: {}, context: {} }))).toBe(404)
      expect(
        (
          await moderate(
            [
              ['intent', 'ocultar'],
              ['reviewId', String(harsh.id)],
              ['reason', 'Insultos'],
            ],
            cookie,
          )
        ).status,
      ).toBe(404)
      expect(
        (
          await moderate(
            [
              ['intent', 'restaurar'],
              ['reviewId', String(harsh.id)],
            ],
            cookie,
          )
        ).status,
      ).toBe(404)
    }
    expect(db.get(sql`SELECT hidden_at AS hiddenAt FROM reviews WHERE id = ${harsh.id}`)).toEqual({ hiddenAt: null })
  })

  test('the queue lists reported reviews, most reports first, with their reasons and texts', async () => {
    const { harsh, kind, reporter, other, staff, author } = await world()
    await report(kind.id, [['reason', 'No es una experiencia real']], reporter.cookie)
    await report(
      harsh.id,
      [
        ['reason', 'Otro'],
        ['details', 'Insulta al dueño.'],
      ],
      reporter.cookie,
    )
    await report(harsh.id, [['reason', 'Contenido ofensivo']], other.cookie)
    const page = await moderationLoader({ request: get('/admin/resenas', staff.cookie), params: {}, context: {} })
    expect(page.total).toBe(2)
    expect(page.reviews.map((review) => review.id)).toEqual([harsh.id, kind.id])
    expect(page.reviews[0]).toMatchObject({
      providerName: 'Zeta Techos',
      reportCount: 2,
      reasonCounts: [
        { reason: 'Contenido ofensivo', count: 1 },
        { reason: 'Otro', count: 1 },
      ],
      details: ['Insulta al dueño.'],
    })
    expect(author.user.id).toBeGreaterThan(0)
    expect(await statusOf(() => moderationLoader({ request: get('/admin/resenas?page=2', staff.cookie), params: {}, context: {} }))).toBe(
      404,
    )
  })

  test("'Ocultar' needs a reason; hiding takes the review off every public page, the average, the count and the search order at once; 'Restaurar' undoes it exactly", async () => {
    const { harsh, listing, rival, owner, reporter, staff, author } = await world()
    await report(harsh.id, [['reason', 'Contenido ofensivo']], reporter.cookie)
    const order = () => findListings(db, { sectorSlug: 'cubiertas', subsectorSlug: 'techistas' }).items.map((item) => item.id)
    expect(counters(listing.id)).toEqual({ reviewCount: 2, ratingTotal: 7 })
    expect(order()).toEqual([listing.id, rival.id])
    const start = lastAuditId()

    for (const reason of ['', '   ', 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1)]) {
      const refused = await moderate(
        [
          ['intent', 'ocultar'],
          ['reviewId', String(harsh.id)],
          ['reason', reason],
        ],
        staff.cookie,
      )
      expect(refused.status).toBe(400)
      expect(refused.reply?.result?.error?.reason?.length).toBe(1)
    }
    expect(auditSince(start)).toEqual([])
    expect(counters(listing.id)).toEqual({ reviewCount: 2, ratingTotal: 7 })

    const hidden = await moderate(
      [
        ['intent', 'ocultar'],
        ['reviewId', String(harsh.id)],
        ['reason', 'Insulta al dueño'],
      ],
      staff.cookie,
    )
    expect(hidden.status).toBe(302)
    expect(await toastOf(hidden.headers)).toMatchObject({ type: 'success', title: 'Reseña ocultada' })
    expect(counters(listing.id)).toEqual({ reviewCount: 1, ratingTotal: 5 })
    expect(order()).toEqual([rival.id, listing.id])

    const listingPage = await listingPageLoader({
      request: get(`/proveedor/${listing.id}`),
      params: { id: String(listing.id) },
      context: {},
    })
    expect(listingPage.reviews).toMatchObject({ count: 1, average: 5 })
    expect(listingPage.reviews.reviews.map((review) => review.id)).not.toContain(harsh.id)
    const profilePage = await profilePageLoader({
      request: get(`/perfilDeProveedorActivo/${owner.profile.id}`),
      params: { profileId: String(owner.profile.id) },
      context: {},
    })
    expect(profilePage.reviews).toMatchObject({ count: 1, average: 5 })
    expect(profilePage.reviews.reviews.map((review) => review.id)).not.toContain(harsh.id)
    // Nobody acts on a hidden review from the public side.
    expect(
      (
        await reply(
          harsh.id,
          [
            ['intent', 'responder'],
            ['reply', 'Hola.'],
          ],
          owner.cookie,
        )
      ).status,
    ).toBe(404)
    expect(
      await statusOf(() =>
        reportLoader({ request: get(`/resenas/${harsh.id}/denunciar`, reporter.cookie), params: params(harsh.id), context: {} }),
      ),
    ).toBe(404)
    // Its author sees it, and why.
    expect(listOwnReviews(db, author.user.id)).toMatchObject([
      { id: harsh.id, providerName: 'Zeta Techos', hiddenReason: 'Insulta al dueño' },
    ])

    const queue = await moderationLoader({ request: get('/admin/resenas', staff.cookie), params: {}, context: {} })
    expect(queue.total).toBe(0)
    const hiddenList = await moderationLoader({ request: get('/admin/resenas?ver=ocultas', staff.cookie), params: {}, context: {} })
    expect(hiddenList.reviews).toMatchObject([{ id: harsh.id, hiddenReason: 'Insulta al dueño', reportCount: 1 }])

    const restored = await moderate(
      [
        ['intent', 'restaurar'],
        ['reviewId', String(harsh.id)],
      ],
      staff.cookie,
      '?ver=ocultas',
    )
    expect(restored.status).toBe(302)
    expect(restored.response?.headers.get('Location')).toBe('/admin/resenas?ver=ocultas')
    expect(counters(listing.id)).toEqual({ reviewCount: 2, ratingTotal: 7 })
    expect(order()).toEqual([listing.id, rival.id])
    expect(listListingReviews(db, listing.id)).toMatchObject({ count: 2, average: 3.5 })
    expect(listOwnReviews(db, author.user.id)[0]?.hiddenReason).toBeNull()
    expect(reportCount(harsh.id)).toBe(1)

    // Restoring what is shown, or hiding what is hidden, changes nothing and records nothing.
    expect(
      (
        await moderate(
          [
            ['intent', 'restaurar'],
            ['reviewId', String(harsh.id)],
          ],
          staff.cookie,
        )
      ).status,
    ).toBe(302)
    expect(auditSince(start)).toEqual([
      { action: 'review.hide', objectType: 'review', objectId: String(harsh.id), reason: 'Insulta al dueño', staffUserId: staff.user.id },
      { action: 'review.restore', objectType: 'review', objectId: String(harsh.id), reason: null, staffUserId: staff.user.id },
    ])
  })

  test("a suspended author's review leaves the provider's pages with the counters", async () => {
    const { kind, listing, owner } = await world()
    db.run(sql`UPDATE reviews SET author_suspended = 1 WHERE id = ${kind.id}`)
    expect(listListingReviews(db, listing.id)).toMatchObject({ count: 1, average: 2 })
    expect(listProfileReviews(db, owner.profile.id)).toMatchObject({ count: 1, average: 2 })
    expect(counters(listing.id)).toEqual({ reviewCount: 1, ratingTotal: 2 })
  })

  test("'Mantener' clears the reports and keeps the review; audited once", async () => {
    const { kind, listing, reporter, other, staff } = await world()
    await report(kind.id, [['reason', 'Spam']], reporter.cookie)
    await report(kind.id, [['reason', 'Spam']], other.cookie)
    const start = lastAuditId()
    const kept = await moderate(
      [
        ['intent', 'mantener'],
        ['reviewId', String(kind.id)],
      ],
      staff.cookie,
    )
    expect(kept.status).toBe(302)
    expect(reportCount(kind.id)).toBe(0)
    expect(counters(listing.id)).toEqual({ reviewCount: 2, ratingTotal: 7 })
    expect((await moderationLoader({ request: get('/admin/resenas', staff.cookie), params: {}, context: {} })).total).toBe(0)
    expect(
      (
        await moderate(
          [
            ['intent', 'mantener'],
            ['reviewId', String(kind.id)],
          ],
          staff.cookie,
        )
      ).status,
    ).toBe(302)
    expect(auditSince(start)).toEqual([
      { action: 'review.keep', objectType: 'review', objectId: String(kind.id), reason: null, staffUserId: staff.user.id },
    ])
    expect(
      (
        await moderate(
          [
            ['intent', 'borrar'],
            ['reviewId', String(kind.id)],
          ],
          staff.cookie,
        )
      ).status,
    ).toBe(400)
  })
})
