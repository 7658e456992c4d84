import { beforeEach, describe, expect, test } from 'vitest'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { db } from '~/server/db.server'
import { ORIGIN, signedInCookie } from '../setup/actions'
import {
  attachToQuoteRequest,
  createAccount,
  createMessage,
  createPrivateDocument,
  createQuoteRequest,
  PDF_BYTES,
  resetDatabase,
  addRecipient,
} from '../setup/factories'

/*
 * A plan attached to a request, or a file sent in a conversation, is served by /documentos/{id}
 * to the parties only: the requester, the providers the request reached (for a message: the two
 * sides of its conversation). Anyone else, staff included (they read through the audited console), gets the 404 of an id that does not exist.
 */
beforeEach(() => resetDatabase(db))

async function open(documentId: number | string, cookie?: string) {
  const request = new Request(`${ORIGIN}/documentos/${documentId}`, { headers: cookie ? { Cookie: cookie } : {} })
  const response = (await documentLoader({ request, params: { id: String(documentId) }, context: {} })) as Response
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

async function scene() {
  const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const reached = createAccount(db)
  const alsoReached = createAccount(db)
  const notReached = createAccount(db)
  const otherBuilder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const staff = createAccount(db, { isStaff: true })
  const provider = (account: typeof reached) => ({ userId: account.user.id, profileId: account.profile.id })

  const request = createQuoteRequest(db, { userId: builder.user.id })
  const { conversationId } = addRecipient(db, { requestId: request.id, profileId: provider(reached).profileId })
  addRecipient(db, { requestId: request.id, profileId: provider(alsoReached).profileId })
  const plan = await createPrivateDocument(db, builder.user.id, { originalName: 'plano-terraza.pdf' })
  attachToQuoteRequest(db, request.id, [plan])
  const photo = await createPrivateDocument(db, reached.user.id, { originalName: 'presupuesto-firmado.pdf' })
  createMessage(db, { conversationId, senderUserId: reached.user.id, body: 'Te adjunto el presupuesto firmado.', documentIds: [photo] })

  // Another builder's request to the same provider, with its own plan.
  const otherRequest = createQuoteRequest(db, { userId: otherBuilder.user.id })
  addRecipient(db, { requestId: otherRequest.id, profileId: provider(notReached).profileId })
  const otherPlan = await createPrivateDocument(db, otherBuilder.user.id)
  attachToQuoteRequest(db, otherRequest.id, [otherPlan])

  const cookie = async (account: { user: { id: number } }) => signedInCookie(account.user.id)
  return {
    plan,
    photo,
    otherPlan,
    cookies: {
      requester: await cookie(builder),
      reached: await cookie(reached),
      alsoReached: await cookie(alsoReached),
      notReached: await cookie(notReached),
      otherBuilder: await cookie(otherBuilder),
      staff: await cookie(staff),
      visitor: undefined,
    },
  }
}

describe('/documentos/{id} for attachments', () => {
  test('a plan attached to a request: the requester and each provider it reached; nobody else, staff included', async () => {
    const { plan, cookies } = await scene()
    const expected = {
      requester: 200,
      reached: 200,
      alsoReached: 200,
      staff: 404,
      notReached: 404,
      otherBuilder: 404,
      visitor: 404,
    }
    for (const [who, status] of Object.entries(expected)) {
      const { response, body } = await open(plan, cookies[who as keyof typeof cookies])
      expect(response.status, who).toBe(status)
      if (status === 200) expect(body.equals(PDF_BYTES), who).toBe(true)
    }
  })

  test('a file sent in a conversation: its two sides; not staff, nor another provider of the same request', async () => {
    const { photo, cookies } = await scene()
    const expected = {
      requester: 200,
      reached: 200,
      staff: 404,
      alsoReached: 404,
      notReached: 404,
      otherBuilder: 404,
      visitor: 404,
    }
    for (const [who, status] of Object.entries(expected)) {
      expect((await open(photo, cookies[who as keyof typeof cookies])).response.status, who).toBe(status)
    }
  })

  test('a guessed or incremented id is the same 404 as a private one, with nothing of the file', async () => {
    const { plan, photo, otherPlan, cookies } = await scene()
    const missing = Math.max(plan, photo, otherPlan) + 1
    for (const id of [missing, otherPlan, 0, -1, 'abc', `${plan}.pdf`, `${plan}%00`]) {
      const { response, body } = await open(id, cookies.requester)
      expect(response.status, String(id)).toBe(404)
      expect(response.headers.get('Content-Disposition'), String(id)).toBeNull()
      expect(response.headers.get('Cache-Control'), String(id)).toContain('private')
      expect(body.includes(PDF_BYTES.subarray(0, 8)), String(id)).toBe(false)
    }
    const refused = await open(otherPlan, cookies.requester)
    const absent = await open(missing, cookies.requester)
    expect(refused.body.toString()).toBe(absent.body.toString())
    expect(refused.response.headers.get('Content-Type')).toBe(absent.response.headers.get('Content-Type'))
  })

  test('a PDF downloads as an attachment, never sniffed, never kept by a shared cache', async () => {
    const { plan, cookies } = await scene()
    const { response } = await open(plan, cookies.reached)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="plano-terraza.pdf"')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toMatch(/^private\b/)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
  })

  test('a file downloads under the name its sender gave it, cleaned, with the extension of what it is', async () => {
    const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
    const named = await createPrivateDocument(db, builder.user.id, { originalName: 'C:\\obra\\Cómputo\u202Efdp.html' })
    const { response } = await open(named, await signedInCookie(builder.user.id))
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Computofdp.pdf"; filename*=UTF-8''C%C3%B3mputofdp.pdf`)
  })
})
