import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { SITE_NAME } from '~/site'
import { isCrossSite } from '~/server/request.server'

/** What the gate needs of each route of the build's route manifest. */
export type GatedRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  module: { action?: unknown; handle?: unknown }
}
/** Only the request line and headers: the gate decides before a byte of the body is read. */
export type RequestHead = { method: string; pathname: string; headers: Headers }

/** A route whose action reads JSON instead of a form says so in its `handle`. */
export const jsonBodyHandle = { requestBody: 'json' } as const

const READ_METHODS = new Set(['GET', 'HEAD'])

export const UNREADABLE_FORM_MESSAGE = 'No pudimos leer lo que enviaste. Usá el formulario de la página.'

type Refusal = { status: 403 | 404 | 405 | 415; title: string; message: string; allow: string }

const FORM_TYPES = /^(application\/x-www-form-urlencoded\s*(;|$)|multipart\/form-data\s*;.*\bboundary=)/i
const JSON_TYPE = /^application\/json\s*(;|$)/i

/** The body types a form action reads: what a browser's form sends, nothing else. */
export function isFormBody(contentType: string | null) {
  return FORM_TYPES.test(contentType?.trim() ?? '')
}

function routeObjects(routes: GatedRoute[], parentId: string | undefined): AgnosticRouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeObjects(routes, route.id) },
    )
}

/** The deepest route of the manifest that Remix would match for a path (same case and decoding rules). */
export function createRouteMatcher(manifest: Record<string, GatedRoute | undefined>) {
  const routes = Object.values(manifest).filter((route): route is GatedRoute => route !== undefined)
  const tree = routeObjects(routes, undefined)
  const byId = new Map(routes.map((route) => [route.id, route]))
  return (pathname: string) => byId.get(matchRoutes(tree, pathname)?.at(-1)?.route.id ?? '')
}

/**
 * Answers, before Remix sees it, every request that no route may take: a write from another site
 * (403), a method the route does not answer (405), a body its action cannot read (415). Remix
 * would run the action for any method and let `request.formData()` throw on a JSON or text body
 * (a 500), and its own Origin check ends in an empty 500 too. Reads pass untouched.
 */
export function createRequestGate(manifest: Record<string, GatedRoute | undefined>) {
  const routeOf = createRouteMatcher(manifest)

  function refusalFor({ method, headers }: RequestHead, route: GatedRoute | undefined, takesJson: boolean): Refusal | null {
    const verb = method.toUpperCase()
    const takesPost = Boolean(route?.module.action)
    const allow = takesPost ? 'GET, HEAD, POST' : 'GET, HEAD'
    if (isCrossSite(headers)) {
      return {
        status: 403,
        allow,
        title: 'Solicitud rechazada',
        message: `El envío viene de otro sitio. Por seguridad no lo procesamos: abrí la página en ${SITE_NAME} y envialo desde ahí.`,
      }
    }
    if (verb !== 'POST' || !takesPost) {
      return {
        status: 405,
        allow,
        title: 'Método no permitido',
        message: 'Esta dirección no acepta ese tipo de solicitud. Abrí la página y usá sus formularios.',
      }
    }
    const contentType = headers.get('Content-Type')
    if (takesJson ? !JSON_TYPE.test(contentType ?? '') : !isFormBody(contentType)) {
      const message = takesJson
        ? 'No pudimos leer lo que enviaste. Enviá un cuerpo JSON (Content-Type: application/json).'
        : UNREADABLE_FORM_MESSAGE
      return { status: 415, allow, title: 'Formato no admitido', message }
    }
    return null
  }

  /** The refusal for a request no route may take, or null to let the app answer it. */
  return function refuseRequest(head: RequestHead): Response | null {
    if (READ_METHODS.has(head.method.toUpperCase())) return null
    // Single-fetch data requests post to the page's address plus ".data".
    const page = head.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')
    const route = routeOf(page)
    const takesJson = route?.module.handle === jsonBodyHandle
    const refusal = refusalFor(head, route, takesJson)
    if (!refusal) return null
    const headers = new Headers({ Allow: refusal.allow, 'Cache-Control': 'no-store' })
    if (takesJson) return Response.json({ error: refusal.message }, { status: refusal.status, headers })
    headers.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(refusalPage(refusal), { status: refusal.status, headers })
  }
}

/** Whether each escape of a path decodes: Remix's router logs a path that does not, raw, for every route it tries. */
function decodes(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Addresses no page has, answered before the app: a path whose escapes do not decode, and
 * `?_data=`, the data requests of Remix before single fetch (its old handler fails on our
 * loaders). Both get a not-found page of their own, with the security headers; null for the rest.
 */
export function refuseAddress({ pathname, search }: { pathname: string; search: string }): Response | null {
  if (decodes(pathname) && !new URLSearchParams(search).has('_data')) return null
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  const page = refusalPage({
    status: 404,
    allow: 'GET, HEAD',
    title: 'Página no encontrada',
    message: 'La página que buscás no existe. Revisá la dirección o volvé al inicio.',
  })
  return new Response(page, { status: 404, headers })
}

/** A page of its own: the app's layout would run the root loader, which a refused request must not reach. */
function refusalPage({ status, title, message }: Refusal) {
  return `<!DOCTYPE html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${SITE_NAME}</title>
<meta name="description" content="${message}">
</head>
<body>
<main>
<p>Error ${status}</p>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Volver al inicio</a></p>
</main>
</body>
</html>
`
}
