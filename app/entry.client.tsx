import { RemixBrowser, unstable_decodeInitialState } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// The page's data is decoded before React takes the document: a key or click that lands before
// React's first render makes it render at once, and that render must not wait for the data.
void unstable_decodeInitialState().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
})
