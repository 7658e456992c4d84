import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import * as profilePage from '~/routes/perfilDeProveedorActivo.$profileId'
import * as listingPage from '~/routes/proveedor.$id'
import * as ownProfilePage from '~/routes/perfil/route'
import { db } from '~/server/db.server'
import { signedInCookie } from '../setup/actions'
import { renderRoute, type RouteModule } from '../setup/render-route'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

/** The page as the server renders it, and the loader data it embeds for hydration. */
async function renderPage(path: string, module: RouteModule, url: string, headers: HeadersInit = {}) {
  const page = await renderRoute(module, { path, url, headers })
  if (page.status !== 200) throw new Response(null, { status: page.status })
  return page
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

/** The lines under 'Qué verificamos', or null when the page has no such panel. */
function panelLines(html: string) {
  const panel = /<h2[^>]*>Qué verificamos<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)
  if (!panel) return null
  return [...panel[1]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => visibleText(item[1]!).trim())
}

function jsonLdOf(html: string) {
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  return script ? (JSON.parse(script[1]!) as Record<string, unknown>) : null
}

const CUIT = '20123456786'
const HOME = 'Av. Triunvirato 4321, 3° B'
const PUBLIC_ADDRESS = 'Av. Rivadavia 22450, Ituzaingó'
const STORAGE_KEY = 'doc-7f3a9c1e5b'
const DECIDED = new Date('2026-11-12T15:00:00Z')

/** A provider with an active service, and a private document it sent with its checks. */
function provider(businessName: string) {
  const { user, profile } = createAccount(db, { businessName })
  db.update(schema.providerProfiles)
    .set({ contactPerson: 'Laura Benítez', phone: '+541144581900', address: PUBLIC_ADDRESS, description: 'Techos y zinguería.' })
    .where(eq(schema.providerProfiles.id, profile.id))
    .run()
  const listing = createListing(db, {
    profileId: profile.id,
    businessName,
    address: PUBLIC_ADDRESS,
    localidad: 'Ituzaingó',
    zona: 'GBA Oeste',
  })
  const document = db
    .insert(schema.privateDocuments)
    .values({
      ownerUserId: user.id,
      storageKey: STORAGE_KEY,
      contentType: 'application/pdf',
      sizeBytes: 1000,
      originalName: 'factura-luz.pdf',
    })
    .returning()
    .get()
  return { userId: user.id, profile, listing, documentId: document.id }
}

type CheckValues = Partial<typeof schema.verificationChecks.$inferInsert>

function addChecks(
  profileId: number,
  documentId: number,
  values: { cuit?: CheckValues; domicilio?: CheckValues; matricula?: CheckValues; seguro?: CheckValues },
) {
  const decided = (status: CheckValues['status']) =>
    status === 'approved'
      ? { decidedAt: DECIDED }
      : status === 'rejected'
        ? { decidedAt: DECIDED, rejectionReason: 'La factura está a nombre de otra persona' }
        : {}
  const base = {
    cuit: { cuit: CUIT, legalName: 'Techos Benítez S.R.L.', taxCondition: 'Responsable Inscripto' as const },
    domicilio: { streetAddress: HOME, localidad: 'Villa Urquiza' },
    matricula: { licenseNumber: '1234', licenseIssuer: 'CPIC', licenseTrade: 'Ingeniería civil' },
    seguro: {
      insuranceKind: 'Responsabilidad civil' as const,
      insurer: 'Aseguradora del Plata',
      policyNumber: 'RC-99812',
      expiresOn: '2027-06-30',
    },
  }
  for (const kind of ['cuit', 'domicilio', 'matricula', 'seguro'] as const) {
    const given = values[kind]
    if (!given) continue
    db.insert(schema.verificationChecks)
      .values({ profileId, kind, documentId, ...base[kind], ...decided(given.status ?? 'pending'), ...given })
      .run()
  }
}

async function bothPages(profileId: number, listingId: number) {
  return [
    await renderPage('/perfilDeProveedorActivo/:profileId', profilePage, `/perfilDeProveedorActivo/${profileId}`),
    await renderPage('/proveedor/:id', listingPage, `/proveedor/${listingId}`),
  ]
}

/** Nothing private in the HTML nor in the data the page embeds. */
function expectNothingPrivate({ html, embedded }: { html: string; embedded: string }, documentId: number) {
  for (const secret of [
    CUIT,
    '20-12345678-6',
    'Triunvirato',
    STORAGE_KEY,
    'factura-luz',
    `/documentos/${documentId}`,
    'RC-99812',
    'Aseguradora del Plata',
  ]) {
    expect(html, secret).not.toContain(secret)
    expect(embedded, secret).not.toContain(secret)
  }
}

const ALL_APPROVED = {
  cuit: { status: 'approved' },
  domicilio: { status: 'approved' },
  matricula: { status: 'approved' },
  seguro: { status: 'approved' },
} as const
const NOTHING_VERIFIED = ['CUIT: No verificado', 'Domicilio: No verificado', 'Matrícula: No verificado', 'Seguro: No verificado']
/** What a visitor must not learn of checks that are not currently approved. */
const UNAPPROVED_DETAILS = ['En revisión', 'Rechazada', 'Vencida', 'a nombre de otra persona', '30/6/2025', 'Villa Urquiza']

describe("the 'Qué verificamos' panel", () => {
  test.each([
    {
      case: 'every check approved',
      checks: ALL_APPROVED,
      lines: [
        'CUIT verificado el 12/11/2026',
        'Domicilio en Villa Urquiza verificado el 12/11/2026',
        'Matrícula CPIC 1234 verificada el 12/11/2026',
        'Seguro de responsabilidad civil vigente hasta el 30/6/2027',
      ],
      hidden: [],
    },
    {
      case: 'pending, rejected and expired checks',
      checks: { cuit: { status: 'pending' }, domicilio: { status: 'rejected' }, seguro: { status: 'approved', expiresOn: '2025-06-30' } },
      lines: NOTHING_VERIFIED,
      hidden: UNAPPROVED_DETAILS,
    },
    {
      case: 'a mix',
      checks: {
        cuit: { status: 'approved' },
        domicilio: { status: 'pending' },
        seguro: { status: 'approved', insuranceKind: 'ART', expiresOn: '2027-01-05' },
      },
      lines: [
        'CUIT verificado el 12/11/2026',
        'Domicilio: No verificado',
        'Matrícula: No verificado',
        'Seguro de ART vigente hasta el 5/1/2027',
      ],
      hidden: UNAPPROVED_DETAILS,
    },
  ] as const)('$case: one line per check on both pages, nothing private', async ({ checks, lines, hidden }) => {
    const { profile, listing, documentId } = provider('Techos Benítez')
    addChecks(profile.id, documentId, checks)
    for (const page of await bothPages(profile.id, listing.id)) {
      expect(panelLines(page.html)).toEqual(lines)
      for (const detail of hidden) {
        expect(visibleText(page.html), detail).not.toContain(detail)
        expect(page.embedded, detail).not.toContain(detail)
      }
      expectNothingPrivate(page, documentId)
    }
  })

  test('an unclaimed listing shows every line No verificado', async () => {
    const listing = createListing(db, { businessName: 'Zinguería Sin Dueño' })
    const { html } = await renderPage('/proveedor/:id', listingPage, `/proveedor/${listing.id}`)
    expect(panelLines(html)).toEqual(NOTHING_VERIFIED)
  })

  test('a profile with no active service shows no panel, as it shows no contact data', async () => {
    const { profile, listing, documentId } = provider('Techos Benítez')
    addChecks(profile.id, documentId, { cuit: { status: 'approved' }, domicilio: { status: 'approved' } })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, listing.id)).run()
    const page = await renderPage('/perfilDeProveedorActivo/:profileId', profilePage, `/perfilDeProveedorActivo/${profile.id}`)
    expect(panelLines(page.html)).toBeNull()
    expect(page.embedded).not.toContain('Villa Urquiza')
  })
})

describe('the JSON-LD of the provider pages', () => {
  test('holds only the public facts the page shows: no CUIT, no home address, nothing of the checks', async () => {
    const { profile, listing, documentId } = provider('Techos Benítez')
    addChecks(profile.id, documentId, ALL_APPROVED)
    const [profileView, listingView] = await bothPages(profile.id, listing.id)
    const business = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Techos Benítez',
      telephone: '+541144581900',
      address: {
        '@type': 'PostalAddress',
        streetAddress: PUBLIC_ADDRESS,
        addressLocality: 'Ituzaingó',
        addressRegion: 'Buenos Aires',
        addressCountry: 'AR',
      },
    }
    expect(jsonLdOf(profileView!.html)).toEqual({
      ...business,
      url: `http://localhost:3000/perfilDeProveedorActivo/${profile.id}`,
      description: 'Techos y zinguería.',
    })
    expect(jsonLdOf(listingView!.html)).toEqual({ ...business, url: `http://localhost:3000/proveedor/${listing.id}` })
    for (const page of [profileView!, listingView!]) {
      const jsonLd = JSON.stringify(jsonLdOf(page.html))
      for (const fromChecks of [CUIT, 'Villa Urquiza', 'CPIC', 'Techos Benítez S.R.L.', 'Responsabilidad civil', '2027-06-30']) {
        expect(jsonLd, fromChecks).not.toContain(fromChecks)
      }
    }
  })
})

describe('the verification banner on /perfil', () => {
  /** The banner's lines as the provider reads them on the personal tab. */
  async function bannerOf(userId: number) {
    const { html } = await renderPage('/perfil', ownProfilePage, '/perfil', { Cookie: await signedInCookie(userId) })
    const banner = /<div[^>]*data-state="(\w+)"[^>]*>([\s\S]*?)<\/div>/.exec(html)!
    const link = /<a[^>]*href="([^"]*)"[^>]*>Ir a Verificación<\/a>/.exec(banner[2]!)
    return { state: banner[1], text: visibleText(banner[2]!).trim(), link: link?.[1]?.replaceAll('&amp;', '&') ?? null }
  }

  test('lists the checks still missing for Perfil Verificado, with their state and a link to Verificación', async () => {
    const { userId, profile, documentId } = provider('Techos Benítez')
    expect(await bannerOf(userId)).toEqual({
      state: 'pending',
      text:
        'Tus datos están completos: RedObra verificará tu cuenta en cualquier momento. ' +
        'Para estar verificado también necesitás estas verificaciones aprobadas: CUIT: Sin enviar Domicilio: Sin enviar Ir a Verificación',
      link: '/perfil?tab=verificacion',
    })

    addChecks(profile.id, documentId, { cuit: { status: 'approved' }, domicilio: { status: 'rejected' }, seguro: { status: 'pending' } })
    expect((await bannerOf(userId)).text).toBe(
      'Tus datos están completos: RedObra verificará tu cuenta en cualquier momento. ' +
        'Para estar verificado también necesitás estas verificaciones aprobadas: Domicilio: Rechazada Ir a Verificación',
    )

    db.update(schema.providerProfiles).set({ contactPerson: null }).where(eq(schema.providerProfiles.id, profile.id)).run()
    expect(await bannerOf(userId)).toMatchObject({
      state: 'incomplete',
      text:
        'Completa los datos necesarios para estar verificado ' +
        'Para estar verificado también necesitás estas verificaciones aprobadas: Domicilio: Rechazada Ir a Verificación',
    })
  })

  test('a verified profile keeps the spec banner alone; a builder is never sent to Verificación', async () => {
    const { userId, profile, documentId } = provider('Techos Benítez')
    addChecks(profile.id, documentId, { cuit: { status: 'approved' }, domicilio: { status: 'approved' } })
    db.update(schema.providerProfiles).set({ verified: true }).where(eq(schema.providerProfiles.id, profile.id)).run()
    expect(await bannerOf(userId)).toEqual({ state: 'verified', text: 'Perfil Verificado', link: null })

    const builder = createAccount(db, { role: 'constructor' })
    expect(await bannerOf(builder.user.id)).toEqual({
      state: 'incomplete',
      text: 'Completa los datos necesarios para estar verificado',
      link: null,
    })
  })
})
