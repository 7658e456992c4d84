import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RATE_LIMITS, REVIEW_COMMENT_MAX } from '~/constants'
import { addReview, getReviewEligibility } from '~/models/reviews.server'
import { action as profileAction } from '~/routes/perfilDeProveedorActivo.$profileId'
import { action as listingAction } from '~/routes/proveedor.$id'
import { db } from '~/server/db.server'
import { createSession } from '~/server/session.server'
import { openDatabase } from '~/server/sqlite.server'
import {
  answer as answerOf,
  expectFormTooLarge,
  overFormCap,
  post as postForm,
  toastOf as toastIn,
  type Action,
  type Answer as AnswerOf,
  type Fields,
} from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

type Reply = { result?: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> } }
type Answer = AnswerOf<Reply>

const SUCCESS = { type: 'success', title: '¡Éxito!', description: 'Tu reseña ha sido enviada correctamente' }
const DUPLICATE = 'Ya has dejado una reseña para este proveedor'

type PostOptions = { cookie?: string; headers?: Record<string, string> }
const post = (path: string, fields: Fields, { cookie, headers = {} }: PostOptions = {}) =>
  postForm(path, fields, { ...(cookie ? { Cookie: cookie } : {}), ...headers })
const answer = (action: Action, request: Request, params: Record<string, string>) => answerOf<Reply>(action, request, params)
const toastOf = (result: Answer) => toastIn(result.headers)

const reviewRows = () =>
  db.all<{ userId: number; listingId: number; rating: number; comment: string | null }>(
    // The listing whose service was reviewed: the unclaimed listing, or the profile's listing in that subsector.
    sql`SELECT user_id AS userId, coalesce(listing_id, (SELECT l.id FROM listings l WHERE l.profile_id = r.profile_id
      AND l.sector_slug = r.sector_slug AND l.subsector_slug = r.subsector_slug ORDER BY l.id LIMIT 1)) AS listingId, rating, comment
      FROM reviews r ORDER BY id`,
  )
const counters = (listingId: number) =>
  db.get<{ reviewCount: number; ratingTotal: number }>(
    sql`SELECT review_count AS reviewCount, rating_total AS ratingTotal FROM listings WHERE id = ${listingId}`,
  )

async function signedIn(role: 'constructor' | 'proveedor' = 'constructor') {
  const account = createAccount(db, { role })
  return { ...account, cookie: (await createSession(account.user.id)).split(';')[0]! }
}

/** A provider with a profile and two active services, plus an unclaimed listing. */
function providerRows() {
  const owner = createAccount(db, { businessName: 'Techos del Sur' })
  const roofing = createListing(db, { profileId: owner.profile.id, businessName: 'Techos del Sur' })
  const plumbing = createListing(db, {
    profileId: owner.profile.id,
    businessName: 'Techos del Sur',
    sectorSlug: 'estructura',
    subsectorSlug: 'hormigon',
  })
  const unclaimed = createListing(db, { businessName: 'Zinguería Sin Reclamar' })
  return { owner, roofing, plumbing, unclaimed }
}

const reviewFields = (listingId: number, rating: string | null, comment?: string): Fields => [
  ['intent', 'review'],
  ['listingId', String(listingId)],
  ...(rating === null ? [] : [['rating', rating] as const]),
  ...(comment === undefined ? [] : [['comment', comment] as const]),
]

function postToListing(listingId: number, fields: Fields, options: Parameters<typeof post>[2] = {}) {
  return answer(listingAction, post(`/proveedor/${listingId}?resena`, fields, options), { id: String(listingId) })
}

function postToProfile(profileId: number, fields: Fields, options: Parameters<typeof post>[2] = {}) {
  return answer(profileAction, post(`/perfilDeProveedorActivo/${profileId}?resena`, fields, options), {
    profileId: String(profileId),
  })
}

beforeEach(() => {
  resetDatabase(db)
  db.run(sql`DELETE FROM rate_limits`)
})

describe('posting a review on /proveedor/{id}', () => {
  test('with a comment: stored trimmed, counted on the listing, back to the page with the success toast', async () => {
    const { unclaimed } = providerRows()
    const { user, cookie } = await signedIn()

    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '4', '  Muy prolijos, volvería a contratar.  '), { cookie })

    expect(result).toMatchObject({ status: 302, thrown: false })
    expect(result.headers.get('Location')).toBe(`/proveedor/${unclaimed.id}`)
    expect(await toastOf(result)).toMatchObject(SUCCESS)
    expect(reviewRows()).toEqual([{ userId: user.id, listingId: unclaimed.id, rating: 4, comment: 'Muy prolijos, volvería a contratar.' }])
    expect(counters(unclaimed.id)).toEqual({ reviewCount: 1, ratingTotal: 4 })
    expect(getReviewEligibility(db, { userId: user.id, listingIds: [unclaimed.id] })).toEqual({ status: 'reviewed' })
  })

  test.each([
    ['no comment field', undefined],
    ['an empty comment', ''],
    ['a comment of blanks', ' \n\t\u00a0 '],
  ])('without a comment (%s): stored as null', async (_, comment) => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '5', comment), { cookie })
    expect(result.status).toBe(302)
    expect(await toastOf(result)).toMatchObject(SUCCESS)
    expect(reviewRows()).toMatchObject([{ rating: 5, comment: null }])
  })

  test(`a comment of exactly ${REVIEW_COMMENT_MAX} characters is accepted`, async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const comment = 'ñ'.repeat(REVIEW_COMMENT_MAX)
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '3', comment), { cookie })
    expect(result.status).toBe(302)
    expect(reviewRows()).toMatchObject([{ comment }])
  })

  test('a second review of the same listing is refused: one row, the duplicate toast', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    expect((await postToListing(unclaimed.id, reviewFields(unclaimed.id, '5'), { cookie })).status).toBe(302)

    const second = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '1', 'Otra opinión'), { cookie })

    expect(second.status).toBe(302)
    expect(second.headers.get('Location')).toBe(`/proveedor/${unclaimed.id}`)
    expect(await toastOf(second)).toMatchObject({ type: 'error', title: DUPLICATE })
    expect(reviewRows()).toMatchObject([{ rating: 5, comment: null }])
    expect(counters(unclaimed.id)).toEqual({ reviewCount: 1, ratingTotal: 5 })
  })

  test(`a comment of ${REVIEW_COMMENT_MAX + 1} characters is refused next to the field, the text comes back, nothing is written`, async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const comment = `${'Muy buen trabajo. '.repeat(30)}`.slice(0, REVIEW_COMMENT_MAX) + '!'
    expect(comment).toHaveLength(REVIEW_COMMENT_MAX + 1)

    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '4', comment), { cookie })

    expect(result).toMatchObject({ status: 400, thrown: false })
    expect(result.reply?.result?.error?.comment).toEqual([
      `El comentario puede tener hasta ${REVIEW_COMMENT_MAX} caracteres; el tuyo tiene ${REVIEW_COMMENT_MAX + 1}.`,
    ])
    expect(result.reply?.result?.initialValue).toMatchObject({ comment, rating: '4' })
    expect(reviewRows()).toEqual([])
  })

  test('a missing rating is refused with the spec message and the comment kept', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, null, 'Buen servicio'), { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.rating).toEqual(['Por favor selecciona una calificación'])
    expect(result.reply?.result?.initialValue).toMatchObject({ comment: 'Buen servicio' })
    expect(reviewRows()).toEqual([])
  })

  test('a visitor posting directly goes to sign-in, back here afterwards, with the login message', async () => {
    const { unclaimed } = providerRows()
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '5', 'Hola'))
    expect(result).toMatchObject({ status: 302, thrown: true })
    expect(result.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/proveedor/${unclaimed.id}`)}`)
    expect(await toastOf(result)).toMatchObject({ type: 'error', title: 'Debes estar logueado para dejar una reseña' })
    expect(reviewRows()).toEqual([])
  })

  test('an expired or forged session counts as a visitor', async () => {
    const { unclaimed } = providerRows()
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '5'), { cookie: 'ro_session=inventada.firma' })
    expect(result).toMatchObject({ status: 302, thrown: true })
    expect(reviewRows()).toEqual([])
  })

  test('a provider cannot review its own listing', async () => {
    const { owner, roofing } = providerRows()
    const cookie = (await createSession(owner.user.id)).split(';')[0]!
    const result = await postToListing(roofing.id, reviewFields(roofing.id, '5', 'Somos los mejores'), { cookie })
    expect(result.status).toBe(403)
    expect(result.reply?.result?.error?.['']).toEqual(['No podés dejar una reseña en tus propios servicios.'])
    expect(result.reply?.result?.initialValue).toMatchObject({ comment: 'Somos los mejores' })
    expect(reviewRows()).toEqual([])
    expect(getReviewEligibility(db, { userId: owner.user.id, listingIds: [roofing.id] })).toEqual({ status: 'owner' })
  })

  test('unknown and inactive listings answer 404 and write nothing', async () => {
    const inactive = createListing(db, { isActive: false })
    const { cookie } = await signedIn()
    for (const id of [inactive.id, inactive.id + 1000]) {
      const result = await postToListing(id, reviewFields(id, '5'), { cookie })
      expect(result, String(id)).toMatchObject({ status: 404, thrown: true })
    }
    expect((await answer(listingAction, post('/proveedor/abc', reviewFields(1, '5'), { cookie }), { id: 'abc' })).status).toBe(404)
    expect(reviewRows()).toEqual([])
  })

  test('a listing id that is not the page listing is refused', async () => {
    const { unclaimed, roofing } = providerRows()
    const { cookie } = await signedIn()
    const result = await postToListing(unclaimed.id, reviewFields(roofing.id, '5'), { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.listingId).toEqual(['Elegí uno de los servicios de este proveedor'])
    expect(reviewRows()).toEqual([])
  })

  test('a cross-site post is refused before anything else', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '5'), {
      cookie,
      headers: { Origin: 'https://evil.example' },
    })
    expect(result).toMatchObject({ status: 403, thrown: true })
    expect(reviewRows()).toEqual([])
  })

  test('an unknown intent is a 400', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const fields: Fields = [
      ['intent', 'favorite'],
      ['listingId', String(unclaimed.id)],
      ['rating', '5'],
    ]
    expect(await postToListing(unclaimed.id, fields, { cookie })).toMatchObject({ status: 400, thrown: true })
    expect(reviewRows()).toEqual([])
  })

  test(`past ${RATE_LIMITS.reviewsPerUser.max} posts a user waits, told when to come back`, async () => {
    const listings = Array.from({ length: RATE_LIMITS.reviewsPerUser.max + 1 }, () => createListing(db))
    const { cookie } = await signedIn()
    for (const listing of listings.slice(0, -1)) {
      expect((await postToListing(listing.id, reviewFields(listing.id, '4'), { cookie })).status).toBe(302)
    }
    const last = listings.at(-1)!
    const result = await postToListing(last.id, reviewFields(last.id, '4', 'Una más'), { cookie })
    expect(result.status).toBe(429)
    expect(result.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(result.reply?.result?.error?.['']?.[0]).toMatch(/^Demasiados intentos/)
    expect(reviewRows()).toHaveLength(RATE_LIMITS.reviewsPerUser.max)
  })

  test('a failing write answers the retry message with the text kept', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    db.run(sql`CREATE TRIGGER reviews_fail BEFORE INSERT ON reviews BEGIN SELECT RAISE(ABORT, 'disco lleno'); END`)
    try {
      const result = await postToListing(unclaimed.id, reviewFields(unclaimed.id, '4', 'Buen trabajo'), { cookie })
      expect(result.status).toBe(500)
      expect(result.reply?.result?.error?.['']).toEqual(['Hubo un problema al enviar tu reseña. Inténtalo de nuevo.'])
      expect(result.reply?.result?.initialValue).toMatchObject({ comment: 'Buen trabajo' })
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      db.run(sql`DROP TRIGGER reviews_fail`)
    }
    expect(reviewRows()).toEqual([])
  })
})

describe('posting a review on /perfilDeProveedorActivo/{id}', () => {
  test('reviews the chosen service; the provider is then reviewed, on every service', async () => {
    const { owner, roofing, plumbing } = providerRows()
    const { user, cookie } = await signedIn()

    const result = await postToProfile(owner.profile.id, reviewFields(plumbing.id, '2', 'Llegaron tarde'), { cookie })

    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(`/perfilDeProveedorActivo/${owner.profile.id}`)
    expect(await toastOf(result)).toMatchObject(SUCCESS)
    expect(reviewRows()).toEqual([{ userId: user.id, listingId: plumbing.id, rating: 2, comment: 'Llegaron tarde' }])
    expect(getReviewEligibility(db, { userId: user.id, listingIds: [roofing.id, plumbing.id] })).toEqual({ status: 'reviewed' })
    expect(getReviewEligibility(db, { userId: user.id, listingIds: [roofing.id] })).toEqual({ status: 'reviewed' })
    const second = await postToProfile(owner.profile.id, reviewFields(roofing.id, '5'), { cookie })
    expect(await toastOf(second)).toMatchObject({ title: DUPLICATE })
    expect(reviewRows()).toHaveLength(1)
  })

  test("another provider's listing, an unknown profile and the owner are refused", async () => {
    const { owner, roofing, unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const foreign = await postToProfile(owner.profile.id, reviewFields(unclaimed.id, '5'), { cookie })
    expect(foreign.status).toBe(400)
    expect(foreign.reply?.result?.error?.listingId).toEqual(['Elegí uno de los servicios de este proveedor'])
    expect((await postToProfile(owner.profile.id + 1000, reviewFields(roofing.id, '5'), { cookie })).status).toBe(404)

    const ownerCookie = (await createSession(owner.user.id)).split(';')[0]!
    expect((await postToProfile(owner.profile.id, reviewFields(roofing.id, '5'), { cookie: ownerCookie })).status).toBe(403)
    expect(reviewRows()).toEqual([])
  })
})

describe('one review per user and listing under concurrency', () => {
  test('two simultaneous posts by one user leave exactly one review', async () => {
    const { unclaimed } = providerRows()
    const { cookie } = await signedIn()
    const results = await Promise.all(
      ['5', '3'].map((rating) => postToListing(unclaimed.id, reviewFields(unclaimed.id, rating, `Reseña ${rating}`), { cookie })),
    )
    const toasts = await Promise.all(results.map(toastOf))
    expect(results.map((result) => result.status)).toEqual([302, 302])
    expect(toasts.map((toast) => toast?.title).sort()).toEqual([DUPLICATE, '¡Éxito!'].sort())
    expect(reviewRows()).toHaveLength(1)
    expect(counters(unclaimed.id)?.reviewCount).toBe(1)
  })

  test('two connections to the same file: the UNIQUE constraint decides, the loser gets duplicate', async () => {
    const { unclaimed } = providerRows()
    const { user } = await signedIn()
    const other = openDatabase(process.env.DATABASE_PATH!)
    try {
      const outcomes = await Promise.all([
        Promise.resolve().then(() => addReview(db, { userId: user.id, listingId: unclaimed.id, rating: 4 })),
        Promise.resolve().then(() => addReview(other, { userId: user.id, listingId: unclaimed.id, rating: 2 })),
      ])
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['created', 'duplicate'])
    } finally {
      other.$client.close()
    }
    expect(reviewRows()).toHaveLength(1)
  })

  test('different users of one listing each get their review', async () => {
    const { unclaimed } = providerRows()
    const users = await Promise.all([signedIn(), signedIn(), signedIn()])
    const results = await Promise.all(users.map(({ cookie }) => postToListing(unclaimed.id, reviewFields(unclaimed.id, '4'), { cookie })))
    expect(results.map((result) => result.status)).toEqual([302, 302, 302])
    expect(reviewRows()).toHaveLength(3)
    expect(counters(unclaimed.id)).toEqual({ reviewCount: 3, ratingTotal: 12 })
  })
})

describe('hostile submissions', () => {
  const char = (codes: number[]) => fc.constantFrom(...codes.map((code) => String.fromCharCode(code)))
  const forbiddenControls = fc.string({
    unit: char([...Array.from({ length: 32 }, (_, i) => i).filter((c) => ![9, 10, 13].includes(c)), 127]),
    minLength: 1,
    maxLength: 8,
  })
  const hostileText = fc.oneof(
    fc.constant(''),
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u3000'), minLength: 1, maxLength: 20 }),
    fc.tuple(fc.string(), forbiddenControls, fc.string()).map((parts) => parts.join('')),
    fc.string({ unit: fc.constantFrom('😀', '🏗️', '👷🏽‍♀️', '𝔘', '\u{10FFFF}'), minLength: 1, maxLength: 300 }),
    fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE reviews; --", '{{7*7}}'),
    fc.oneof(fc.integer().map(String), fc.double().map(String)),
    fc.constantFrom('../../etc/passwd', '%00', 'null', 'undefined', '[]', '{}', 'true', 'NaN', 'Infinity', '-0', '0x3', '1e0', ' 3 '),
    fc.constantFrom('a'.repeat(10_000), '😀'.repeat(5_000), ' '.repeat(10_000)),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
  )

  type Values = readonly string[]
  const one = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> => value.map((v) => [v])
  const twice = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> => fc.tuple(value, value).map(([a, b]) => [a, b])
  const missing: fc.Arbitrary<Values> = fc.constant([])
  const field = (value: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 8, arbitrary: one(value) }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: twice(value) })

  /** How the schema reads a rating: Conform turns text into a number, blanks into nothing. */
  const isValidRating = (text: string) => text !== '' && Number.isInteger(Number(text)) && Number(text) >= 1 && Number(text) <= 5
  const goodRating = fc.constantFrom('1', '2', '3', '4', '5')
  const badRating = fc.oneof(fc.constantFrom('0', '6', '3.5', '-1', '', 'cinco', '★★★'), hostileText).filter((text) => !isValidRating(text))

  // eslint-disable-next-line no-control-regex -- the characters the schema refuses
  const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
  // Trimmed first: a vertical tab or form feed at either end is whitespace and goes away.
  const isValidComment = (text: string) => text.trim().length <= REVIEW_COMMENT_MAX && !FORBIDDEN.test(text.trim())
  const goodComment = fc
    .oneof(fc.constantFrom('Muy prolijos.', '  Volvería a contratar  ', ''), fc.string({ maxLength: 200 }))
    .filter(isValidComment)
  const badComment = fc
    .oneof(
      fc.integer({ min: REVIEW_COMMENT_MAX + 1, max: 5000 }).map((n) => 'x'.repeat(n)),
      fc.tuple(fc.string({ maxLength: 50 }), forbiddenControls, fc.string({ maxLength: 50 })).map((parts) => parts.join('')),
      hostileText,
    )
    .filter((text) => !isValidComment(text))

  const FORM_NAMES = new Set(['intent', 'listingId', 'rating', 'comment', '__intent__', '__state__'])
  const extraName = fc
    .oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom('userId', 'user_id', 'createdAt', 'a.b', 'lista[0]', '__proto__', 'constructor.prototype.polluted'),
    )
    .filter((name) => !FORM_NAMES.has(/[^.[\]]+/.exec(name)?.[0] ?? ''))
  const extras = fc.array(fc.tuple(extraName, hostileText), { maxLength: 3 })

  const PROPERTY_RUNS = { numRuns: 1000 }
  const PROPERTY_TIMEOUT_MS = 120_000

  type Case = {
    listing: 'page' | 'foreign' | 'hostile'
    rating: Values
    comment: Values
    extras: Array<[string, string]>
    page: 'listing' | 'profile'
  }

  async function run(c: Case, { cookie, rows }: { cookie: string; rows: ReturnType<typeof providerRows> }) {
    const pageListing = c.page === 'listing' ? rows.unclaimed : rows.roofing
    const listingValues =
      c.listing === 'page' ? [String(pageListing.id)] : c.listing === 'foreign' ? [String(rows.plumbing.id + 1000)] : ['x']
    const fields: Fields = [
      ['intent', 'review'],
      ...listingValues.map((value) => ['listingId', value] as const),
      ...c.rating.map((value) => ['rating', value] as const),
      ...c.comment.map((value) => ['comment', value] as const),
      ...c.extras,
    ]
    const before = reviewRows()
    const result =
      c.page === 'listing'
        ? await postToListing(pageListing.id, fields, { cookie })
        : await postToProfile(rows.owner.profile.id, fields, { cookie })
    return { result, before, fields }
  }

  const invalidCase = fc.oneof(
    fc.record({
      listing: fc.constantFrom('foreign', 'hostile'),
      rating: field(fc.oneof(goodRating, badRating)),
      comment: field(fc.oneof(goodComment, badComment)),
      extras,
      page: fc.constantFrom('listing', 'profile'),
    }),
    fc.record({
      listing: fc.constant('page'),
      rating: fc.oneof(one(badRating), missing, twice(fc.oneof(goodRating, badRating))),
      comment: field(fc.oneof(goodComment, badComment)),
      extras,
      page: fc.constantFrom('listing', 'profile'),
    }),
    fc.record({
      listing: fc.constant('page'),
      rating: field(fc.oneof(goodRating, badRating)),
      comment: fc.oneof(one(badComment), twice(fc.oneof(goodComment, badComment))),
      extras,
      page: fc.constantFrom('listing', 'profile'),
    }),
  ) as fc.Arbitrary<Case>

  test(
    'invalid input: a 400 with Spanish field errors, the comment echoed, nothing written',
    async () => {
      const rows = providerRows()
      const { cookie } = await signedIn()
      await fc.assert(
        fc.asyncProperty(invalidCase, async (c) => {
          const { result, before, fields } = await run(c, { cookie, rows })
          if (overFormCap(fields)) {
            await expectFormTooLarge(result)
            expect(reviewRows()).toEqual(before)
            return
          }
          expect(result.thrown).toBe(false)
          expect(result.status).toBe(400)
          const messages = Object.values(result.reply?.result?.error ?? {}).flatMap((list) => list ?? [])
          expect(messages.length).toBeGreaterThan(0)
          for (const message of messages) expect(message).not.toMatch(/\b(invalid|expected|received|must|string|number)\b/i)
          if (c.comment.length === 1 && c.comment[0] !== '') expect(result.reply?.result?.initialValue?.comment).toBe(c.comment[0])
          expect(reviewRows()).toEqual(before)
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  const anyCase = fc.record({
    listing: fc.constantFrom('page', 'page', 'foreign', 'hostile'),
    rating: field(fc.oneof(goodRating, goodRating, badRating)),
    comment: field(fc.oneof(goodComment, badComment)),
    extras,
    page: fc.constantFrom('listing', 'profile'),
  }) as fc.Arbitrary<Case>

  test(
    'any input: never a 5xx; a review is written only on success, and only the one posted',
    async () => {
      const rows = providerRows()
      const { user, cookie } = await signedIn()
      let created = 0
      await fc.assert(
        fc.asyncProperty(anyCase, async (c) => {
          db.run(sql`DELETE FROM reviews`)
          db.run(sql`DELETE FROM rate_limits`)
          const { result, fields } = await run(c, { cookie, rows })
          expect(result.status).toBeLessThan(500)
          const written = reviewRows()
          if (result.status === 302 && (await toastOf(result))?.title === '¡Éxito!') {
            const pageListing = c.page === 'listing' ? rows.unclaimed : rows.roofing
            expect(written).toEqual([
              { userId: user.id, listingId: pageListing.id, rating: Number(c.rating[0]), comment: c.comment[0]?.trim() || null },
            ])
            created++
          } else {
            expect(result.status).toBe(overFormCap(fields) ? 413 : 400)
            expect(written).toEqual([])
          }
        }),
        PROPERTY_RUNS,
      )
      // The property says something about success only if valid posts were generated.
      expect(created).toBeGreaterThan(50)
    },
    PROPERTY_TIMEOUT_MS,
  )
})
