import { and, eq, sql, type SQL } from 'drizzle-orm'
import { materialDeliveryPlaces, materialPhotos, materials } from '../../drizzle/schema'
import {
  DAY,
  type DeliveryCost,
  MATERIAL_PRICE_HIDDEN_DAYS,
  MATERIAL_PRICE_STALE_DAYS,
  MATERIAL_REFERENCE_MIN_COMPARABLES,
  MATERIAL_SOLD_VISIBLE_DAYS,
  MATERIALS_LISTED_PAGES_MAX,
  MATERIALS_PAGE_SIZE,
  MATERIALS_PER_ACCOUNT_MAX,
  type IvaMode,
  type MaterialAvailability,
  type MaterialCategory,
  type MaterialCondition,
  type MaterialOrder,
  type MaterialStateAction,
  type MaterialStatus,
  type MaterialUnit,
} from '~/constants'
import { isVerifiedProfile } from './providers.server'
import { toMatchExpression } from './search.server'
import { pageCountOf } from '~/utils/pagination'
import { foldText, sqlValues, type Db } from '~/server/sqlite.server'
import { getZona, ZONES, type Zone } from '~/zones'

/** One of a material's photos; `alt` null reads as the material's title. */
export type MaterialPhoto = { id: number; path: string; alt: string | null }
export type NewMaterialPhoto = { path: string; alt: string | null }
/** What the edit form does to the photos: the saved ones it keeps, in their order, then the new ones. */
export type MaterialPhotoChanges = { kept: { id: number; alt: string | null }[]; added: NewMaterialPhoto[] }

/** What the publish and edit forms write (spec/materials.md §1); the rest has defaults. */
export type MaterialValues = {
  title: string
  description: string
  priceCents: number
  category?: MaterialCategory
  unit?: MaterialUnit
  content?: string | null
  ivaMode?: IvaMode
  ivaRateBp?: number | null
  invoiceA?: boolean
  availability?: MaterialAvailability
  leadDays?: number | null
  condition?: MaterialCondition
  minOrderHundredths?: number | null
  location?: string | null
  pickupZona?: Zone | null
  pickupLocalidad?: string | null
  deliveryCost?: DeliveryCost | null
  deliveryCostCents?: number | null
  /** The slugs of 'Envío a'; the material is delivered nowhere when empty or absent. */
  deliveryPlaces?: readonly string[]
}

export type MaterialSummary = {
  id: number
  title: string
  description: string
  category: MaterialCategory
  priceCents: number
  unit: MaterialUnit
  content: string | null
  ivaMode: IvaMode
  ivaRateBp: number | null
  invoiceA: boolean
  /** 'Precio al'. */
  priceConfirmedAt: Date
  availability: MaterialAvailability
  leadDays: number | null
  condition: MaterialCondition
  minOrderHundredths: number | null
  status: MaterialStatus
  /** The first photo's: the card's image. */
  imagePath: string | null
  photos: MaterialPhoto[]
  location: string | null
  pickupZona: Zone | null
  pickupLocalidad: string | null
  deliveryCost: DeliveryCost | null
  deliveryCostCents: number | null
  deliveryPlaces: string[]
  createdAt: Date
  /** The publisher's provider profile; null when the account has none. */
  businessName: string | null
  contactPerson: string | null
  /** The spec's 'Perfil Verificado' of the seller. */
  sellerVerified: boolean
}

export type MaterialDetail = MaterialSummary & { userId: number; profileId: number | null; phone: string | null }

const SUMMARY_COLUMNS = sql`
  m.id AS id, m.title AS title, m.description AS description, m.category AS category, m.price_cents AS priceCents,
  m.unit AS unit, m.content AS content, m.iva_mode AS ivaMode, m.iva_rate_bp AS ivaRateBp, m.invoice_a AS invoiceA,
  m.price_confirmed_at AS priceConfirmedAt, m.availability AS availability, m.lead_days AS leadDays,
  m.condition AS condition, m.min_order_hundredths AS minOrderHundredths, m.status AS status,
  m.location AS location, m.created_at AS createdAt,
  m.pickup_zona AS pickupZona, m.pickup_localidad AS pickupLocalidad, m.delivery_cost AS deliveryCost,
  m.delivery_cost_cents AS deliveryCostCents,
  (SELECT group_concat(d.place_slug) FROM material_delivery_places d WHERE d.material_id = m.id) AS deliveryPlaces,
  p.business_name AS businessName, p.contact_person AS contactPerson,
  p.phone AS profilePhone, p.address AS profileAddress, p.description AS profileDescription, p.verified AS profileVerified`

type Row<T extends MaterialSummary> = Omit<
  T,
  'createdAt' | 'priceConfirmedAt' | 'invoiceA' | 'sellerVerified' | 'deliveryPlaces' | 'photos' | 'imagePath'
> & {
  deliveryPlaces: string | null
  createdAt: number
  priceConfirmedAt: number
  invoiceA: number
  profilePhone: string | null
  profileAddress: string | null
  profileDescription: string | null
  profileVerified: number | null
}
/** The photos of these materials, in their order, by material. */
function photosOf(db: Db, materialIds: readonly number[]) {
  const byMaterial = new Map<number, MaterialPhoto[]>()
  if (materialIds.length === 0) return byMaterial
  const rows = db.all<MaterialPhoto & { materialId: number }>(sql`
    SELECT id, material_id AS materialId, path, alt FROM material_photos
    WHERE material_id IN (${sqlValues(materialIds)})
    ORDER BY material_id, position`)
  for (const { materialId, ...photo } of rows) byMaterial.set(materialId, [...(byMaterial.get(materialId) ?? []), photo])
  return byMaterial
}

function withPhotos<T extends MaterialSummary>(db: Db, rows: Row<T>[]): T[] {
  const photos = photosOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => fromRow(row, photos.get(row.id) ?? []))
}

function fromRow<T extends MaterialSummary>(
  { profilePhone, profileAddress, profileDescription, profileVerified, ...row }: Row<T>,
  photos: MaterialPhoto[],
): T {
  const sellerVerified =
    row.businessName !== null &&
    isVerifiedProfile({
      businessName: row.businessName,
      contactPerson: row.contactPerson,
      phone: profilePhone,
      address: profileAddress,
      description: profileDescription,
      verified: profileVerified === 1,
    })
  return {
    ...row,
    invoiceA: row.invoiceA === 1,
    photos,
    imagePath: photos[0]?.path ?? null,
    deliveryPlaces: row.deliveryPlaces ? row.deliveryPlaces.split(',') : [],
    sellerVerified,
    createdAt: new Date(row.createdAt),
    priceConfirmedAt: new Date(row.priceConfirmedAt),
  } as unknown as T
}

/** The price of one unit of sale with IVA (drizzle/schema.ts priceWithIva, written as the reference index has it). */
const PRICE_WITH_IVA = sql`(CASE WHEN m.iva_mode = 'mas_iva' THEN m.price_cents + (m.price_cents * m.iva_rate_bp + 5000) / 10000 ELSE m.price_cents END)`

/**
 * The seller is not suspended. Against the few suspended accounts at once, not a lookup of the
 * seller per row: a list or a median reads thousands of materials (`user_id` is never null).
 */
const SELLER_ACTIVE = sql`m.user_id NOT IN (SELECT id FROM users WHERE suspended_at IS NOT NULL)`

const daysBefore = (now: number, days: number) => now - days * DAY

/**
 * What a visitor's lists show: published materials whose price was confirmed in the last 90 days,
 * and sold ones for 30 days after the sale (with their ribbon).
 */
const publiclyListed = (now: number) => sql`(
  (m.status = 'publicado' AND m.price_confirmed_at >= ${daysBefore(now, MATERIAL_PRICE_HIDDEN_DAYS)})
  OR (m.status = 'vendido' AND m.sold_at >= ${daysBefore(now, MATERIAL_SOLD_VISIBLE_DAYS)}))`

export type ReferencePrice = { medianCents: number; count: number }

/**
 * 'Precio de referencia': the median price, IVA included, of the other published, in-stock
 * materials whose price was confirmed in the last 30 days and that share this one's category and
 * unit of sale (and 'Contenido', when it has one). Null with fewer than 5. An even count's median
 * is the mean of the middle two, half a centavo rounded up. Read from the reference index alone.
 */
export function referencePrice(
  db: Db,
  material: Pick<MaterialSummary, 'id' | 'category' | 'unit' | 'content'>,
  now = Date.now(),
): ReferencePrice | null {
  const comparable = sql`m.category = ${material.category} AND m.unit = ${material.unit}
    AND m.status = 'publicado' AND m.availability = 'en_stock' AND m.price_cents > 0
    AND m.price_confirmed_at >= ${daysBefore(now, MATERIAL_PRICE_STALE_DAYS)} AND m.id <> ${material.id}
    ${material.content ? sql`AND m.content = ${material.content}` : sql``}
    AND ${SELLER_ACTIVE}`
  // The index holds each group in the order of its price with IVA: the middle ones are offsets into it.
  const { count } = db.get<{ count: number }>(
    sql`SELECT count(*) AS count FROM materials m INDEXED BY materials_reference_idx WHERE ${comparable}`,
  )
  if (count < MATERIAL_REFERENCE_MIN_COMPARABLES) return null
  const middle = db.all<{ price: number }>(sql`
    SELECT ${PRICE_WITH_IVA} AS price FROM materials m INDEXED BY materials_reference_idx WHERE ${comparable}
    ORDER BY ${PRICE_WITH_IVA} LIMIT ${2 - (count % 2)} OFFSET ${Math.floor((count - 1) / 2)}`)
  // A write by another process between the two reads can leave nothing at the offset.
  if (middle.length === 0) return null
  const low = middle[0]!.price
  const high = middle.at(-1)!.price
  return { medianCents: Math.floor((low + high + 1) / 2), count }
}

/** The categories a visitor's list has materials in, with the newest change among them: the sitemap's category pages. */
export function listedMaterialCategories(db: Db, now = Date.now()) {
  return db.all<{ category: MaterialCategory; lastmod: number }>(sql`
    SELECT m.category AS category, max(m.updated_at, m.price_confirmed_at) AS lastmod
    FROM materials m
    WHERE ${publiclyListed(now)} AND ${SELLER_ACTIVE}
    GROUP BY m.category ORDER BY m.category`)
}

export type MaterialFilters = {
  category?: MaterialCategory
  unit?: MaterialUnit
  /** The slug of a zone, partido or barrio: materials delivered to it or picked up in it. */
  zona?: string
  inStock?: boolean
  condition?: MaterialCondition
  invoiceA?: boolean
  /** Per unit of sale, IVA included, in centavos. */
  minPriceCents?: number
  maxPriceCents?: number
  order?: MaterialOrder
}

/** Delivered to the zona (to any of its places, for a zone: the row's mask says) or picked up in one of its localidades. */
function zonaClause(slug: string | undefined): SQL | null {
  const zona = slug ? getZona(slug) : undefined
  if (!zona) return null
  if (zona.kind === 'group') {
    return sql`((m.delivery_zone_mask & ${1 << ZONES.indexOf(zona.zone)}) <> 0 OR m.pickup_zona = ${zona.zone})`
  }
  // One list of ids, from two indexes: the materials the search then reads, before the term's matches.
  return sql`m.id IN (SELECT material_id FROM material_delivery_places WHERE place_slug = ${zona.slug}
    UNION SELECT id FROM materials WHERE pickup_zona = ${zona.zone} AND pickup_localidad IN (${sqlValues(zona.localidades)}))`
}

function filterClauses(filters: MaterialFilters): (SQL | null)[] {
  return [
    filters.category ? sql`m.category = ${filters.category}` : null,
    filters.unit ? sql`m.unit = ${filters.unit}` : null,
    filters.inStock ? sql`m.availability = 'en_stock'` : null,
    filters.condition ? sql`m.condition = ${filters.condition}` : null,
    filters.invoiceA ? sql`m.invoice_a = 1` : null,
    filters.minPriceCents !== undefined ? sql`${PRICE_WITH_IVA} >= ${filters.minPriceCents}` : null,
    filters.maxPriceCents !== undefined ? sql`${PRICE_WITH_IVA} <= ${filters.maxPriceCents}` : null,
  ]
}

/** Full text through the index (accent- and case-insensitive); a term of words too short for it, by folding. */
function textClause(q: string | undefined): SQL | null {
  const term = q?.trim()
  if (!term) return null
  const expression = toMatchExpression(term)
  if (expression) return sql`m.id IN (SELECT rowid FROM materials_fts WHERE materials_fts MATCH ${expression})`
  return sql`instr(fold(m.title || ' ' || m.description), ${foldText(term)}) > 0`
}

/** The most materials a page walks, newest first, before sorting what matched is the cheaper way. */
const NEWEST_WALK_MAX_ROWS = 20_000

/** Whether the newest-first walk to the `reach`-th of `total` matches stays short, matches spread evenly. */
function walkIsShort(db: Db, reach: number, total: number) {
  const { rows } = db.get<{ rows: number }>(sql`SELECT coalesce(max(id), 0) AS rows FROM materials`)
  return (reach * rows) / total <= NEWEST_WALK_MAX_ROWS
}

const ORDER_BY: Record<MaterialOrder, SQL> = {
  recientes: sql`m.created_at DESC, m.id DESC`,
  'menor-precio': sql`${PRICE_WITH_IVA} ASC, m.id DESC`,
  'mayor-precio': sql`${PRICE_WITH_IVA} DESC, m.id DESC`,
}

/**
 * Materials a page at a time, newest first unless `filters.order` says otherwise. A visitor's
 * list (no `ownerId`) holds what publiclyListed lets through; the owner's list in /perfil holds
 * all of its own. A page past the last reads as the last: the public list answers it with the
 * not-found page (pageWithin), while the owner's list shows its last page, where a deletion that
 * emptied a page lands.
 */
export function listMaterials(
  db: Db,
  {
    page = 1,
    q,
    ownerId,
    filters = {},
    now = Date.now(),
    pageSize = MATERIALS_PAGE_SIZE,
  }: { page?: number; q?: string; ownerId?: number; filters?: MaterialFilters; now?: number; pageSize?: number } = {},
) {
  const where = sql.join(
    [
      SELLER_ACTIVE,
      ownerId !== undefined ? sql`m.user_id = ${ownerId}` : publiclyListed(now),
      // Before the term: a partido's list of ids is shorter than a common word's matches.
      zonaClause(filters.zona),
      textClause(q),
      ...filterClauses(filters),
    ].filter((part) => part !== null),
    sql` AND `,
  )
  // A visitor's list is counted up to its last reachable page: a common word matches tens of thousands.
  const cap = ownerId === undefined ? sql` LIMIT ${MATERIALS_LISTED_PAGES_MAX * pageSize}` : sql``
  // A term's matches are looked up by id: from the narrow search index, not the rows with their texts.
  const byId = ownerId === undefined && q?.trim() ? sql` INDEXED BY materials_search_idx` : sql``
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM (SELECT 1 FROM materials m${byId} WHERE ${where}${cap})`)
  const pageCount = pageCountOf(total, pageSize)
  const current = Math.min(Math.max(1, page), pageCount)
  const order = filters.order ?? 'recientes'
  // A visitor's page of a list that is not rare: walking the newest materials first finds it long
  // before the whole match could be sorted. A rare match, or a page deep in it, sorts what matched.
  const newestFirst = ownerId === undefined && order === 'recientes' && total > 0 && walkIsShort(db, current * pageSize, total)
  if (total === 0) return { materials: [], total, page: 1, pageCount }
  const rows = db.all<Row<MaterialSummary>>(sql`
    SELECT ${SUMMARY_COLUMNS}
    FROM materials m ${newestFirst ? sql`INDEXED BY materials_created_idx ` : sql``}LEFT JOIN provider_profiles p ON p.user_id = m.user_id
    WHERE ${where}
    ORDER BY ${ORDER_BY[order]}
    LIMIT ${pageSize} OFFSET ${(current - 1) * pageSize}`)
  return { materials: withPhotos(db, rows), total, page: current, pageCount }
}

/**
 * One material for its page: published (a stale price still shows, as 'Precio a confirmar'), or
 * sold in the last 30 days. A paused one, or one sold longer ago, is not found.
 */
export function getMaterial(db: Db, id: number, now = Date.now()): MaterialDetail | null {
  const row = db.get<Row<MaterialDetail> | undefined>(sql`
    SELECT ${SUMMARY_COLUMNS}, m.user_id AS userId, p.id AS profileId, p.phone AS phone
    FROM materials m LEFT JOIN provider_profiles p ON p.user_id = m.user_id
    WHERE m.id = ${id} AND ${SELLER_ACTIVE}
      AND (m.status = 'publicado' OR (m.status = 'vendido' AND m.sold_at >= ${daysBefore(now, MATERIAL_SOLD_VISIBLE_DAYS)}))`)
  return row ? withPhotos(db, [row])[0]! : null
}

/** One of the account's own materials, whatever its state, for its edit form. */
export function getOwnMaterial(db: Db, { userId, materialId }: { userId: number; materialId: number }): MaterialDetail | null {
  const row = db.get<Row<MaterialDetail> | undefined>(sql`
    SELECT ${SUMMARY_COLUMNS}, m.user_id AS userId, p.id AS profileId, p.phone AS phone
    FROM materials m LEFT JOIN provider_profiles p ON p.user_id = m.user_id
    WHERE m.id = ${materialId} AND m.user_id = ${userId}`)
  return row ? withPhotos(db, [row])[0]! : null
}

export type PublishMaterialResult = { status: 'published'; id: number } | { status: 'limit'; limit: number }

/**
 * Adds a material unless the account already has MATERIALS_PER_ACCOUNT_MAX. The count and the
 * insert share one IMMEDIATE transaction, so simultaneous posts cannot pass the ceiling together.
 */
export function publishMaterial(
  db: Db,
  { userId, photos = [], deliveryPlaces, ...values }: MaterialValues & { userId: number; photos?: readonly NewMaterialPhoto[] },
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
      .values({ userId, ...values, location: values.location ?? null })
      .returning({ id: materials.id })
      .get()
    replaceDeliveryPlaces(tx, id, deliveryPlaces)
    if (photos.length > 0)
      tx.insert(materialPhotos)
        .values(photos.map((photo, position) => ({ materialId: id, ...photo, position })))
        .run()
    return { status: 'published', id }
  })
}

/** 'Envío a' of one material, replaced whole. */
function replaceDeliveryPlaces(db: Pick<Db, 'delete' | 'insert'>, materialId: number, placeSlugs: readonly string[] = []) {
  db.delete(materialDeliveryPlaces).where(eq(materialDeliveryPlaces.materialId, materialId)).run()
  if (placeSlugs.length > 0)
    db.insert(materialDeliveryPlaces)
      .values(placeSlugs.map((placeSlug) => ({ materialId, placeSlug })))
      .run()
}

type OwnerCheck = { status: 'forbidden' } | { status: 'notFound' }

function ownerOf(db: Pick<Db, 'select'>, materialId: number) {
  return db
    .select({
      userId: materials.userId,
      priceCents: materials.priceCents,
      ivaMode: materials.ivaMode,
      unit: materials.unit,
    })
    .from(materials)
    .where(eq(materials.id, materialId))
    .get()
}

/**
 * Updates one of the user's own materials, its photos as `photos` says (planPhotos);
 * `removedImages` are the photos it dropped, for the caller to delete from storage once this has
 * committed. `location` (the free text from before 'Retiro en') changes only when given.
 */
export function updateOwnMaterial(
  db: Db,
  {
    userId,
    materialId,
    values: { deliveryPlaces, ...values },
    photos,
  }: { userId: number; materialId: number; values: MaterialValues; photos?: MaterialPhotoChanges },
): { status: 'updated'; removedImages: string[] } | { status: 'stalePhotos' | 'lastPhoto' } | OwnerCheck {
  return db.transaction((tx) => {
    const row = ownerOf(tx, materialId)
    if (!row) return { status: 'notFound' as const }
    if (row.userId !== userId) return { status: 'forbidden' as const }
    const plan = photos ? planPhotos(tx, materialId, photos) : null
    if (plan && plan.status !== 'ok') return { status: plan.status === 'stale' ? ('stalePhotos' as const) : ('lastPhoto' as const) }
    // A seller who types the price again has confirmed it: 'Precio al' moves with any change to it.
    const priceChanged =
      row.priceCents !== values.priceCents || row.ivaMode !== (values.ivaMode ?? row.ivaMode) || row.unit !== (values.unit ?? row.unit)
    tx.update(materials)
      .set({
        ...values,
        ...(priceChanged ? { priceConfirmedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(materials.id, materialId), eq(materials.userId, userId)))
      .run()
    replaceDeliveryPlaces(tx, materialId, deliveryPlaces)
    if (plan) writePhotos(tx, materialId, plan.photos)
    return { status: 'updated' as const, removedImages: plan?.removed ?? [] }
  })
}

type PhotoPlan = { status: 'ok'; photos: (NewMaterialPhoto & { id?: number })[]; removed: string[] } | { status: 'stale' | 'lastPhoto' }

/**
 * What the edit does to the photos, checked against the saved ones: a kept id that is not one of
 * this material's (a form opened before another save, or forged) refuses the whole edit rather than
 * drop a photo; a material that has photos keeps at least one. Kept photos keep their ids.
 */
function planPhotos(tx: Pick<Db, 'select'>, materialId: number, { kept, added }: MaterialPhotoChanges): PhotoPlan {
  const saved = new Map(
    tx
      .select()
      .from(materialPhotos)
      .where(eq(materialPhotos.materialId, materialId))
      .all()
      .map((photo) => [photo.id, photo]),
  )
  const keptIds = new Set(kept.map((photo) => photo.id))
  if ([...keptIds].some((id) => !saved.has(id))) return { status: 'stale' }
  // An id sent twice is kept once, where it first stands.
  const keptPhotos = kept
    .filter((photo, index) => kept.findIndex((other) => other.id === photo.id) === index)
    .map(({ id, alt }) => ({ id, path: saved.get(id)!.path, alt }))
  const photos = [...keptPhotos, ...added]
  if (saved.size > 0 && photos.length === 0) return { status: 'lastPhoto' }
  const removed = [...saved.values()].filter((photo) => !keptIds.has(photo.id)).map((photo) => photo.path)
  return { status: 'ok', photos, removed }
}

/** Writes the planned photos in their order (kept ones under their ids). */
function writePhotos(tx: Pick<Db, 'delete' | 'insert'>, materialId: number, photos: (NewMaterialPhoto & { id?: number })[]) {
  tx.delete(materialPhotos).where(eq(materialPhotos.materialId, materialId)).run()
  if (photos.length > 0)
    tx.insert(materialPhotos)
      .values(photos.map((photo, position) => ({ materialId, ...photo, position })))
      .run()
}

/** Deletes one of the user's own materials; `imagePaths` are its photos, for the caller to delete from storage. */
export function deleteOwnMaterial(
  db: Db,
  { userId, materialId }: { userId: number; materialId: number },
): { status: 'deleted'; imagePaths: string[] } | OwnerCheck {
  return db.transaction((tx) => {
    const row = ownerOf(tx, materialId)
    if (!row) return { status: 'notFound' as const }
    if (row.userId !== userId) return { status: 'forbidden' as const }
    const imagePaths = tx
      .select({ path: materialPhotos.path })
      .from(materialPhotos)
      .where(eq(materialPhotos.materialId, materialId))
      .all()
      .map((photo) => photo.path)
    tx.delete(materials)
      .where(and(eq(materials.id, materialId), eq(materials.userId, userId)))
      .run()
    return { status: 'deleted' as const, imagePaths }
  })
}

/**
 * 'Pausar' hides a published material, 'Reanudar' shows it again, 'Marcar como vendido' gives it
 * its ribbon for 30 days, 'Confirmar precio' moves 'Precio al' to now. Only the owner's rows
 * change (another account's is `notFound`, as a missing one); a step its state does not allow
 * (resuming a sold material) is `unchanged`.
 */
export function changeOwnMaterialState(
  db: Db,
  { userId, materialId, action, now = Date.now() }: { userId: number; materialId: number; action: MaterialStateAction; now?: number },
): 'updated' | 'unchanged' | 'notFound' {
  const owned = and(eq(materials.id, materialId), eq(materials.userId, userId))
  const change = {
    pausar: { set: { status: 'pausado' as const }, from: ['publicado'] },
    reanudar: { set: { status: 'publicado' as const }, from: ['pausado'] },
    vendido: { set: { status: 'vendido' as const, soldAt: new Date(now) }, from: ['publicado', 'pausado'] },
    'confirmar-precio': { set: { priceConfirmedAt: new Date(now) }, from: ['publicado', 'pausado'] },
  }[action]
  return db.transaction((tx) => {
    const row = tx.select({ status: materials.status }).from(materials).where(owned).get()
    if (!row) return 'notFound'
    if (!change.from.includes(row.status)) return 'unchanged'
    tx.update(materials)
      .set({ ...change.set, updatedAt: new Date(now) })
      .where(owned)
      .run()
    return 'updated'
  })
}
