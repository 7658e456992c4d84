import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { QUOTE_DESCRIPTION_MAX, QUOTE_TITLE_MAX, type Plan } from '~/constants'
import { listUserQuotes, publishQuote } from '~/models/quotes.server'
import { db } from '~/server/db.server'
import {
  MISSING_FIELDS_MESSAGE,
  PREMIUM_ONLY_MESSAGE,
  PUBLISHED_MESSAGE,
  PUBLISH_FAILED_MESSAGE,
  SIGNED_OUT_MESSAGE,
} from '~/utils/quote-form'
import { quoteAction } from '~/routes/perfil/quote-form.server'
import { answer, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'

type Reply = { result?: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> } }

const PAGE = '/perfil?tab=cotizaciones'

const quoteRows = () =>
  db.all<{ userId: number; title: string; description: string | null; unit: string; hundredths: number; kind: string }>(
    sql`SELECT user_id AS userId, title, description, unit, quantity_hundredths AS hundredths,
        typeof(quantity_hundredths) AS kind FROM quotes ORDER BY id`,
  )

async function account(plan: Plan = 'premium') {
  const { user } = createAccount(db, { plan })
  return { user, cookie: await signedInCookie(user.id) }
}

const quoteFields = (values: { title?: string; description?: string; unit?: string; quantity?: string }): Fields => [
  ['intent', 'quote'],
  ...Object.entries(values).map(([name, value]) => [name, value] as const),
]

function send(fields: Fields, { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}) {
  return answer<Reply>(({ request }) => quoteAction(request), post(PAGE, fields, { ...(cookie ? { Cookie: cookie } : {}), ...headers }))
}

const VALID = { title: 'Contrapiso planta baja', description: 'Incluye materiales.', unit: 'm2', quantity: '12,35' }

beforeEach(() => {
  resetDatabase(db)
})

describe('a premium account publishes', () => {
  test('redirects back to the tab with the success toast and stores the quote', async () => {
    const { user, cookie } = await account()
    const result = await send(quoteFields(VALID), { cookie })
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe(PAGE)
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: PUBLISHED_MESSAGE })
    expect(quoteRows()).toEqual([
      {
        userId: user.id,
        title: 'Contrapiso planta baja',
        description: 'Incluye materiales.',
        unit: 'm2',
        hundredths: 1235,
        kind: 'integer',
      },
    ])
  })

  test.each([
    ['12.35', 1235],
    ['12,35', 1235],
    ['0.1', 10],
    ['0,2', 20],
    ['0.3', 30],
    ['0.29', 29],
    ['1.005', null],
    ['4.35', 435],
    ['1.15', 115],
    ['0', 0],
    ['0,00', 0],
    ['-0', 0],
    ['.5', 50],
    [',05', 5],
    ['007,5', 750],
    [' 3 ', 300],
    ['1234567.89', 123456789],
    ['999999999,99', 99999999999],
    ['1000000000', 100000000000],
  ])('the quantity %j is stored as exactly %j hundredths', async (quantity, hundredths) => {
    const { cookie } = await account()
    const result = await send(quoteFields({ ...VALID, quantity }), { cookie })
    if (hundredths === null) {
      expect(result.status).toBe(400)
      expect(quoteRows()).toEqual([])
      return
    }
    expect(result.status).toBe(302)
    expect(quoteRows().map((row) => [row.hundredths, row.kind])).toEqual([[hundredths, 'integer']])
  })

  test('0,1 and 0,2 add up to exactly 0,3 in the database', async () => {
    const { user, cookie } = await account()
    await send(quoteFields({ ...VALID, quantity: '0,1' }), { cookie })
    await send(quoteFields({ ...VALID, quantity: '0.2' }), { cookie })
    const { total } = db.get<{ total: number }>(sql`SELECT sum(quantity_hundredths) AS total FROM quotes WHERE user_id = ${user.id}`)
    expect(total).toBe(30)
  })

  test('the description is optional and stored trimmed; every unit is accepted', async () => {
    const { cookie } = await account()
    for (const unit of ['m2', 'm3', 'ml']) {
      expect((await send(quoteFields({ title: `  Losa ${unit}  `, description: '   ', unit, quantity: '1' }), { cookie })).status).toBe(302)
    }
    expect(quoteRows().map(({ title, description, unit }) => ({ title, description, unit }))).toEqual([
      { title: 'Losa m2', description: null, unit: 'm2' },
      { title: 'Losa m3', description: null, unit: 'm3' },
      { title: 'Losa ml', description: null, unit: 'ml' },
    ])
  })

  test('a title of exactly the maximum and a description of exactly the maximum are accepted', async () => {
    const { cookie } = await account()
    const result = await send(
      quoteFields({ ...VALID, title: 'T'.repeat(QUOTE_TITLE_MAX), description: 'd'.repeat(QUOTE_DESCRIPTION_MAX) }),
      { cookie },
    )
    expect(result.status).toBe(302)
    expect(quoteRows()).toHaveLength(1)
  })

  test('a forged user id in the form is ignored', async () => {
    const { user, cookie } = await account()
    const other = createAccount(db, { plan: 'premium' })
    await send([...quoteFields(VALID), ['userId', String(other.user.id)], ['user_id', String(other.user.id)]], { cookie })
    expect(quoteRows().map((row) => row.userId)).toEqual([user.id])
  })
})

describe('invalid input comes back with Spanish messages beside the fields', () => {
  const TOO_LONG_TITLE = 'T'.repeat(QUOTE_TITLE_MAX + 1)
  const TOO_LONG_DESCRIPTION = 'd'.repeat(QUOTE_DESCRIPTION_MAX + 1)
  const cases: Array<[string, Record<string, string | undefined>, string, string]> = [
    ['no title', { title: undefined }, 'title', 'Ingresá un título'],
    ['a blank title', { title: '    ' }, 'title', 'Ingresá un título'],
    ['a title too long', { title: TOO_LONG_TITLE }, 'title', `El título puede tener hasta ${QUOTE_TITLE_MAX} caracteres`],
    ['a title with a NUL', { title: 'Losa\u0000' }, 'title', 'El texto tiene caracteres no permitidos'],
    [
      'a description too long',
      { description: TOO_LONG_DESCRIPTION },
      'description',
      `La descripción puede tener hasta ${QUOTE_DESCRIPTION_MAX} caracteres; la tuya tiene ${QUOTE_DESCRIPTION_MAX + 1}.`,
    ],
    ['no unit', { unit: undefined }, 'unit', 'Elegí una unidad'],
    ['an unknown unit', { unit: 'm4' }, 'unit', 'Elegí una unidad de la lista'],
    ['a unit in capitals', { unit: 'M2' }, 'unit', 'Elegí una unidad de la lista'],
    ['no quantity', { quantity: undefined }, 'quantity', 'Ingresá una cantidad'],
    ['a blank quantity', { quantity: '   ' }, 'quantity', 'Ingresá una cantidad'],
    ['a negative quantity', { quantity: '-1' }, 'quantity', 'La cantidad no puede ser negativa'],
    ['a negative fraction', { quantity: '-0,01' }, 'quantity', 'La cantidad no puede ser negativa'],
    ['text for a quantity', { quantity: 'doce' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['three decimals', { quantity: '12.345' }, 'quantity', 'La cantidad puede tener hasta 2 decimales (escribila sin separador de miles)'],
    [
      'a thousands point',
      { quantity: '1.234' },
      'quantity',
      'La cantidad puede tener hasta 2 decimales (escribila sin separador de miles)',
    ],
    ['thousands and decimals', { quantity: '1.234,5' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['an exponent', { quantity: '1e3' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['Infinity', { quantity: 'Infinity' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['NaN', { quantity: 'NaN' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['hexadecimal', { quantity: '0x10' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['a trailing separator', { quantity: '12,' }, 'quantity', 'La cantidad debe ser un número, por ejemplo 12,35'],
    ['just over the maximum', { quantity: '1000000000,01' }, 'quantity', 'La cantidad puede ser de hasta 1.000.000.000'],
    ['far over the maximum', { quantity: '9'.repeat(40) }, 'quantity', 'La cantidad puede ser de hasta 1.000.000.000'],
  ]

  test.each(cases)('%s', async (_name, overrides, field, message) => {
    const { cookie } = await account()
    const values = Object.fromEntries(Object.entries({ ...VALID, ...overrides }).filter(([, v]) => v !== undefined))
    const result = await send(quoteFields(values), { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.[field]).toEqual([message])
    const missing = ['title', 'unit', 'quantity'].some((name) => !(values[name] ?? '').trim())
    expect(result.reply?.result?.error?.[''] ?? null).toEqual(missing ? [MISSING_FIELDS_MESSAGE] : null)
    // The typed values come back to the form.
    for (const [name, value] of Object.entries(values)) {
      if (value !== '') expect(result.reply?.result?.initialValue?.[name]).toBe(value)
    }
    expect(quoteRows()).toEqual([])
  })

  test('an empty form: every required field flagged, and the one summary message', async () => {
    const { cookie } = await account()
    const result = await send(quoteFields({}), { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error).toEqual({
      '': [MISSING_FIELDS_MESSAGE],
      title: ['Ingresá un título'],
      unit: ['Elegí una unidad'],
      quantity: ['Ingresá una cantidad'],
    })
    expect(quoteRows()).toEqual([])
  })

  test('a field sent twice is refused', async () => {
    const { cookie } = await account()
    const result = await send([...quoteFields(VALID), ['quantity', '3']], { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.quantity).toEqual(['El valor enviado no es válido'])
    expect(quoteRows()).toEqual([])
  })
})

describe('refusals', () => {
  test('a free account gets a 403 with the premium message, its input back, and nothing is written', async () => {
    const { cookie } = await account('free')
    const result = await send(quoteFields(VALID), { cookie })
    expect(result.status).toBe(403)
    expect(result.thrown).toBe(false)
    expect(result.reply?.result?.error?.['']).toEqual([PREMIUM_ONLY_MESSAGE])
    expect(result.reply?.result?.initialValue?.title).toBe(VALID.title)
    expect(quoteRows()).toEqual([])
  })

  test('a free account posting an invalid form still hears about the plan first', async () => {
    const { cookie } = await account('free')
    const result = await send(quoteFields({ quantity: 'x' }), { cookie })
    expect(result.status).toBe(403)
    expect(result.reply?.result?.error?.['']).toEqual([PREMIUM_ONLY_MESSAGE])
    expect(quoteRows()).toEqual([])
  })

  test('the plan is read from the database, not from the form', async () => {
    const { cookie } = await account('free')
    const result = await send([...quoteFields(VALID), ['plan', 'premium'], ['isPremium', 'true']], { cookie })
    expect(result.status).toBe(403)
    expect(quoteRows()).toEqual([])
  })

  test('the model refuses a free account by itself', () => {
    const { user } = createAccount(db, { plan: 'free' })
    expect(publishQuote(db, { userId: user.id, title: 'Losa', unit: 'm3', quantityHundredths: 100 })).toEqual({ status: 'notPremium' })
    expect(quoteRows()).toEqual([])
  })

  test('a visitor is sent to sign in, and back to the tab afterwards, with the message', async () => {
    const result = await send(quoteFields(VALID))
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: PAGE })}`)
    expect(await toastOf(result.headers)).toMatchObject({ type: 'error', title: SIGNED_OUT_MESSAGE })
    expect(quoteRows()).toEqual([])
  })

  test.each([
    ['another Origin', { Origin: 'https://sitio-malicioso.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an opaque origin', { Origin: 'null' }],
  ])('%s is refused with a 403 before anything is read', async (_name, headers) => {
    const { cookie } = await account()
    const result = await send(quoteFields(VALID), { cookie, headers })
    expect(result.status).toBe(403)
    expect(result.thrown).toBe(true)
    expect(quoteRows()).toEqual([])
  })

  test('another intent is a 400', async () => {
    const { cookie } = await account()
    const result = await send([['intent', 'review'], ...quoteFields(VALID).slice(1)], { cookie })
    expect(result.status).toBe(400)
    expect(quoteRows()).toEqual([])
  })

  test('a failed write answers with the spec message and the typed values', async () => {
    const { cookie } = await account()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const transaction = vi.spyOn(db, 'transaction').mockImplementation(() => {
      throw new Error('SQLITE_FULL')
    })
    try {
      const result = await send(quoteFields(VALID), { cookie })
      expect(result.status).toBe(500)
      expect(result.reply?.result?.error?.['']).toEqual([PUBLISH_FAILED_MESSAGE])
      expect(result.reply?.result?.initialValue?.quantity).toBe('12,35')
      expect(consoleError).toHaveBeenCalled()
    } finally {
      transaction.mockRestore()
    }
    expect(quoteRows()).toEqual([])
  })
})

describe('the profile action can hand over the form it already read', () => {
  test('a form passed in is used, forged control fields dropped', async () => {
    const { user, cookie } = await account()
    const request = post(PAGE, [], { Cookie: cookie })
    const formData = new FormData()
    for (const [name, value] of [...quoteFields(VALID), ['__intent__', '{not json'] as const]) formData.append(name, value)
    const result = await answer<Reply>(() => quoteAction(request, formData), request)
    expect(result.status).toBe(302)
    expect(quoteRows().map((row) => [row.userId, row.hundredths])).toEqual([[user.id, 1235]])
  })
})

describe('listUserQuotes', () => {
  test("the user's own quotes, newest first", () => {
    const { user } = createAccount(db, { plan: 'premium' })
    const other = createAccount(db, { plan: 'premium' })
    publishQuote(db, { userId: user.id, title: 'Primera', unit: 'm2', quantityHundredths: 1235 })
    publishQuote(db, { userId: other.user.id, title: 'Ajena', unit: 'm3', quantityHundredths: 1 })
    publishQuote(db, { userId: user.id, title: 'Segunda', description: 'Con detalle', unit: 'ml', quantityHundredths: 0 })
    const list = listUserQuotes(db, user.id)
    expect(list.map(({ title, description, unit, quantityHundredths }) => ({ title, description, unit, quantityHundredths }))).toEqual([
      { title: 'Segunda', description: 'Con detalle', unit: 'ml', quantityHundredths: 0 },
      { title: 'Primera', description: null, unit: 'm2', quantityHundredths: 1235 },
    ])
    expect(list[0]!.createdAt).toBeInstanceOf(Date)
  })
})

describe('hostile submissions', () => {
  const char = (codes: number[]) => fc.constantFrom(...codes.map((code) => String.fromCharCode(code)))
  const forbiddenControls = fc.string({
    unit: char([...Array.from({ length: 32 }, (_, i) => i).filter((c) => ![9, 10, 13].includes(c)), 127]),
    minLength: 1,
    maxLength: 4,
  })
  const hostileText = fc.oneof(
    fc.constant(''),
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), minLength: 1, maxLength: 10 }),
    fc.tuple(fc.string({ maxLength: 20 }), forbiddenControls, fc.string({ maxLength: 20 })).map((parts) => parts.join('')),
    fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE quotes; --", '{{7*7}}', '__proto__', 'null', 'undefined', '[]', '{}'),
    fc.constantFrom(
      'NaN',
      'Infinity',
      '-Infinity',
      '1e3',
      '0x10',
      '1_000',
      '١٢',
      '１２',
      '12,3,4',
      '1.234,5',
      '--1',
      '+1',
      '12.',
      '.',
      ',',
    ),
    fc.oneof(
      fc.integer().map(String),
      fc.double().map(String),
      fc.double().map((n) => String(n).replace('.', ',')),
    ),
    fc.constantFrom('a'.repeat(10_000), '9'.repeat(400), '😀'.repeat(200)),
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  const goodQuantity = fc
    .tuple(fc.bigInt({ min: 0n, max: 1_000_000_000n }), fc.constantFrom('', '.', ','), fc.integer({ min: 0, max: 99 }), fc.boolean())
    .map(([whole, separator, decimals, twoDigits]) =>
      separator ? `${whole}${separator}${twoDigits ? String(decimals).padStart(2, '0') : String(decimals % 10)}` : String(whole),
    )
  const goodTitle = fc.oneof(fc.constantFrom('Contrapiso', '  Losa  '), fc.string({ minLength: 1, maxLength: 100 }))

  type Values = readonly string[]
  const field = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> =>
    fc.oneof(
      { weight: 8, arbitrary: value.map((v) => [v]) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [a, b]) },
    )

  // An independent reading of the rules, for the oracle.
  // eslint-disable-next-line no-control-regex -- the characters the schema refuses
  const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
  const oneValue = (values: Values) => (values.length === 1 ? values[0]! : undefined)
  function expected(c: { title: Values; description: Values; unit: Values; quantity: Values }) {
    const title = oneValue(c.title)?.trim()
    if (!title || title.length > QUOTE_TITLE_MAX || FORBIDDEN.test(title)) return null
    if (c.description.length > 1) return null
    const description = c.description[0]?.trim() ?? ''
    if (description.length > QUOTE_DESCRIPTION_MAX || FORBIDDEN.test(description)) return null
    const unit = oneValue(c.unit)
    if (unit !== 'm2' && unit !== 'm3' && unit !== 'ml') return null
    const match = /^(-?)(\d*)(?:[.,](\d{1,2}))?$/.exec(oneValue(c.quantity)?.trim() ?? '')
    if (!match || (!match[2] && !match[3])) return null
    const hundredths = BigInt(match[2] || '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'))
    if ((match[1] && hundredths !== 0n) || hundredths > 100_000_000_000n) return null
    return { title, description: description || null, unit, hundredths: Number(hundredths) }
  }

  const anyCase = fc.record({
    premium: fc.boolean(),
    title: field(fc.oneof(goodTitle, goodTitle, hostileText)),
    description: field(fc.oneof(fc.string({ maxLength: 600 }), hostileText)),
    unit: field(fc.oneof(fc.constantFrom('m2', 'm3', 'ml', 'm2', 'm3', 'ml'), hostileText)),
    quantity: field(fc.oneof(goodQuantity, goodQuantity, hostileText)),
    extras: fc.array(
      fc.tuple(fc.constantFrom('userId', 'plan', '__intent__', '__state__', 'a[0]', 'constructor.prototype.x'), hostileText),
      {
        maxLength: 2,
      },
    ),
  })

  test('never a 5xx; invalid input and free accounts write nothing; valid input writes exactly what was typed', async () => {
    const premium = await account('premium')
    const free = await account('free')
    let published = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(anyCase, async (c) => {
        db.run(sql`DELETE FROM quotes`)
        const fields: Fields = [
          ['intent', 'quote'],
          ...c.title.map((v) => ['title', v] as const),
          ...c.description.map((v) => ['description', v] as const),
          ...c.unit.map((v) => ['unit', v] as const),
          ...c.quantity.map((v) => ['quantity', v] as const),
          ...c.extras,
        ]
        const who = c.premium ? premium : free
        const result = await send(fields, { cookie: who.cookie })
        expect(result.status).toBeLessThan(500)
        const want = expected(c)
        const rows = quoteRows()
        if (!c.premium) {
          expect(result.status).toBe(403)
          expect(rows).toEqual([])
        } else if (want === null) {
          expect(result.status).toBe(400)
          const messages = Object.values(result.reply?.result?.error ?? {}).flatMap((list) => list ?? [])
          expect(messages.length).toBeGreaterThan(0)
          for (const message of messages) expect(message).not.toMatch(/\b(invalid|expected|received|string|number)\b/i)
          expect(rows).toEqual([])
          refused++
        } else {
          expect(result.status).toBe(302)
          expect(rows).toEqual([{ userId: who.user.id, ...want, kind: 'integer' }])
          published++
        }
      }),
      { numRuns: 1000 },
    )
    // The property says something about both branches only if both were generated.
    expect(published).toBeGreaterThan(30)
    expect(refused).toBeGreaterThan(30)
  }, 120_000)
})
