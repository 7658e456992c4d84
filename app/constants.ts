/**
 * Every product figure in one place. The database CHECK constraints, the Zod schemas, the
 * pages and the tests read these, so a limit changes here and nowhere else.
 */

export const ROLES = ['constructor', 'proveedor'] as const
export type Role = (typeof ROLES)[number]

export const PLANS = ['free', 'premium'] as const
export type Plan = (typeof PLANS)[number]

/** Free plan: favourites a user may keep. Premium is unlimited. */
export const FREE_FAVORITES_LIMIT = 3
/** Free plan: distinct subsectors a provider may publish in. Premium is unlimited. */
export const FREE_SUBSECTORS_LIMIT = 2
/** How the spec shows "unlimited" for premium limits. */
export const UNLIMITED = -1

export const SEARCH_DEBOUNCE_MS = 400
export const SEARCH_PAGE_SIZE = 24
/** Shorter terms cannot use the trigram index. */
export const SEARCH_MIN_TERM_LENGTH = 3
export const SEARCH_MAX_TERM_LENGTH = 100

export const RATING_MIN = 1
export const RATING_MAX = 5
export const REVIEW_COMMENT_MAX = 500
/** Average-rating badge colours: green at or above HIGH, yellow at or above MID, red below. */
export const RATING_HIGH_THRESHOLD = 4.5
export const RATING_MID_THRESHOLD = 3.5

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const PROJECT_MAX_IMAGES = 4

export const QUOTE_TITLE_MAX = 100
export const QUOTE_DESCRIPTION_MAX = 500
export const QUOTE_UNITS = ['m2', 'm3', 'ml'] as const
export type QuoteUnit = (typeof QUOTE_UNITS)[number]
/** Quote quantities are stored as integer hundredths: exact to 0.01. */
export const QUOTE_QUANTITY_SCALE = 100

/** Prices are stored as integer cents; the ceiling keeps typos like 1e15 out. */
export const PRICE_MAX_CENTS = 100_000_000_000 // $ 1.000.000.000,00

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const TOAST_DURATION_MS = 5000
export const UPGRADE_REDIRECT_DELAY_MS = 2000

export const COPYRIGHT_YEAR = 2025
export const TERMS_UPDATED_AT = '3/09/2025'
