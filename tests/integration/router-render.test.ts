import { createRequire } from 'node:module'
import path from 'node:path'
import { Link as RemixLink } from '@remix-run/react'
import { createMemoryHistory } from '@remix-run/router'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Outlet, Router, useParams } from 'react-router'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, test } from 'vitest'

/**
 * Server rendering reuses the route objects it builds (patches to @remix-run/react and
 * react-router-dom), resolves absolute link paths without the route context
 * (patches/react-router+6.30.4.patch, production build) and renders links that never prefetch
 * without the prefetching hooks (@remix-run/react). What pages show must not change.
 */
const require = createRequire(import.meta.url)
// The build the production server loads, whatever NODE_ENV the tests run under.
const reactRouterBuild = path.join(path.dirname(require.resolve('react-router')), 'umd', 'react-router.production.min.js')
const reactRouter = require(reactRouterBuild) as typeof import('react-router')

describe('link addresses (production react-router)', () => {
  function HrefOf({ to }: { to: string }) {
    return createElement('a', { href: reactRouter.useHref(to) })
  }
  const hrefsAt = (location: string, targets: string[]) => {
    const links = createElement('nav', null, ...targets.map((to) => createElement(HrefOf, { key: to, to })))
    const history = createMemoryHistory({ initialEntries: [location] })
    const html = renderToString(
      createElement(
        reactRouter.Router,
        { location: history.location, navigator: history, static: true },
        createElement(
          reactRouter.Routes,
          null,
          createElement(reactRouter.Route, { path: ':sector' }, createElement(reactRouter.Route, { path: ':subsector', element: links })),
        ),
      ),
    )
    return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  }

  test('absolute, relative and dotted paths resolve as the router defines them', () => {
    expect(
      hrefsAt('/instalaciones/electricidad', [
        '/contacto',
        '/instalaciones/electricidad?zona=CABA&zona=GBA+Sur',
        '/',
        '/a/./b',
        '/a/../b',
        '/..',
        '..',
        '.',
        'iluminacion',
        '../gas',
        '?page=2',
      ]),
    ).toEqual([
      '/contacto',
      '/instalaciones/electricidad?zona=CABA&zona=GBA+Sur',
      '/',
      '/a/b',
      '/b',
      '/',
      '/instalaciones',
      '/instalaciones/electricidad',
      '/instalaciones/electricidad/iluminacion',
      '/instalaciones/gas',
      '/instalaciones/electricidad?page=2',
    ])
  })
})

describe('static rendering of several requests', () => {
  function Page({ children }: { children?: ReactNode }) {
    return createElement('main', null, children)
  }
  const SectorName = () => createElement('h1', null, `Sector ${useParams().sector}`)
  const routes = [
    {
      id: 'root',
      path: '/',
      element: createElement(Page, null, createElement(Outlet)),
      children: [
        {
          id: 'home',
          index: true,
          element: createElement('h1', null, 'Inicio'),
        },
        { id: 'sector', path: ':sector', element: createElement(SectorName) },
      ],
    },
  ]
  const otherRoutes = [
    {
      id: 'only',
      path: '/:sector',
      element: createElement('h1', null, 'Otro árbol'),
    },
  ]

  async function render(tree: typeof routes | typeof otherRoutes, url: string) {
    const context = await createStaticHandler(tree).query(new Request(`http://localhost${url}`))
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}`)
    return renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(tree, context),
        context,
        hydrate: false,
      }),
    )
  }

  test('each request renders its own route and params, requests and route trees in turn', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await render(routes, '/instalaciones')).toContain('Sector instalaciones')
      expect(await render(routes, '/')).toContain('Inicio')
      expect(await render(otherRoutes, '/vial')).toContain('Otro árbol')
      expect(await render(routes, '/vial')).toContain('Sector vial')
    }
  })
})

describe('Remix links', () => {
  const render = (element: ReactNode) => {
    const history = createMemoryHistory({ initialEntries: ['/instalaciones/electricidad'] })
    return renderToString(createElement(Router, { location: history.location, navigator: history, static: true }, element))
  }

  test('with or without prefetching a link renders the same anchor, marked for route discovery when it stays in the app', () => {
    const plain = render(createElement(RemixLink, { to: '/contacto', className: 'enlace' }, 'Contacto'))
    expect(plain).toBe('<a class="enlace" data-discover="true" href="/contacto">Contacto</a>')
    expect(render(createElement(RemixLink, { to: '/contacto', className: 'enlace', prefetch: 'intent' }, 'Contacto'))).toBe(plain)
    expect(render(createElement(RemixLink, { to: '?page=2' }, '2'))).toBe(
      '<a data-discover="true" href="/instalaciones/electricidad?page=2">2</a>',
    )
    expect(render(createElement(RemixLink, { to: 'https://wa.me/5491150000000' }, 'WhatsApp'))).toBe(
      '<a href="https://wa.me/5491150000000">WhatsApp</a>',
    )
    expect(render(createElement(RemixLink, { to: '/auth/salir', reloadDocument: true }, 'Salir'))).toBe('<a href="/auth/salir">Salir</a>')
  })
})
