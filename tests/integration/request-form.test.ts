import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import { DOCUMENT_MAX_BYTES, REQUEST_FORM_MAX_BYTES, REQUEST_TITLE_MAX, type Plan } from '~/constants'
import { privateDocumentsDir } from '~/server/private-documents.server'
import { action, loader } from '~/routes/solicitudes.nueva/route'
import { loader as profileLoader } from '~/routes/perfil/route'
import type { RequestActionData } from '~/controllers/request-form.server'
import { db } from '~/server/db.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import {
  ATTACHMENTS_TOO_LARGE_MESSAGE,
  DAILY_LIMIT_MESSAGE,
  FILES_NOT_KEPT_MESSAGE,
  NOT_SENT_MESSAGE,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  UNVERIFIED_MESSAGE,
} from '~/utils/request-form'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf, type Action } from '../setup/actions'
import { createAccount, createListing, fillPrivateStorage, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const PATH = '/solicitudes/nueva'

async function builder({ plan = 'premium', verified = true }: { plan?: Plan; verified?: boolean } = {}) {
  const { user } = createAccount(db, { role: 'constructor', plan, verified })
  return { user, cookie: await signedInCookie(user.id) }
}

type Fields = Array<[string, string]>

const FILLED: Fields = [
  ['title', 'Reparar techo'],
  ['sector', 'cubiertas'],
  ['subsector', 'techistas'],
  ['place', 'Palermo'],
  ['description', 'Filtraciones en la terraza'],
  ['itemDescription', 'Membrana'],
  ['itemQuantity', '40,5'],
  ['itemUnit', 'm2'],
  ['itemDescription', ''],
  ['itemQuantity', ''],
  ['itemUnit', ''],
]

function multipart(cookie: string, fields: Fields, files: File[] = []) {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  for (const file of files) body.append('attachments', file)
  return new Request(`${ORIGIN}${PATH}`, { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() }, body })
}

const send = (cookie: string, fields: Fields, files: File[] = []) =>
  answer<RequestActionData>(action as Action, multipart(cookie, [...fields, ['intent', 'send']], files))

const count = (table: 'quote_requests' | 'private_documents' | 'quote_request_items') =>
  db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`).n
const storedFiles = () => (fs.existsSync(privateDocumentsDir) ? fs.readdirSync(privateDocumentsDir).length : 0)

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
const pdf = (name = 'plano.pdf') => new File([new Uint8Array(PDF)], name, { type: 'application/pdf' })

describe('sending a solicitud', () => {
  test('a premium builder sends it and lands on its page; the provider receives it', async () => {
    const provider = createAccount(db)
    createListing(db, { profileId: provider.profile.id })
    const { cookie } = await builder()
    const filesBefore = storedFiles()
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const result = await send(cookie, FILLED, [pdf(), new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' })])
    expect(result.status).toBe(302)
    const requestId = db.get<{ id: number }>(sql`SELECT id FROM quote_requests`).id
    expect(result.headers.get('Location')).toBe(`/solicitudes/${requestId}`)
    expect((await toastOf(result.headers))?.title).toBe('Tu solicitud llegó a 1 proveedor')
    expect(db.all(sql`SELECT description, quantity_hundredths AS q, unit FROM quote_request_items`)).toEqual([
      { description: 'Membrana', q: 4050, unit: 'm2' },
    ])
    expect(count('private_documents')).toBe(2)
    expect(storedFiles()).toBe(filesBefore + 2)

    const profile = (await profileLoader({
      request: new Request(`${ORIGIN}/perfil?tab=cotizaciones`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as { requests?: unknown }
    expect(profile.requests).toEqual([
      expect.objectContaining({ id: requestId, title: 'Reparar techo', status: 'open', recipientCount: 1 }),
    ])
  })

  test('every mistake is marked in one answer: a missing title and date beside a bad item and a subrubro of another rubro', async () => {
    const { cookie } = await builder()
    const refused = await send(cookie, [
      ['title', ''],
      ['sector', 'cubiertas'],
      ['subsector', 'gas'],
      ['place', 'Palermo'],
      ['startOn', '31/02/2030'],
      ['itemDescription', 'Membrana'],
      ['itemQuantity', '0'],
      ['itemUnit', 'm2'],
      ['itemDescription', ''],
      ['itemQuantity', '3'],
      ['itemUnit', ''],
    ])
    expect(refused.status).toBe(400)
    expect(refused.reply?.state.errors).toMatchObject({
      title: ['Ingresá un título'],
      startOn: ['Elegí una fecha válida'],
      subsector: ['Elegí un subrubro del rubro elegido'],
      'itemQuantity[0]': ['La cantidad tiene que ser mayor que cero'],
      'itemDescription[1]': ['Describí el ítem'],
      'itemUnit[1]': ['Elegí la unidad'],
    })
    expect(count('quote_requests')).toBe(0)
  })

  test("'Agregar ítem' comes back with one more row and every typed value", async () => {
    const { cookie } = await builder()
    const result = await answer<RequestActionData>(action as Action, multipart(cookie, [...FILLED, ['intent', 'add-item']], [pdf()]))
    expect(result.status).toBe(200)
    expect(result.reply?.state.rows).toBe(3)
    expect(result.reply?.state.values).toMatchObject({
      title: 'Reparar techo',
      place: 'Palermo',
      itemDescription: ['Membrana', ''],
      itemQuantity: ['40,5', ''],
    })
    expect(result.reply?.filesDropped).toBe(true)
    expect(FILES_NOT_KEPT_MESSAGE).toMatch(/volvé a elegirlos/)
    expect(count('quote_requests')).toBe(0)
  })

  test('the title holds up to 100 characters: one more comes back beside the field, typed values kept, nothing stored', async () => {
    createListing(db, { profileId: createAccount(db).profile.id })
    const { cookie } = await builder()
    const withTitle = (title: string): Fields => [['title', title], ...FILLED.filter(([name]) => name !== 'title')]

    const tooLong = await send(cookie, withTitle('T'.repeat(REQUEST_TITLE_MAX + 1)))
    expect(tooLong.status).toBe(400)
    expect(tooLong.reply?.state.errors.title).toEqual([`El título puede tener hasta ${REQUEST_TITLE_MAX} caracteres`])
    expect(tooLong.reply?.state.values).toMatchObject({ title: 'T'.repeat(REQUEST_TITLE_MAX + 1), place: 'Palermo' })
    expect(count('quote_requests')).toBe(0)

    expect((await send(cookie, withTitle('T'.repeat(REQUEST_TITLE_MAX)))).status).toBe(302)
    expect(count('quote_requests')).toBe(1)
  })

  test('a visitor is sent to sign in and back; an unverified or free account is told why', async () => {
    const visitor = await answer(loader as Action, new Request(`${ORIGIN}${PATH}?sector=cubiertas`))
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`${PATH}?sector=cubiertas`)}`)

    const unverified = await builder({ verified: false })
    expect((await send(unverified.cookie, FILLED)).reply?.formErrors).toEqual([UNVERIFIED_MESSAGE])
    const free = await builder({ plan: 'free' })
    const refused = await send(free.cookie, FILLED)
    expect(refused.status).toBe(403)
    expect(refused.reply?.formErrors[0]).toMatch(/exclusiva para usuarios Premium/)
    expect(count('quote_requests')).toBe(0)
  })

  test('five a day: the sixth is refused with the daily-limit message, before its files are read', async () => {
    const { cookie } = await builder()
    // Requests that reach a provider: one that reaches nobody does not count against the day.
    createListing(db, { profileId: createAccount(db).profile.id })
    for (let i = 0; i < 5; i++) expect((await send(cookie, FILLED)).status).toBe(302)
    const sixth = await send(cookie, FILLED)
    expect(sixth.status).toBe(429)
    expect(sixth.reply?.formErrors).toEqual([DAILY_LIMIT_MESSAGE])
    // The page shows the limit instead of the form by then; a post is answered before a byte of it is read.
    expect(sixth.reply?.state.values).toEqual({})
    expect(count('quote_requests')).toBe(5)
  })
})

describe('bad input is refused next to its field, the rest kept, nothing stored', () => {
  const without = (name: string) => FILLED.filter(([field]) => field !== name)
  const replacing = (name: string, value: string) => [...without(name), [name, value] as [string, string]]
  const item = (description: string, quantity: string, unit: string): Fields => [
    ...FILLED.filter(([field]) => !field.startsWith('item')),
    ['itemDescription', description],
    ['itemQuantity', quantity],
    ['itemUnit', unit],
  ]

  test.each([
    ['title', without('title'), 'title'],
    ['blank title', replacing('title', '   '), 'title'],
    ['title over 100', replacing('title', 'x'.repeat(101)), 'title'],
    ['description over 2000', replacing('description', 'x'.repeat(2001)), 'description'],
    ['unknown sector', replacing('sector', 'naves-espaciales'), 'subsector'],
    ['subsector of another sector', replacing('subsector', 'plomeros'), 'subsector'],
    ['unknown zona', replacing('place', 'Springfield'), 'place'],
    ['past date', [...FILLED, ['startOn', '2020-01-01']] as Fields, 'startOn'],
    ['impossible date', [...FILLED, ['startOn', '2026-13-45']] as Fields, 'startOn'],
    ['no items', item('', '', ''), 'itemDescription[0]'],
    ['quantity 0', item('Membrana', '0', 'm2'), 'itemQuantity[0]'],
    ['negative quantity', item('Membrana', '-3', 'm2'), 'itemQuantity[0]'],
    ['quantity with three decimals', item('Membrana', '1,234', 'm2'), 'itemQuantity[0]'],
    ['quantity in letters', item('Membrana', 'diez', 'm2'), 'itemQuantity[0]'],
    ['missing quantity', item('Membrana', '', 'm2'), 'itemQuantity[0]'],
    ['unknown unit', item('Membrana', '3', 'litros'), 'itemUnit[0]'],
    ['item over 200', item('x'.repeat(201), '3', 'm2'), 'itemDescription[0]'],
    [
      '31 items',
      [...FILLED, ...Array.from({ length: 30 }, () => item('Ladrillo', '1', 'u').slice(-3)).flat()] as Fields,
      'itemDescription',
    ],
  ])('%s', async (_, fields, field) => {
    const { cookie } = await builder()
    const result = await send(cookie, fields)
    expect(result.status).toBe(400)
    expect(result.reply?.state.errors[field]?.[0]).toMatch(/\S/)
    expect(result.reply?.state.values.place).toBe(fields.find(([name]) => name === 'place')?.[1])
    expect(count('quote_requests')).toBe(0)
  })

  test.each([
    ['a NUL in an item', item('Mem\u0000brana', '3', 'm2'), 'itemDescription[0]', 'El ítem tiene caracteres no permitidos'],
    ['an ESC in an item', item('Membrana\u001b[2J', '3', 'm2'), 'itemDescription[0]', 'El ítem tiene caracteres no permitidos'],
    [
      'a line break in the title',
      replacing('title', 'Reparar techo\r\nBcc: otro@example.com'),
      'title',
      'El texto tiene caracteres no permitidos',
    ],
    ['30 February', [...FILLED, ['startOn', '2030-02-30']] as Fields, 'startOn', 'Elegí una fecha válida'],
  ])('%s is refused with its message', async (_, fields, field, message) => {
    const { cookie } = await builder()
    const result = await send(cookie, fields)
    expect(result.status).toBe(400)
    expect(result.reply?.state.errors[field]).toEqual([message])
    expect(count('quote_requests')).toBe(0)
  })

  test('other methods and body types are refused without a 5xx', async () => {
    const { cookie } = await builder()
    const json = new Request(`${ORIGIN}${PATH}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{"title":"x"}',
    })
    expect((await answer(action as Action, json)).status).toBe(415)
    const unknownIntent = await answer(action as Action, post(PATH, [...FILLED, ['intent', 'borrar']], { Cookie: cookie }))
    expect(unknownIntent.status).toBe(400)
    const urlEncoded = await answer<RequestActionData>(action as Action, post(PATH, [...FILLED, ['intent', 'send']], { Cookie: cookie }))
    expect(urlEncoded.status).toBe(302)
  })
})

describe('attachments are judged by their bytes', () => {
  const exe = new File([new Uint8Array(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512)]))], 'plano.pdf')
  const html = new File(['<!doctype html><script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' })
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'plano.svg', { type: 'image/svg+xml' })
  const empty = new File([], 'vacio.pdf', { type: 'application/pdf' })
  const truncated = new File([new Uint8Array(PDF.subarray(0, 30))], 'cortado.pdf', { type: 'application/pdf' })
  const huge = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'enorme.pdf', { type: 'application/pdf' })

  test.each([
    ['an .exe renamed .pdf', [exe], DOCUMENT_MESSAGES.wrongType],
    ['HTML renamed .jpg', [html], DOCUMENT_MESSAGES.wrongType],
    ['an SVG', [svg], DOCUMENT_MESSAGES.wrongType],
    ['zero bytes', [empty], DOCUMENT_MESSAGES.empty],
    ['a truncated PDF', [truncated], DOCUMENT_MESSAGES.unreadable],
    ['over 10 MB', [huge], DOCUMENT_MESSAGES.tooLarge],
    ['a sixth file', Array.from({ length: 6 }, (_, i) => pdf(`plano-${i}.pdf`)), TOO_MANY_ATTACHMENTS_MESSAGE],
    ['a good file beside a bad one', [pdf(), svg], DOCUMENT_MESSAGES.wrongType],
  ])('%s', async (_, files, message) => {
    const { cookie } = await builder()
    const filesBefore = storedFiles()
    const result = await send(cookie, FILLED, files)
    expect(result.status).toBe(400)
    expect(result.reply?.state.errors.attachments?.join(' ')).toContain(message)
    expect(result.reply?.state.values.title).toBe('Reparar techo')
    expect(result.reply?.filesDropped).toBe(true)
    expect([count('quote_requests'), count('private_documents'), storedFiles()]).toEqual([0, 0, filesBefore])
  })

  test('files past the form’s whole size come back beside Adjuntos, with every typed value kept', async () => {
    const { cookie } = await builder()
    const huge = new File([new Uint8Array(REQUEST_FORM_MAX_BYTES + 1)], 'video-de-la-obra.mp4', { type: 'video/mp4' })
    const result = await send(cookie, FILLED, [huge])
    expect(result.status).toBe(413)
    expect(result.reply?.state.errors.attachments).toEqual([ATTACHMENTS_TOO_LARGE_MESSAGE])
    expect(result.reply?.formErrors).toEqual([NOT_SENT_MESSAGE])
    expect(result.reply?.filesDropped).toBe(true)
    expect(result.reply?.state.values).toMatchObject({
      title: 'Reparar techo',
      sector: 'cubiertas',
      subsector: 'techistas',
      place: 'Palermo',
      description: 'Filtraciones en la terraza',
      itemDescription: ['Membrana', ''],
      itemQuantity: ['40,5', ''],
    })
    expect([count('quote_requests'), count('private_documents')]).toEqual([0, 0])
  })

  test('files past the account’s private storage are refused beside the field, and nothing is kept', async () => {
    const { user, cookie } = await builder()
    fillPrivateStorage(db, user.id)
    const before = storedFiles()
    const result = await send(cookie, FILLED, [pdf()])
    expect(result.status).toBe(413)
    expect(result.reply?.state.errors.attachments).toEqual([DOCUMENT_MESSAGES.storageFull])
    expect(count('quote_requests')).toBe(0)
    expect(storedFiles()).toBe(before)
  })

  test('files of a request the daily limit refuses are removed again', async () => {
    const { cookie } = await builder()
    // Requests that reach a provider: one that reaches nobody does not count against the day.
    createListing(db, { profileId: createAccount(db).profile.id })
    for (let i = 0; i < 5; i++) await send(cookie, FILLED)
    const filesBefore = storedFiles()
    const refused = await send(cookie, FILLED, [pdf()])
    expect(refused.status).toBe(429)
    expect([count('private_documents'), storedFiles()]).toEqual([0, filesBefore])
  })
})
