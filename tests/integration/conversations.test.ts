import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { MESSAGE_MAX, RATE_LIMITS } from '~/constants'
import { loader as rootLoader } from '~/root'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { action as conversationAction, loader as conversationLoader } from '~/routes/mensajes.$id/route'
import { loader as listLoader } from '~/routes/mensajes._index'
import { action as inquiryAction, loader as inquiryLoader } from '~/routes/mensajes.nueva/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { privateDocumentsDir } from '~/server/private-documents.server'
import { DOCUMENT_MESSAGES, documentUrl } from '~/utils/documents'
import { EMAIL_UNVERIFIED_MESSAGE, MESSAGE_TOO_LONG, OVER_LIMIT_MESSAGE, OWN_INQUIRY_MESSAGE } from '~/utils/message-form'
import { UNCLAIMED_MESSAGE } from '~/utils/message-links'
import { answer, nextIp, ORIGIN, signedInCookie, type Action } from '../setup/actions'
import { createAccount, createListing, fillPrivateStorage, resetDatabase } from '../setup/factories'
import { lastEmailTo, readOutbox } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

type Reply = { result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> } }

// Each racing process loads TypeScript through tsx: seconds apiece on a busy machine.
const RACE_TIMEOUT_MS = 60_000
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
})

let keySequence = 0
const freshKey = () => `clave-${process.pid}-${++keySequence}-${Date.now()}`

async function account(options: Parameters<typeof createAccount>[1] = {}) {
  const created = createAccount(db, options)
  return { ...created, cookie: await signedInCookie(created.user.id) }
}

async function people() {
  const provider = await account({ businessName: 'Techos Ramírez' })
  const builder = await account({ role: 'constructor', businessName: 'Obras Pérez' })
  const stranger = await account({ role: 'constructor', businessName: 'Curioso SA' })
  const listing = createListing(db, { profileId: provider.profile.id, businessName: 'Techos Ramírez' })
  return { provider, builder, stranger, listing }
}

/** A form as the browser posts it: multipart, the files last (one empty part when none is chosen). */
function multipart(path: string, cookie: string | null, fields: Record<string, string>, files: File[] = [new File([], '')]) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const file of files) body.append('attachments', file)
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'X-Forwarded-For': nextIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body,
  })
}

function sendInquiry(cookie: string | null, query: string, fields: Record<string, string> = {}, files?: File[]) {
  const request = multipart(
    `/mensajes/nueva?${query}`,
    cookie,
    { subject: 'Techo de chapa', body: '¿Pueden venir el lunes?', idempotencyKey: freshKey(), ...fields },
    files,
  )
  return answer<Reply>(inquiryAction as Action, request)
}

function sendMessage(cookie: string | null, conversationId: number, fields: Record<string, string> = {}, files?: File[]) {
  const request = multipart(
    `/mensajes/${conversationId}`,
    cookie,
    { intent: 'mensaje', body: 'Sí, el lunes a las 9.', idempotencyKey: freshKey(), ...fields },
    files,
  )
  return answer<Reply>(conversationAction as Action, request, { id: String(conversationId) })
}

function markRead(cookie: string, conversationId: number, upTo: number) {
  const request = multipart(`/mensajes/${conversationId}`, cookie, { intent: 'leido', upTo: String(upTo) }, [])
  return answer(conversationAction as Action, request, { id: String(conversationId) })
}

const get = (path: string, cookie?: string | null) => new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {})

async function load<T>(loader: (args: never) => Promise<T> | T, path: string, cookie?: string | null, params: Record<string, string> = {}) {
  try {
    const data = await loader({ request: get(path, cookie), params, context: {} } as never)
    if (data instanceof Response) return { response: data, status: data.status, data: undefined }
    return { data, status: 200 }
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, status: thrown.status, data: undefined }
    throw thrown
  }
}

const conversationIdOf = (location: string | null | undefined) => Number(/^\/mensajes\/(\d+)$/.exec(location ?? '')?.[1])
const messagesIn = (conversationId: number) =>
  db.all<{ id: number; body: string; senderUserId: number }>(sql`
    SELECT id, body, sender_user_id AS senderUserId FROM messages WHERE conversation_id = ${conversationId} ORDER BY id`)
const conversationCount = () => db.get<{ count: number }>(sql`SELECT count(*) AS count FROM conversations`).count
const documentCount = () => db.get<{ count: number }>(sql`SELECT count(*) AS count FROM private_documents`).count
const storedFiles = () => (fs.existsSync(privateDocumentsDir) ? fs.readdirSync(privateDocumentsDir).length : 0)
const headerOf = async (cookie: string) =>
  (await load(rootLoader as never, '/', cookie)).data as unknown as { data: { user: { unreadConversations: number } } }
const unreadInHeader = async (cookie: string) => (await headerOf(cookie)).data.user.unreadConversations

async function startConversation() {
  const everyone = await people()
  const sent = await sendInquiry(everyone.builder.cookie, `proveedor=${everyone.listing.id}`)
  expect(sent.status).toBe(302)
  return { ...everyone, conversationId: conversationIdOf(sent.headers.get('Location')) }
}

describe('a consulta to a provider', () => {
  test('opens a conversation with its first message, e-mails the provider and counts as unread for it only', async () => {
    const { provider, builder, listing } = await people()
    const page = await load(inquiryLoader as never, `/mensajes/nueva?proveedor=${listing.id}`, builder.cookie)
    expect(page.data).toMatchObject({ state: 'open', name: 'Techos Ramírez' })

    const sent = await sendInquiry(builder.cookie, `proveedor=${listing.id}`)
    expect(sent.status).toBe(302)
    const conversationId = conversationIdOf(sent.headers.get('Location'))
    expect(messagesIn(conversationId)).toEqual([
      expect.objectContaining({ body: '¿Pueden venir el lunes?', senderUserId: builder.user.id }),
    ])

    const email = await lastEmailTo(outboxDir(), provider.user.email, { subject: /Nueva consulta: Techo de chapa/ })
    expect(email.text).toContain('¿Pueden venir el lunes?')
    expect(email.text).toContain(`/mensajes/${conversationId}`)

    expect(await unreadInHeader(provider.cookie)).toBe(1)
    expect(await unreadInHeader(builder.cookie)).toBe(0)
    const list = await load(listLoader as never, '/mensajes', provider.cookie)
    expect(list.data).toMatchObject({
      conversations: [
        { id: conversationId, subject: 'Techo de chapa', otherName: 'Obras Pérez', excerpt: '¿Pueden venir el lunes?', unread: true },
      ],
    })
  })

  test("about a material goes to its publisher, under the material's name", async () => {
    const { provider, builder } = await people()
    const material = db
      .insert(schema.materials)
      .values({ userId: provider.user.id, title: 'Ladrillo hueco', description: 'Pallet de 144.', priceCents: 100 })
      .returning()
      .get()
    const page = await load(inquiryLoader as never, `/mensajes/nueva?material=${material.id}`, builder.cookie)
    expect(page.data).toMatchObject({ state: 'open', subject: 'Consulta por Ladrillo hueco' })
    const sent = await sendInquiry(builder.cookie, `material=${material.id}`, { subject: 'Consulta por Ladrillo hueco' })
    expect(sent.status).toBe(302)
    const conversation = db.get<{ providerUserId: number; materialId: number }>(sql`
      SELECT provider_user_id AS providerUserId, material_id AS materialId FROM conversations`)
    expect(conversation).toEqual({ providerUserId: provider.user.id, materialId: material.id })
  })

  test('an unclaimed listing, oneself, an unverified e-mail and a signed-out visitor are each refused, and nothing is stored', async () => {
    const { provider, listing } = await people()
    const unclaimed = createListing(db, { phone: '+541143214321' })
    const unverified = await account({ role: 'constructor', verified: false })

    expect((await load(inquiryLoader as never, `/mensajes/nueva?proveedor=${unclaimed.id}`, unverified.cookie)).data).toMatchObject({
      message: UNCLAIMED_MESSAGE,
    })
    const toUnclaimed = await sendInquiry(provider.cookie, `proveedor=${unclaimed.id}`)
    expect(toUnclaimed.status).toBe(403)
    expect(toUnclaimed.reply?.result?.error?.['']).toEqual([UNCLAIMED_MESSAGE])

    const toSelf = await sendInquiry(provider.cookie, `proveedor=${listing.id}`)
    expect(toSelf.reply?.result?.error?.['']).toEqual([OWN_INQUIRY_MESSAGE])

    expect((await load(inquiryLoader as never, `/mensajes/nueva?proveedor=${listing.id}`, unverified.cookie)).data).toMatchObject({
      state: 'unverified',
      message: EMAIL_UNVERIFIED_MESSAGE,
    })
    const fromUnverified = await sendInquiry(unverified.cookie, `proveedor=${listing.id}`)
    expect(fromUnverified.status).toBe(403)
    // Answered before the post (and its files) is read: the page had shown no form to type in.
    expect(fromUnverified.reply?.result?.initialValue).toBeNull()

    const visitor = await load(inquiryLoader as never, `/mensajes/nueva?proveedor=${listing.id}`, null)
    expect(visitor.status).toBe(302)
    expect(visitor.response?.headers.get('Location')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/mensajes/nueva?proveedor=${listing.id}`)}`,
    )
    expect((await sendInquiry(null, `proveedor=${listing.id}`)).status).toBe(302)

    expect((await load(inquiryLoader as never, '/mensajes/nueva?proveedor=999999', provider.cookie)).status).toBe(404)
    expect((await load(inquiryLoader as never, '/mensajes/nueva', provider.cookie)).status).toBe(404)
    expect(conversationCount()).toBe(0)
  })

  test(`stops at ${RATE_LIMITS.inquiriesPerAccount.max} a day with the spec's words, keeping the text`, async () => {
    const { builder, listing } = await people()
    for (let i = 0; i < RATE_LIMITS.inquiriesPerAccount.max; i++) {
      expect((await sendInquiry(builder.cookie, `proveedor=${listing.id}`)).status).toBe(302)
    }
    // The page says so before anything is typed, and a post is answered before it is read.
    expect((await load(inquiryLoader as never, `/mensajes/nueva?proveedor=${listing.id}`, builder.cookie)).data).toMatchObject({
      state: 'refused',
      message: OVER_LIMIT_MESSAGE,
    })
    const over = await sendInquiry(builder.cookie, `proveedor=${listing.id}`, { body: 'Una más' })
    expect(over.status).toBe(429)
    expect(over.reply?.result?.error?.['']).toEqual([OVER_LIMIT_MESSAGE])
    expect(conversationCount()).toBe(RATE_LIMITS.inquiriesPerAccount.max)
  })

  test('the same consulta form posted twice opens one conversation', async () => {
    const { builder, listing } = await people()
    const idempotencyKey = freshKey()
    const first = await sendInquiry(builder.cookie, `proveedor=${listing.id}`, { idempotencyKey })
    const second = await sendInquiry(builder.cookie, `proveedor=${listing.id}`, { idempotencyKey })
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
    expect(conversationCount()).toBe(1)
  })
})

describe('a conversation', () => {
  test('the other side replies; each side reads it, and reading is a post that clears the count', async () => {
    const { provider, builder, conversationId } = await startConversation()
    const page = await load(conversationLoader as never, `/mensajes/${conversationId}`, provider.cookie, { id: String(conversationId) })
    expect(page.data).toMatchObject({
      subject: 'Techo de chapa',
      otherName: 'Obras Pérez',
      messages: [{ body: '¿Pueden venir el lunes?', mine: false }],
    })
    // Reading the page alone changes nothing: a GET never writes.
    expect(await unreadInHeader(provider.cookie)).toBe(1)
    const [first] = messagesIn(conversationId)
    expect((await markRead(provider.cookie, conversationId, first!.id)).status).toBe(302)
    expect(await unreadInHeader(provider.cookie)).toBe(0)

    const replied = await sendMessage(provider.cookie, conversationId)
    expect(replied.status).toBe(302)
    expect(replied.headers.get('Location')).toBe(`/mensajes/${conversationId}`)
    expect(await unreadInHeader(builder.cookie)).toBe(1)
    expect(await unreadInHeader(provider.cookie)).toBe(0)
    // The builder was e-mailed about the consulta's thread by nobody yet: this is its first e-mail.
    const email = await lastEmailTo(outboxDir(), builder.user.email, { subject: /Nuevo mensaje de Techos Ramírez: Techo de chapa/ })
    expect(email.text).toContain('Sí, el lunes a las 9.')

    // Marking read past the last message, or backwards, never moves the mark beyond what exists.
    await markRead(builder.cookie, conversationId, 999_999)
    const reply = messagesIn(conversationId).at(-1)!
    const marks = db.get<{ requesterRead: number }>(
      sql`SELECT requester_read_message_id AS requesterRead FROM conversations WHERE id = ${conversationId}`,
    )
    expect(marks.requesterRead).toBe(reply.id)
    await markRead(builder.cookie, conversationId, first!.id)
    expect(await unreadInHeader(builder.cookie)).toBe(0)
  })

  test('anyone but its two sides gets 404 for the page and for every post; a visitor is sent to sign in', async () => {
    const { stranger, conversationId } = await startConversation()
    const params = { id: String(conversationId) }
    expect((await load(conversationLoader as never, `/mensajes/${conversationId}`, stranger.cookie, params)).status).toBe(404)
    expect(
      (await load(conversationLoader as never, `/mensajes/${conversationId + 1}`, stranger.cookie, { id: String(conversationId + 1) }))
        .status,
    ).toBe(404)
    expect((await load(conversationLoader as never, '/mensajes/abc', stranger.cookie, { id: 'abc' })).status).toBe(404)
    expect((await sendMessage(stranger.cookie, conversationId)).status).toBe(404)
    expect((await markRead(stranger.cookie, conversationId, 1)).status).toBe(404)
    expect((await load(conversationLoader as never, `/mensajes/${conversationId}`, null, params)).status).toBe(302)
    expect((await sendMessage(null, conversationId)).status).toBe(302)
    expect(messagesIn(conversationId)).toHaveLength(1)
    const list = await load(listLoader as never, '/mensajes', stranger.cookie)
    expect(list.data).toMatchObject({ conversations: [] })
  })

  test(`a message of ${MESSAGE_MAX + 1} characters is refused next to the field, its text kept`, async () => {
    const { builder, conversationId } = await startConversation()
    const long = 'a'.repeat(MESSAGE_MAX + 1)
    const refused = await sendMessage(builder.cookie, conversationId, { body: long })
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.body).toEqual([MESSAGE_TOO_LONG])
    expect(refused.reply?.result?.initialValue?.body).toBe(long)
    expect((await sendMessage(builder.cookie, conversationId, { body: 'a'.repeat(MESSAGE_MAX) })).status).toBe(302)
    expect(messagesIn(conversationId)).toHaveLength(2)
  })

  test(
    'the same form posted twice stores one message, one after the other and at the same time',
    async () => {
      const { provider, builder, conversationId } = await startConversation()
      const idempotencyKey = freshKey()
      const first = await sendMessage(builder.cookie, conversationId, { idempotencyKey })
      const second = await sendMessage(builder.cookie, conversationId, { idempotencyKey })
      expect([first.status, second.status]).toEqual([302, 302])
      expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
      expect(messagesIn(conversationId)).toHaveLength(2)

      const raced = await raceProcesses<string>(
        'message-worker.ts',
        Array.from({ length: 4 }, () => [String(conversationId), String(builder.user.id), String(provider.user.id), 'carrera-de-clics']),
      )
      expect(raced.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'sent'])
      expect(messagesIn(conversationId)).toHaveLength(3)
    },
    RACE_TIMEOUT_MS,
  )

  test(`stops at ${RATE_LIMITS.messagesPerAccount.max} messages an hour, keeping the text`, async () => {
    const { builder, conversationId } = await startConversation()
    for (let i = 0; i < RATE_LIMITS.messagesPerAccount.max; i++) {
      expect((await sendMessage(builder.cookie, conversationId, { body: `Mensaje ${i}` })).status).toBe(302)
    }
    const over = await sendMessage(builder.cookie, conversationId, { body: 'Uno más' })
    expect(over.status).toBe(429)
    expect(over.reply?.result?.error?.['']).toEqual([OVER_LIMIT_MESSAGE])
    expect(over.reply?.result?.initialValue?.body).toBe('Uno más')
    expect(messagesIn(conversationId)).toHaveLength(1 + RATE_LIMITS.messagesPerAccount.max)
  })

  test('an attachment reaches the other side only; a refused file keeps the text and stores nothing', async () => {
    const { provider, builder, stranger, conversationId } = await startConversation()
    const html = new File(['<html><script>alert(1)</script></html>'], 'plano.jpg', { type: 'image/jpeg' })
    const refused = await sendMessage(provider.cookie, conversationId, { body: 'Va el plano' }, [html])
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.attachments).toEqual(['plano.jpg: El documento debe ser un PDF o una imagen JPG, PNG o WebP'])
    expect(refused.reply?.result?.initialValue?.body).toBe('Va el plano')
    const four = Array.from({ length: 4 }, (_, i) => new File([new Uint8Array(PDF)], `plano-${i}.pdf`, { type: 'application/pdf' }))
    expect(
      (await sendMessage(provider.cookie, conversationId, { body: 'Van los planos' }, four)).reply?.result?.error?.attachments,
    ).toEqual(['Podés adjuntar hasta 3 archivos por mensaje'])
    expect([documentCount(), storedFiles()]).toEqual([0, 0])

    const pdf = new File([new Uint8Array(PDF)], 'presupuesto.pdf', { type: 'application/pdf' })
    expect((await sendMessage(provider.cookie, conversationId, { body: 'Va el presupuesto' }, [pdf])).status).toBe(302)
    const page = await load(conversationLoader as never, `/mensajes/${conversationId}`, builder.cookie, { id: String(conversationId) })
    const { messages } = page.data as unknown as { messages: { attachments: { documentId: number; originalName: string }[] }[] }
    const [attachment] = messages.at(-1)!.attachments
    expect(attachment).toMatchObject({ originalName: 'presupuesto.pdf' })

    const status = async (cookie: string | null) =>
      (await load(documentLoader as never, documentUrl(attachment!.documentId), cookie, { id: String(attachment!.documentId) })).status
    expect(await status(builder.cookie)).toBe(200)
    expect(await status(provider.cookie)).toBe(200)
    expect(await status(stranger.cookie)).toBe(404)
    expect(await status(null)).toBe(404)
  })

  test('an attachment past the account’s private storage is refused beside the field, the text kept and the hour’s limit not spent', async () => {
    const { provider, conversationId } = await startConversation()
    fillPrivateStorage(db, provider.user.id)
    const [documents, files] = [documentCount(), storedFiles()]
    const pdf = new File([new Uint8Array(PDF)], 'presupuesto.pdf', { type: 'application/pdf' })
    const refused = await sendMessage(provider.cookie, conversationId, { body: 'Va el presupuesto' }, [pdf])
    expect(refused.status).toBe(413)
    expect(refused.reply?.result?.error?.attachments).toEqual([DOCUMENT_MESSAGES.storageFull])
    expect(refused.reply?.result?.initialValue?.body).toBe('Va el presupuesto')
    expect([documentCount(), storedFiles()]).toEqual([documents, files])
    expect(messagesIn(conversationId)).toHaveLength(1)
    expect(
      db.get<{ count: number } | undefined>(sql`SELECT count FROM rate_limits WHERE key = ${`messagesPerAccount:${provider.user.id}`}`)
        ?.count ?? 0,
    ).toBe(0)
  })

  test('the list puts unread conversations first, then the latest', async () => {
    const { provider, builder, listing } = await people()
    const ids: number[] = []
    for (const subject of ['Primera', 'Segunda', 'Tercera']) {
      ids.push(conversationIdOf((await sendInquiry(builder.cookie, `proveedor=${listing.id}`, { subject })).headers.get('Location')))
    }
    // The provider reads the newest; the two older ones stay unread and come first.
    await markRead(provider.cookie, ids[2]!, messagesIn(ids[2]!).at(-1)!.id)
    const list = await load(listLoader as never, '/mensajes', provider.cookie)
    const { conversations } = list.data as unknown as { conversations: { subject: string; unread: boolean }[] }
    expect(conversations.map((c) => [c.subject, c.unread])).toEqual([
      ['Segunda', true],
      ['Primera', true],
      ['Tercera', false],
    ])
    expect(await unreadInHeader(provider.cookie)).toBe(2)
    expect((await load(listLoader as never, '/mensajes?page=2', provider.cookie)).status).toBe(404)
    expect(readOutbox(outboxDir()).length).toBeGreaterThan(0)
  })

  test('a conversation with no message yet (one a request opened) is not listed until its first message', async () => {
    const { provider, builder, listing } = await people()
    const empty = db
      .insert(schema.conversations)
      .values({
        requesterUserId: builder.user.id,
        providerUserId: provider.user.id,
        listingId: listing.id,
        subject: 'Solicitud sin mensajes',
      })
      .returning()
      .get()
    const subjects = async (cookie: string) =>
      (await load(listLoader as never, '/mensajes', cookie)).data as unknown as { pageCount: number; conversations: { subject: string }[] }
    expect(await subjects(builder.cookie)).toMatchObject({ conversations: [] })
    expect(await subjects(provider.cookie)).toMatchObject({ conversations: [] })
    await sendMessage(provider.cookie, empty.id, { body: 'Hola, ¿cuándo puedo pasar a medir?' })
    expect((await subjects(builder.cookie)).conversations.map((c) => c.subject)).toEqual(['Solicitud sin mensajes'])
  })
})
