/**
 * Stops a loader or action with a 404: every route's error boundary shows it as the Spanish
 * not-found page. Returns `never`, so `getX(id) ?? notFound()` narrows away the null.
 */
export function notFound(message = 'Not Found'): never {
  throw new Response(message, { status: 404 })
}
