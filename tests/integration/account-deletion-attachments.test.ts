import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { db } from '~/server/db.server'
import { documentStore } from '~/server/private-documents.server'
import { answer, ORIGIN, post, signedInCookie } from '../setup/actions'
import {
  attachToQuoteRequest,
  createAccount,
  createMessage,
  createPrivateDocument,
  createQuoteRequest,
  resetDatabase,
  addRecipient,
  TEST_PASSWORD,
} from '../setup/factories'

/*
 * Deleting an account deletes the files it attached to requests and messages. The other side
 * keeps the conversation: the deleted side's messages stay without author ('Cuenta eliminada')
 * and each of its files stays as a name without document ('Archivo eliminado').
 */
beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
})

async function status(documentId: number, cookie: string) {
  const request = new Request(`${ORIGIN}/documentos/${documentId}`, { headers: { Cookie: cookie } })
  const response = (await documentLoader({ request, params: { id: String(documentId) }, context: {} })) as Response
  await response.arrayBuffer()
  return response.status
}

const storageKeyOf = (documentId: number) =>
  db.get<{ key: string }>(sql`SELECT storage_key AS key FROM private_documents WHERE id = ${documentId}`).key
const fileExists = async (key: string) => (await documentStore.get(key)) !== null

async function conversationWithFiles() {
  const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const provider = createAccount(db)
  const request = createQuoteRequest(db, { userId: builder.user.id })
  const { conversationId } = addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
  const plan = await createPrivateDocument(db, builder.user.id, { originalName: 'plano-terraza.pdf' })
  attachToQuoteRequest(db, request.id, [plan])
  const builderFile = await createPrivateDocument(db, builder.user.id, { originalName: 'fotos-techo.pdf' })
  const providerFile = await createPrivateDocument(db, provider.user.id, { originalName: 'presupuesto.pdf' })
  const asked = createMessage(db, {
    conversationId,
    senderUserId: builder.user.id,
    body: 'Te mando las fotos.',
    documentIds: [builderFile],
  })
  const answered = createMessage(db, {
    conversationId,
    senderUserId: provider.user.id,
    body: 'Acá va el presupuesto.',
    documentIds: [providerFile],
  })
  const keys = { plan: storageKeyOf(plan), builderFile: storageKeyOf(builderFile), providerFile: storageKeyOf(providerFile) }
  return {
    builder,
    provider,
    request,
    conversationId,
    documents: { plan, builderFile, providerFile },
    keys,
    messages: { asked, answered },
    cookies: { builder: await signedInCookie(builder.user.id), provider: await signedInCookie(provider.user.id) },
  }
}

const deleteAccountOf = (cookie: string) =>
  answer(deleteAccountAction, post('/cuenta/eliminar', [['password', TEST_PASSWORD]], { Cookie: cookie }))

const attachmentsOf = (messageId: number) =>
  db.all<{ documentId: number | null; originalName: string }>(
    sql`SELECT document_id AS documentId, original_name AS originalName FROM message_attachments WHERE message_id = ${messageId}`,
  )

const conversation = (id: number) =>
  db.get<{ requesterUserId: number | null; providerUserId: number | null } | undefined>(
    sql`SELECT requester_user_id AS requesterUserId, provider_user_id AS providerUserId FROM conversations WHERE id = ${id}`,
  )

const senderOf = (messageId: number) =>
  db.get<{ sender: number | null }>(sql`SELECT sender_user_id AS sender FROM messages WHERE id = ${messageId}`).sender

describe('deleting an account with attachments', () => {
  test("a provider's files go; the builder keeps the conversation, its messages and its own files", async () => {
    const scene = await conversationWithFiles()
    expect(await fileExists(scene.keys.providerFile)).toBe(true)

    expect((await deleteAccountOf(scene.cookies.provider)).headers.get('Location')).toBe('/')

    expect(await fileExists(scene.keys.providerFile)).toBe(false)
    expect(await status(scene.documents.providerFile, scene.cookies.builder)).toBe(404)
    expect(attachmentsOf(scene.messages.answered.id)).toEqual([{ documentId: null, originalName: 'presupuesto.pdf' }])
    expect(senderOf(scene.messages.answered.id)).toBeNull()
    expect(conversation(scene.conversationId)).toEqual({
      requesterUserId: scene.builder.user.id,
      providerUserId: null,
    })

    expect(attachmentsOf(scene.messages.asked.id)).toEqual([{ documentId: scene.documents.builderFile, originalName: 'fotos-techo.pdf' }])
    expect(await status(scene.documents.builderFile, scene.cookies.builder)).toBe(200)
    expect(await status(scene.documents.plan, scene.cookies.builder)).toBe(200)
    expect(await fileExists(scene.keys.plan)).toBe(true)
  })

  test("a builder's request goes with its plan; the provider keeps the conversation and its own files", async () => {
    const scene = await conversationWithFiles()

    expect((await deleteAccountOf(scene.cookies.builder)).headers.get('Location')).toBe('/')

    for (const key of [scene.keys.plan, scene.keys.builderFile]) expect(await fileExists(key)).toBe(false)
    expect(await status(scene.documents.plan, scene.cookies.provider)).toBe(404)
    expect(await status(scene.documents.builderFile, scene.cookies.provider)).toBe(404)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_requests WHERE id = ${scene.request.id}`).n).toBe(0)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_request_attachments`).n).toBe(0)

    expect(conversation(scene.conversationId)).toMatchObject({ requesterUserId: null, providerUserId: scene.provider.user.id })
    expect(senderOf(scene.messages.asked.id)).toBeNull()
    expect(attachmentsOf(scene.messages.asked.id)).toEqual([{ documentId: null, originalName: 'fotos-techo.pdf' }])
    expect(attachmentsOf(scene.messages.answered.id)).toEqual([
      { documentId: scene.documents.providerFile, originalName: 'presupuesto.pdf' },
    ])
    expect(await status(scene.documents.providerFile, scene.cookies.provider)).toBe(200)
    expect(await fileExists(scene.keys.providerFile)).toBe(true)
  })
})
