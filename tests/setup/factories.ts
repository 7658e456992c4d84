import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import * as schema from '../../drizzle/schema'
import { recordPrivateDocument, storePrivateDocument } from '~/server/private-documents.server'
import type { Db } from '~/server/sqlite.server'
import { DOCUMENT_MAX_BYTES, PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES, type DocumentContentType, type Plan, type Role } from '~/constants'
import { ivaCents, lineTotalCents } from '~/utils/money'

export const TEST_PASSWORD = 'contraseña-de-prueba'
// A real scrypt hash of TEST_PASSWORD, computed once: hashing per test would cost ~0.4 s.
const PASSWORD_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$A6SMfHr0Q0GiMIkl9QLZxrfwFJPc35NZKAyF0JSVHvA1vbgbpZ1i/xKRIqTyGWHFgofyFmeTpqyK1d9Fsu6YMg=='

let sequence = 0
const next = () => ++sequence

/**
 * Empties every table but the taxonomy, so each test starts from the same state. The audit log
 * refuses deletes by design: tests read only the rows written after they start.
 */
export function resetDatabase(db: Db) {
  db.$client.exec(`
    DELETE FROM conversations; DELETE FROM review_reports; DELETE FROM listing_claims; DELETE FROM verification_checks; DELETE FROM suspended_listings;
    DELETE FROM private_documents; DELETE FROM favorites; DELETE FROM reviews; DELETE FROM project_images; DELETE FROM projects;
    DELETE FROM materials; DELETE FROM quotes; DELETE FROM contact_messages; DELETE FROM listings; DELETE FROM chat_messages;
    DELETE FROM auth_tokens; DELETE FROM sessions; DELETE FROM provider_profiles; DELETE FROM users;
  `)
}

export function createAccount(
  db: Db,
  {
    role = 'proveedor',
    plan = 'free',
    businessName,
    email,
    verified = true,
    isStaff = false,
  }: { role?: Role; plan?: Plan; businessName?: string; email?: string; verified?: boolean; isStaff?: boolean } = {},
) {
  const n = next()
  const user = db
    .insert(schema.users)
    .values({
      email: email ?? `cuenta${n}-${process.pid}-${Date.now()}@ejemplo.com.ar`,
      passwordHash: PASSWORD_HASH,
      emailVerifiedAt: verified ? new Date() : null,
      isStaff,
    })
    .returning()
    .get()
  const profile = db
    .insert(schema.providerProfiles)
    .values({ userId: user.id, userRole: role, plan, businessName: businessName ?? `Empresa ${n}` })
    .returning()
    .get()
  return { user, profile }
}

export function createListing(db: Db, values: Partial<typeof schema.listings.$inferInsert> = {}) {
  return db
    .insert(schema.listings)
    .values({
      businessName: `Proveedor ${next()}`,
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      zona: 'CABA',
      localidad: 'Palermo',
      ...values,
    })
    .returning()
    .get()
}

/**
 * A premium provider with 'Perfil Verificado' and a claimed listing: matching puts it first
 * whatever else the database holds, so a request to its subsector and zona reaches it.
 */
export function createMatchingProvider(
  db: Db,
  {
    businessName,
    ...listing
  }: { businessName: string } & Pick<typeof schema.listings.$inferInsert, 'sectorSlug' | 'subsectorSlug' | 'zona'>,
) {
  const account = createAccount(db, { businessName, plan: 'premium' })
  db.run(sql`UPDATE provider_profiles SET verified = 1 WHERE id = ${account.profile.id}`)
  return { account, listing: createListing(db, { profileId: account.profile.id, businessName, ...listing }) }
}

export function countRows(db: Db, table: 'reviews' | 'favorites' | 'listings' | 'sessions' | 'provider_profiles') {
  return db.get<{ count: number }>(sql`SELECT count(*) AS count FROM ${sql.identifier(table)}`).count
}

/** A review written on a listing, stored the way the app stores it: with the listing's provider and service. */
export function createReview(
  db: Db,
  { listingId, ...values }: { listingId: number; userId: number | null; rating: number; comment?: string | null; createdAt?: Date },
) {
  const listing = db
    .select({ profileId: schema.listings.profileId, sectorSlug: schema.listings.sectorSlug, subsectorSlug: schema.listings.subsectorSlug })
    .from(schema.listings)
    .where(sql`${schema.listings.id} = ${listingId}`)
    .get()!
  return db
    .insert(schema.reviews)
    .values({ ...values, ...listing, listingId: listing.profileId === null ? listingId : null })
    .returning()
    .get()
}

/* Quote requests, conversations and their attachments */

type QuoteItemInput = { description: string; quantityHundredths: number; unit?: (typeof schema.quoteRequestItems.$inferInsert)['unit'] }

/** A 'Solicitud de presupuesto' with its item lines, not yet routed. */
export function createQuoteRequest(
  db: Db,
  { userId, ...values }: { userId: number } & Partial<Omit<typeof schema.quoteRequests.$inferInsert, 'userId'>>,
  items: QuoteItemInput[] = [{ description: 'Membrana asfáltica con aluminio', quantityHundredths: 12_000, unit: 'm2' }],
) {
  const request = db
    .insert(schema.quoteRequests)
    .values({ userId, title: 'Impermeabilizar terraza', sectorSlug: 'cubiertas', subsectorSlug: 'techistas', place: 'Palermo', ...values })
    .returning()
    .get()
  items.forEach((item, position) =>
    db
      .insert(schema.quoteRequestItems)
      .values({ unit: 'u', ...item, requestId: request.id, position })
      .run(),
  )
  return request
}

/** The request reaches a provider: its recipient row and their conversation, as routing leaves them. */
export function addRecipient(db: Db, { requestId, profileId, listingId }: { requestId: number; profileId: number; listingId?: number }) {
  const recipient = db.insert(schema.quoteRequestRecipients).values({ requestId, profileId, listingId }).returning().get()
  const request = db
    .select()
    .from(schema.quoteRequests)
    .where(sql`id = ${requestId}`)
    .get()!
  const provider = db
    .select()
    .from(schema.providerProfiles)
    .where(sql`id = ${profileId}`)
    .get()!
  const conversation = db
    .insert(schema.conversations)
    .values({
      requesterUserId: request.userId,
      providerUserId: provider.userId,
      requestId,
      recipientId: recipient.id,
      subject: request.title,
    })
    .returning()
    .get()
  return { ...recipient, conversationId: conversation.id }
}

export function createConversation(db: Db, values: typeof schema.conversations.$inferInsert) {
  return db.insert(schema.conversations).values(values).returning({ id: schema.conversations.id }).get().id
}

/** A message, with its attachments by document id, moving the conversation's last message as sending does. */
export function createMessage(
  db: Db,
  {
    conversationId,
    senderUserId,
    body,
    documentIds = [],
  }: { conversationId: number; senderUserId: number; body: string; documentIds?: number[] },
) {
  const message = db.insert(schema.messages).values({ conversationId, senderUserId, body }).returning().get()
  documentIds.forEach((documentId, position) => {
    const originalName = db.get<{ name: string }>(sql`SELECT original_name AS name FROM private_documents WHERE id = ${documentId}`).name
    db.insert(schema.messageAttachments).values({ messageId: message.id, position, documentId, originalName }).run()
  })
  db.update(schema.conversations)
    .set({ lastMessageId: message.id, lastSenderUserId: senderUserId, lastMessageAt: message.createdAt })
    .where(sql`${schema.conversations.id} = ${conversationId}`)
    .run()
  return message
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A private document whose file is in the store, as an upload leaves it; returns its id. */
export async function createPrivateDocument(
  db: Db,
  ownerUserId: number,
  {
    data = PDF_BYTES,
    contentType = 'application/pdf',
    originalName = 'plano.pdf',
  }: { data?: Buffer; contentType?: DocumentContentType; originalName?: string } = {},
) {
  return recordPrivateDocument(db, ownerUserId, await storePrivateDocument({ data, contentType, originalName }))
}

/** Rows (no files) that take an account's whole private storage: the next document does not fit. */
export function fillPrivateStorage(db: Db, ownerUserId: number) {
  const rows = Math.ceil(PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES / DOCUMENT_MAX_BYTES)
  db.insert(schema.privateDocuments)
    .values(
      Array.from({ length: rows }, () => ({
        ownerUserId,
        storageKey: crypto.randomUUID(),
        contentType: 'application/pdf' as const,
        sizeBytes: DOCUMENT_MAX_BYTES,
        originalName: 'lleno.pdf',
      })),
    )
    .run()
}

export function attachToQuoteRequest(db: Db, requestId: number, documentIds: number[]) {
  db.insert(schema.quoteRequestAttachments)
    .values(documentIds.map((documentId, position) => ({ requestId, position, documentId })))
    .run()
}

/** A builder's request routed to two providers: Techos Ramírez first, then Zinguería Norte. */
export function createRequestToTwoProviders(db: Db) {
  const builder = createAccount(db, { role: 'constructor', businessName: 'Obras Gómez' })
  const provider = createAccount(db, { businessName: 'Techos Ramírez' })
  const second = createAccount(db, { businessName: 'Zinguería Norte' })
  const { requestId, recipientIds } = createRoutedRequest(db, {
    userId: builder.user.id,
    recipientProfileIds: [provider.profile.id, second.profile.id],
  })
  return { builder, provider, second, requestId, recipientIds }
}

/** A request as routing leaves it: its items, and one recipient (with its conversation) per provider profile. */
export function createRoutedRequest(
  db: Db,
  {
    userId,
    recipientProfileIds,
    title = 'Cambio de membrana en terraza',
    items = [
      { description: 'Membrana asfáltica con aluminio', quantityHundredths: 4550, unit: 'm2' },
      { description: 'Mano de obra de colocación', quantityHundredths: 100, unit: 'global' },
    ],
  }: { userId: number; recipientProfileIds: number[]; title?: string; items?: QuoteItemInput[] },
) {
  const request = createQuoteRequest(db, { userId, title, description: 'Terraza de 45 m² con filtraciones.' }, items)
  const recipientIds = recipientProfileIds.map((profileId) => addRecipient(db, { requestId: request.id, profileId }).id)
  return { requestId: request.id, recipientIds }
}

type OfferLineInput = {
  description: string
  quantityHundredths: number
  unitPriceCents: number
  kind: 'materiales' | 'mano_de_obra' | 'otro'
}

/** An offer (or, with `offerId`, its next revision) whose totals are the sums of its rounded lines. */
export function submitTestOffer(
  db: Db,
  {
    recipientId,
    lines,
    validUntil = '2099-12-31',
    ivaRateBp = null,
    durationDays = 10,
    paymentTerms = '50 % al inicio, 50 % al terminar',
    notes = '',
  }: {
    recipientId: number
    lines: OfferLineInput[]
    validUntil?: string
    ivaRateBp?: 2100 | 1050 | null
    durationDays?: number
    paymentTerms?: string
    notes?: string
  },
) {
  const recipient = db
    .select()
    .from(schema.quoteRequestRecipients)
    .where(sql`id = ${recipientId}`)
    .get()!
  const priced = lines.map((line) => ({ ...line, lineTotalCents: lineTotalCents(line.quantityHundredths, line.unitPriceCents) }))
  const sumOf = (kind: OfferLineInput['kind']) =>
    priced.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.lineTotalCents, 0)
  const materialsCents = sumOf('materiales')
  const labourCents = sumOf('mano_de_obra')
  const otherCents = sumOf('otro')
  const subtotalCents = materialsCents + labourCents + otherCents
  const iva = ivaRateBp === null ? 0 : ivaCents(subtotalCents, ivaRateBp)
  return db.transaction((tx) => {
    const offer =
      tx
        .select()
        .from(schema.offers)
        .where(sql`recipient_id = ${recipientId}`)
        .get() ?? tx.insert(schema.offers).values({ requestId: recipient.requestId, recipientId }).returning().get()
    const revision = tx
      .insert(schema.offerRevisions)
      .values({
        offerId: offer.id,
        ivaMode: ivaRateBp === null ? 'incluido' : 'mas_iva',
        ivaRateBp,
        materialsCents,
        labourCents,
        otherCents,
        subtotalCents,
        ivaCents: iva,
        totalCents: subtotalCents + iva,
        validUntil,
        durationDays,
        paymentTerms,
        notes,
      })
      .returning()
      .get()
    priced.forEach((line, position) =>
      tx
        .insert(schema.offerLines)
        .values({ ...line, unit: 'u', revisionId: revision.id, position })
        .run(),
    )
    tx.run(sql`UPDATE offers SET current_revision_id = ${revision.id}, updated_at = ${Date.now()} WHERE id = ${offer.id}`)
    tx.run(
      sql`UPDATE quote_request_recipients SET status = 'offered', responded_at = coalesce(responded_at, ${Date.now()}) WHERE id = ${recipientId}`,
    )
    return { offerId: offer.id, revisionId: revision.id, totalCents: subtotalCents + iva }
  })
}
