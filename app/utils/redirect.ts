/**
 * Where to go after signing in: only paths on this site. Anything else (an absolute URL,
 * `//host`, `/\host`, a control character) falls back to the home page.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (/[\u0000-\u001f\\]/.test(to)) return fallback
  const url = new URL(to, 'http://localhost')
  return url.origin === 'http://localhost' ? `${url.pathname}${url.search}${url.hash}` : fallback
}
