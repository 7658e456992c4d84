import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { action, loader } from '~/routes/admin.conversaciones_.$id/route'
import { loader as lookupLoader } from '~/routes/admin.conversaciones/route'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie } from '../setup/actions'
import { createAccount, createMessage, createPrivateDocument, createQuoteRequest, resetDatabase, addRecipient } from '../setup/factories'
import { raceProcesses } from '../setup/race'

/*
 * Staff read a conversation only through /admin/conversaciones/{id}: the page shows who talks,
 * and the messages come in the answer to a post with a reason, which writes one audit row.
 */
beforeEach(() => resetDatabase(db))

type Reply = { messages: { body: string; side: string | null; sender: string | null; attachments: unknown[] }[] | null; result?: unknown }

async function scene() {
  const builder = createAccount(db, { role: 'constructor', plan: 'premium', businessName: 'Constructora Delta' })
  const provider = createAccount(db, { businessName: 'Techos Ramírez' })
  const request = createQuoteRequest(db, { userId: builder.user.id, title: 'Cambio de membrana' })
  const { conversationId } = addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
  createMessage(db, { conversationId, senderUserId: builder.user.id, body: '¿Cuándo podés pasar a medir?' })
  const file = await createPrivateDocument(db, provider.user.id, { originalName: 'presupuesto.pdf' })
  createMessage(db, { conversationId, senderUserId: provider.user.id, body: '<b>El jueves</b> a las 9.', documentIds: [file] })
  const staff = createAccount(db, { isStaff: true })
  return {
    conversationId,
    file,
    cookies: {
      staff: await signedInCookie(staff.user.id),
      builder: await signedInCookie(builder.user.id),
      provider: await signedInCookie(provider.user.id),
      stranger: await signedInCookie(createAccount(db).user.id),
    },
    staff,
  }
}

const auditRows = (conversationId: number) =>
  db.all<{ action: string; objectType: string; objectId: string; reason: string; staffUserId: number }>(sql`
    SELECT action, object_type AS objectType, object_id AS objectId, reason, staff_user_id AS staffUserId
    FROM audit_log WHERE object_type = 'conversation' AND object_id = ${String(conversationId)}`)

const get = (id: number | string, cookie?: string) =>
  answer(
    () =>
      loader({
        request: new Request(`${ORIGIN}/admin/conversaciones/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
        params: { id: String(id) },
        context: {},
      }),
    new Request(ORIGIN),
  )
const read = (id: number | string, cookie: string | undefined, reason: string, headers: Record<string, string> = {}) =>
  answer<Reply>(action, post(`/admin/conversaciones/${id}`, [['reason', reason]], { ...(cookie ? { Cookie: cookie } : {}), ...headers }), {
    id: String(id),
  })

describe('/admin/conversaciones/{id}', () => {
  test('staff see who talks without the messages; a post with a reason shows them and writes one audit row', async () => {
    const { conversationId, cookies, staff, file } = await scene()

    const page = await get(conversationId, cookies.staff)
    expect(page.status).toBe(200)
    expect(JSON.stringify(page.reply)).not.toContain('medir')
    expect(page.reply).toMatchObject({ summary: { id: conversationId, subject: 'Cambio de membrana', messageCount: 2 } })
    expect(auditRows(conversationId)).toEqual([])

    const reading = await read(conversationId, cookies.staff, 'Denuncia de spam del cliente')
    expect(reading.status).toBe(200)
    expect(reading.reply?.messages).toEqual([
      expect.objectContaining({ body: '¿Cuándo podés pasar a medir?', side: 'requester', sender: 'Constructora Delta', attachments: [] }),
      expect.objectContaining({
        body: '<b>El jueves</b> a las 9.',
        side: 'provider',
        sender: 'Techos Ramírez',
        attachments: [{ documentId: file, originalName: 'presupuesto.pdf' }],
      }),
    ])
    expect(auditRows(conversationId)).toEqual([
      {
        action: 'conversation.read',
        objectType: 'conversation',
        objectId: String(conversationId),
        reason: 'Denuncia de spam del cliente',
        staffUserId: staff.user.id,
      },
    ])
  })

  test('staff reading at once from several processes all get the messages, and each reading leaves its audit row', async () => {
    const { conversationId, staff } = await scene()
    const times = 150
    const outcomes = await raceProcesses<{ read: number; errors: string[] }>(
      'staff-read-worker.ts',
      Array.from({ length: 3 }, () => [String(staff.user.id), staff.user.email, String(conversationId), String(times)]),
    )
    expect(outcomes).toEqual(Array.from({ length: 3 }, () => ({ read: times, errors: [] })))
    expect(auditRows(conversationId)).toHaveLength(3 * times)
  })

  test('without a reason nothing is shown and nothing is written', async () => {
    const { conversationId, cookies } = await scene()
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const refused = await read(conversationId, cookies.staff, reason)
      expect(refused.status).toBe(400)
      expect(refused.reply?.messages).toBeNull()
    }
    expect(auditRows(conversationId)).toEqual([])
  })

  test('anyone but staff, the two sides included, gets 404 on GET and POST; so does a missing id', async () => {
    const { conversationId, cookies } = await scene()
    for (const cookie of [undefined, cookies.builder, cookies.provider, cookies.stranger]) {
      expect((await get(conversationId, cookie)).status).toBe(404)
      expect((await read(conversationId, cookie, 'Curiosidad')).status).toBe(404)
    }
    for (const id of [conversationId + 1, 'abc', '0']) {
      expect((await get(id, cookies.staff)).status).toBe(404)
      expect((await read(id, cookies.staff, 'Revisión')).status).toBe(404)
    }
    expect((await read(conversationId, cookies.staff, 'Revisión', { Origin: 'https://evil.example' })).status).toBe(403)
    expect(auditRows(conversationId)).toEqual([])
  })

  test('the lookup by number leads to the page, for staff only', async () => {
    const { conversationId, cookies } = await scene()
    const lookup = (query: string, cookie?: string) =>
      answer(
        () =>
          lookupLoader({
            request: new Request(`${ORIGIN}/admin/conversaciones${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
            params: {},
            context: {},
          }),
        new Request(ORIGIN),
      )
    expect((await lookup(`?id=${conversationId}`, cookies.staff)).headers.get('Location')).toBe(`/admin/conversaciones/${conversationId}`)
    expect((await lookup('?id=doce', cookies.staff)).reply).toEqual({ invalid: true })
    expect((await lookup(`?id=${conversationId}`, cookies.builder)).status).toBe(404)
  })
})
