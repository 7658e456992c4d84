import { createContext, useContext } from 'react'

type ServerDocument = {
  /** Where the server writes the rules the page uses into the head (app/server/stylesheet.server.ts). */
  stylesheet: string
  /** The document's status: a not-found page has nothing to do in the browser. */
  status: number
}

/** In the browser the document is already there: the style element the server sent stays as it is. */
const ServerDocumentContext = createContext<ServerDocument>({ stylesheet: '', status: 200 })

export const ServerDocumentProvider = ServerDocumentContext.Provider

export function useServerDocument() {
  return useContext(ServerDocumentContext)
}
