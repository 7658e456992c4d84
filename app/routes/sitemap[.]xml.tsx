import { sitemapResponse } from '~/controllers/sitemap.server'

export function loader() {
  return sitemapResponse()
}
