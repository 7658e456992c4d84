import { cssBundleHref } from '@remix-run/css-bundle'
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { SiteFooter } from '~/components/SiteFooter'
import { SiteHeader } from '~/components/SiteHeader'
import { Toaster } from '~/components/Toaster'
import '~/styles/global.css'
import { env } from '~/utils/env.server'
import { useNonce } from '~/utils/nonce-provider'
import { getOptionalUser } from '~/utils/session.server'
import { getToast } from '~/utils/toast.server'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, user] = await Promise.all([getToast(request), getOptionalUser(request)])
  return data({ toast, user: user && { email: user.email }, operator: env.operator }, { headers: headers ?? undefined })
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <>
      <SiteHeader user={rootData?.user ?? null} />
      <main id="contenido">{children}</main>
      <SiteFooter signedIn={Boolean(rootData?.user)} operator={rootData?.operator ?? null} />
      {rootData?.toast ? <Toaster toast={rootData.toast} /> : null}
    </>
  )
}

export default function App() {
  useLoaderData<typeof loader>()
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  )
}
