/**
 * Whether robots.txt lets a crawler fetch a path, read as Google reads it (RFC 9309): of the
 * Allow and Disallow rules for `User-agent: *` that match the path's start (`*` any characters,
 * `$` the end), the longest wins, and Allow wins a tie.
 */
export function isAllowedByRobots(robotsTxt: string, path: string) {
  let best: { length: number; allow: boolean } | undefined
  for (const line of robotsTxt.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim())
    if (!match || match[2] === '') continue
    const pattern = match[2]!
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
      .replace(/\\\$$/, '$')
    if (!new RegExp(`^${source}`).test(path)) continue
    const allow = match[1]!.toLowerCase() === 'allow'
    if (!best || pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow }
  }
  return best?.allow ?? true
}
