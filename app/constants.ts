/**
 * Every product figure in one place. The database CHECK constraints, the Zod schemas, the
 * pages and the tests read these, so a limit changes here and nowhere else.
 */

export const ROLES = ['constructor', 'proveedor'] as const
export type Role = (typeof ROLES)[number]
export const ROLE_LABELS = { constructor: 'Constructor', proveedor: 'Proveedor' } as const satisfies Record<Role, string>

export const PLANS = ['free', 'premium'] as const
export type Plan = (typeof PLANS)[number]

/** Free plan: favourites a user may keep. Premium is unlimited. */
export const FREE_FAVORITES_LIMIT = 3
/** Free plan: distinct subsectors a provider may publish in. Premium is unlimited. */
export const FREE_SUBSECTORS_LIMIT = 2
/** How the spec shows "unlimited" for premium limits. */
export const UNLIMITED = -1
/**
 * Per-account ceilings, whatever the plan: far above what a real business lists (a supplier's
 * catalogue, a builder's portfolio), low enough that one account cannot fill the disk with images
 * or the "Otros" list with invented subsectors.
 */
export const MATERIALS_PER_ACCOUNT_MAX = 200
export const PROJECTS_PER_ACCOUNT_MAX = 100
/** Distinct "Otros" subsectors one account's listings may sit in. */
export const OTHER_SUBSECTORS_PER_ACCOUNT_MAX = 3

/** URLs in one sitemap file, the sitemaps.org limit: past it /sitemap.xml becomes an index of numbered files. */
export const SITEMAP_URLS_PER_FILE = 50_000

/**
 * Provider cards per page (search, sector lists, the providers grid): a phone screenful several
 * times over, and whole rows of 1 to 4 columns. Half the bytes of 24 cards on a slow connection.
 */
export const SEARCH_PAGE_SIZE = 12
/** Shorter terms cannot use the trigram index. */
export const SEARCH_MIN_TERM_LENGTH = 3
export const SEARCH_MAX_TERM_LENGTH = 100
/**
 * A text search counts its matches up to here and then says "Más de 1.000": an exact count of a
 * very common word reads every match, and nobody pages past the first thousand.
 */
export const SEARCH_COUNT_LIMIT = 1000

/**
 * The orders a visitor may choose for a ranked list, in the order the select shows them; the first
 * is the directory's own (see /como-ordenamos), the only one that puts premium listings first.
 */
export const LISTING_ORDERS = [
  { value: 'relevancia', label: 'Relevancia' },
  { value: 'calificacion', label: 'Mejor calificados' },
  { value: 'resenas', label: 'Más reseñas' },
  { value: 'nombre', label: 'Nombre' },
] as const
export type ListingOrder = (typeof LISTING_ORDERS)[number]['value']
export const DEFAULT_LISTING_ORDER: ListingOrder = LISTING_ORDERS[0].value
/** The page that explains the directory's order and the 'Destacado' label, linked from the footer and every ranked list. */
export const RANKING_EXPLAINED_PATH = '/como-ordenamos'
export const RANKING_EXPLAINED_LABEL = 'Cómo ordenamos los resultados'

export const RATING_MIN = 1
export const RATING_MAX = 5
export const REVIEW_COMMENT_MAX = 500
/** Average-rating badge colours: green at or above HIGH, yellow at or above MID, red below. */
export const RATING_HIGH_THRESHOLD = 4.5
export const RATING_MID_THRESHOLD = 3.5

/** Largest image file accepted, per file (the spec's "menor a 5MB"). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** A material's photos, each with its 'Descripción de la foto' (the title when left blank). */
export const MATERIAL_PHOTOS_MAX = 6
export const MATERIAL_PHOTO_ALT_MAX_LENGTH = 125
/**
 * Largest multipart request read at all: a material's photos at the per-file limit plus room for
 * the text fields. Reading stops here, so a huge body costs nothing beyond this.
 */
export const UPLOAD_MAX_REQUEST_BYTES = MATERIAL_PHOTOS_MAX * UPLOAD_MAX_BYTES + 1024 * 1024
/** Decoded size ceiling, so a small file cannot expand into gigabytes of pixels. */
export const IMAGE_MAX_PIXELS = 40_000_000
/** Widths each uploaded image is stored at (never wider than the original). */
export const IMAGE_WIDTHS = [256, 640, 1280] as const
export const IMAGE_WEBP_QUALITY = 80
/** Folder of stored images per kind. */
export const IMAGE_KINDS = ['logos', 'materials', 'projects'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]
export const PROJECT_MAX_IMAGES = 4
export const PROJECT_TITLE_MAX_LENGTH = 120
export const PROJECT_DESCRIPTION_MAX_LENGTH = 1000
/** Cards per page of /proyectos-publicados: fills rows of 1, 2 and 3 columns alike. */
export const PROJECT_FEED_PAGE_SIZE = 12
/** Placeholder cards shown while the next page of the feed loads. */
export const PROJECT_FEED_SKELETONS = 8

export const QUOTE_TITLE_MAX = 100
export const QUOTE_DESCRIPTION_MAX = 500
export const QUOTE_UNITS = ['m2', 'm3', 'ml'] as const
export type QuoteUnit = (typeof QUOTE_UNITS)[number]

/** Prices are stored as integer cents; the ceiling keeps typos like 1e15 out. */
export const PRICE_MAX_CENTS = 100_000_000_000 // $ 1.000.000.000,00

export const MATERIALS_PAGE_SIZE = 24
/** The marketplace's pages a search reaches at most (the rest is for a narrower search). */
export const MATERIALS_LISTED_PAGES_MAX = 50
export const MATERIAL_TITLE_MAX_LENGTH = 100
export const MATERIAL_DESCRIPTION_MAX_LENGTH = 2000
export const MATERIAL_LOCATION_MAX_LENGTH = 120

/* What a material listing says (spec/materials.md §1); slugs are what the database and the URLs hold. */

export const MATERIAL_CATEGORIES = [
  { slug: 'aridos-y-cementos', name: 'Áridos, cementos y cales' },
  { slug: 'ladrillos-y-bloques', name: 'Ladrillos y bloques' },
  { slug: 'hierros-y-mallas', name: 'Hierros y mallas' },
  { slug: 'maderas-y-encofrados', name: 'Maderas y encofrados' },
  { slug: 'placas-y-perfiles', name: 'Placas y perfiles para construcción en seco' },
  { slug: 'aislantes-e-impermeabilizantes', name: 'Aislantes e impermeabilizantes' },
  { slug: 'sanitarios-y-griferias', name: 'Sanitarios y griferías' },
  { slug: 'canos-y-conexiones', name: 'Caños y conexiones' },
  { slug: 'electricidad', name: 'Electricidad' },
  { slug: 'pisos-y-revestimientos', name: 'Pisos y revestimientos' },
  { slug: 'pinturas', name: 'Pinturas' },
  { slug: 'aberturas', name: 'Aberturas' },
  { slug: 'techos-y-chapas', name: 'Techos y chapas' },
  { slug: 'herramientas-y-equipos', name: 'Herramientas y equipos' },
  { slug: 'otros', name: 'Otros' },
] as const
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number]['slug']
export const MATERIAL_CATEGORY_SLUGS = MATERIAL_CATEGORIES.map((category) => category.slug)
export const isMaterialCategory = (value: string): value is MaterialCategory => (MATERIAL_CATEGORY_SLUGS as string[]).includes(value)
export const materialCategoryName = (slug: MaterialCategory) => MATERIAL_CATEGORIES.find((category) => category.slug === slug)!.name

export const MATERIAL_UNITS = [
  'unidad',
  'bolsa',
  'kg',
  'tonelada',
  'm2',
  'm3',
  'ml',
  'barra',
  'placa',
  'rollo',
  'caja',
  'litro',
  'pallet',
  'bolson',
] as const
export type MaterialUnit = (typeof MATERIAL_UNITS)[number]
export const MATERIAL_UNIT_LABELS: Record<MaterialUnit, string> = {
  unidad: 'unidad',
  bolsa: 'bolsa',
  kg: 'kg',
  tonelada: 'tonelada',
  m2: 'm²',
  m3: 'm³',
  ml: 'ml',
  barra: 'barra',
  placa: 'placa',
  rollo: 'rollo',
  caja: 'caja',
  litro: 'litro',
  pallet: 'pallet',
  bolson: 'bolsón',
}
/** 'Contenido': what one unit of sale holds ('25 kg', '12 m'). */
export const MATERIAL_CONTENT_MAX_LENGTH = 40

export const MATERIAL_AVAILABILITIES = ['en_stock', 'a_pedido', 'sin_stock'] as const
export type MaterialAvailability = (typeof MATERIAL_AVAILABILITIES)[number]
export const MATERIAL_AVAILABILITY_LABELS: Record<MaterialAvailability, string> = {
  en_stock: 'En stock',
  a_pedido: 'A pedido',
  sin_stock: 'Sin stock',
}
/** 'Entrega en N días' of a material sold to order. */
export const MATERIAL_LEAD_DAYS_MAX = 90

export const MATERIAL_CONDITIONS = ['nuevo', 'usado', 'sobrante'] as const
export type MaterialCondition = (typeof MATERIAL_CONDITIONS)[number]
export const MATERIAL_CONDITION_LABELS: Record<MaterialCondition, string> = {
  nuevo: 'Nuevo',
  usado: 'Usado',
  sobrante: 'Sobrante de obra',
}

/** 'Costo de envío' of a material delivered to some partidos or barrios; two of them carry an amount. */
export const DELIVERY_COSTS = ['sin_cargo', 'fijo', 'sin_cargo_desde', 'a_convenir'] as const
export type DeliveryCost = (typeof DELIVERY_COSTS)[number]
export const DELIVERY_COST_LABELS: Record<DeliveryCost, string> = {
  sin_cargo: 'Sin cargo',
  fijo: 'Costo fijo',
  sin_cargo_desde: 'Sin cargo desde $ X',
  a_convenir: 'A convenir',
}
export const DELIVERY_COSTS_WITH_AMOUNT: readonly DeliveryCost[] = ['fijo', 'sin_cargo_desde']

export const MATERIAL_STATUSES = ['publicado', 'pausado', 'vendido'] as const
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number]
export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = {
  publicado: 'Publicado',
  pausado: 'Pausado',
  vendido: 'Vendido',
}

/** The orders of the marketplace, by their URL value; the price ones only inside one category and unit. */
export const MATERIAL_ORDERS = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'menor-precio', label: 'Menor precio' },
  { value: 'mayor-precio', label: 'Mayor precio' },
] as const
export type MaterialOrder = (typeof MATERIAL_ORDERS)[number]['value']

/** What the seller's buttons in /perfil do to one of its materials. */
export const MATERIAL_STATE_ACTIONS = ['pausar', 'reanudar', 'vendido', 'confirmar-precio'] as const
export type MaterialStateAction = (typeof MATERIAL_STATE_ACTIONS)[number]

/** A price confirmed longer ago than this reads 'Precio a confirmar'. */
export const MATERIAL_PRICE_STALE_DAYS = 30
/** Longer ago than this, the material leaves search and the category pages until confirmed. */
export const MATERIAL_PRICE_HIDDEN_DAYS = 90
/** A sold material shows its 'Vendido' ribbon this long, then is hidden. */
export const MATERIAL_SOLD_VISIBLE_DAYS = 30
/** 'Precio de referencia' needs at least this many comparable listings besides the material itself. */
export const MATERIAL_REFERENCE_MIN_COMPARABLES = 5
/** The 'Pedido mínimo' a unit of sale may ask, in hundredths (as a request item's quantity). */
export const MATERIAL_MIN_ORDER_MAX_HUNDREDTHS = 100_000_000

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** Text-only forms (no files) are refused above this size. */
export const FORM_MAX_BYTES = 64 * 1024
/** A signed-out visitor's post is read only for its way back (a redirectTo of up to 2000 characters). */
export const VISITOR_FORM_MAX_BYTES = 8 * 1024
/** Fields (multipart: parts, files included) a form may carry; the largest of ours has about 15. */
export const FORM_MAX_FIELDS = 100
export const EMAIL_MAX_LENGTH = 254
export const BUSINESS_NAME_MAX_LENGTH = 120
export const SERVICE_DESCRIPTION_MAX_LENGTH = 1000
export const ADDRESS_MAX_LENGTH = 200
export const CONTACT_PERSON_MAX_LENGTH = 120
export const PROFILE_DESCRIPTION_MAX_LENGTH = 1000
export const WEBSITE_MAX_LENGTH = 200
export const PHONE_MAX_LENGTH = 40
export const CONTACT_NAME_MAX_LENGTH = 120
export const CONTACT_MESSAGE_MAX_LENGTH = 2000

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** Absolute session lifetime: signing in again is needed after this, active or not. */
export const SESSION_LIFETIME_MS = 30 * DAY
export const EMAIL_VERIFICATION_TTL_MS = 24 * HOUR
export const PASSWORD_RESET_TTL_MS = HOUR
/** A one-time sign-in link, the way in for an owner whose account is locked by failed guesses. */
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE
/** Failed uses of one verification or reset token before it stops working. */
export const TOKEN_MAX_ATTEMPTS = 5
/** Password hashes computed at once; each takes ~0.4 s of one core. */
export const MAX_CONCURRENT_PASSWORD_HASHES = 2
/**
 * Password checks (sign-in, confirming the current password) that may wait for a hash; more are
 * refused with 503. Eight waiting behind two running is about 1.6 s for the last, and fits one
 * account's ten allowed failures arriving at once.
 */
export const MAX_WAITING_PASSWORD_CHECKS = 8
export const PASSWORD_CHECKS_BUSY_RETRY_AFTER_SECONDS = 5

/** Rate limits: at most `max` events per `windowMs`, counted in the database. */
export const RATE_LIMITS = {
  signInPerIp: { max: 10, windowMs: MINUTE },
  signUpPerIp: { max: 10, windowMs: MINUTE },
  /** Failed sign-ins per account; the lock lasts at most the rest of the window. */
  signInFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** One-time sign-in links asked for, per address and per account. */
  signInLinkPerIp: { max: 5, windowMs: HOUR },
  signInLinkPerAccount: { max: 3, windowMs: HOUR },
  /** "Someone tried to sign up with your address" notices, per address: the page answers the same either way. */
  signUpNoticePerAccount: { max: 3, windowMs: HOUR },
  passwordResetPerIp: { max: 5, windowMs: HOUR },
  passwordResetPerAccount: { max: 5, windowMs: HOUR },
  verificationResendPerIp: { max: 5, windowMs: HOUR },
  verificationResendPerAccount: { max: 5, windowMs: HOUR },
  /** Password and e-mail changes posted from the profile, per address, like sign-ins. */
  accountChangesPerIp: { max: 10, windowMs: MINUTE },
  /** Links sent to confirm a new e-mail address, per account. */
  emailChangePerAccount: { max: 5, windowMs: HOUR },
  /** Unknown or spent tokens presented from one address. */
  invalidTokensPerIp: { max: 5, windowMs: 15 * MINUTE },
  /** Review posts that passed validation, per signed-in user. */
  reviewsPerUser: { max: 10, windowMs: HOUR },
  /** Adding and removing favourites; generous, since a person toggles a few at a time. */
  favoritesPerUser: { max: 60, windowMs: MINUTE },
  /** Messages to the quote assistant, per visitor (page and JSON call alike). */
  chatMessagesPerVisitor: { max: 20, windowMs: MINUTE },
  /** Inquiries sent through the contact form, per address. */
  contactMessagesPerIp: { max: 5, windowMs: HOUR },
  /** 'Consulta' to one provider, per account. */
  inquiriesPerAccount: { max: 10, windowMs: DAY },
  /** 'Solicitud de presupuesto' routed to matching providers, per account. */
  quoteRequestsPerAccount: { max: 5, windowMs: DAY },
  /** Messages in conversations, per account. */
  messagesPerAccount: { max: 60, windowMs: HOUR },
} as const
export type RateLimitName = keyof typeof RATE_LIMITS

/** Longest message a visitor may send to the quote assistant. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000
/** Messages kept per conversation: older ones are dropped as new ones arrive. */
export const CHAT_HISTORY_MAX = 20
/** Stored text ceiling (the assistant's replies run longer than what visitors may send). */
export const CHAT_STORED_TEXT_MAX = 8000
/** What the quote assistant's built-in estimator computes (estimates.md). */
export const ESTIMATE_KINDS = ['walls', 'concrete', 'tiles', 'paint', 'drywall', 'membrane'] as const
export type EstimateKind = (typeof ESTIMATE_KINDS)[number]
/** Conversations untouched this long are deleted. */
export const CHAT_RETENTION_MS = 7 * DAY
/** The JSON chat call reads no more than this. */
export const CHAT_JSON_MAX_BYTES = 16 * 1024
/** Marketplace materials listed under an estimate. */
export const ASSISTANT_MATERIALS_MAX = 3
/** Directory listings the language model gets per search. */
export const ASSISTANT_PROVIDERS_MAX = 5
/** Rounds of tool calls the language model may make before it must answer in text. */
export const ASSISTANT_TOOL_ROUNDS_MAX = 3

export const TOAST_DURATION_MS = 5000
export const UPGRADE_REDIRECT_DELAY_MS = 2000

export const COPYRIGHT_YEAR = 2025
export const TERMS_UPDATED_AT = '3/09/2025'

/* Trust: verification, claims, moderation and the staff console */

export const VERIFICATION_KINDS = ['cuit', 'domicilio', 'matricula', 'seguro'] as const
export type VerificationKind = (typeof VERIFICATION_KINDS)[number]
/** 'Sin enviar' is the absence of a row; 'Vencida' is computed from the expiry date. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
export const TAX_CONDITIONS = ['Monotributo', 'Responsable Inscripto', 'Exento'] as const
export const INSURANCE_KINDS = ['Responsabilidad civil', 'ART', 'Accidentes personales'] as const
export const LICENSE_ISSUER_SUGGESTIONS = ['CPAU', 'CPIC', 'CAPBA', 'Metrogas', 'ENRE', 'Colegio de Técnicos'] as const
export const LICENSE_NUMBER_MAX_LENGTH = 20
export const LICENSE_ISSUER_MAX_LENGTH = 120
export const LICENSE_TRADE_MAX_LENGTH = 120
export const LEGAL_NAME_MAX_LENGTH = 200
export const INSURER_MAX_LENGTH = 120
export const POLICY_NUMBER_MAX_LENGTH = 60

/** Private documents (verification and claims): never served from the public uploads path. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
/**
 * What one account may keep in private documents, all kinds together (verification, claims,
 * request and message attachments): 20 documents at the largest size. A provider's verification
 * (4 documents) and claims in review (3) take 70 MB at most; plans and photos sent with requests
 * and messages are mostly far below the maximum. It bounds what one account (issue 30: 20 claims
 * with 10 MB each) can make us store, and its owner is told so beside the file field.
 */
export const PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES = 20 * DOCUMENT_MAX_BYTES
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number]

export const CLAIM_RELATIONS = ['titular', 'empleado'] as const
export const CLAIM_RELATION_LABELS = { titular: 'Soy el titular', empleado: 'Trabajo en la empresa' } as const
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const
export const CLAIM_MESSAGE_MAX_LENGTH = 1000
export const CLAIM_CONTACT_PROOF_MAX_LENGTH = 254

export const REVIEW_REPLY_MAX_LENGTH = 1000
export const REVIEW_REPORT_REASONS = [
  'Contenido ofensivo',
  'No es una experiencia real',
  'Contiene datos personales',
  'Spam',
  'Otro',
] as const
export const REVIEW_REPORT_DETAILS_MAX_LENGTH = 500

/** The reason staff type for a rejection, a hidden review or a suspension. */
export const STAFF_REASON_MAX_LENGTH = 500
export const ADMIN_PAGE_SIZE = 25
export const ADMIN_RECENT_AUDIT_ENTRIES = 20

export const AUDIT_ACTIONS = {
  'verification.approve': 'Aprobó una verificación',
  'verification.reject': 'Rechazó una verificación',
  'claim.approve': 'Aprobó un reclamo',
  'claim.reject': 'Rechazó un reclamo',
  'review.hide': 'Ocultó una reseña',
  'review.keep': 'Mantuvo una reseña',
  'review.restore': 'Restauró una reseña',
  'account.suspend': 'Suspendió una cuenta',
  'account.reactivate': 'Reactivó una cuenta',
  'listings.import': 'Importó proveedores',
  'conversation.read': 'Leyó una conversación',
  'document.read': 'Abrió un documento privado',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS
export const AUDIT_OBJECT_TYPES = ['verification', 'claim', 'review', 'account', 'import', 'conversation', 'document'] as const
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number]
export const AUDIT_OBJECT_TYPE_LABELS: Record<AuditObjectType, string> = {
  verification: 'Verificación',
  claim: 'Reclamo',
  review: 'Reseña',
  account: 'Cuenta',
  import: 'Importación',
  conversation: 'Conversación',
  document: 'Documento',
}
export const AUDIT_OBJECT_ID_MAX_LENGTH = 40
/** Claims in review at once per account: enough for a business with a few old listings, not for sweeping the directory. */
export const CLAIMS_OPEN_PER_ACCOUNT_MAX = 3

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
/** The header row of a listings import, in this order in the template; any order is read. */
export const IMPORT_COLUMNS = [
  'business_name',
  'sector',
  'subsector',
  'division',
  'contact_person',
  'phone',
  'address',
  'localidad',
  'website',
  'description',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
/** How long an uploaded file waits, checked, for its 'Importar'. */
export const IMPORT_PENDING_TTL_MS = 60 * 60 * 1000
/** Rows of the dry run's table; the counts cover them all. */
export const IMPORT_PREVIEW_ROWS = 50
/** Problems and duplicates listed on the page; the counts cover them all. */
export const IMPORT_LISTED_PROBLEMS = 500

/* Quote requests, offers and messages */

export const REQUEST_KINDS = ['consulta', 'solicitud'] as const
export const REQUEST_TITLE_MAX = 100
export const REQUEST_DESCRIPTION_MAX = 2000
export const REQUEST_ITEMS_MIN = 1
export const REQUEST_ITEMS_MAX = 30
/** Item rows the form shows before any is added ('Agregar ítem' adds one more). */
export const REQUEST_ITEM_ROWS_INITIAL = 3
export const REQUEST_ITEM_DESCRIPTION_MAX = 200
export const REQUEST_UNITS = ['m2', 'm3', 'ml', 'u', 'kg', 'bolsa', 'global'] as const
export type RequestUnit = (typeof REQUEST_UNITS)[number]
export const REQUEST_UNIT_LABELS: Record<RequestUnit, string> = {
  m2: 'm²',
  m3: 'm³',
  ml: 'ml',
  u: 'u',
  kg: 'kg',
  bolsa: 'bolsa',
  global: 'global',
}
/** Quantities are integer hundredths, like the old cotización's: exact to 0,01. */
export const REQUEST_QUANTITY_MAX_HUNDREDTHS = 1_000_000_000 * 100
export const REQUEST_ATTACHMENTS_MAX = 5
export const MESSAGE_ATTACHMENTS_MAX = 3
/** Plans and photos: the same kinds and size as verification documents. */
export const ATTACHMENT_MAX_BYTES = DOCUMENT_MAX_BYTES
/** A request form: five attachments at their cap plus the text fields. */
export const REQUEST_FORM_MAX_BYTES = REQUEST_ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + FORM_MAX_BYTES
/** Its fields: three per item row, the attachments and a dozen others with room to spare. */
export const REQUEST_FORM_MAX_FIELDS = REQUEST_ITEMS_MAX * 3 + REQUEST_ATTACHMENTS_MAX + 20
export const MESSAGE_FORM_MAX_BYTES = MESSAGE_ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + FORM_MAX_BYTES
/** Providers one solicitud reaches at most. */
export const REQUEST_RECIPIENTS_MAX = 5
/** Solicitudes a free provider receives per calendar month (Buenos Aires); premium has no cap. */
export const FREE_REQUESTS_PER_MONTH = 10
/** A provider page shows how it answers requests only over this window, and only past this many requests. */
export const RESPONSIVENESS_WINDOW_MS = 90 * DAY
export const RESPONSIVENESS_MIN_REQUESTS = 3
/** A solicitud counts only once the provider has had this long to answer it. */
export const RESPONSIVENESS_GRACE_MS = 2 * DAY

export const REQUEST_STATUSES = ['open', 'accepted', 'cancelled'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Abierta',
  accepted: 'Presupuesto aceptado',
  cancelled: 'Cancelada',
}
/** The builder is asked for a review this long after accepting, or once the offer's plazo has run if later. */
export const REVIEW_PROMPT_AFTER_DAYS = 30
export const RECIPIENT_STATUSES = ['sent', 'seen', 'offered', 'declined'] as const
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number]
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  sent: 'Enviada',
  seen: 'Vista',
  offered: 'Presupuesto recibido',
  declined: 'No le interesa',
}
export const DECLINE_REASON_MAX = 300

/** Money is integer centavos end to end; the ceiling is the spec's $ 999.999.999.999,99. */
export const MONEY_MAX_CENTS = 99_999_999_999_999
export const OFFER_LINE_KINDS = ['materiales', 'mano_de_obra', 'otro'] as const
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number]
export const OFFER_LINE_KIND_LABELS: Record<OfferLineKind, string> = {
  materiales: 'Materiales',
  mano_de_obra: 'Mano de obra',
  otro: 'Otro',
}
export const OFFER_LINES_MAX = 30
/** Spare line rows the offer form shows besides the request's items ('Agregar línea' adds one more). */
export const OFFER_SPARE_LINE_ROWS = 1
/** A provider's own files on its offer (its PDF presupuesto, drawings): the rules of a request's attachments. */
export const OFFER_ATTACHMENTS_MAX = 3
/** The offer form: five fields per line at the cap, its attachments, plus the offer's own fields. */
export const OFFER_FORM_MAX_FIELDS = OFFER_LINES_MAX * 5 + OFFER_ATTACHMENTS_MAX * 2 + 20
/** The offer form with its files at their cap. */
export const OFFER_FORM_MAX_BYTES = OFFER_ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + FORM_MAX_BYTES
export const IVA_MODES = ['incluido', 'mas_iva'] as const
export type IvaMode = (typeof IVA_MODES)[number]
export const IVA_MODE_LABELS: Record<IvaMode, string> = { incluido: 'Incluido', mas_iva: 'Más IVA' }
/** IVA rates in basis points: 21 % and 10,5 %. */
export const IVA_RATES_BP = [2100, 1050] as const
export const OFFER_PAYMENT_TERMS_MAX = 300
export const OFFER_NOTES_MAX = 1000
export const OFFER_DURATION_DAYS_MAX = 3650

export const MESSAGE_MAX = 2000
export const CONVERSATION_SUBJECT_MAX = 200
/** How often an open conversation asks for new messages when JavaScript runs. */
export const CONVERSATION_REFRESH_MS = 10_000
export const CONVERSATIONS_PAGE_SIZE = 50
export const REQUESTS_PAGE_SIZE = 25

/** One notification e-mail per conversation (or request) and person in this window; later ones fold into the next. */
export const NOTIFICATION_EMAIL_INTERVAL_MS = 15 * MINUTE
/** Longest piece of a message copied into an e-mail. */
export const NOTIFICATION_EXCERPT_MAX = 300

/* Provider statistics */

/** What a visitor's browser reports about a listing: a page view or a click on one of its contacts. */
export const LISTING_EVENT_KINDS = ['view', 'phone', 'whatsapp', 'website'] as const
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number]
/** The mark on a phone, WhatsApp or website link whose click is counted: `{kind}:{listing ids}`. */
export const LISTING_EVENT_ATTRIBUTE = 'data-listing-event'
/** Listings one beacon may name: a provider's page counts a view of each service it shows. */
export const LISTING_EVENT_MAX_LISTINGS = 20
export const LISTING_EVENT_MAX_BYTES = 512
/**
 * Viewers one client address counts per listing, kind and day, whatever User-Agent or account it
 * sends: a household or an office behind one address, not a script rotating either.
 */
export const LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX = 3
/** Free accounts see totals over this many days; premium also sees this many weeks, week by week. */
export const STATS_TOTAL_DAYS = 30
export const STATS_WEEKS = 12
