import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { listActiveListingIds, listProviderProfileIds, listSitemapPaths } from '~/models/sitemap.server'
import { loader as robotsLoader } from '~/routes/robots[.]txt'
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml'
import { SECTORS } from '~/taxonomy'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

describe('sitemap model', () => {
  test('lists the active listings and the providers’ profiles, not builders’', () => {
    const active = createListing(db)
    const inactive = createListing(db)
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, inactive.id)).run()
    const provider = createAccount(db, { role: 'proveedor' })
    createAccount(db, { role: 'constructor' })

    expect(listActiveListingIds(db)).toEqual([active.id])
    expect(listProviderProfileIds(db)).toEqual([provider.profile.id])
  })

  test('paths: the fixed pages, every sector, subsector and division, then listings and profiles', () => {
    const listing = createListing(db)
    const { profile } = createAccount(db)
    const paths = listSitemapPaths(db)

    const directory = SECTORS.reduce(
      (sum, sector) => sum + 1 + sector.subsectors.reduce((subtotal, subsector) => subtotal + 1 + subsector.divisions.length, 0),
      0,
    )
    const fixed = ['/', '/categorias', '/proveedores', '/constructores', '/para-proveedores', '/sobre-nosotros', '/contacto']
    expect(paths).toHaveLength(fixed.length + directory + 2)
    expect(paths.slice(0, fixed.length + 1)).toEqual([...fixed, '/preliminares'])
    expect(paths).toContain('/instalaciones/electricidad')
    expect(paths).toContain('/preliminares/empresas-y-profesionales/arquitectos')
    expect(paths.slice(-2)).toEqual([`/proveedor/${listing.id}`, `/perfilDeProveedorActivo/${profile.id}`])
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('sitemap.xml and robots.txt', () => {
  test('the sitemap is XML of absolute URLs with the security headers', async () => {
    const listing = createListing(db)
    const response = sitemapLoader()
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const xml = await response.text()
    expect(xml).toContain(`<loc>${env.appUrl}/</loc>`)
    expect(xml).toContain(`<loc>${env.appUrl}/proveedor/${listing.id}</loc>`)
    expect(xml.match(/<url>/g)).toHaveLength(listSitemapPaths(db).length)
  })

  test('robots.txt keeps private areas out, lets profiles in and names the sitemap', async () => {
    const response = robotsLoader()
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    const rules = await response.text()
    expect(rules).toContain('Disallow: /perfil\n')
    expect(rules).toContain('Allow: /perfilDeProveedorActivo/\n')
    expect(rules).toContain(`Sitemap: ${env.appUrl}/sitemap.xml`)
  })
})
