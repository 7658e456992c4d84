/**
 * The demo's marketplace: the demo builder's request for concrete reached three providers (the
 * premium one offered and then revised its offer, another offered, the third declined), and a
 * consulta from the builder to the free provider about gutters, with an answer still unread.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../app/server/sqlite.server'
import { openRequestConversation } from '../../app/models/conversations.server'
import type { IvaMode, OfferLineKind, RequestUnit } from '../../app/constants'
import { ivaCents, lineTotalCents } from '../../app/utils/money'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const DAY = 86_400_000
const HOUR = 3_600_000
/** Offers stay valid past any date the demo is likely to be shown on, so the builder can accept one. */
const OFFER_VALID_UNTIL = '2028-06-30'

type Line = { description: string; quantityHundredths: number; unit: RequestUnit; unitPriceCents: number; kind: OfferLineKind }
type Revision = { lines: Line[]; ivaMode: IvaMode; durationDays: number; paymentTerms: string; notes: string; at: number }

const ITEMS: { description: string; quantityHundredths: number; unit: RequestUnit }[] = [
  { description: 'Hormigón H-21 para platea de fundación', quantityHundredths: 1_850, unit: 'm3' },
  { description: 'Bombeo con pluma', quantityHundredths: 100, unit: 'global' },
  { description: 'Malla sima Q188 para la platea', quantityHundredths: 2_400, unit: 'u' },
]

const line = (description: string, quantityHundredths: number, unit: RequestUnit, unitPriceCents: number, kind: OfferLineKind): Line => ({
  description,
  quantityHundredths,
  unit,
  unitPriceCents,
  kind,
})

function insertRevision(tx: Tx, offerId: number, revision: Revision) {
  const lines = revision.lines.map((l) => ({ ...l, lineTotalCents: lineTotalCents(l.quantityHundredths, l.unitPriceCents) }))
  const sum = (kind: OfferLineKind) => lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.lineTotalCents, 0)
  const [materials, labour, other] = [sum('materiales'), sum('mano_de_obra'), sum('otro')]
  const subtotal = materials + labour + other
  const rate = revision.ivaMode === 'mas_iva' ? 2100 : null
  const iva = rate === null ? 0 : ivaCents(subtotal, rate)
  const { id } = tx.get<{ id: number }>(sql`
    INSERT INTO offer_revisions (offer_id, iva_mode, iva_rate_bp, materials_cents, labour_cents, other_cents, subtotal_cents,
      iva_cents, total_cents, valid_until, duration_days, payment_terms, notes, created_at)
    VALUES (${offerId}, ${revision.ivaMode}, ${rate}, ${materials}, ${labour}, ${other}, ${subtotal}, ${iva}, ${subtotal + iva},
      ${OFFER_VALID_UNTIL}, ${revision.durationDays}, ${revision.paymentTerms}, ${revision.notes}, ${revision.at})
    RETURNING id`)
  lines.forEach((l, position) =>
    tx.run(sql`
      INSERT INTO offer_lines (revision_id, position, description, quantity_hundredths, unit, unit_price_cents, kind, line_total_cents)
      VALUES (${id}, ${position}, ${l.description}, ${l.quantityHundredths}, ${l.unit}, ${l.unitPriceCents}, ${l.kind}, ${l.lineTotalCents})`),
  )
  tx.run(sql`UPDATE offers SET current_revision_id = ${id}, updated_at = ${revision.at} WHERE id = ${offerId}`)
}

/** `read`: how many of the messages each side has read. */
function insertMessages(
  tx: Tx,
  conversationId: number,
  messages: { senderUserId: number; body: string; at: number }[],
  read: { requester: number; provider: number },
) {
  const ids = messages.map(
    ({ senderUserId, body, at }) =>
      tx.get<{ id: number }>(sql`
        INSERT INTO messages (conversation_id, sender_user_id, body, created_at)
        VALUES (${conversationId}, ${senderUserId}, ${body}, ${at}) RETURNING id`).id,
  )
  const last = messages.length - 1
  const lastId = ids[last] ?? 0
  tx.run(sql`
    UPDATE conversations SET last_message_id = ${lastId}, last_sender_user_id = ${messages[last]?.senderUserId ?? null},
      last_message_at = ${messages[last]?.at ?? 0},
      requester_read_message_id = ${ids[read.requester - 1] ?? 0}, provider_read_message_id = ${ids[read.provider - 1] ?? 0}
    WHERE id = ${conversationId}`)
}

type Party = { userId: number; profileId: number }

export function seedRequests(
  tx: Tx,
  { builder, freeProvider, premiumProvider, baseTime }: { builder: Party; freeProvider: Party; premiumProvider: Party; baseTime: number },
) {
  const sentAt = baseTime - 6 * DAY
  // Two more concrete suppliers the request reached: the first others with a concrete listing, else any providers.
  const others = tx.all<Party & { listingId: number | null }>(sql`
    SELECT p.id AS profileId, p.user_id AS userId,
      (SELECT min(l.id) FROM listings l WHERE l.profile_id = p.id AND l.subsector_slug = 'hormigon') AS listingId
    FROM provider_profiles p
    WHERE p.user_role = 'proveedor' AND p.user_id NOT IN (${builder.userId}, ${freeProvider.userId}, ${premiumProvider.userId})
    ORDER BY listingId IS NULL, p.id
    LIMIT 2`)
  const premiumListing = tx.get<{ id: number | null }>(sql`
    SELECT min(id) AS id FROM listings WHERE profile_id = ${premiumProvider.profileId} AND subsector_slug = 'hormigon'`).id

  const request = tx.get<{ id: number; title: string }>(sql`
    INSERT INTO quote_requests (user_id, title, sector_slug, subsector_slug, place, description, desired_start_on, created_at)
    VALUES (${builder.userId}, 'Platea de hormigón para ampliación en Castelar', 'estructura', 'hormigon', 'Morón',
      'Ampliación de 60 m² en planta baja. La excavación y el encofrado están hechos; necesitamos el hormigón colado y bombeado en una sola jornada.',
      '2028-03-02', ${sentAt})
    RETURNING id, title`)
  ITEMS.forEach((item, position) =>
    tx.run(sql`
      INSERT INTO quote_request_items (request_id, position, description, quantity_hundredths, unit)
      VALUES (${request.id}, ${position}, ${item.description}, ${item.quantityHundredths}, ${item.unit})`),
  )

  const reached = [
    { ...premiumProvider, listingId: premiumListing, status: 'offered', respondedAt: sentAt + 5 * HOUR },
    { ...others[0]!, status: 'offered', respondedAt: sentAt + DAY + 3 * HOUR },
    { ...others[1]!, status: 'declined', respondedAt: sentAt + 2 * DAY },
  ] as const
  const conversations = reached.map((provider) => {
    const recipientId = tx.get<{ id: number }>(sql`
      INSERT INTO quote_request_recipients (request_id, profile_id, listing_id, status, decline_reason, sent_at, seen_at, responded_at)
      VALUES (${request.id}, ${provider.profileId}, ${provider.listingId}, ${provider.status},
        ${provider.status === 'declined' ? 'No llegamos con la planta a esa fecha.' : null}, ${sentAt}, ${sentAt + HOUR}, ${provider.respondedAt})
      RETURNING id`).id
    const conversationId = openRequestConversation(tx, {
      requestId: request.id,
      recipientId,
      requesterUserId: builder.userId,
      providerUserId: provider.userId,
      subject: request.title,
    })
    tx.run(sql`UPDATE conversations SET created_at = ${sentAt}, last_message_at = ${sentAt} WHERE id = ${conversationId}`)
    return { recipientId, conversationId, provider }
  })

  const [premium, second] = conversations as [(typeof conversations)[number], (typeof conversations)[number], ...unknown[]]
  const offerOf = (recipientId: number, at: number) =>
    tx.get<{ id: number }>(sql`
      INSERT INTO offers (request_id, recipient_id, created_at, updated_at) VALUES (${request.id}, ${recipientId}, ${at}, ${at}) RETURNING id`)
      .id

  const premiumOffer = offerOf(premium.recipientId, sentAt + 5 * HOUR)
  const premiumLines = (concretePerM3: number) => [
    line('Hormigón elaborado H-21, asentamiento 10 cm', 1_850, 'm3', concretePerM3, 'materiales'),
    line('Malla sima Q188 (2,40 × 6 m)', 2_400, 'u', 5_890_000, 'materiales'),
    line('Bombeo con pluma hasta 28 m', 100, 'global', 38_000_000, 'otro'),
    line('Colado y vibrado del hormigón', 1_850, 'm3', 2_200_000, 'mano_de_obra'),
  ]
  insertRevision(tx, premiumOffer, {
    lines: premiumLines(14_250_000),
    ivaMode: 'incluido',
    durationDays: 1,
    paymentTerms: '50 % al confirmar, 50 % contra entrega.',
    notes: 'Planta en Ituzaingó: llegamos en 40 minutos.',
    at: sentAt + 5 * HOUR,
  })
  insertRevision(tx, premiumOffer, {
    lines: premiumLines(13_600_000),
    ivaMode: 'incluido',
    durationDays: 1,
    paymentTerms: '50 % al confirmar, 50 % contra entrega.',
    notes: 'Actualizamos el precio del m³ por pago en efectivo o transferencia. Planta en Ituzaingó: llegamos en 40 minutos.',
    at: sentAt + 2 * DAY,
  })

  const secondOffer = offerOf(second.recipientId, sentAt + DAY + 3 * HOUR)
  insertRevision(tx, secondOffer, {
    lines: [
      line('Hormigón H-21 con aditivo hidrófugo', 1_850, 'm3', 12_900_000, 'materiales'),
      line('Malla sima Q188', 2_400, 'u', 6_120_000, 'materiales'),
      line('Bombeo', 100, 'global', 45_000_000, 'otro'),
      line('Mano de obra de colado', 1_850, 'm3', 1_950_000, 'mano_de_obra'),
    ],
    ivaMode: 'mas_iva',
    durationDays: 2,
    paymentTerms: 'Transferencia a 15 días de la entrega.',
    notes: '',
    at: sentAt + DAY + 3 * HOUR,
  })

  insertMessages(
    tx,
    premium.conversationId,
    [
      {
        senderUserId: builder.userId,
        body: '¿El camión entra por una calle de tierra? Son 30 metros desde el asfalto.',
        at: sentAt + 3 * HOUR,
      },
      {
        senderUserId: premiumProvider.userId,
        body: 'Sí, con piso seco entra sin problema. Si llovió el día anterior, la pluma alcanza desde la calle.',
        at: sentAt + 4 * HOUR,
      },
      { senderUserId: builder.userId, body: 'Perfecto, gracias. Veo el presupuesto actualizado.', at: sentAt + 2 * DAY + HOUR },
    ],
    { requester: 3, provider: 3 },
  )

  // A consulta to the free provider about one of its listings: its answer is still unread by the builder.
  const gutters = tx.get<{ id: number | null }>(sql`
    SELECT min(id) AS id FROM listings WHERE profile_id = ${freeProvider.profileId} AND subsector_slug = 'canaletas'`).id
  const consulta = tx.get<{ id: number }>(sql`
    INSERT INTO conversations (requester_user_id, provider_user_id, listing_id, subject, created_at, last_message_at)
    VALUES (${builder.userId}, ${freeProvider.userId}, ${gutters}, 'Canaletas para una casa en Castelar', ${baseTime - 3 * DAY}, ${baseTime - 3 * DAY})
    RETURNING id`).id
  insertMessages(
    tx,
    consulta,
    [
      {
        senderUserId: builder.userId,
        body: 'Hola, necesito canaletas y bajadas de chapa galvanizada para una casa de 12 × 9 m en Castelar. ¿Pueden pasar a medir esta semana?',
        at: baseTime - 3 * DAY,
      },
      { senderUserId: freeProvider.userId, body: 'Hola Martín, sí. ¿Te queda bien el jueves a las 9?', at: baseTime - 3 * DAY + 2 * HOUR },
      { senderUserId: builder.userId, body: 'Jueves a las 9 está bien. La dirección es Av. Santa Rosa 1250.', at: baseTime - 2 * DAY },
      {
        senderUserId: freeProvider.userId,
        body: 'Anotado. Llevamos muestras de chapa prepintada por si preferís color.',
        at: baseTime - 2 * DAY + HOUR,
      },
    ],
    { requester: 3, provider: 4 },
  )
}
