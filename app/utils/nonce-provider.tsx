import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

/**
 * The CSP nonce of the current document response. Empty in the browser: nonces are only needed
 * while the server renders, and browsers hide the attribute from scripts anyway.
 */
export function useNonce() {
  return useContext(NonceContext)
}
