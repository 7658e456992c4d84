import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { loader as summaryLoader } from '~/routes/admin.documentos.$id/route'
import { action as readAction } from '~/routes/admin.documentos.$id_.abrir'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import {
  addRecipient,
  attachToQuoteRequest,
  createAccount,
  createMessage,
  createPrivateDocument,
  createQuoteRequest,
  PDF_BYTES,
  resetDatabase,
} from '../setup/factories'

/*
 * Staff open a private document only at /admin/documentos/{id}, after typing a reason: each
 * reading writes one audit row naming who, which document, what it belongs to and why.
 * /documentos/{id} serves staff nothing they are not a party to.
 */
// The audit log refuses deletes, so each test reads only the rows written after it began.
let auditFrom = 0
beforeEach(() => {
  resetDatabase(db)
  auditFrom = db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
})

const auditRows = () =>
  db.all<{
    staffUserId: number
    staffEmail: string
    action: string
    objectType: string
    objectId: string
    reason: string
    after: string
  }>(sql`
    SELECT staff_user_id AS staffUserId, staff_email AS staffEmail, action, object_type AS objectType, object_id AS objectId,
      reason, after FROM audit_log WHERE id > ${auditFrom} ORDER BY id`)

async function scene() {
  const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const provider = createAccount(db)
  const staff = createAccount(db, { isStaff: true })
  const request = createQuoteRequest(db, { userId: builder.user.id })
  const { conversationId } = addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
  const plan = await createPrivateDocument(db, builder.user.id, { originalName: 'plano.pdf' })
  attachToQuoteRequest(db, request.id, [plan])
  const sent = await createPrivateDocument(db, provider.user.id, { originalName: 'firmado.pdf' })
  createMessage(db, { conversationId, senderUserId: provider.user.id, body: 'Adjunto.', documentIds: [sent] })
  const invoice = await createPrivateDocument(db, provider.user.id, { originalName: 'factura.pdf' })
  const checkId = db.get<{ id: number }>(sql`
    INSERT INTO verification_checks (profile_id, kind, street_address, localidad, document_id)
    VALUES (${provider.profile.id}, 'domicilio', 'Av. Triunvirato 4500', 'Villa Urquiza', ${invoice}) RETURNING id`).id
  return {
    staff: { ...staff, cookie: await signedInCookie(staff.user.id) },
    provider: { ...provider, cookie: await signedInCookie(provider.user.id) },
    documents: { plan, sent, invoice },
    context: { requestId: request.id, conversationId, checkId },
  }
}

const open = async (id: number, cookie: string) =>
  (await documentLoader({
    request: new Request(`${ORIGIN}/documentos/${id}`, { headers: { Cookie: cookie } }),
    params: { id: String(id) },
    context: {},
  })) as Response

const summary = (id: number, cookie: string) =>
  answer<{ summary: Record<string, unknown> }>(
    summaryLoader as never,
    new Request(`${ORIGIN}/admin/documentos/${id}`, { headers: { Cookie: cookie } }),
    { id: String(id) },
  )

const read = (id: number, cookie: string, reason: string) =>
  answer(readAction, post(`/admin/documentos/${id}/abrir`, [['reason', reason]], { Cookie: cookie }), {
    id: String(id),
  })

describe('staff and private documents', () => {
  test('/documentos/{id} is a 404 to staff for every kind of document, and writes nothing', async () => {
    const { staff, documents } = await scene()
    for (const id of Object.values(documents)) expect((await open(id, staff.cookie)).status).toBe(404)
    expect(auditRows()).toEqual([])
  })

  test('the console shows what a document belongs to, and sends it only after a reason, with one audit row per reading', async () => {
    const { staff, documents, context } = await scene()
    const shown = await summary(documents.sent, staff.cookie)
    expect(shown.status).toBe(200)
    expect(shown.reply?.summary).toMatchObject({ originalName: 'firmado.pdf', conversationId: context.conversationId })
    expect(JSON.stringify(shown.reply)).not.toContain('storage')
    expect(auditRows()).toEqual([])

    const refused = await read(documents.sent, staff.cookie, '   ')
    expect([refused.status, refused.headers.get('Location')]).toEqual([302, `/admin/documentos/${documents.sent}`])
    expect(await toastOf(refused.headers)).toMatchObject({ type: 'error', title: 'Escribí el motivo' })
    expect(auditRows()).toEqual([])

    const expected = [
      [documents.sent, { conversationId: context.conversationId, requestId: null, checkId: null, claimId: null }],
      [documents.plan, { conversationId: null, requestId: context.requestId, checkId: null, claimId: null }],
      [documents.invoice, { conversationId: null, requestId: null, checkId: context.checkId, claimId: null }],
    ] as const
    for (const [id] of expected) {
      const file = await read(id, staff.cookie, 'Denuncia 1234 de la otra parte')
      expect(file.status).toBe(200)
      expect(file.response!.headers.get('Content-Disposition')).toMatch(/^attachment; /)
      expect(file.response!.headers.get('Cache-Control')).toBe('private, no-store')
      expect(Buffer.from(await file.response!.arrayBuffer()).equals(PDF_BYTES)).toBe(true)
    }
    expect(auditRows()).toEqual(
      expected.map(([id, after]) => ({
        staffUserId: staff.user.id,
        staffEmail: staff.user.email,
        action: 'document.read',
        objectType: 'document',
        objectId: String(id),
        reason: 'Denuncia 1234 de la otra parte',
        after: JSON.stringify(after),
      })),
    )
  })

  test('anyone but staff gets the 404 on the console’s document page, reading or posting', async () => {
    const { provider, documents } = await scene()
    expect((await summary(documents.sent, provider.cookie)).status).toBe(404)
    expect((await read(documents.sent, provider.cookie, 'Curiosidad')).status).toBe(404)
    expect((await summary(documents.sent + 1000, provider.cookie)).status).toBe(404)
    expect(auditRows()).toEqual([])
  })
})
