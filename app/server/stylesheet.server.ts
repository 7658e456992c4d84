import fs from 'node:fs'
import path from 'node:path'
import { cssBundleHref } from '@remix-run/css-bundle'
import { env } from '~/server/env.server'

let cached: string | undefined

/**
 * The CSS bundle's text, inlined into every document: on a slow link a separate stylesheet costs
 * a round trip before the first paint, while the whole bundle is ~9 KB gzip. Read once in
 * production; in development each request reads the rebuilt file.
 */
export function readStylesheet() {
  if (cached !== undefined) return cached
  if (!cssBundleHref) return ''
  const text = fs.readFileSync(path.join('public', cssBundleHref), 'utf8')
  if (env.NODE_ENV === 'production') cached = text
  return text
}
