/** The requester's forms: each decision is posted twice, first to show its confirmation, then to take it. */
export const confirmAcceptIntent = 'confirm-accept'
export const acceptIntent = 'accept'
export const confirmCancelIntent = 'confirm-cancel'
export const cancelIntent = 'cancel'
