import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { REQUEST_ATTACHMENTS_MAX } from '~/constants'
import type { RequestActionData } from '~/controllers/request-form.server'
import { editQuoteRequest } from '~/models/quote-requests.server'
import { action as requestAction, loader as requestLoader } from '~/routes/solicitudes.$id/route'
import type { RecipientActionData } from '~/routes/solicitudes.$id/recipient.server'
import { CLOSED_MESSAGE, NOT_SAVED_MESSAGE, OFFERED_MESSAGE } from '~/routes/solicitudes.$id_.editar/edit-request.server'
import { action, loader } from '~/routes/solicitudes.$id_.editar/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { privateDocumentsDir } from '~/server/private-documents.server'
import { REQUEST_CHANGED_MESSAGE } from '~/utils/offer-form'
import { TOO_MANY_ATTACHMENTS_MESSAGE } from '~/utils/request-form'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import {
  attachToQuoteRequest,
  createAccount,
  createPrivateDocument,
  createRequestToTwoProviders,
  PDF_BYTES,
  resetDatabase,
  submitTestOffer,
} from '../setup/factories'
import { lastEmailTo } from '../setup/outbox'

beforeEach(() => resetDatabase(db))

async function scene() {
  const { builder, provider, second: declined, requestId, recipientIds } = createRequestToTwoProviders(db)
  db.run(sql`UPDATE quote_request_recipients SET status = 'declined', responded_at = 1 WHERE id = ${recipientIds[1]!}`)
  return {
    builder: { ...builder, cookie: await signedInCookie(builder.user.id) },
    provider: { ...provider, cookie: await signedInCookie(provider.user.id), recipientId: recipientIds[0]! },
    declined,
    requestId,
    path: `/solicitudes/${requestId}/editar`,
  }
}

const CHANGED: Fields = [
  ['title', 'Cambio de membrana y babetas'],
  ['description', 'Terraza de 60 m², con babetas de zinc.'],
  ['itemDescription', 'Membrana asfáltica con aluminio'],
  ['itemQuantity', '60'],
  ['itemUnit', 'm2'],
  ['itemDescription', 'Babetas de zinc'],
  ['itemQuantity', '12,5'],
  ['itemUnit', 'ml'],
  ['itemDescription', ''],
  ['itemQuantity', ''],
  ['itemUnit', ''],
  ['startOn', '2099-03-01'],
]

function multipart(pathname: string, cookie: string, fields: Fields, files: File[] = []) {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  for (const file of files) body.append('attachments', file)
  return new Request(`${ORIGIN}${pathname}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
}

const save = (s: { path: string; requestId: number }, cookie: string, fields: Fields, files: File[] = []) =>
  answer<RequestActionData>(action, multipart(s.path, cookie, [...fields, ['intent', 'save']], files), { id: String(s.requestId) })

const pdf = (name: string) => new File([new Uint8Array(PDF_BYTES)], name, { type: 'application/pdf' })

const requestRow = (id: number) =>
  db.get<{ title: string; description: string; desiredStartOn: string | null; editedAt: number | null }>(sql`
    SELECT title, description, desired_start_on AS desiredStartOn, edited_at AS editedAt FROM quote_requests WHERE id = ${id}`)
const itemsOf = (id: number) =>
  db.all(sql`SELECT description, quantity_hundredths AS q, unit FROM quote_request_items WHERE request_id = ${id} ORDER BY position`)
const attachmentNames = (id: number) =>
  db
    .all<{ name: string }>(
      sql`
      SELECT d.original_name AS name FROM quote_request_attachments a JOIN private_documents d ON d.id = a.document_id
      WHERE a.request_id = ${id} ORDER BY a.position`,
    )
    .map((row) => row.name)
const storedFile = (key: string) => fs.existsSync(path.join(privateDocumentsDir, key))

async function loadAs(cookie: string, pathname: string, id: number, load: typeof loader | typeof requestLoader = loader) {
  try {
    return await load({
      request: new Request(`${ORIGIN}${pathname}`, { headers: { Cookie: cookie } }),
      params: { id: String(id) },
      context: {},
    })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('changing a sent request before its first offer', () => {
  test('the builder changes title, items, date and files; the provider reads it as modified and is told', async () => {
    const s = await scene()
    const kept = await createPrivateDocument(db, s.builder.user.id, { originalName: 'plano.pdf' })
    const dropped = await createPrivateDocument(db, s.builder.user.id, { originalName: 'viejo.pdf' })
    attachToQuoteRequest(db, s.requestId, [dropped, kept])
    const droppedKey = db.get<{ key: string }>(sql`SELECT storage_key AS key FROM private_documents WHERE id = ${dropped}`).key

    const form = (await loadAs(s.builder.cookie, s.path, s.requestId)) as Awaited<ReturnType<typeof loader>>
    expect(form.block).toBeNull()
    expect(form.state.values).toMatchObject({
      title: 'Cambio de membrana en terraza',
      itemDescription: ['Membrana asfáltica con aluminio', 'Mano de obra de colocación'],
      itemQuantity: ['45,5', '1'],
      itemUnit: ['m2', 'global'],
    })

    const saved = await save(s, s.builder.cookie, [...CHANGED, ['removeAttachment', String(dropped)]], [pdf('corte.pdf')])
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe(`/solicitudes/${s.requestId}`)
    expect((await toastOf(saved.headers))?.title).toBe('Guardamos los cambios')
    expect(requestRow(s.requestId)).toMatchObject({
      title: 'Cambio de membrana y babetas',
      description: 'Terraza de 60 m², con babetas de zinc.',
      desiredStartOn: '2099-03-01',
      editedAt: expect.any(Number),
    })
    expect(itemsOf(s.requestId)).toEqual([
      { description: 'Membrana asfáltica con aluminio', q: 6000, unit: 'm2' },
      { description: 'Babetas de zinc', q: 1250, unit: 'ml' },
    ])
    expect(attachmentNames(s.requestId)).toEqual(['plano.pdf', 'corte.pdf'])
    expect(storedFile(droppedKey)).toBe(false)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM private_documents WHERE id = ${dropped}`).n).toBe(0)
    expect(db.all(sql`SELECT subject FROM conversations WHERE request_id = ${s.requestId}`)).toEqual([
      { subject: 'Cambio de membrana y babetas' },
      { subject: 'Cambio de membrana y babetas' },
    ])

    const seen = (await loadAs(s.provider.cookie, `/solicitudes/${s.requestId}`, s.requestId, requestLoader)) as {
      title: string
      editedAt: number | null
      items: unknown[]
    }
    expect(seen).toMatchObject({ title: 'Cambio de membrana y babetas', editedAt: requestRow(s.requestId).editedAt })
    expect(seen.items).toHaveLength(2)
    const told = await lastEmailTo(outboxDir(), s.provider.user.email, { subject: /Modificaron la solicitud/ })
    expect(told.text).toContain('El cliente modificó la solicitud «Cambio de membrana y babetas»')
    // Who said 'No me interesa' is not asked to look again.
    await expect(lastEmailTo(outboxDir(), s.declined.user.email, { subject: /Modificaron/, timeoutMs: 200 })).rejects.toThrow()
  })

  test('every mistake is marked, the typed values come back and nothing is written', async () => {
    const s = await scene()
    const before = { request: requestRow(s.requestId), items: itemsOf(s.requestId) }
    const refused = await save(s, s.builder.cookie, [
      ['title', ''],
      ['description', 'Otra descripción'],
      ['itemDescription', 'Membrana'],
      ['itemQuantity', '0'],
      ['itemUnit', 'm2'],
      ['startOn', '2001-01-01'],
      ['removeAttachment', '999'],
    ])
    expect(refused.status).toBe(400)
    expect(refused.reply?.formErrors).toEqual([NOT_SAVED_MESSAGE])
    expect(refused.reply?.state.errors).toMatchObject({
      title: ['Ingresá un título'],
      startOn: ['La fecha de inicio no puede ser anterior a hoy'],
      'itemQuantity[0]': ['La cantidad tiene que ser mayor que cero'],
    })
    expect(refused.reply?.state.values).toMatchObject({
      description: 'Otra descripción',
      itemDescription: ['Membrana'],
      removeAttachment: ['999'],
    })
    expect({ request: requestRow(s.requestId), items: itemsOf(s.requestId) }).toEqual(before)
  })

  test(`no more than ${REQUEST_ATTACHMENTS_MAX} files in all: the kept ones count`, async () => {
    const s = await scene()
    const documents = []
    for (let n = 0; n < REQUEST_ATTACHMENTS_MAX; n++) documents.push(await createPrivateDocument(db, s.builder.user.id))
    attachToQuoteRequest(db, s.requestId, documents)
    const refused = await save(s, s.builder.cookie, CHANGED, [pdf('uno-mas.pdf')])
    expect(refused.status).toBe(400)
    expect(refused.reply?.state.errors.attachments).toEqual([TOO_MANY_ATTACHMENTS_MESSAGE])
    // Taking one off makes room.
    const saved = await save(s, s.builder.cookie, [...CHANGED, ['removeAttachment', String(documents[0])]], [pdf('uno-mas.pdf')])
    expect(saved.status).toBe(302)
    expect(attachmentNames(s.requestId)).toHaveLength(REQUEST_ATTACHMENTS_MAX)
  })

  test('once an offer arrived, or the request is closed, it cannot change: the page says why and a post is refused', async () => {
    const s = await scene()
    submitTestOffer(db, {
      recipientId: s.provider.recipientId,
      lines: [{ description: 'Membrana', quantityHundredths: 4550, unitPriceCents: 1_000_00, kind: 'materiales' }],
    })
    const form = (await loadAs(s.builder.cookie, s.path, s.requestId)) as Awaited<ReturnType<typeof loader>>
    expect(form.block).toBe(OFFERED_MESSAGE)
    const refused = await save(s, s.builder.cookie, CHANGED)
    expect(refused.status).toBe(302)
    expect((await toastOf(refused.headers))?.title).toBe(OFFERED_MESSAGE)
    expect(requestRow(s.requestId)).toMatchObject({ title: 'Cambio de membrana en terraza', editedAt: null })

    const other = await scene()
    db.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = 1 WHERE id = ${other.requestId}`)
    const closed = (await loadAs(other.builder.cookie, other.path, other.requestId)) as Awaited<ReturnType<typeof loader>>
    expect(closed.block).toBe(CLOSED_MESSAGE)
  })

  test('to the provider it reached and to any other member the edit page does not exist', async () => {
    const s = await scene()
    const stranger = await signedInCookie(createAccount(db, { role: 'constructor' }).user.id)
    for (const cookie of [s.provider.cookie, stranger]) {
      expect(((await loadAs(cookie, s.path, s.requestId)) as Response).status).toBe(404)
      expect((await save(s, cookie, CHANGED)).status).toBe(404)
    }
    expect(requestRow(s.requestId).editedAt).toBeNull()
  })
})

describe('an offer priced on the request before it changed', () => {
  const offerFields = (version: string): Fields => [
    ['intent', 'offer'],
    ['lineDescription', 'Membrana asfáltica con aluminio'],
    ['lineQuantity', '45,5'],
    ['lineUnit', 'm2'],
    ['linePrice', '12.345,67'],
    ['lineKind', 'materiales'],
    ['iva', 'incluido'],
    ['validUntil', '2099-12-31'],
    ['durationDays', '10'],
    ['paymentTerms', ''],
    ['notes', ''],
    ['requestVersion', version],
  ]
  const sendOffer = (s: Awaited<ReturnType<typeof scene>>, version: string) =>
    answer<RecipientActionData>(requestAction, post(`/solicitudes/${s.requestId}`, offerFields(version), { Cookie: s.provider.cookie }), {
      id: String(s.requestId),
    })
  const offers = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offers`).n

  test('is not sent: the provider is asked to read it again, the typed offer kept; on the new version it goes', async () => {
    const s = await scene()
    const opened = (await loadAs(s.provider.cookie, `/solicitudes/${s.requestId}`, s.requestId, requestLoader)) as {
      requestVersion: number
    }
    expect(opened.requestVersion).toBe(0)
    // The builder changes it while the provider is pricing it.
    const edit = editQuoteRequest(db, {
      requestId: s.requestId,
      userId: s.builder.user.id,
      title: 'Cambio de membrana y babetas',
      description: '',
      desiredStartOn: null,
      items: [{ description: 'Membrana asfáltica con aluminio', quantityHundredths: 6000, unit: 'm2' }],
      removedDocumentIds: [],
      attachments: [],
    })
    expect(edit.status).toBe('edited')

    const stale = await sendOffer(s, String(opened.requestVersion))
    expect(stale.status).toBe(409)
    expect(stale.reply?.formError).toBe(REQUEST_CHANGED_MESSAGE)
    expect(stale.reply?.values?.rows[0]).toMatchObject({ price: '12.345,67' })
    expect(offers()).toBe(0)
    for (const forged of ['', 'abc', '-1', '1e400']) expect((await sendOffer(s, forged)).status).toBe(409)
    expect(offers()).toBe(0)

    const reread = (await loadAs(s.provider.cookie, `/solicitudes/${s.requestId}`, s.requestId, requestLoader)) as {
      requestVersion: number
    }
    expect(reread.requestVersion).toBe(requestRow(s.requestId).editedAt)
    expect((await sendOffer(s, String(reread.requestVersion))).status).toBe(302)
    expect(offers()).toBe(1)
    // From then on the builder can no longer change it.
    expect(
      editQuoteRequest(db, {
        requestId: s.requestId,
        userId: s.builder.user.id,
        title: 'Otra cosa',
        description: '',
        desiredStartOn: null,
        items: [{ description: 'Otra', quantityHundredths: 100, unit: 'u' }],
        removedDocumentIds: [],
        attachments: [],
      }).status,
    ).toBe('offered')
  })
})
