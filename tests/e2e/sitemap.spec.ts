import { isAllowedByRobots } from '../setup/robots'
import { expect, test } from './fixtures'

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1]!.replaceAll('&amp;', '&'))
/** Requests at once: a crawler's pace, and the whole seeded sitemap in a few seconds. */
const CONCURRENT_REQUESTS = 4
/** `npm run test:full` crawls every URL; the everyday run every page but one zona page in ten. */
const ZONA_PAGE_SAMPLE = process.env.TEST_FULL ? 1 : 10

/** Every URL but the zona pages, and every `step`-th of those: each kind of page is still crawled. */
function sample(urls: string[], step: number) {
  let zona = 0
  return urls.filter((url) => !url.includes('/zona/') || zona++ % step === 0)
}

test.describe('search engines', () => {
  test('every URL of the sitemap answers 200 without noindex, and robots.txt lets it in (a sample of the zona pages but in test:full)', async ({
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'plain HTTP requests, as a crawler makes them: the no-js project runs them once')
    // The seeded sitemap holds some 1,700 URLs, most of them zona pages.
    test.setTimeout(180_000)
    const sitemap = await request.get('/sitemap.xml', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(sitemap.status()).toBe(200)
    // Streamed and compressed as it goes: no length known in advance.
    expect(sitemap.headers()['content-encoding']).toBe('br')
    expect(sitemap.headers()['content-length']).toBeUndefined()
    expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600')
    const urls = locs(await sitemap.text())
    expect(urls.length).toBeGreaterThan(100)
    for (const kind of ['/proveedor/', '/perfilDeProveedorActivo/', '/detalleMaterial/', '/proyectos/'])
      expect(
        urls.some((url) => url.startsWith(`${baseURL}${kind}`)),
        kind,
      ).toBe(true)

    const rules = await (await request.get('/robots.txt')).text()
    const pending = sample(urls, ZONA_PAGE_SAMPLE)
    expect(pending.some((url) => url.includes('/zona/'))).toBe(true)
    const failures: string[] = []
    const crawl = async () => {
      for (let url = pending.shift(); url; url = pending.shift()) {
        expect(url.startsWith(`${baseURL}/`), url).toBe(true)
        const path = url.slice(baseURL!.length)
        const response = await request.get(path, { maxRedirects: 0 })
        const html = await response.text()
        if (response.status() !== 200) failures.push(`${response.status()} ${path}`)
        else if (/<meta[^>]*name="robots"[^>]*noindex/.test(html)) failures.push(`noindex ${path}`)
        if (!isAllowedByRobots(rules, path)) failures.push(`robots.txt disallows ${path}`)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, crawl))
    expect(failures).toEqual([])
  })

  test('a sitemap file past the last is a 404', async ({ request }) => {
    expect((await request.get('/sitemaps/999.xml')).status()).toBe(404)
    expect((await request.get('/sitemaps/uno')).status()).toBe(404)
  })
})
