import { sql } from 'drizzle-orm'
import { beforeEach, expect, test } from 'vitest'
import { action } from '~/routes/solicitudes.nueva.envio'
import type { UploadAnswer } from '~/routes/solicitudes.nueva/send-request.server'
import { db } from '~/server/db.server'
import { nextIp, ORIGIN, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

async function sendWithProgress(title: string, file: File) {
  const { user } = createAccount(db, { role: 'constructor', plan: 'premium' })
  const body = new FormData()
  for (const [name, value] of [
    ['intent', 'send'],
    ['title', title],
    ['sector', 'cubiertas'],
    ['subsector', 'techistas'],
    ['place', 'Palermo'],
    ['itemDescription', 'Membrana'],
    ['itemQuantity', '40,5'],
    ['itemUnit', 'm2'],
  ])
    body.append(name!, value!)
  body.append('attachments', file)
  const headers = { Origin: ORIGIN, Cookie: await signedInCookie(user.id), 'X-Forwarded-For': nextIp() }
  const response = (await action({
    request: new Request(`${ORIGIN}/solicitudes/nueva/envio`, { method: 'POST', headers, body }),
    params: {},
    context: {},
  })) as Response
  return { response, answer: (await response.json()) as UploadAnswer }
}

test('a request sent by the script that shows progress answers with its page and keeps the toast for it', async () => {
  const provider = createAccount(db)
  createListing(db, { profileId: provider.profile.id })
  const { response, answer } = await sendWithProgress(
    'Reparar techo',
    new File([new Uint8Array(PDF)], 'plano.pdf', { type: 'application/pdf' }),
  )

  const requestId = db.get<{ id: number }>(sql`SELECT id FROM quote_requests`).id
  expect(response.status).toBe(200)
  expect(response.headers.get('Location')).toBeNull()
  expect(answer).toEqual({ redirectTo: `/solicitudes/${requestId}` })
  expect((await toastOf(response.headers))?.title).toBe('Tu solicitud llegó a 1 proveedor')
  expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_request_attachments`).n).toBe(1)
})

test('a refused one answers 400 with the messages and the typed values, storing nothing', async () => {
  const exe = new File([new Uint8Array(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512)]))], 'plano.pdf')
  const { response, answer } = await sendWithProgress('Reparar techo', exe)

  expect(response.status).toBe(400)
  expect(answer).toMatchObject({
    state: {
      values: { title: 'Reparar techo', place: 'Palermo', itemQuantity: ['40,5'] },
      errors: { attachments: [expect.stringMatching(/^plano\.pdf: /)] },
    },
    filesDropped: true,
  })
  expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_requests`).n).toBe(0)
  expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM private_documents`).n).toBe(0)
})
