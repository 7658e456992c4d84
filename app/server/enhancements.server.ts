import fs from 'node:fs'
import path from 'node:path'

/**
 * The address of the enhancement module (scripts/build-enhancements.js), or null where it was
 * not built (the tests that render routes from source): pages are complete without it.
 */
export const enhancementsHref: string | null = (() => {
  try {
    const { href } = JSON.parse(fs.readFileSync(path.resolve('build/enhancements.json'), 'utf8')) as { href: string }
    return href
  } catch {
    return null
  }
})()
