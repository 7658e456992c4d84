import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

/**
 * The CSP nonce of the current document response: only a page that hydrates has one. Absent in the
 * browser: nonces are only needed while the server renders, and browsers hide the attribute anyway.
 */
export function useNonce() {
  return useContext(NonceContext)
}
