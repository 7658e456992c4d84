import { and, eq, sql } from 'drizzle-orm'
import { materials } from '../../drizzle/schema'
import { MATERIALS_PAGE_SIZE, MATERIALS_PER_ACCOUNT_MAX } from '~/constants'
import { pageCountOf } from '~/utils/pagination'
import { foldText, type Db } from '~/server/sqlite.server'
import { ownerIsActive } from './suspension.server'

export type MaterialValues = {
  title: string
  description: string
  priceCents: number
  location?: string | null
}

export type MaterialSummary = {
  id: number
  title: string
  description: string
  priceCents: number
  imagePath: string | null
  location: string | null
  createdAt: Date
  /** The publisher's provider profile; null when the account has none. */
  businessName: string | null
  contactPerson: string | null
}

export type MaterialDetail = MaterialSummary & { userId: number; profileId: number | null; phone: string | null }

const SUMMARY_COLUMNS = sql`
  m.id AS id, m.title AS title, m.description AS description, m.price_cents AS priceCents,
  m.image_path AS imagePath, m.location AS location, m.created_at AS createdAt,
  p.business_name AS businessName, p.contact_person AS contactPerson`

type Row<T extends MaterialSummary> = Omit<T, 'createdAt'> & { createdAt: number }
const withDate = <T extends MaterialSummary>(row: Row<T>): T => ({ ...row, createdAt: new Date(row.createdAt) }) as T

/**
 * Materials newest first, a page at a time. `q` matches title or description ignoring case and
 * accents; `ownerId` keeps one account's materials. A page past the last reads as the last: the
 * public list answers it with the not-found page (pageWithin), while the owner's own list in
 * /perfil shows its last page, where a deletion that emptied a page lands.
 */
export function listMaterials(
  db: Db,
  { page = 1, q, ownerId, pageSize = MATERIALS_PAGE_SIZE }: { page?: number; q?: string; ownerId?: number; pageSize?: number } = {},
) {
  const term = q?.trim() ? foldText(q.trim()) : null
  const where = sql.join(
    [
      ownerIsActive(sql`m.user_id`),
      term ? sql`instr(fold(m.title || ' ' || m.description), ${term}) > 0` : null,
      ownerId !== undefined ? sql`m.user_id = ${ownerId}` : null,
    ].filter((part) => part !== null),
    sql` AND `,
  )
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM materials m WHERE ${where}`)
  const pageCount = pageCountOf(total, pageSize)
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = db.all<Row<MaterialSummary>>(sql`
    SELECT ${SUMMARY_COLUMNS}
    FROM materials m LEFT JOIN provider_profiles p ON p.user_id = m.user_id
    WHERE ${where}
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${pageSize} OFFSET ${(current - 1) * pageSize}`)
  return { materials: rows.map(withDate), total, page: current, pageCount }
}

export function getMaterial(db: Db, id: number): MaterialDetail | null {
  const row = db.get<Row<MaterialDetail> | undefined>(sql`
    SELECT ${SUMMARY_COLUMNS}, m.user_id AS userId, p.id AS profileId, p.phone AS phone
    FROM materials m LEFT JOIN provider_profiles p ON p.user_id = m.user_id
    WHERE m.id = ${id} AND ${ownerIsActive(sql`m.user_id`)}`)
  return row ? withDate(row) : null
}

export type PublishMaterialResult = { status: 'published'; id: number } | { status: 'limit'; limit: number }

/**
 * Adds a material unless the account already has MATERIALS_PER_ACCOUNT_MAX. The count and the
 * insert share one IMMEDIATE transaction, so simultaneous posts cannot pass the ceiling together.
 */
export function publishMaterial(
  db: Db,
  { userId, imagePath, ...values }: MaterialValues & { userId: number; imagePath?: string | null },
): PublishMaterialResult {
  return db.transaction((tx): PublishMaterialResult => {
    const { count } = tx
      .select({ count: sql<number>`count(*)` })
      .from(materials)
      .where(eq(materials.userId, userId))
      .get()!
    if (count >= MATERIALS_PER_ACCOUNT_MAX) return { status: 'limit', limit: MATERIALS_PER_ACCOUNT_MAX }
    const { id } = tx
      .insert(materials)
      .values({ userId, ...values, location: values.location ?? null, imagePath: imagePath ?? null })
      .returning({ id: materials.id })
      .get()
    return { status: 'published', id }
  })
}

type OwnerCheck = { status: 'forbidden' } | { status: 'notFound' }

function ownerOf(db: Pick<Db, 'select'>, materialId: number) {
  return db.select({ userId: materials.userId, imagePath: materials.imagePath }).from(materials).where(eq(materials.id, materialId)).get()
}

/**
 * Updates one of the user's own materials. `imagePath` replaces the image when given;
 * `replacedImage` is the one it replaced, for the caller to delete from storage.
 */
export function updateOwnMaterial(
  db: Db,
  { userId, materialId, values, imagePath }: { userId: number; materialId: number; values: MaterialValues; imagePath?: string },
): { status: 'updated'; replacedImage: string | null } | OwnerCheck {
  return db.transaction((tx) => {
    const row = ownerOf(tx, materialId)
    if (!row) return { status: 'notFound' as const }
    if (row.userId !== userId) return { status: 'forbidden' as const }
    tx.update(materials)
      .set({ ...values, location: values.location ?? null, ...(imagePath ? { imagePath } : {}), updatedAt: new Date() })
      .where(and(eq(materials.id, materialId), eq(materials.userId, userId)))
      .run()
    return { status: 'updated' as const, replacedImage: imagePath ? row.imagePath : null }
  })
}

/** Deletes one of the user's own materials; `imagePath` is its image, for the caller to delete from storage. */
export function deleteOwnMaterial(
  db: Db,
  { userId, materialId }: { userId: number; materialId: number },
): { status: 'deleted'; imagePath: string | null } | OwnerCheck {
  return db.transaction((tx) => {
    const row = ownerOf(tx, materialId)
    if (!row) return { status: 'notFound' as const }
    if (row.userId !== userId) return { status: 'forbidden' as const }
    tx.delete(materials)
      .where(and(eq(materials.id, materialId), eq(materials.userId, userId)))
      .run()
    return { status: 'deleted' as const, imagePath: row.imagePath }
  })
}
