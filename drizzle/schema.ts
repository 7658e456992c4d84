import { sql, type SQL } from 'drizzle-orm'
import { check, foreignKey, index, integer, primaryKey, sqliteTable, text, unique, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import {
  CHAT_STORED_TEXT_MAX,
  PLANS,
  PRICE_MAX_CENTS,
  PROJECT_MAX_IMAGES,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_TITLE_MAX,
  QUOTE_UNITS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  ROLES,
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
    createdAt: createdAt(),
  },
  (t) => [check('users_email_normalised', sql`${t.email} = lower(trim(${t.email})) AND ${t.email} LIKE '%_@_%'`)],
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
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_created_idx').on(t.createdAt),
    check('chat_messages_text_length', sql`length(${t.text}) BETWEEN 1 AND ${literal(CHAT_STORED_TEXT_MAX)}`),
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
    index('listings_search_order_idx')
      .on(sql`${t.isPremium} DESC`, sql`${t.claimed} DESC`, sql`${t.reviewCount} DESC`, t.sortName, t.id)
      .where(sql`${t.isActive} = 1`),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
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

export const materials = sqliteTable(
  'materials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    imagePath: text('image_path'),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('materials_price_cents', sql`typeof(${t.priceCents}) = 'integer' AND ${t.priceCents} BETWEEN 0 AND ${literal(PRICE_MAX_CENTS)}`),
    check('materials_title', sql`length(trim(${t.title})) > 0`),
    index('materials_created_idx').on(sql`${t.createdAt} DESC`),
    index('materials_user_idx').on(t.userId),
  ],
)

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
