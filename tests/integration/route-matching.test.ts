import { createMemoryHistory, createRouter, matchRoutes, resolvePath, type AgnosticRouteObject } from '@remix-run/router'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

/**
 * The router's matching keeps ranked route trees, compiled patterns and the matches of recent
 * paths between calls, and takes absolute paths without dot segments as resolved
 * (patches/@remix-run+router+1.23.3.patch). These prove what it must never change: which route
 * a path reaches, per tree, per case rule, after lazy discovery adds routes to a tree, whatever a
 * caller does with the matches it got, and where a path resolves to.
 */

/** The shapes of the app's routes: index, static pages, a sector slug, nested slugs, ids, a splat. */
function directoryRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'categorias', path: 'categorias' },
        { id: 'sector', path: ':sector' },
        { id: 'subsector', path: ':sector/:subsector' },
        { id: 'division', path: ':sector/:subsector/:division' },
        { id: 'proveedor', path: 'proveedor/:id' },
        { id: 'uploads', path: 'uploads/*' },
        { id: 'not-found', path: '*' },
      ],
    },
  ]
}

const deepestRouteId = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id ?? null

const EXPECTED: Record<string, string> = {
  '/': 'home',
  '/categorias': 'categorias',
  '/instalaciones': 'sector',
  '/instalaciones/electricidad': 'subsector',
  '/estructuras/hormigon/losas': 'division',
  '/proveedor/42': 'proveedor',
  '/uploads/listings/2025/a.webp': 'uploads',
  '/a/b/c/d': 'not-found',
}

describe('route matching', () => {
  test('every path reaches the same route on every call, and params come from that call', () => {
    const routes = directoryRoutes()
    for (let round = 0; round < 3; round++) {
      for (const [path, id] of Object.entries(EXPECTED)) expect(deepestRouteId(routes, path)).toBe(id)
    }
    expect(matchRoutes(routes, '/proveedor/7')?.at(-1)?.params).toEqual({ id: '7' })
    expect(matchRoutes(routes, '/proveedor/8')?.at(-1)?.params).toEqual({ id: '8' })
  })

  test('what one caller does to its matches never reaches the next caller', () => {
    const routes = directoryRoutes()
    const first = matchRoutes(routes, '/proveedor/7')!
    // Params are typed read-only, but nothing stops JavaScript code from writing to them.
    ;(first.at(-1)!.params as Record<string, string>).id = 'changed'
    first.at(-1)!.pathname = '/changed'
    first.pop()
    const second = matchRoutes(routes, '/proveedor/7')!
    expect(second.map((match) => match.route.id)).toEqual(['root', 'proveedor'])
    expect(second.at(-1)).toMatchObject({ params: { id: '7' }, pathname: '/proveedor/7' })
    // As the router makes them: the matches of one path share one params object.
    expect(second[0]!.params).toBe(second[1]!.params)
  })

  test('two trees matched in turn keep their own routes', () => {
    const directory = directoryRoutes()
    const other: AgnosticRouteObject[] = [{ id: 'only', path: '/instalaciones' }]
    expect(deepestRouteId(directory, '/instalaciones')).toBe('sector')
    expect(deepestRouteId(other, '/instalaciones')).toBe('only')
    expect(deepestRouteId(other, '/categorias')).toBeNull()
    expect(deepestRouteId(directory, '/categorias')).toBe('categorias')
  })

  test('a case-sensitive pattern and the same pattern without case rule are told apart', () => {
    const sensitive: AgnosticRouteObject[] = [{ id: 'sensitive', path: '/Obra', caseSensitive: true }]
    const insensitive: AgnosticRouteObject[] = [{ id: 'insensitive', path: '/Obra' }]
    expect(deepestRouteId(sensitive, '/obra')).toBeNull()
    expect(deepestRouteId(insensitive, '/obra')).toBe('insensitive')
    expect(deepestRouteId(sensitive, '/Obra')).toBe('sensitive')
  })

  test('routes added by lazy discovery are matched at once', async () => {
    const router = createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'home', index: true }] }],
      history: createMemoryHistory(),
      // What Remix does on a navigation to a route the browser has not been told about yet.
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === '/marketplace') patch('root', [{ id: 'marketplace', path: 'marketplace' }])
      },
    }).initialize()
    expect(deepestRouteId(router.routes, '/marketplace')).toBeNull()
    await router.navigate('/marketplace')
    expect(router.state.matches.at(-1)?.route.id).toBe('marketplace')
    expect(deepestRouteId(router.routes, '/marketplace')).toBe('marketplace')
    router.dispose()
  })

  test('a path resolves as the router always resolved it, dot segments and all', () => {
    // The router's own algorithm, unpatched: drop "." segments, ".." pops one (never past the root).
    const reference = (pathname: string) => {
      const segments = ['']
      for (const segment of pathname.slice(1).split('/')) {
        if (segment === '..') {
          if (segments.length > 1) segments.pop()
        } else if (segment !== '.') segments.push(segment)
      }
      return segments.length > 1 ? segments.join('/') : '/'
    }
    const segment = fc.constantFrom('instalaciones', 'electricidad', 'a', '.', '..', '.x', '..y', 'ñandú')
    const from = fc.constantFrom('/', '/instalaciones/electricidad')
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), from, (segments, trailingSlash, fromPathname) => {
        const pathname = `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}`
        const expected = reference(pathname)
        expect(resolvePath(pathname, fromPathname).pathname).toBe(expected)
        expect(resolvePath(`${pathname}?zona=CABA#mapa`, fromPathname)).toEqual({ pathname: expected, search: '?zona=CABA', hash: '#mapa' })
      }),
      { numRuns: 500 },
    )
  })
})
