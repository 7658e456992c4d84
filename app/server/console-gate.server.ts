import { createRouteMatcher, type GatedRoute } from '~/server/request-gate.server'
import { getOptionalUser } from '~/server/session.server'

type RouteEntry = { id: string; parentId?: string; path?: string }
/** The parts of a build that name routes: the server's manifest and the client's copy of it. */
type RoutedBuild = { routes: Record<string, GatedRoute | undefined>; assets: { routes: Record<string, RouteEntry | undefined> } }

function firstSegment(routes: Record<string, RouteEntry | undefined>, id: string): string {
  const route = routes[id]
  if (!route) return ''
  const above = route.parentId ? firstSegment(routes, route.parentId) : ''
  return above || (route.path ?? '').split('/')[0]!
}

/**
 * The console exists only for staff. Anyone else's request for an /admin address (any method,
 * its data, the route manifest that lazy discovery asks for) is answered by the build without
 * the console's routes: the site's own answer for an address nothing claims, byte for byte.
 */
export function createConsoleGate<Build extends RoutedBuild>(build: Build) {
  const consoleIds = new Set(Object.keys(build.routes).filter((id) => firstSegment(build.routes, id) === 'admin'))
  const outside = <Entry>(routes: Record<string, Entry>) => Object.fromEntries(Object.entries(routes).filter(([id]) => !consoleIds.has(id)))
  const routeOf = createRouteMatcher(build.routes)
  return {
    publicBuild: { ...build, routes: outside(build.routes), assets: { ...build.assets, routes: outside(build.assets.routes) } } as Build,
    /** Whether this request gets the build without the console. */
    async hidesConsole({ pathname, headers }: { pathname: string; headers: Headers }) {
      // Matched against the routes only when it may name the console in any case or encoding: most requests do not.
      const mayNameConsole = /admin|%/i.test(pathname)
      const asksForConsole =
        pathname === '/__manifest' || (mayNameConsole && consoleIds.has(routeOf(pathname.replace(/\.data$/, ''))?.id ?? ''))
      if (!asksForConsole) return false
      if (!headers.has('Cookie')) return true
      const user = await getOptionalUser(new Request('http://localhost/', { headers }))
      return !user?.isStaff
    },
  }
}
