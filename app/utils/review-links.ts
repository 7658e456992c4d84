/** `?resena` shows the review form on a provider page itself: what "Dejar reseña" leads to without JavaScript. */
export const REVIEW_FORM_PARAM = 'resena'
export const REVIEW_SECTION_ID = 'dejar-resena'

/** The line and e-mail that ask a builder to review the provider it hired, once the work should be done. */
export const REVIEW_PROMPT_TEXT = '¿Trabajo terminado? Dejá tu reseña'

/** The review form of a provider page, open, scrolled to. */
export const reviewFormHref = (providerPagePath: string) => `${providerPagePath}?${REVIEW_FORM_PARAM}#${REVIEW_SECTION_ID}`
