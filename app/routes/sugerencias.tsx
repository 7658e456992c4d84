import type { LoaderFunctionArgs } from '@remix-run/node'
import { renderToStaticMarkup } from 'react-dom/server'
import { suggestionsFor, type Suggestion } from '~/models/suggestions.server'
import { db } from '~/server/db.server'
import { parseSearchQuery } from '~/utils/search-query.server'

/**
 * The search box's suggestions for `?q=`, as the options `<auto-complete>` puts in its list
 * (components/SearchForm.tsx). The same for everyone, so a proxy may keep them a minute.
 */
export function loader({ request }: LoaderFunctionArgs) {
  // Read as the search page reads its term: control characters are no part of it.
  const { q } = parseSearchQuery(new URL(request.url).searchParams)
  const html = renderToStaticMarkup(<SearchSuggestions {...suggestionsFor(db, q)} />)
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' })
  return new Response(html, { headers })
}

function SearchSuggestions({ trades, providers }: { trades: readonly Suggestion[]; providers: readonly Suggestion[] }) {
  const options = [
    ...trades.map((trade) => ({ ...trade, kind: 'Rubro' })),
    ...providers.map((provider) => ({ ...provider, kind: 'Proveedor' })),
  ]
  return (
    <>
      {options.map((option) => (
        <a key={option.href} role="option" href={option.href}>
          <span>{option.label}</span>{' '}
          <small>
            {option.kind} · {option.detail}
          </small>
        </a>
      ))}
    </>
  )
}
