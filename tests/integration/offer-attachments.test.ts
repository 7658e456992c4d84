import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { OFFER_ATTACHMENTS_MAX } from '~/constants'
import { getRequestForRequester } from '~/models/offer-comparison.server'
import { currentOffer } from '~/models/offers.server'
import { documentSummaryForStaff } from '~/models/staff-documents.server'
import type { RecipientActionData } from '~/routes/solicitudes.$id/recipient.server'
import { action } from '~/routes/solicitudes.$id/route'
import { db } from '~/server/db.server'
import { getPrivateDocumentFor } from '~/server/private-documents.server'
import { OFFER_CLOSED_MESSAGE } from '~/utils/offer-form'
import { tooManyAttachmentsMessage } from '~/utils/request-form'
import { answer, endlessBody, nextIp, ORIGIN, signedInCookie, type Fields } from '../setup/actions'
import { createAccount, createRequestToTwoProviders, PDF_BYTES, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

async function scene() {
  const { builder, provider, second: rival, requestId, recipientIds } = createRequestToTwoProviders(db)
  return {
    builder,
    provider: { ...provider, cookie: await signedInCookie(provider.user.id), recipientId: recipientIds[0]! },
    rival,
    requestId,
    path: `/solicitudes/${requestId}`,
  }
}

const OFFER: Fields = [
  ['intent', 'offer'],
  ['lineDescription', 'Membrana asfáltica con aluminio'],
  ['lineQuantity', '45,5'],
  ['lineUnit', 'm2'],
  ['linePrice', '12.345,67'],
  ['lineKind', 'materiales'],
  ['iva', 'incluido'],
  ['validUntil', '2099-12-31'],
  ['durationDays', '10'],
  ['paymentTerms', '50 % de anticipo'],
  ['notes', ''],
  ['requestVersion', '0'],
]

const pdf = (name: string) => new File([new Uint8Array(PDF_BYTES)], name, { type: 'application/pdf' })

function sendWithFiles(s: Awaited<ReturnType<typeof scene>>, fields: Fields, files: File[]) {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  for (const file of files) body.append('attachments', file)
  const request = new Request(`${ORIGIN}${s.path}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: s.provider.cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
  return answer<RecipientActionData>(action, request, { id: String(s.requestId) })
}

const names = (attachments: Array<{ name: string }>) => attachments.map((attachment) => attachment.name)

describe("a provider's own files on its offer", () => {
  test('go with the offer: the builder reads and downloads them, nobody else does, and staff see which request they belong to', async () => {
    const s = await scene()
    const sent = await sendWithFiles(s, OFFER, [pdf('presupuesto-ramirez.pdf')])
    expect(sent.status).toBe(302)
    const compared = getRequestForRequester(db, s.requestId)!
    expect(names(compared.offers[0]!.attachments)).toEqual(['presupuesto-ramirez.pdf'])
    const documentId = compared.offers[0]!.attachments[0]!.documentId
    expect(getPrivateDocumentFor(db, documentId, s.builder.user)?.originalName).toBe('presupuesto-ramirez.pdf')
    expect(getPrivateDocumentFor(db, documentId, s.provider.user)).not.toBeNull()
    expect(getPrivateDocumentFor(db, documentId, s.rival.user)).toBeNull()
    expect(getPrivateDocumentFor(db, documentId, createAccount(db).user)).toBeNull()
    expect(documentSummaryForStaff(db, documentId)).toMatchObject({ requestId: s.requestId, conversationId: null })
  })

  test('a revision keeps the files unless taken off; the revision the builder saw keeps its own', async () => {
    const s = await scene()
    await sendWithFiles(s, OFFER, [pdf('presupuesto.pdf'), pdf('plano.pdf')])
    const first = currentOffer(db, s.provider.recipientId)!
    const plano = first.attachments.find((attachment) => attachment.name === 'plano.pdf')!
    const revised = await sendWithFiles(s, [...OFFER, ['removeAttachment', String(plano.documentId)]], [pdf('presupuesto-v2.pdf')])
    expect(revised.status).toBe(302)
    expect(names(currentOffer(db, s.provider.recipientId)!.attachments)).toEqual(['presupuesto.pdf', 'presupuesto-v2.pdf'])
    const firstRevision = db.all<{ name: string }>(sql`
      SELECT d.original_name AS name FROM offer_attachments a JOIN private_documents d ON d.id = a.document_id
      WHERE a.revision_id = (SELECT min(id) FROM offer_revisions) ORDER BY a.position`)
    expect(names(firstRevision)).toEqual(['presupuesto.pdf', 'plano.pdf'])
    // A revision without files in the form keeps the current ones.
    expect((await sendWithFiles(s, OFFER, [])).status).toBe(302)
    expect(names(currentOffer(db, s.provider.recipientId)!.attachments)).toEqual(['presupuesto.pdf', 'presupuesto-v2.pdf'])
  })

  test(`more than ${OFFER_ATTACHMENTS_MAX} files, or one that is not a PDF or an image, are refused beside the field with the offer kept`, async () => {
    const s = await scene()
    const many = Array.from({ length: OFFER_ATTACHMENTS_MAX + 1 }, (_, n) => pdf(`hoja-${n}.pdf`))
    const tooMany = await sendWithFiles(s, OFFER, many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.reply?.errors.attachments).toEqual([tooManyAttachmentsMessage(OFFER_ATTACHMENTS_MAX)])
    expect(tooMany.reply?.filesDropped).toBe(true)
    expect(tooMany.reply?.values?.rows[0]).toMatchObject({ price: '12.345,67' })

    const script = new File(['<script>alert(1)</script>'], 'presupuesto.pdf', { type: 'application/pdf' })
    const refused = await sendWithFiles(s, OFFER, [script])
    expect(refused.status).toBe(400)
    expect(refused.reply?.errors.attachments?.[0]).toMatch(/^presupuesto\.pdf: /)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offers`).n).toBe(0)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM private_documents`).n).toBe(0)
  })

  test('to a closed request the upload is refused before a byte of it is read', async () => {
    const s = await scene()
    db.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = 1 WHERE id = ${s.requestId}`)
    const stream = endlessBody('--tope\r\nContent-Disposition: form-data; name="intent"\r\n\r\noffer\r\n', 'a', 12 * 1024 * 1024, {
      highWaterMark: 0,
    })
    const request = new Request(`${ORIGIN}${s.path}`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        Cookie: s.provider.cookie,
        'X-Forwarded-For': nextIp(),
        'Content-Type': 'multipart/form-data; boundary=tope',
      },
      body: stream.body,
      duplex: 'half',
    } as RequestInit)
    const refused = await answer<RecipientActionData>(action, request, { id: String(s.requestId) })
    expect(refused.status).toBe(409)
    expect(refused.reply?.formError).toBe(OFFER_CLOSED_MESSAGE)
    expect(stream.pulled).toBe(0)
  })
})
