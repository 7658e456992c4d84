/**
 * Structured data for search engines. `<` is escaped so no value can close the script early. A
 * data block is never run, so the Content-Security-Policy asks no nonce of it.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
