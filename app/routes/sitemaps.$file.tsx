import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemapFileResponse } from '~/controllers/sitemap.server'

/** /sitemaps/{n}.xml: the numbered files /sitemap.xml points to once the site has more URLs than one file takes. */
export function loader({ params }: LoaderFunctionArgs) {
  return sitemapFileResponse(params.file)
}
