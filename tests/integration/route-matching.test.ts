import { createMemoryHistory, createRouter, matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, test } from 'vitest'

/**
 * The router's matching keeps ranked route trees and compiled patterns between calls
 * (patches/@remix-run+router+1.23.3.patch). These prove what it must never change: which route
 * a path reaches, per tree, per case rule, and after lazy discovery adds routes to a tree.
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
})
