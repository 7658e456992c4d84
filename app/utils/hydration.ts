/**
 * A route whose page has nothing to do in the browser (reading, links and plain forms) exports
 * `handle = staticPage`: its documents are sent without scripts, so on a slow link they are
 * whole at the first paint. Not-found documents are sent the same way. Reached by a link from a
 * page that has JavaScript, such a route still renders in the browser like any other.
 */
export const staticPage = { hydrate: false } as const

export function needsJavaScript(matches: readonly { handle?: unknown }[]) {
  return matches.every((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate !== false)
}
