/** The buttons of an account's card in the console. */
export const suspendIntent = 'suspend'
export const reactivateIntent = 'reactivate'
