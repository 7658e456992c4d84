import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { CHAT_HISTORY_MAX, CHAT_JSON_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH, RATE_LIMITS } from '~/constants'
import { answer as assistantAnswer, EMPTY_REPLY_TEXT } from '~/models/assistant.server'
import { publishMaterial } from '~/models/materials.server'
import { action as pageAction, loader } from '~/routes/cotiza-ia'
import { action as jsonAction, loader as jsonLoader } from '~/routes/functions.v1.ai-chat'
import { CHAT_MESSAGE_CONTROL_CHARACTERS, CHAT_MESSAGE_REQUIRED, CHAT_MESSAGE_TOO_LONG, replyParts } from '~/utils/chat'
import { db } from '~/server/db.server'
import { answer, nextIp, ORIGIN, post, type Fields } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'

type PageReply = {
  result?: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }
}

const chatRows = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM chat_messages`)?.n ?? 0

function sendPage(fields: Fields, headers: Record<string, string> = {}) {
  return answer<PageReply>(pageAction, post('/cotiza-ia', fields, headers))
}

/** The chat cookie a response set, as the browser sends it back. */
function chatCookieOf(headers: Headers) {
  return (
    headers
      .getSetCookie()
      .find((value) => value.startsWith('ro_chat='))
      ?.split(';')[0] ?? ''
  )
}

async function conversation(cookie: string) {
  const data = await loader({ request: new Request(`${ORIGIN}/cotiza-ia`, { headers: { Cookie: cookie } }), params: {}, context: {} })
  return data.messages
}

function postJson(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/functions/v1/ai-chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers },
    body,
  })
}

async function callJson(request: Request) {
  const response = (await jsonAction({ request, params: {}, context: {} })) as Response
  return { status: response.status, body: (await response.json()) as { response?: string; error?: string }, headers: response.headers }
}

beforeEach(() => {
  resetDatabase(db)
  db.run(sql`DELETE FROM rate_limits`)
})

describe('the chat page without JavaScript', () => {
  test('a message is answered, kept, and shown after the redirect; the next one joins the same conversation', async () => {
    const first = await sendPage([['message', 'pared de 12 m2 de ladrillo hueco del 12']])
    expect(first.status).toBe(302)
    expect(first.response?.headers.get('Location')).toBe('/cotiza-ia#ultimo-mensaje')
    const cookie = chatCookieOf(first.headers)
    expect(cookie).not.toBe('')

    const messages = await conversation(cookie)
    expect(messages.map((m) => m.isUser)).toEqual([true, false])
    expect(messages[0]?.text).toBe('pared de 12 m2 de ladrillo hueco del 12')
    expect(messages[1]?.text).toContain('189–212 u')
    expect(messages[1]?.text).toContain('[Ladrillos huecos cerámicos](/mamposteria/ladrillos-y-bloques/ladrillos-huecos)')

    const second = await sendPage([['message', '¿y para 20 m2?']], { Cookie: cookie })
    expect(second.status).toBe(302)
    const after = await conversation(cookie)
    expect(after).toHaveLength(4)
    // The follow-up kept the subject of the first question: 20 × 15 × 1,05 = 315.
    expect(after[3]?.text).toContain('Pared de 20 m²')
  })

  test('a visitor without the cookie sees only the greeting; another visitor never sees this conversation', async () => {
    await sendPage([['message', 'pintar 40 m2']])
    expect(await conversation('')).toEqual([])
    expect(await conversation('ro_chat=forged-value')).toEqual([])
  })

  test.each([
    ['empty', ''],
    ['whitespace only', '   \n\t '],
  ])('an %s message is not sent', async (_, message) => {
    const result = await sendPage([['message', message]])
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.message).toEqual([CHAT_MESSAGE_REQUIRED])
    expect(chatRows()).toBe(0)
  })

  // A NUL used to reach the insert and break the stored row's length check: a 500.
  test.each(['\u0000', 'hola\u0007'])('a message with a control character %j is refused next to the field', async (message) => {
    const result = await sendPage([['message', message]])
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.message).toEqual([CHAT_MESSAGE_CONTROL_CHARACTERS])
    expect(chatRows()).toBe(0)
  })

  test('a message over the limit is refused next to the field, and the typed text comes back', async () => {
    const long = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)
    const result = await sendPage([['message', long]])
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.message).toEqual([CHAT_MESSAGE_TOO_LONG])
    expect(result.reply?.result?.initialValue?.message).toBe(long)
    expect(chatRows()).toBe(0)
  })

  test(`only the last ${CHAT_HISTORY_MAX} messages are kept`, async () => {
    let cookie = ''
    for (let i = 1; i <= CHAT_HISTORY_MAX / 2 + 3; i++) {
      const result = await sendPage([['message', `pintar ${i} m2`]], cookie ? { Cookie: cookie } : {})
      cookie ||= chatCookieOf(result.headers)
    }
    const messages = await conversation(cookie)
    expect(messages).toHaveLength(CHAT_HISTORY_MAX)
    expect(messages[0]?.text).toBe('pintar 4 m2')
    expect(chatRows()).toBe(CHAT_HISTORY_MAX)
  })

  test('posts over the rate limit answer 429 with a Spanish message and change nothing', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.7' }
    for (let i = 0; i < RATE_LIMITS.chatMessagesPerVisitor.max; i++) {
      expect((await sendPage([['message', 'pintar 10 m2']], ip)).status).toBe(302)
    }
    const before = chatRows()
    const refused = await sendPage([['message', 'pintar 10 m2']], ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.reply?.result?.error?.message?.[0]).toMatch(/^Demasiados intentos/)
    expect(chatRows()).toBe(before)
  })

  test('a post from another site is refused', async () => {
    const result = await sendPage([['message', 'pintar 10 m2']], { Origin: 'https://evil.example' })
    expect(result.status).toBe(403)
    expect(chatRows()).toBe(0)
  })
})

describe('POST /functions/v1/ai-chat', () => {
  test('answers { response } with the estimator', async () => {
    const result = await callJson(postJson(JSON.stringify({ message: 'losa de 20 m2 de 12 cm H21' })))
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(result.body.response).toContain('17–18 bolsas')
    expect(result.body.response).not.toBe(EMPTY_REPLY_TEXT)
  })

  test.each([
    ['missing message', '{}', 400, CHAT_MESSAGE_REQUIRED],
    ['empty message', '{"message":"  "}', 400, CHAT_MESSAGE_REQUIRED],
    ['a number', '{"message":42}', 400, 'El valor enviado no es válido'],
    ['a list', '["hola"]', 400, 'El cuerpo debe ser un objeto { "message": "…" }.'],
    ['null', 'null', 400, 'El cuerpo debe ser un objeto { "message": "…" }.'],
    ['invalid JSON', '{"message": ', 400, 'El cuerpo no es JSON válido.'],
    ['an empty body', '', 400, 'El cuerpo no es JSON válido.'],
    ['a NUL', '{"message":"\\u0000"}', 400, CHAT_MESSAGE_CONTROL_CHARACTERS],
    ['a message over the limit', JSON.stringify({ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }), 400, CHAT_MESSAGE_TOO_LONG],
  ])('%s is refused with a Spanish error', async (_, body, status, error) => {
    const result = await callJson(postJson(body))
    expect(result).toMatchObject({ status, body: { error } })
  })

  test('a huge body is refused with 413, by its declared size or while reading', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(CHAT_JSON_MAX_BYTES) })
    expect((await callJson(postJson(huge))).status).toBe(413)
    // No Content-Length: a streamed body is cut off at the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = new Request(`${ORIGIN}/functions/v1/ai-chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await callJson(streamed)).toMatchObject({ status: 413 })
  })

  test('a body that is not JSON → 415; a GET → 405', async () => {
    expect((await callJson(postJson('message=hola', { 'Content-Type': 'application/x-www-form-urlencoded' }))).status).toBe(415)
    const get = jsonLoader()
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
  })

  test('is rate-limited per address', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.9' }
    for (let i = 0; i < RATE_LIMITS.chatMessagesPerVisitor.max; i++) {
      expect((await callJson(postJson('{"message":"hola"}', ip))).status).toBe(200)
    }
    const refused = await callJson(postJson('{"message":"hola"}', ip))
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^Demasiados intentos/)
  })
})

describe('marketplace materials in the estimator’s answers', () => {
  function seedMaterials(...items: [title: string, priceCents: number][]) {
    const { user } = createAccount(db)
    return items.map(([title, priceCents]) => {
      const published = publishMaterial(db, { userId: user.id, title, description: 'Entrega en obra.', priceCents })
      if (published.status !== 'published') throw new Error('The account is below the materials limit')
      return published.id
    })
  }

  test('after the directory links come up to three matching materials with price and link, and a link to the rest', async () => {
    const [hollow1, hollow2, common] = seedMaterials(
      ['Ladrillo Hueco 12x18x33', 45_000],
      ['Ladrillo hueco del 18 [pallet]', 1_250_050],
      ['Ladrillo común de campo', 30_000],
      ['Látex interior 20 l', 8_000_000],
    )
    const { body } = await callJson(postJson(JSON.stringify({ message: 'pared de 12 m2 de ladrillo hueco del 12' })))
    const reply = body.response ?? ''
    const lines = reply.split('\n')
    const block = lines.indexOf('Materiales en el marketplace:')
    expect(block).toBeGreaterThan(lines.indexOf('Proveedores en RedObra:'))
    // Newest first; the specific term first, then the plain "ladrillo".
    expect(lines.slice(block + 1, block + 5)).toEqual([
      `- [Ladrillo hueco del 18 pallet](/detalleMaterial/${hollow2}): $\u00a012.500,50`,
      `- [Ladrillo Hueco 12x18x33](/detalleMaterial/${hollow1}): $\u00a0450,00`,
      `- [Ladrillo común de campo](/detalleMaterial/${common}): $\u00a0300,00`,
      '- [Ver más materiales](/marketplace?q=ladrillo%20hueco)',
    ])
    expect(reply).not.toContain('Látex')
    expect(replyParts(reply)).toContainEqual({ text: 'Ladrillo Hueco 12x18x33', href: `/detalleMaterial/${hollow1}` })
    expect(replyParts(reply)).toContainEqual({ text: 'Ver más materiales', href: '/marketplace?q=ladrillo%20hueco' })
  })

  test('each kind searches its own materials: paint finds latex, not bricks', async () => {
    const [paint] = seedMaterials(['Látex interior 20 l', 8_000_000], ['Ladrillo hueco 12', 45_000])
    const reply = await assistantAnswer('pintar 40 m2 a dos manos', [], { db })
    expect(reply).toContain(`- [Látex interior 20 l](/detalleMaterial/${paint})`)
    expect(reply).not.toContain('Ladrillo hueco 12')
  })

  test('no matching materials: no materials block', async () => {
    seedMaterials(['Membrana asfáltica 4 mm', 5_000_000])
    const reply = await assistantAnswer('pared de 12 m2 de ladrillo hueco del 12', [], { db })
    expect(reply).toContain('Proveedores en RedObra:')
    expect(reply).not.toContain('Materiales en el marketplace')
    expect(reply).not.toContain('/detalleMaterial/')
  })

  test('a reply that does not estimate lists no materials', async () => {
    seedMaterials(['Ladrillo hueco 12', 45_000])
    expect(await assistantAnswer('¿me recomendás un arquitecto?', [], { db })).not.toContain('Materiales en el marketplace')
  })

  test('only site paths become links, never another host', () => {
    expect(replyParts('[a](//evil.example) [b](/\\evil.example)').filter((part) => 'href' in part)).toEqual([])
  })
})
