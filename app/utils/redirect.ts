/**
 * Where to go after signing in: only paths on this site. Anything else (an absolute URL,
 * `//host`, `/\host`, `/.//host`, a control character) falls back to the home page. The check
 * runs on the path as a browser would resolve it, not on the raw text.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are refused outright
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /[\u0000-\u001f\\]/.test(to)) {
    return fallback
  }
  const url = new URL(to, 'http://localhost')
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === 'http://localhost' && !path.startsWith('//') ? path : fallback
}
