import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import { DAY, MATERIAL_PRICE_STALE_DAYS, type IvaMode, type MaterialUnit } from '~/constants'
import { priceRemindersEmail } from '~/server/email-templates.server'
import { queueEmail } from '~/server/email.server'
import { sessionSecrets } from '~/server/secrets.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'
import { ownerIsActive } from './suspension.server'

/** The page a 'Sigue vigente' button opens; its own button confirms (a GET never writes). */
export const CONFIRM_PRICE_PATH = '/materiales/sigue-vigente'

/**
 * A 'Sigue vigente' link names the material and the 'Precio al' it was sent about, signed for the
 * material's owner: a forged one fails the signature, and once the price is confirmed its 'Precio
 * al' moves, so the same link (a replay) no longer matches anything.
 */
function signature(materialId: number, ownerId: number, confirmedAt: number, secret: string) {
  return crypto.createHmac('sha256', secret).update(`confirm-price:${materialId}:${ownerId}:${confirmedAt}`).digest('base64url')
}

export function confirmPriceToken(material: { id: number; userId: number; priceConfirmedAt: number }) {
  return `${material.id}.${material.priceConfirmedAt}.${signature(material.id, material.userId, material.priceConfirmedAt, sessionSecrets[0]!)}`
}

/**
 * 'Sigue vigente': moves 'Precio al' to now if the token is this material's, signed for its owner,
 * about the price as it still stands. The update is conditional on that 'Precio al', so of two
 * clicks at once only one confirms. Returns the material's id and state, or null.
 */
export function confirmPriceByToken(db: Db, token: string, now = Date.now()): { id: number; status: string } | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, at, given] = match
  const materialId = Number(id)
  const confirmedAt = Number(at)
  const row = db.get<{ userId: number; status: string } | undefined>(sql`
    SELECT user_id AS userId, status FROM materials m
    WHERE id = ${materialId} AND price_confirmed_at = ${confirmedAt} AND status IN ('publicado', 'pausado')
      AND ${ownerIsActive(sql`m.user_id`)}`)
  if (!row) return null
  const signed = sessionSecrets.some((secret) => {
    const expected = Buffer.from(signature(materialId, row.userId, confirmedAt, secret))
    const actual = Buffer.from(given!)
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
  })
  if (!signed) return null
  const { changes } = db.run(sql`
    UPDATE materials SET price_confirmed_at = ${now}, updated_at = ${now}
    WHERE id = ${materialId} AND price_confirmed_at = ${confirmedAt}`)
  return changes === 1 ? { id: materialId, status: row.status } : null
}

type Stale = {
  id: number
  userId: number
  email: string
  title: string
  priceCents: number
  unit: MaterialUnit
  content: string | null
  ivaMode: IvaMode
  ivaRateBp: number | null
  priceConfirmedAt: number
}

/**
 * 'Confirmá tus precios': one e-mail per seller listing every material whose price passed 30 days
 * since the last reminder about it, each with its 'Sigue vigente' button. A price is reminded once
 * per 'Precio al' (confirming it starts again). Sellers who turned notices off or are suspended
 * get none. Run by the hourly housekeeping, inside its transaction; returns the e-mails sent.
 */
export function sendPriceReminders(tx: DbOrTransaction, now = Date.now()) {
  const due = tx.all<Stale>(sql`
    SELECT m.id, m.user_id AS userId, u.email, m.title, m.price_cents AS priceCents, m.unit, m.content,
      m.iva_mode AS ivaMode, m.iva_rate_bp AS ivaRateBp, m.price_confirmed_at AS priceConfirmedAt
    FROM materials m JOIN users u ON u.id = m.user_id
    WHERE m.status IN ('publicado', 'pausado') AND m.price_confirmed_at < ${now - MATERIAL_PRICE_STALE_DAYS * DAY}
      AND m.price_reminded_for IS NOT m.price_confirmed_at
      AND u.notify_by_email = 1 AND u.suspended_at IS NULL
    ORDER BY m.user_id, m.price_confirmed_at, m.id`)
  const bySeller = new Map<number, Stale[]>()
  for (const material of due) bySeller.set(material.userId, [...(bySeller.get(material.userId) ?? []), material])
  for (const materials of bySeller.values()) {
    for (const material of materials) {
      tx.run(sql`UPDATE materials SET price_reminded_for = price_confirmed_at WHERE id = ${material.id}`)
    }
    queueEmail({
      to: materials[0]!.email,
      ...priceRemindersEmail(
        materials.map((material) => ({ ...material, confirmPath: `${CONFIRM_PRICE_PATH}?token=${confirmPriceToken(material)}` })),
      ),
    })
  }
  return bySeller.size
}
