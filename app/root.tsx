import { cssBundleHref } from '@remix-run/css-bundle'
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { SiteFooter } from '~/components/SiteFooter'
import { SiteHeader } from '~/components/SiteHeader'
import { Toaster, ToastTemplates } from '~/components/Toaster'
import '~/styles/global.css'
import { useNonce } from '~/utils/nonce-provider'
import { useServerDocument } from '~/utils/document-provider'
import { useHydrated } from '~/utils/use-hydrated'
import { loadRoot } from './root.server'
import { needsJavaScript } from '~/utils/hydration'
import { releaseEventsToReact } from '~/utils/early-events'
import { countedListingIds } from '~/utils/listing-events'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function loader({ request }: LoaderFunctionArgs) {
  return loadRoot(request)
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const { stylesheet, status } = useServerDocument()
  // Once the app runs, it keeps its scripts on every page it renders (scroll restoration included).
  const matches = useMatches()
  const hydrate = useHydrated() || (status !== 404 && needsJavaScript(matches))
  const rootData = useRouteLoaderData<typeof loader>('root')
  const analytics = rootData?.analytics
  useEffect(releaseEventsToReact, [])
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3a5f" />
        <Meta />
        {/* The browser keeps the server's text: hydration leaves a style element's content alone. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: stylesheet }} suppressHydrationWarning />
        <Links />
        {analytics ? <AnalyticsScript {...analytics} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        {/*
          Every page, hydrated or not: the enhancements wrap server markup the app renders on both
          kinds. Fetched at low priority: nothing of the first paint waits for them.
        */}
        {rootData?.enhancements ? <script type="module" src={rootData.enhancements} {...{ fetchpriority: 'low' }} /> : null}
        {hydrate ? (
          <>
            {/* Zod reads this before its first schema: without it, it probes eval, which our CSP reports as a violation. */}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} suppressHydrationWarning />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

// Drawn only on pages React does not run: the app's browser code never needs it.
const FavoriteLimitTemplate = lazy(() =>
  import('~/components/FavoriteLimitDialog').then((module) => ({ default: module.FavoriteLimitTemplate })),
)

const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}'

/** Plausible reads data-domain and Umami data-website-id; each ignores the other's. */
function AnalyticsScript({ scriptUrl, siteId, nonce }: { scriptUrl: string; siteId: string; nonce: string | undefined }) {
  // The browser hides the nonce from the DOM, so hydration sees it as different.
  return <script defer src={scriptUrl} data-domain={siteId} data-website-id={siteId} nonce={nonce} suppressHydrationWarning />
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const matches = useMatches()
  const hydrated = useHydrated()
  const viewed = countedListingIds(matches).join(',')
  // What the enhancements show in place for a member, on pages React does not run (a <template>'s
  // content is not its children in the browser, so hydration could not match it).
  const inPlace = Boolean(rootData?.user) && !hydrated && !needsJavaScript(matches)
  return (
    <>
      <SiteHeader user={rootData?.user ?? null} />
      <main id="contenido">{children}</main>
      <SiteFooter signedIn={Boolean(rootData?.user)} operator={rootData?.operator ?? null} />
      {rootData?.toast ? <Toaster toast={rootData.toast} /> : null}
      {/* Keyed: a page of other listings is another view. */}
      {viewed ? <listing-views key={viewed} data-listings={viewed} hidden /> : null}
      {inPlace ? (
        <>
          <ToastTemplates />
          <Suspense>
            <FavoriteLimitTemplate />
          </Suspense>
        </>
      ) : null}
    </>
  )
}

/**
 * The document carries only the rules its own markup uses; pages the app renders itself, and the
 * states scripts open, need the rest: the whole bundle, cached for a year, once the app runs.
 */
function useWholeStylesheet() {
  useEffect(() => {
    if (!cssBundleHref || document.querySelector(`link[href="${cssBundleHref}"]`)) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = cssBundleHref
    document.head.append(link)
  }, [])
}

export default function App() {
  useLoaderData<typeof loader>()
  useWholeStylesheet()
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  useWholeStylesheet()
  return (
    <Shell>
      <GeneralErrorBoundary />
    </Shell>
  )
}
