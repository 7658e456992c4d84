/** A message's text cut into plain runs and web addresses; nothing else in it is ever read as markup. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; href: string }

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g
// Punctuation that ends a sentence is rarely part of the address it follows.
const TRAILING_PUNCTUATION = /[.,;:!?)\]'»]+$/

export function splitLinks(body: string): MessagePart[] {
  const parts: MessagePart[] = []
  let at = 0
  for (const match of body.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '')
    if (!URL.canParse(href)) continue
    if (match.index > at) parts.push({ kind: 'text', text: body.slice(at, match.index) })
    parts.push({ kind: 'link', href })
    at = match.index + href.length
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) })
  return parts
}
