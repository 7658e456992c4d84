import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { validateXML } from 'xmllint-wasm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { SITEMAP_URLS_PER_FILE } from '~/constants'
import { sitemapFileResponse, sitemapResponse } from '~/controllers/sitemap.server'
import { sitemapEntries, type SitemapSource } from '~/models/sitemap.server'
import { loader as robotsLoader } from '~/routes/robots[.]txt'
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml'
import { loader as sitemapFileLoader } from '~/routes/sitemaps.$file'
import { SECTORS } from '~/taxonomy'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createAccount, createListing, resetDatabase } from '../setup/factories'
import { isAllowedByRobots } from '../setup/robots'

beforeEach(() => resetDatabase(db))

const FIXED_PAGES = 13
const DIRECTORY_PAGES = SECTORS.reduce(
  (sum, sector) => sum + 1 + sector.subsectors.reduce((subtotal, subsector) => subtotal + 1 + subsector.divisions.length, 0),
  0,
)

/** A listing puts its sector and its subsector on the sitemap in its zone and in its place: four zona pages. */
const ZONA_PAGES_OF_ONE_PLACE = 4

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1]!)
const paths = (xml: string) => locs(xml).map((loc) => loc.slice(env.appUrl.length))

async function expectValid(xml: string, schemaFile: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: schemaFile, contents: fs.readFileSync(`tests/fixtures/${schemaFile}`, 'utf8') }],
  })
  expect(result.errors).toEqual([])
  expect(result.valid).toBe(true)
}

/** Listings in bulk, straight in SQL: the factories would take seconds for tens of thousands. */
function insertListings(count: number) {
  db.run(sql`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO listings (business_name, sector_slug, subsector_slug, zona, localidad)
    SELECT 'Techista ' || i, 'cubiertas', 'techistas', 'CABA', 'Palermo' FROM n`)
}

function suspend(userId: number) {
  db.update(schema.users).set({ suspendedAt: new Date(), suspensionReason: 'Spam' }).where(eq(schema.users.id, userId)).run()
}

describe('what the sitemap lists', () => {
  test('the pages that answer 200 without noindex, and nothing private, hidden or suspended', () => {
    const active = createListing(db, { updatedAt: new Date('2026-10-01T12:00:00Z') })
    const paused = createListing(db, { isActive: false })
    const provider = createAccount(db)
    createListing(db, { profileId: provider.profile.id, updatedAt: new Date('2026-11-02T09:30:00Z') })
    const withoutServices = createAccount(db)
    const builder = createAccount(db, { role: 'constructor' })
    const spammer = createAccount(db)
    createListing(db, { profileId: spammer.profile.id })
    suspend(spammer.user.id)
    const material = db
      .insert(schema.materials)
      .values({
        userId: provider.user.id,
        title: 'Ladrillo hueco',
        category: 'ladrillos-y-bloques',
        description: '12x18x33',
        priceCents: 50_000,
      })
      .returning()
      .get()
    const spamMaterial = db
      .insert(schema.materials)
      .values({ userId: spammer.user.id, title: 'Oferta', category: 'pinturas', description: 'Spam', priceCents: 1 })
      .returning()
      .get()
    const pausedMaterial = db
      .insert(schema.materials)
      .values({
        userId: provider.user.id,
        title: 'Chapa',
        category: 'techos-y-chapas',
        description: 'C25',
        priceCents: 1,
        status: 'pausado',
      })
      .returning()
      .get()
    const publicProject = db
      .insert(schema.projects)
      .values({ userId: builder.user.id, title: 'Casa en Castelar', isPublic: true })
      .returning()
      .get()
    const privateProject = db
      .insert(schema.projects)
      .values({ userId: provider.user.id, title: 'Borrador', isPublic: false })
      .returning()
      .get()

    const entries = Array.from(sitemapEntries(db))
    const listed = entries.map((entry) => entry.path)
    expect(listed.slice(0, 3)).toEqual(['/', '/categorias', '/proveedores'])
    expect(listed).toContain('/como-ordenamos')
    expect(listed).toContain('/instalaciones/electricidad')
    expect(listed).toContain('/preliminares/empresas-y-profesionales/arquitectos')
    expect(listed.filter((path) => !path.includes('/zona/')).slice(FIXED_PAGES + DIRECTORY_PAGES)).toEqual([
      `/proveedor/${active.id}`,
      `/proveedor/${active.id + 2}`,
      `/perfilDeProveedorActivo/${provider.profile.id}`,
      // A category's page only where a visitor sees a material in it.
      '/marketplace/ladrillos-y-bloques',
      `/detalleMaterial/${material.id}`,
      `/proyectos/${publicProject.id}`,
    ])
    for (const hidden of [
      `/proveedor/${paused.id}`,
      `/perfilDeProveedorActivo/${withoutServices.profile.id}`,
      `/perfilDeProveedorActivo/${builder.profile.id}`,
      `/perfilDeProveedorActivo/${spammer.profile.id}`,
      `/detalleMaterial/${spamMaterial.id}`,
      `/detalleMaterial/${pausedMaterial.id}`,
      '/marketplace/pinturas',
      '/marketplace/techos-y-chapas',
      `/proyectos/${privateProject.id}`,
    ])
      expect(listed).not.toContain(hidden)
    expect(new Set(listed).size).toBe(listed.length)

    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod
    expect(lastmod(`/proveedor/${active.id}`)).toEqual(new Date('2026-10-01T12:00:00Z'))
    // A profile page changes with the listings it shows.
    expect(lastmod(`/perfilDeProveedorActivo/${provider.profile.id}`)!.getTime()).toBeGreaterThanOrEqual(
      new Date('2026-11-02T09:30:00Z').getTime(),
    )
    expect(lastmod('/')).toBeUndefined()
    expect(lastmod('/instalaciones')).toBeUndefined()
  })

  test('a listing switched off leaves the sitemap, and a profile with it once it offers nothing', () => {
    const provider = createAccount(db)
    const listing = createListing(db, { profileId: provider.profile.id })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, listing.id)).run()
    const listed = Array.from(sitemapEntries(db), (entry) => entry.path)
    expect(listed).not.toContain(`/proveedor/${listing.id}`)
    expect(listed).not.toContain(`/perfilDeProveedorActivo/${provider.profile.id}`)
  })
})

describe('sector × zona pages in the sitemap', () => {
  test('those with a provider come right after the directory, with its lastmod; empty ones stay out', () => {
    createListing(db, {
      sectorSlug: 'mamposteria',
      subsectorSlug: 'corralones',
      zona: 'GBA Oeste',
      localidad: 'San Justo',
      updatedAt: new Date('2026-11-20T15:00:00Z'),
    })
    const entries = Array.from(sitemapEntries(db))
    const zonaPages = entries.filter((entry) => entry.path.includes('/zona/'))
    expect(zonaPages).toHaveLength(ZONA_PAGES_OF_ONE_PLACE)
    expect(zonaPages.map((entry) => entry.path).sort()).toEqual([
      '/mamposteria/corralones/zona/gba-oeste',
      '/mamposteria/corralones/zona/la-matanza',
      '/mamposteria/zona/gba-oeste',
      '/mamposteria/zona/la-matanza',
    ])
    for (const entry of zonaPages) expect(entry.lastmod).toEqual(new Date('2026-11-20T15:00:00Z'))
    expect(entries.findIndex((entry) => entry.path.includes('/zona/'))).toBe(FIXED_PAGES + DIRECTORY_PAGES)
  })
})

describe('/sitemap.xml', () => {
  // Its security headers are the server's, set for every answer (tests/e2e/security.spec.ts).
  test('one file of absolute URLs with lastmod, escaped, valid against the sitemaps.org schema, with its headers', async () => {
    const listing = createListing(db, { updatedAt: new Date('2026-10-01T12:00:00.250Z') })
    const response = sitemapLoader()
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    )
    expect(xml).toContain(`<url><loc>${env.appUrl}/proveedor/${listing.id}</loc><lastmod>2026-10-01T12:00:00Z</lastmod></url>`)
    expect(locs(xml)).toHaveLength(FIXED_PAGES + DIRECTORY_PAGES + ZONA_PAGES_OF_ONE_PLACE + 1)
    await expectValid(xml, 'sitemap.xsd')

    const odd: SitemapSource = () => [{ path: `/buscar?q=ladrillos&zona="norte"<'sur'>` }]
    const escaped = await sitemapResponse({ sources: [odd] }).text()
    expect(escaped).toContain(`<loc>${env.appUrl}/buscar?q=ladrillos&amp;zona=&quot;norte&quot;&lt;&apos;sur&apos;&gt;</loc>`)
    await expectValid(escaped, 'sitemap.xsd')
  })

  test('past a file’s worth of URLs it is an index of numbered files that together list every URL once', async () => {
    const provider = createAccount(db)
    createListing(db, { profileId: provider.profile.id, updatedAt: new Date('2026-11-20T08:00:00Z') })
    insertListings(20)
    const all = Array.from(sitemapEntries(db), (entry) => entry.path)
    const urlsPerFile = 50

    const index = await sitemapResponse({ urlsPerFile }).text()
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    await expectValid(index, 'siteindex.xsd')
    const files = Math.ceil(all.length / urlsPerFile)
    expect(paths(index)).toEqual(Array.from({ length: files }, (_, i) => `/sitemaps/${i + 1}.xml`))
    // Each file's lastmod is its newest page's: the profile sits in the last file.
    expect(index).toContain(`<loc>${env.appUrl}/sitemaps/${files}.xml</loc><lastmod>`)
    expect(index).not.toContain(`<loc>${env.appUrl}/sitemaps/1.xml</loc><lastmod>`)

    const listed: string[] = []
    for (let number = 1; number <= files; number++) {
      const response = sitemapFileResponse(`${number}.xml`, { urlsPerFile })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
      const xml = await response.text()
      await expectValid(xml, 'sitemap.xsd')
      expect(locs(xml).length).toBeLessThanOrEqual(urlsPerFile)
      listed.push(...paths(xml))
    }
    expect(listed).toEqual(all)

    for (const name of [`${files + 1}.xml`, '0.xml', '01.xml', '1', 'uno.xml', '1.xml.gz', '99999999999.xml']) {
      const response = sitemapFileResponse(name, { urlsPerFile })
      expect(response.status, name).toBe(404)
    }
  })

  test(`at the real limit: ${SITEMAP_URLS_PER_FILE.toLocaleString('en')} URLs in the first file, the rest in the second, and no third`, async () => {
    insertListings(SITEMAP_URLS_PER_FILE)
    const started = performance.now()
    const index = await sitemapLoader().text()
    expect(paths(index)).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml'])
    const first = await sitemapFileLoader({
      params: { file: '1.xml' },
      request: new Request(`${env.appUrl}/sitemaps/1.xml`),
      context: {},
    }).text()
    const second = await sitemapFileLoader({
      params: { file: '2.xml' },
      request: new Request(`${env.appUrl}/sitemaps/2.xml`),
      context: {},
    }).text()
    const third = sitemapFileLoader({ params: { file: '3.xml' }, request: new Request(`${env.appUrl}/sitemaps/3.xml`), context: {} })
    const elapsed = performance.now() - started
    expect(locs(first)).toHaveLength(SITEMAP_URLS_PER_FILE)
    expect(Buffer.byteLength(first)).toBeLessThan(50 * 1024 * 1024)
    expect(locs(second)).toHaveLength(FIXED_PAGES + DIRECTORY_PAGES + ZONA_PAGES_OF_ONE_PLACE)
    expect(third.status).toBe(404)
    expect(elapsed).toBeLessThan(5000)
  })

  test('is written in chunks as it is read, and other work runs between them', async () => {
    insertListings(5000)
    let turns = 0
    const timer = setInterval(() => turns++, 0)
    const reader = sitemapLoader().body!.getReader()
    const turnsAtChunk: number[] = []
    for (let read = await reader.read(); !read.done; read = await reader.read()) turnsAtChunk.push(turns)
    clearInterval(timer)
    expect(turnsAtChunk.length).toBeGreaterThan(4)
    expect(turnsAtChunk.at(-1)).toBeGreaterThan(turnsAtChunk[0]!)
  })
})

describe('robots.txt', () => {
  test('names the sitemap, keeps private areas out and lets every sitemap URL in', async () => {
    const provider = createAccount(db)
    createListing(db, { profileId: provider.profile.id })
    const response = robotsLoader()
    const rules = await response.text()
    expect(rules).toContain(`Sitemap: ${env.appUrl}/sitemap.xml\n`)
    for (const path of [
      '/admin',
      '/admin/cuentas',
      '/auth',
      '/auth/ingresar',
      '/cuenta/eliminar',
      '/documentos/3',
      '/favoritos',
      '/favoritos/limite',
      '/functions/v1/ai-chat',
      '/mensajes',
      '/mensajes/12',
      '/mensajes/nueva?proveedor=3',
      '/perfil',
      '/perfil?tab=estadisticas',
      '/perfil/cuenta',
      '/perfil/cancelar-premium',
      '/perfilProveedor/3',
      '/proveedor/3/reclamar',
      '/PublicarMateriales',
      '/publicar-servicio',
      '/resenas/4/denunciar',
      '/servicios/5/estado',
      '/solicitudes',
      '/solicitudes/nueva',
      '/solicitudes/7',
      '/uploads/logos/a.webp',
    ])
      expect(isAllowedByRobots(rules, path), path).toBe(false)
    const listed = Array.from(sitemapEntries(db), (entry) => entry.path)
    expect(listed).toContain(`/perfilDeProveedorActivo/${provider.profile.id}`)
    for (const path of listed) expect(isAllowedByRobots(rules, path), path).toBe(true)
  })
})
