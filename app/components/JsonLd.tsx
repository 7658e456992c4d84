import { useNonce } from '~/utils/nonce-provider'

/** Structured data for search engines. `<` is escaped so no value can close the script early. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce from the DOM, so hydration sees it as different.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
