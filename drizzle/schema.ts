import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  unique,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import {
  CHAT_STORED_TEXT_MAX,
  ESTIMATE_KINDS,
  PLANS,
  PRICE_MAX_CENTS,
  PROJECT_MAX_IMAGES,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_TITLE_MAX,
  QUOTE_UNITS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_DETAILS_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
  ROLES,
  STAFF_REASON_MAX_LENGTH,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
  TAX_CONDITIONS,
  INSURANCE_KINDS,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  CLAIM_RELATIONS,
  CLAIM_STATUSES,
  CLAIM_MESSAGE_MAX_LENGTH,
  CONVERSATION_SUBJECT_MAX,
  DECLINE_REASON_MAX,
  DELIVERY_COSTS,
  DELIVERY_COSTS_WITH_AMOUNT,
  IVA_MODES,
  IVA_RATES_BP,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_MAX,
  MONEY_MAX_CENTS,
  OFFER_DURATION_DAYS_MAX,
  OFFER_LINE_KINDS,
  OFFER_ATTACHMENTS_MAX,
  OFFER_LINES_MAX,
  OFFER_NOTES_MAX,
  OFFER_PAYMENT_TERMS_MAX,
  RECIPIENT_STATUSES,
  REQUEST_ATTACHMENTS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_ITEM_DESCRIPTION_MAX,
  REQUEST_ITEMS_MAX,
  REQUEST_QUANTITY_MAX_HUNDREDTHS,
  REQUEST_STATUSES,
  REQUEST_TITLE_MAX,
  REQUEST_UNITS,
  LISTING_EVENT_KINDS,
  MATERIAL_AVAILABILITIES,
  MATERIAL_CATEGORY_SLUGS,
  MATERIAL_CONDITIONS,
  MATERIAL_CONTENT_MAX_LENGTH,
  MATERIAL_LEAD_DAYS_MAX,
  MATERIAL_MIN_ORDER_MAX_HUNDREDTHS,
  MATERIAL_PHOTO_ALT_MAX_LENGTH,
  MATERIAL_PHOTOS_MAX,
  MATERIAL_STATUSES,
  MATERIAL_UNITS,
  type MaterialCategory,
} from '../app/constants'
import { ZONES } from '../app/taxonomy'

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`
const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now)
const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(now)

const literal = (value: number) => sql.raw(String(value))
const oneOf = (column: AnySQLiteColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`

/* Accounts */

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Stored trimmed and lower-cased, so the unique index is case-insensitive.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /** RedObra's own team: opens /admin. Set only by `npm run admin:create`, never by a form. */
    isStaff: integer('is_staff', { mode: 'boolean' }).notNull().default(false),
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    suspensionReason: text('suspension_reason'),
    /** E-mails about requests, offers and messages; the person turns them off in /perfil. */
    notifyByEmail: integer('notify_by_email', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_normalised', sql`${t.email} = lower(trim(${t.email})) AND ${t.email} LIKE '%_@_%'`),
    check(
      'users_suspension',
      sql`(${t.suspendedAt} IS NULL) = (${t.suspensionReason} IS NULL) AND length(coalesce(${t.suspensionReason}, 'x')) BETWEEN 1 AND ${literal(STAFF_REASON_MAX_LENGTH)}`,
    ),
  ],
)

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email', 'sign-in-link'] as const

/**
 * Single-use e-mail verification, password-reset and e-mail-change tokens; only their hash is
 * stored. A change-email token carries the address it confirms, which the account takes only
 * when the link is followed.
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Failed uses (for example an invalid new password); the token dies after a few. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    newEmail: text('new_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose', oneOf(t.purpose, TOKEN_PURPOSES)),
    check(
      'auth_tokens_new_email',
      sql`(${t.purpose} = 'change-email') = (${t.newEmail} IS NOT NULL) AND (${t.newEmail} IS NULL OR (${t.newEmail} = lower(trim(${t.newEmail})) AND ${t.newEmail} LIKE '%_@_%'))`,
    ),
  ],
)

/** Fixed-window counters shared by every process: `key` names the limit and who it counts. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: integer('window_started_at').notNull(),
  count: integer('count').notNull(),
})

/**
 * The quote assistant's conversations, one per visitor: the chat cookie holds only the random
 * conversation id, since a few long messages would not fit in a cookie.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id').notNull(),
    isUser: integer('is_user', { mode: 'boolean' }).notNull(),
    text: text('text').notNull(),
    /** A reply's estimate: what it computed, so its request goes to the trade that does that work. */
    estimateKind: text('estimate_kind', { enum: ESTIMATE_KINDS }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_created_idx').on(t.createdAt),
    check('chat_messages_text_length', sql`length(${t.text}) BETWEEN 1 AND ${literal(CHAT_STORED_TEXT_MAX)}`),
    check('chat_messages_estimate_kind', sql`${t.estimateKind} IS NULL OR ${oneOf(t.estimateKind, ESTIMATE_KINDS)}`),
  ],
)

/**
 * Every account has exactly one profile: its business name, role and plan. `verified` is the
 * flag the spec calls `has_profile` on profiles: RedObra checked the business.
 */
export const providerProfiles = sqliteTable(
  'provider_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    userRole: text('user_role', { enum: ROLES }).notNull(),
    businessName: text('business_name').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    address: text('address'),
    description: text('description'),
    website: text('website'),
    logoPath: text('logo_path'),
    plan: text('plan_type', { enum: PLANS }).notNull().default('free'),
    planUpdatedAt: integer('plan_updated_at', { mode: 'timestamp_ms' }),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('provider_profiles_role', oneOf(t.userRole, ROLES)),
    check('provider_profiles_plan', oneOf(t.plan, PLANS)),
    check('provider_profiles_business_name', sql`length(trim(${t.businessName})) > 0`),
  ],
)

/* Taxonomy: reference rows loaded from app/taxonomy.ts so listings can point at them. */

export const sectors = sqliteTable('sectors', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
})

export const subsectors = sqliteTable(
  'subsectors',
  {
    sectorSlug: text('sector_slug')
      .notNull()
      .references(() => sectors.slug, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The trade and product words of app/taxonomy.ts, comma-separated, for the search index. */
    keywords: text('keywords').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectorSlug, t.slug] })],
)

export const divisions = sqliteTable(
  'divisions',
  {
    sectorSlug: text('sector_slug').notNull(),
    subsectorSlug: text('subsector_slug').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectorSlug, t.subsectorSlug, t.slug] }),
    foreignKey({
      columns: [t.sectorSlug, t.subsectorSlug],
      foreignColumns: [subsectors.sectorSlug, subsectors.slug],
    }).onDelete('cascade'),
  ],
)

/* Directory */

/**
 * The spec's `unified_providers`: an unclaimed directory entry (no profile) or a service a
 * provider published (claimed, linked to its profile). `is_premium`, `review_count` and
 * `rating_total` are kept by triggers (migrations/0001) so search can walk one sort index.
 */
export const listings = sqliteTable(
  'listings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    profileId: integer('profile_id').references(() => providerProfiles.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    address: text('address'),
    website: text('website'),
    description: text('description').notNull().default(''),
    sectorSlug: text('sector_slug')
      .notNull()
      .references(() => sectors.slug),
    subsectorSlug: text('subsector_slug').notNull(),
    divisionSlug: text('division_slug'),
    zona: text('zona', { enum: ZONES }).notNull(),
    localidad: text('localidad').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isPremium: integer('is_premium', { mode: 'boolean' }).notNull().default(false),
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    claimed: integer('claimed', { mode: 'boolean' }).generatedAlwaysAs(sql`profile_id IS NOT NULL`, {
      mode: 'virtual',
    }),
    // Spanish alphabetical key: accents fold onto their letter and ñ sorts right after n
    // ('{' is the character after 'z'), which the default BINARY collation gets wrong.
    sortName: text('sort_name').generatedAlwaysAs(
      sql`replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(business_name)), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n{'), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n{')`,
      { mode: 'stored' },
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.sectorSlug, t.subsectorSlug],
      foreignColumns: [subsectors.sectorSlug, subsectors.slug],
    }),
    foreignKey({
      columns: [t.sectorSlug, t.subsectorSlug, t.divisionSlug],
      foreignColumns: [divisions.sectorSlug, divisions.subsectorSlug, divisions.slug],
    }),
    check('listings_zona', oneOf(t.zona, ZONES)),
    check('listings_business_name', sql`length(trim(${t.businessName})) > 0`),
    index('listings_profile_idx').on(t.profileId),
    index('listings_taxonomy_idx').on(t.sectorSlug, t.subsectorSlug, t.divisionSlug),
    // Counts of a zone search read this small index instead of every row.
    index('listings_zona_idx')
      .on(t.zona)
      .where(sql`${t.isActive} = 1`),
    // The zona pages: a sector's (or subsector's) active listings in a zone or a set of its localidades.
    // With the last change, the sitemap finds every page and its lastmod from the index alone.
    index('listings_sector_place_idx')
      .on(t.sectorSlug, t.zona, t.localidad, t.subsectorSlug, t.updatedAt)
      .where(sql`${t.isActive} = 1`),
    // Listings of the providers that declare a place, by sector: the declared side of a zona page.
    index('listings_profile_sector_idx')
      .on(t.profileId, t.sectorSlug, t.subsectorSlug, t.updatedAt)
      .where(sql`${t.isActive} = 1`),
    index('listings_search_order_idx')
      .on(sql`${t.isPremium} DESC`, sql`${t.claimed} DESC`, sql`${t.reviewCount} DESC`, t.sortName, t.id)
      .where(sql`${t.isActive} = 1`),
    // The orders a visitor may choose (findListings): a page walks its index instead of sorting
    // every listing of a zone or of a common term.
    index('listings_rating_order_idx')
      .on(sql`${t.reviewCount} = 0`, sql`${t.ratingTotal} * 1.0 / ${t.reviewCount} DESC`, sql`${t.reviewCount} DESC`, t.sortName, t.id)
      .where(sql`${t.isActive} = 1`),
    index('listings_reviews_order_idx')
      .on(sql`${t.reviewCount} DESC`, sql`${t.ratingTotal} * 1.0 / ${t.reviewCount} DESC`, t.sortName, t.id)
      .where(sql`${t.isActive} = 1`),
    index('listings_name_order_idx')
      .on(t.sortName, t.id)
      .where(sql`${t.isActive} = 1`),
  ],
)

/**
 * The places of the zona pages (app/taxonomy.ts ZONA_PLACES), loaded at start-up so service areas
 * can point at them. A place the taxonomy renames needs a migration that updates its slug here:
 * the areas follow it (ON UPDATE CASCADE); a place it drops stays until a migration deletes it.
 */
export const zonaPlaces = sqliteTable(
  'zona_places',
  {
    slug: text('slug').primaryKey(),
    zona: text('zona', { enum: ZONES }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [check('zona_places_zona', oneOf(t.zona, ZONES))],
)

/** The partidos and barrios a provider says it serves, besides the localidades of its listings. */
export const serviceAreas = sqliteTable(
  'provider_service_areas',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    placeSlug: text('place_slug')
      .notNull()
      .references(() => zonaPlaces.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.placeSlug] }), index('provider_service_areas_place_idx').on(t.placeSlug, t.profileId)],
)

/**
 * One row counting changes to what search can match (text, zone, activity of listings), bumped
 * by triggers; a process may keep a common term's match list while the count stands.
 */
export const searchGeneration = sqliteTable(
  'search_generation',
  {
    id: integer('id').primaryKey(),
    value: integer('value').notNull().default(0),
  },
  (t) => [check('search_generation_single_row', sql`${t.id} = 1`)],
)

/**
 * Reviews belong to the provider: a claimed provider's profile (with whichever service it was
 * written on, so it comes back with a listing republished in that subsector), or an unclaimed
 * listing, which is its own provider. Deleting a claimed listing leaves its reviews alone.
 * A deleted reviewer's review stays, shown as "Usuario anónimo".
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    profileId: integer('profile_id').references(() => providerProfiles.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    sectorSlug: text('sector_slug').notNull(),
    subsectorSlug: text('subsector_slug').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The provider's one public answer. */
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /** Hidden by staff moderation, with the reason its author is shown. */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    hiddenReason: text('hidden_reason'),
    /** Its author's account is suspended: off every public page until reactivated. */
    authorSuspended: integer('author_suspended', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reviews_reply',
      sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL) AND length(coalesce(${t.reply}, 'x')) BETWEEN 1 AND ${literal(REVIEW_REPLY_MAX_LENGTH)}`,
    ),
    check(
      'reviews_hidden',
      sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL) AND length(coalesce(${t.hiddenReason}, 'x')) BETWEEN 1 AND ${literal(STAFF_REASON_MAX_LENGTH)}`,
    ),
    foreignKey({
      columns: [t.sectorSlug, t.subsectorSlug],
      foreignColumns: [subsectors.sectorSlug, subsectors.slug],
    }),
    unique('reviews_one_per_user_and_profile').on(t.userId, t.profileId),
    unique('reviews_one_per_user_and_listing').on(t.userId, t.listingId),
    check('reviews_one_provider', sql`(${t.profileId} IS NULL) <> (${t.listingId} IS NULL)`),
    index('reviews_profile_service_idx').on(t.profileId, t.sectorSlug, t.subsectorSlug, t.createdAt),
    index('reviews_listing_idx').on(t.listingId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN ${literal(RATING_MIN)} AND ${literal(RATING_MAX)}`),
    check('reviews_comment_length', sql`${t.comment} IS NULL OR length(${t.comment}) <= ${literal(REVIEW_COMMENT_MAX)}`),
  ],
)

export const favorites = sqliteTable(
  'favorites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('favorites_one_per_user_and_listing').on(t.userId, t.listingId), index('favorites_listing_idx').on(t.listingId)],
)

/* Content */

/**
 * The price of one unit of sale with IVA, in centavos (half a centavo rounds up): what the
 * marketplace's filters, price orders and 'Precio de referencia' compare. The query that wants the
 * reference index must write it exactly so (app/models/materials.server.ts).
 */
export const priceWithIva = (t: { ivaMode: AnySQLiteColumn; priceCents: AnySQLiteColumn; ivaRateBp: AnySQLiteColumn }) =>
  sql`(CASE WHEN ${t.ivaMode} = 'mas_iva' THEN ${t.priceCents} + (${t.priceCents} * ${t.ivaRateBp} + 5000) / 10000 ELSE ${t.priceCents} END)`

export const materials = sqliteTable(
  'materials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: MATERIAL_CATEGORY_SLUGS as [MaterialCategory, ...MaterialCategory[]] })
      .notNull()
      .default('otros'),
    description: text('description').notNull(),
    /** What one unit of sale costs, as the seller typed it (IVA included or not, see ivaMode). */
    priceCents: integer('price_cents').notNull(),
    unit: text('unit', { enum: MATERIAL_UNITS }).notNull().default('unidad'),
    /** 'Contenido': what one unit holds ('25 kg'). */
    content: text('content'),
    ivaMode: text('iva_mode', { enum: IVA_MODES }).notNull().default('incluido'),
    ivaRateBp: integer('iva_rate_bp'),
    invoiceA: integer('invoice_a', { mode: 'boolean' }).notNull().default(false),
    /** 'Precio al': when the seller last published or confirmed the price. */
    priceConfirmedAt: integer('price_confirmed_at', { mode: 'timestamp_ms' }).notNull().default(now),
    availability: text('availability', { enum: MATERIAL_AVAILABILITIES }).notNull().default('en_stock'),
    /** 'Entrega en N días', for a material sold to order. */
    leadDays: integer('lead_days'),
    condition: text('condition', { enum: MATERIAL_CONDITIONS }).notNull().default('nuevo'),
    minOrderHundredths: integer('min_order_hundredths'),
    status: text('status', { enum: MATERIAL_STATUSES }).notNull().default('publicado'),
    soldAt: integer('sold_at', { mode: 'timestamp_ms' }),
    /** The 'Precio al' the last 'Confirmá tus precios' e-mail was about: one e-mail per stale price. */
    priceRemindedFor: integer('price_reminded_for'),
    /** Free text from before 'Retiro en': shown until the seller edits the material (migration 0031). */
    location: text('location'),
    /** 'Retiro en': a localidad of the taxonomy, with its zone. */
    pickupZona: text('pickup_zona', { enum: ZONES }),
    pickupLocalidad: text('pickup_localidad'),
    /** 'Costo de envío' of a material delivered somewhere (material_delivery_places); null without delivery. */
    deliveryCost: text('delivery_cost', { enum: DELIVERY_COSTS }),
    /** The fixed cost, or the amount from which delivery is free. */
    deliveryCostCents: integer('delivery_cost_cents'),
    /**
     * The zones 'Envío a' reaches, a bit each in the order of ZONES (CABA 1 … GBA Oeste 8), kept by
     * triggers on material_delivery_places: a zone filter reads it from the row instead of collecting
     * every material delivered to one of the zone's places.
     */
    deliveryZoneMask: integer('delivery_zone_mask').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Forms ask for a price above 0; 0 stays allowed for materials published before that rule.
    check('materials_price_cents', sql`typeof(${t.priceCents}) = 'integer' AND ${t.priceCents} BETWEEN 0 AND ${literal(PRICE_MAX_CENTS)}`),
    check('materials_title', sql`length(trim(${t.title})) > 0`),
    check('materials_category', oneOf(t.category, MATERIAL_CATEGORY_SLUGS)),
    check('materials_unit', oneOf(t.unit, MATERIAL_UNITS)),
    check('materials_content', sql`${t.content} IS NULL OR length(${t.content}) BETWEEN 1 AND ${literal(MATERIAL_CONTENT_MAX_LENGTH)}`),
    check(
      'materials_iva',
      sql`${oneOf(t.ivaMode, IVA_MODES)} AND (${t.ivaMode} = 'mas_iva') = (${t.ivaRateBp} IS NOT NULL) AND (${t.ivaRateBp} IS NULL OR ${t.ivaRateBp} IN (${sql.raw(IVA_RATES_BP.join(', '))}))`,
    ),
    check(
      'materials_availability',
      sql`${oneOf(t.availability, MATERIAL_AVAILABILITIES)} AND (${t.availability} = 'a_pedido') = (${t.leadDays} IS NOT NULL) AND (${t.leadDays} IS NULL OR ${t.leadDays} BETWEEN 1 AND ${literal(MATERIAL_LEAD_DAYS_MAX)})`,
    ),
    check('materials_condition', oneOf(t.condition, MATERIAL_CONDITIONS)),
    check(
      'materials_min_order',
      sql`${t.minOrderHundredths} IS NULL OR ${t.minOrderHundredths} BETWEEN 1 AND ${literal(MATERIAL_MIN_ORDER_MAX_HUNDREDTHS)}`,
    ),
    check('materials_status', sql`${oneOf(t.status, MATERIAL_STATUSES)} AND (${t.status} = 'vendido') = (${t.soldAt} IS NOT NULL)`),
    check(
      'materials_pickup',
      sql`(${t.pickupZona} IS NULL) = (${t.pickupLocalidad} IS NULL) AND (${t.pickupZona} IS NULL OR ${oneOf(t.pickupZona, ZONES)})`,
    ),
    check(
      'materials_delivery_cost',
      sql`(${t.deliveryCost} IS NULL OR ${oneOf(t.deliveryCost, DELIVERY_COSTS)}) AND coalesce(${oneOf(t.deliveryCost, DELIVERY_COSTS_WITH_AMOUNT)}, 0) = (${t.deliveryCostCents} IS NOT NULL) AND (${t.deliveryCostCents} IS NULL OR ${t.deliveryCostCents} BETWEEN 1 AND ${literal(PRICE_MAX_CENTS)})`,
    ),
    index('materials_created_idx').on(sql`${t.createdAt} DESC`),
    index('materials_user_idx').on(t.userId),
    // A partido's or barrio's filter starts from what is picked up there and what is delivered there.
    index('materials_pickup_idx').on(t.pickupZona, t.pickupLocalidad),
    // A term's matches are counted by id from this index alone: every column a visitor's filters read.
    index('materials_search_idx').on(
      t.id,
      t.status,
      t.priceConfirmedAt,
      t.soldAt,
      t.userId,
      t.category,
      t.unit,
      t.availability,
      t.condition,
      t.invoiceA,
      t.deliveryZoneMask,
      t.pickupZona,
      t.pickupLocalidad,
      t.ivaMode,
      t.ivaRateBp,
      t.priceCents,
    ),
    index('materials_category_idx').on(t.category, t.unit, t.priceConfirmedAt),
    // 'Precio de referencia' reads its comparables from this index alone, the prices in stock of a
    // category and unit in the order of their price with IVA: the median is an offset, not a sort.
    index('materials_reference_idx')
      .on(t.category, t.unit, priceWithIva(t), t.content, t.priceConfirmedAt, t.userId)
      .where(sql`${t.status} = 'publicado' AND ${t.availability} = 'en_stock' AND ${t.priceCents} > 0`),
  ],
)

/** A material's photos in their order, the first its cover; `alt` null reads as the material's title. */
export const materialPhotos = sqliteTable(
  'material_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    alt: text('alt'),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('material_photos_position').on(t.materialId, t.position),
    check('material_photos_max', sql`${t.position} BETWEEN 0 AND ${literal(MATERIAL_PHOTOS_MAX - 1)}`),
    check('material_photos_alt', sql`${t.alt} IS NULL OR length(${t.alt}) BETWEEN 1 AND ${literal(MATERIAL_PHOTO_ALT_MAX_LENGTH)}`),
  ],
)

/** 'Envío a': the partidos and barrios a material is delivered to. */
export const materialDeliveryPlaces = sqliteTable(
  'material_delivery_places',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    placeSlug: text('place_slug')
      .notNull()
      .references(() => zonaPlaces.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.placeSlug] }), index('material_delivery_places_place_idx').on(t.placeSlug, t.materialId)],
)

/** The names of the materials categories (app/constants.ts), loaded at start-up for the search index. */
export const materialCategoryNames = sqliteTable('material_category_names', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
})

export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('projects_title', sql`length(trim(${t.title})) > 0`),
    index('projects_feed_idx').on(t.isPublic, sql`${t.createdAt} DESC`),
    index('projects_user_idx').on(t.userId),
  ],
)

export const projectImages = sqliteTable(
  'project_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('project_images_position').on(t.projectId, t.position),
    check('project_images_max', sql`${t.position} BETWEEN 0 AND ${literal(PROJECT_MAX_IMAGES - 1)}`),
  ],
)

/** The spec's `cotizaciones`. Quantity in hundredths of the unit, so 0.01 is exact. */
export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    unit: text('unit', { enum: QUOTE_UNITS }).notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('quotes_title', sql`length(trim(${t.title})) BETWEEN 1 AND ${literal(QUOTE_TITLE_MAX)}`),
    check('quotes_description', sql`${t.description} IS NULL OR length(${t.description}) <= ${literal(QUOTE_DESCRIPTION_MAX)}`),
    check('quotes_unit', oneOf(t.unit, QUOTE_UNITS)),
    check('quotes_quantity', sql`typeof(${t.quantityHundredths}) = 'integer' AND ${t.quantityHundredths} >= 0`),
    index('quotes_user_idx').on(t.userId),
  ],
)

/** The spec's `consultas_usuarios`, phone included. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

/* Trust */

/** Verification and claim documents: stored outside the public uploads, served only to their owner and staff. */
export const privateDocuments = sqliteTable(
  'private_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random name of the file in the private store. */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('private_documents_type', oneOf(t.contentType, DOCUMENT_CONTENT_TYPES)),
    check('private_documents_size', sql`${t.sizeBytes} BETWEEN 1 AND ${literal(DOCUMENT_MAX_BYTES)}`),
    index('private_documents_owner_idx').on(t.ownerUserId),
  ],
)

/**
 * One row per profile and check. 'Sin enviar' is no row; 'Vencida' is an approved check whose
 * `expires_on` (YYYY-MM-DD) has passed, computed when read. Resubmitting replaces the row's data.
 */
export const verificationChecks = sqliteTable(
  'verification_checks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VERIFICATION_KINDS }).notNull(),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    /** CUIT: 11 plain digits. */
    cuit: text('cuit'),
    legalName: text('legal_name'),
    taxCondition: text('tax_condition', { enum: TAX_CONDITIONS }),
    /** Domicilio. */
    streetAddress: text('street_address'),
    localidad: text('localidad'),
    /** Matrícula. */
    licenseNumber: text('license_number'),
    licenseIssuer: text('license_issuer'),
    licenseTrade: text('license_trade'),
    /** Seguro. */
    insuranceKind: text('insurance_kind', { enum: INSURANCE_KINDS }),
    insurer: text('insurer'),
    policyNumber: text('policy_number'),
    expiresOn: text('expires_on'),
    documentId: integer('document_id').references(() => privateDocuments.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }).notNull().default(now),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('verification_checks_one_per_kind').on(t.profileId, t.kind),
    check('verification_checks_kind', oneOf(t.kind, VERIFICATION_KINDS)),
    check('verification_checks_status', oneOf(t.status, VERIFICATION_STATUSES)),
    check(
      'verification_checks_cuit',
      sql`(${t.kind} = 'cuit') = (${t.cuit} IS NOT NULL) AND (${t.cuit} IS NULL OR (length(${t.cuit}) = 11 AND ${t.cuit} NOT GLOB '*[^0-9]*'))`,
    ),
    check('verification_checks_expiry', sql`${t.expiresOn} IS NULL OR ${t.expiresOn} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
    check(
      'verification_checks_rejection',
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} IS NOT NULL) AND length(coalesce(${t.rejectionReason}, 'x')) BETWEEN 1 AND ${literal(STAFF_REASON_MAX_LENGTH)}`,
    ),
    // A CUIT is verified for one profile only.
    uniqueIndex('verification_checks_approved_cuit')
      .on(t.cuit)
      .where(sql`${t.kind} = 'cuit' AND ${t.status} = 'approved'`),
    index('verification_checks_queue_idx').on(t.status, t.submittedAt),
  ],
)

/** A provider's request to take over an unclaimed directory listing. */
export const listingClaims = sqliteTable(
  'listing_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: CLAIM_RELATIONS }).notNull(),
    cuit: text('cuit').notNull(),
    /** A phone or e-mail that appears on the listing. */
    contactProof: text('contact_proof'),
    documentId: integer('document_id').references(() => privateDocuments.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_claims_relation', oneOf(t.relation, CLAIM_RELATIONS)),
    check('listing_claims_status', oneOf(t.status, CLAIM_STATUSES)),
    check('listing_claims_cuit', sql`length(${t.cuit}) = 11 AND ${t.cuit} NOT GLOB '*[^0-9]*'`),
    check('listing_claims_message', sql`${t.message} IS NULL OR length(${t.message}) <= ${literal(CLAIM_MESSAGE_MAX_LENGTH)}`),
    check(
      'listing_claims_reason',
      sql`${t.decisionReason} IS NULL OR length(${t.decisionReason}) BETWEEN 1 AND ${literal(STAFF_REASON_MAX_LENGTH)}`,
    ),
    uniqueIndex('listing_claims_one_open')
      .on(t.listingId, t.profileId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('listing_claims_one_approved')
      .on(t.listingId)
      .where(sql`${t.status} = 'approved'`),
    index('listing_claims_queue_idx').on(t.status, t.createdAt),
  ],
)

export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('review_reports_one_per_user').on(t.reviewId, t.userId),
    check('review_reports_reason', oneOf(t.reason, REVIEW_REPORT_REASONS)),
    check('review_reports_details', sql`${t.details} IS NULL OR length(${t.details}) <= ${literal(REVIEW_REPORT_DETAILS_MAX_LENGTH)}`),
  ],
)

/**
 * Listings a suspension took off the directory, so reactivation turns back on exactly those
 * (a listing its owner had already paused stays paused).
 */
export const suspendedListings = sqliteTable('suspended_listings', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
})

/**
 * Every staff action, one row each. Append-only: triggers (migrations/0014) refuse UPDATE and
 * DELETE, so not even the app's own connection can rewrite history. The staff member is kept by
 * id and e-mail, without a foreign key, so the row outlives the account.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    staffUserId: integer('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    reason: text('reason'),
    /** JSON of the values the action changed, before and after. */
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(sql`${t.createdAt} DESC`),
    index('audit_log_staff_idx').on(t.staffUserId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.id),
  ],
)

/* Quote requests, offers and messages */

const isoDay = (column: AnySQLiteColumn) => sql`${column} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`
const money = (column: AnySQLiteColumn) => sql`typeof(${column}) = 'integer' AND ${column} BETWEEN 0 AND ${literal(MONEY_MAX_CENTS)}`
const quantity = (column: AnySQLiteColumn) =>
  sql`typeof(${column}) = 'integer' AND ${column} BETWEEN 1 AND ${literal(REQUEST_QUANTITY_MAX_HUNDREDTHS)}`
const lengthAtMost = (column: AnySQLiteColumn, max: number) => sql`${column} IS NULL OR length(${column}) <= ${literal(max)}`

/**
 * A builder's 'Solicitud de presupuesto': what, where (a GBA partido or a CABA barrio, by name)
 * and its item lines. Accepting an offer or cancelling closes it for everyone.
 */
export const quoteRequests = sqliteTable(
  'quote_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sectorSlug: text('sector_slug').notNull(),
    subsectorSlug: text('subsector_slug').notNull(),
    place: text('place').notNull(),
    description: text('description').notNull().default(''),
    desiredStartOn: text('desired_start_on'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    /** The accepted offer and its provider; the provider is what 'Contratación verificada' reads. */
    acceptedOfferId: integer('accepted_offer_id'),
    acceptedProfileId: integer('accepted_profile_id').references(() => providerProfiles.id, { onDelete: 'set null' }),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /** The builder's last change before any offer arrived: recipients read 'Modificada el …'. */
    editedAt: integer('edited_at', { mode: 'timestamp_ms' }),
    /** When the builder was asked to review the hired provider: once per accepted request. */
    reviewPromptedAt: integer('review_prompted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.sectorSlug, t.subsectorSlug], foreignColumns: [subsectors.sectorSlug, subsectors.slug] }),
    check('quote_requests_title', sql`length(trim(${t.title})) BETWEEN 1 AND ${literal(REQUEST_TITLE_MAX)}`),
    check('quote_requests_description', sql`length(${t.description}) <= ${literal(REQUEST_DESCRIPTION_MAX)}`),
    check('quote_requests_place', sql`length(${t.place}) BETWEEN 1 AND 100`),
    check('quote_requests_start', sql`${t.desiredStartOn} IS NULL OR ${isoDay(t.desiredStartOn)}`),
    check('quote_requests_status', oneOf(t.status, REQUEST_STATUSES)),
    check('quote_requests_closed', sql`(${t.status} = 'open') = (${t.closedAt} IS NULL)`),
    check('quote_requests_accepted', sql`(${t.status} = 'accepted') = (${t.acceptedOfferId} IS NOT NULL)`),
    index('quote_requests_user_idx').on(t.userId, sql`${t.createdAt} DESC`),
    index('quote_requests_accepted_idx')
      .on(t.acceptedProfileId, t.userId)
      .where(sql`${t.acceptedProfileId} IS NOT NULL`),
  ],
)

/** A request's item line, as a request and an estimate of /cotiza-ia both keep it. */
const itemLineColumns = () => ({
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantityHundredths: integer('quantity_hundredths').notNull(),
  unit: text('unit', { enum: REQUEST_UNITS }).notNull(),
})
type ItemLineColumns = { [name in keyof ReturnType<typeof itemLineColumns>]: AnySQLiteColumn }
const itemLineChecks = (table: string, t: ItemLineColumns) => [
  check(`${table}_position`, sql`${t.position} BETWEEN 0 AND ${literal(REQUEST_ITEMS_MAX - 1)}`),
  check(`${table}_description`, sql`length(trim(${t.description})) BETWEEN 1 AND ${literal(REQUEST_ITEM_DESCRIPTION_MAX)}`),
  check(`${table}_quantity`, quantity(t.quantityHundredths)),
  check(`${table}_unit`, oneOf(t.unit, REQUEST_UNITS)),
]

export const quoteRequestItems = sqliteTable(
  'quote_request_items',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    ...itemLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] }), ...itemLineChecks('quote_request_items', t)],
)

/** The lines of an estimate the assistant replied with, kept so 'Pedir presupuesto con este cómputo' can carry them. */
export const chatEstimateLines = sqliteTable(
  'chat_estimate_lines',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    ...itemLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] }), ...itemLineChecks('chat_estimate_lines', t)],
)

export const quoteRequestAttachments = sqliteTable(
  'quote_request_attachments',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    documentId: integer('document_id')
      .notNull()
      .unique()
      .references(() => privateDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    check('quote_request_attachments_position', sql`${t.position} BETWEEN 0 AND ${literal(REQUEST_ATTACHMENTS_MAX - 1)}`),
  ],
)

/**
 * A provider a request reached, through one of its listings. Counters of
 * `provider_request_stats` follow these rows by trigger (migrations/0015).
 */
export const quoteRequestRecipients = sqliteTable(
  'quote_request_recipients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    status: text('status', { enum: RECIPIENT_STATUSES }).notNull().default('sent'),
    declineReason: text('decline_reason'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull().default(now),
    seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
    /** The first answer, an offer or 'No me interesa'; revising the offer leaves it. */
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    unique('quote_request_recipients_once').on(t.requestId, t.profileId),
    check('quote_request_recipients_status', oneOf(t.status, RECIPIENT_STATUSES)),
    check(
      'quote_request_recipients_reason',
      sql`(${t.status} = 'declined' OR ${t.declineReason} IS NULL) AND (${lengthAtMost(t.declineReason, DECLINE_REASON_MAX)})`,
    ),
    check('quote_request_recipients_responded', sql`(${t.status} IN ('offered', 'declined')) = (${t.respondedAt} IS NOT NULL)`),
    index('quote_request_recipients_inbox_idx').on(t.profileId, sql`${t.sentAt} DESC`),
  ],
)

/** Per provider, what matching orders by: requests received, answered, and the last one's time. */
export const providerRequestStats = sqliteTable(
  'provider_request_stats',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => providerProfiles.id, { onDelete: 'cascade' }),
    received: integer('received').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    lastReceivedAt: integer('last_received_at', { mode: 'timestamp_ms' }),
  },
  (t) => [check('provider_request_stats_counts', sql`${t.answered} BETWEEN 0 AND ${t.received}`)],
)

/** One provider's offer on one request; its content is in revisions, the last one current. */
export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .unique()
      .references(() => quoteRequestRecipients.id, { onDelete: 'cascade' }),
    currentRevisionId: integer('current_revision_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('offers_request_idx').on(t.requestId)],
)

/**
 * One version of an offer, kept when revised. Totals are stored as sums of the lines' rounded
 * centavos, and the database holds them to it.
 */
export const offerRevisions = sqliteTable(
  'offer_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    ivaMode: text('iva_mode', { enum: IVA_MODES }).notNull(),
    /** Basis points (2100 = 21 %), for 'Más IVA' only. */
    ivaRateBp: integer('iva_rate_bp'),
    materialsCents: integer('materials_cents').notNull(),
    labourCents: integer('labour_cents').notNull(),
    otherCents: integer('other_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    ivaCents: integer('iva_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    validUntil: text('valid_until').notNull(),
    durationDays: integer('duration_days').notNull(),
    paymentTerms: text('payment_terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('offer_revisions_iva_mode', oneOf(t.ivaMode, IVA_MODES)),
    check(
      'offer_revisions_iva_rate',
      sql`(${t.ivaMode} = 'mas_iva') = (${t.ivaRateBp} IS NOT NULL) AND (${t.ivaRateBp} IS NULL OR ${t.ivaRateBp} IN (${sql.raw(IVA_RATES_BP.join(', '))}))`,
    ),
    check(
      'offer_revisions_money',
      sql`${money(t.materialsCents)} AND ${money(t.labourCents)} AND ${money(t.otherCents)} AND ${money(t.subtotalCents)} AND ${money(t.ivaCents)} AND ${money(t.totalCents)}`,
    ),
    check(
      'offer_revisions_sums',
      sql`${t.subtotalCents} = ${t.materialsCents} + ${t.labourCents} + ${t.otherCents} AND ${t.totalCents} = ${t.subtotalCents} + ${t.ivaCents} AND (${t.ivaMode} = 'mas_iva' OR ${t.ivaCents} = 0)`,
    ),
    check('offer_revisions_valid_until', isoDay(t.validUntil)),
    check('offer_revisions_duration', sql`${t.durationDays} BETWEEN 1 AND ${literal(OFFER_DURATION_DAYS_MAX)}`),
    check('offer_revisions_payment_terms', lengthAtMost(t.paymentTerms, OFFER_PAYMENT_TERMS_MAX)),
    check('offer_revisions_notes', lengthAtMost(t.notes, OFFER_NOTES_MAX)),
    index('offer_revisions_offer_idx').on(t.offerId, t.id),
  ],
)

/**
 * The provider's own files on one revision of its offer. A revision keeps the files of the one it
 * replaces unless they are taken off, so what the builder accepts names its files too.
 */
export const offerAttachments = sqliteTable(
  'offer_attachments',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => offerRevisions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => privateDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.position] }),
    unique('offer_attachments_once').on(t.revisionId, t.documentId),
    check('offer_attachments_position', sql`${t.position} BETWEEN 0 AND ${literal(OFFER_ATTACHMENTS_MAX - 1)}`),
    index('offer_attachments_document_idx').on(t.documentId),
  ],
)

export const offerLines = sqliteTable(
  'offer_lines',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => offerRevisions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: text('unit', { enum: REQUEST_UNITS }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    kind: text('kind', { enum: OFFER_LINE_KINDS }).notNull(),
    /** cantidad × precio unitario, rounded half-up to the centavo. */
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.position] }),
    check('offer_lines_position', sql`${t.position} BETWEEN 0 AND ${literal(OFFER_LINES_MAX - 1)}`),
    check('offer_lines_description', sql`length(trim(${t.description})) BETWEEN 1 AND ${literal(REQUEST_ITEM_DESCRIPTION_MAX)}`),
    check('offer_lines_quantity', quantity(t.quantityHundredths)),
    check('offer_lines_unit', oneOf(t.unit, REQUEST_UNITS)),
    check('offer_lines_kind', oneOf(t.kind, OFFER_LINE_KINDS)),
    check('offer_lines_money', sql`${money(t.unitPriceCents)} AND ${money(t.lineTotalCents)}`),
  ],
)

/**
 * A conversation between a requester and a provider: a 'Consulta' (about a listing or a
 * material), or one request's recipient. Either side may delete its account and the other keeps
 * the conversation, so both sides and the links are set to null rather than deleted.
 * `*_read_message_id` is the last message each side has seen: unread = newer ones from the other.
 */
export const conversations = sqliteTable(
  'conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requesterUserId: integer('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    providerUserId: integer('provider_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    recipientId: integer('recipient_id').references(() => quoteRequestRecipients.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastSenderUserId: integer('last_sender_user_id'),
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull().default(now),
    requesterReadMessageId: integer('requester_read_message_id').notNull().default(0),
    providerReadMessageId: integer('provider_read_message_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_subject', sql`length(trim(${t.subject})) BETWEEN 1 AND ${literal(CONVERSATION_SUBJECT_MAX)}`),
    uniqueIndex('conversations_one_per_recipient')
      .on(t.recipientId)
      .where(sql`${t.recipientId} IS NOT NULL`),
    index('conversations_requester_idx').on(t.requesterUserId, sql`${t.lastMessageAt} DESC`),
    index('conversations_provider_idx').on(t.providerUserId, sql`${t.lastMessageAt} DESC`),
  ],
)

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Sent with the form, so a double click posts one message. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_body', sql`length(${t.body}) <= ${literal(MESSAGE_MAX)}`),
    check('messages_idempotency_key', sql`${t.idempotencyKey} IS NULL OR length(${t.idempotencyKey}) BETWEEN 8 AND 64`),
    uniqueIndex('messages_idempotency_idx')
      .on(t.conversationId, t.senderUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('messages_conversation_idx').on(t.conversationId, t.id),
  ],
)

/** A file sent with a message. When its owner's account is deleted the row stays: 'Archivo eliminado'. */
export const messageAttachments = sqliteTable(
  'message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    documentId: integer('document_id')
      .unique()
      .references(() => privateDocuments.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    check('message_attachments_position', sql`${t.position} BETWEEN 0 AND ${literal(MESSAGE_ATTACHMENTS_MAX - 1)}`),
  ],
)

/** When a person was last e-mailed about a thread, and how many events folded into the next e-mail. */
export const notificationThrottle = sqliteTable(
  'notification_throttle',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'conversation:12' or 'request:5'. */
    threadKey: text('thread_key').notNull(),
    lastSentAt: integer('last_sent_at', { mode: 'timestamp_ms' }).notNull(),
    folded: integer('folded').notNull().default(0),
    /** The last event's subject, page and link label: what the e-mail about folded events needs. */
    subject: text('subject'),
    path: text('path'),
    label: text('label'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadKey] })],
)

/**
 * A view of a listing's page or a click on one of its contacts, once per viewer and Buenos Aires
 * day: the key refuses the second. `viewer_hash` is a keyed hash of the signed-in account, or of
 * the address and browser, under a key that changes every day and is not kept in the database.
 */
export const listingEvents = sqliteTable(
  'listing_events',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: LISTING_EVENT_KINDS }).notNull(),
    viewerHash: text('viewer_hash').notNull(),
    /** The viewer's address alone, keyed the same way: bounds what one address counts (null before migration 0023). */
    addressHash: text('address_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day, t.kind, t.viewerHash] }),
    check('listing_events_kind', oneOf(t.kind, LISTING_EVENT_KINDS)),
    check('listing_events_day', isoDay(t.day)),
    check('listing_events_viewer_hash', sql`length(${t.viewerHash}) = 43`),
  ],
)
