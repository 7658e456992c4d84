/**
 * Pages are sent without the React and Remix runtime: React renders them on the server, and the
 * enhancement modules (app/enhancements) add what JavaScript adds. A workspace route (the
 * signed-in areas and the publishing forms) exports `handle = workspacePage` and its documents
 * hydrate, as does every route nested in it. Not-found documents never do.
 */
export const workspacePage = { hydrate: true } as const

export function needsJavaScript(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === true)
}
