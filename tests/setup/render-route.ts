import type { LoaderFunctionArgs } from '@remix-run/node'
import { PassThrough } from 'node:stream'
import { createElement, type ComponentType } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'

export type RouteModule = { loader: (args: LoaderFunctionArgs) => Promise<unknown>; default: ComponentType }

/** React's whole output once everything it waits for (the lazy tabs included) is in, as the server sends pages. */
function renderWhole(element: ReturnType<typeof createElement>) {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = []
        const body = new PassThrough()
        body.on('data', (chunk: Buffer) => chunks.push(chunk))
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        pipe(body)
      },
      onShellError: reject,
      onError: reject,
    })
  })
}

/**
 * A route module's page as the server renders it for `url`: its loader run on the request, the
 * status a thrown answer gives, and the loader data a hydrating page would embed.
 */
export async function renderRoute(module: RouteModule, { path, url, headers = {} }: { path: string; url: string; headers?: HeadersInit }) {
  const loader = ({ request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>) => module.loader({ request, params, context: {} })
  const handler = createStaticHandler([{ id: 'page', path, loader, Component: module.default }])
  const context = await handler.query(new Request(`http://localhost:3000${url}`, { headers }))
  if (context instanceof Response) return { status: context.status, html: '', embedded: '' }
  if (context.errors) {
    const error = Object.values(context.errors)[0] as { status?: number }
    return { status: error.status ?? 500, html: '', embedded: '' }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = await renderWhole(createElement(StaticRouterProvider, { router, context, hydrate: false }))
  return { status: 200, html, embedded: JSON.stringify(context.loaderData) }
}
