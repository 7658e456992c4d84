/** The claims queue and the buttons of a claim. */
export const CLAIMS_QUEUE_PATH = '/admin/reclamos'
export const approveClaimIntent = 'aprobar'
export const rejectClaimIntent = 'rechazar'
