import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { listZonaPagesWithProviders } from '~/models/service-areas.server'
import { action, loader } from '~/routes/perfil/route'
import { loader as zonaLoader } from '~/routes/$sector_.($subsector).zona.$zona'
import { db } from '~/server/db.server'
import { placesOf } from '~/taxonomy'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

const save = (cookie: string, fields: Fields) =>
  answer<{ serviceAreasResult: { error?: Record<string, string[]> } }>(
    action,
    post('/perfil?tab=zonas', [['intent', 'guardar-zonas'], ...fields], { Cookie: cookie }),
  )

const declared = (profileId: number) =>
  db
    .all<{ slug: string }>(sql`SELECT place_slug AS slug FROM provider_service_areas WHERE profile_id = ${profileId} ORDER BY place_slug`)
    .map((row) => row.slug)

async function zonasTab(cookie: string) {
  try {
    return await loader({ request: new Request(`${ORIGIN}/perfil?tab=zonas`, { headers: { Cookie: cookie } }), params: {}, context: {} })
  } catch (thrown) {
    return thrown as Response
  }
}

describe('service areas on /perfil', () => {
  test('its own localidad is ticked until it saves its own choice', async () => {
    const { profile, cookie } = await signedIn()
    createListing(db, { profileId: profile.id, zona: 'GBA Oeste', localidad: 'San Justo' })
    const tab = await zonasTab(cookie)
    expect(tab).toMatchObject({ tab: 'zonas', selected: ['la-matanza'], declared: false })
  })

  test('saves the ticked places and every place of a ticked zone, with a toast, and it shows on the zona page', async () => {
    const { profile, cookie } = await signedIn({ businessName: 'Durlock Flores' })
    createListing(db, {
      profileId: profile.id,
      businessName: 'Durlock Flores',
      sectorSlug: 'mamposteria',
      subsectorSlug: 'corralones',
      zona: 'CABA',
      localidad: 'Flores',
    })
    const zonaPage = async () =>
      (
        await zonaLoader({
          request: new Request(`${ORIGIN}/mamposteria/zona/la-matanza`),
          params: { sector: 'mamposteria', zona: 'la-matanza' },
          context: {},
        })
      ).items.map((item) => item.businessName)
    expect(await zonaPage()).toEqual([])

    const result = await save(cookie, [
      ['lugar', 'la-matanza'],
      ['lugar', 'palermo'],
      ['todaLaZona', 'gba-sur'],
    ])
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil?tab=zonas')
    const gbaSur = placesOf('GBA Sur').map((place) => place.slug)
    expect(await toastOf(result.headers)).toMatchObject({
      type: 'success',
      title: 'Guardamos las zonas donde trabajás',
      description: `${gbaSur.length + 2} partidos o barrios`,
    })
    expect(declared(profile.id)).toEqual(['la-matanza', 'palermo', ...gbaSur].sort())
    expect(await zonaPage()).toEqual(['Durlock Flores'])
    expect(await zonasTab(cookie)).toMatchObject({ declared: true })

    expect((await save(cookie, [['lugar', 'moron']])).status).toBe(302)
    expect(declared(profile.id)).toEqual(['moron'])
    expect(await zonaPage()).toEqual([])
  })

  test('an unknown place is refused with a Spanish message, keeping what was ticked and what was saved', async () => {
    const { profile, cookie } = await signedIn()
    await save(cookie, [['lugar', 'moron']])
    const result = await save(cookie, [
      ['lugar', 'palermo'],
      ['lugar', 'atlantida'],
      ['todaLaZona', 'patagonia'],
    ])
    expect(result.status).toBe(400)
    const errors = Object.values(result.reply!.serviceAreasResult.error ?? {}).flat()
    expect(errors).toContain('No se pudieron guardar las zonas')
    expect(errors).toContain('Elegí partidos o barrios de la lista')
    expect(result.reply!.serviceAreasResult).toMatchObject({ initialValue: { lugar: ['palermo', 'atlantida'] } })
    expect(declared(profile.id)).toEqual(['moron'])
  })

  test('a builder has no service areas: the tab and the post are a 404', async () => {
    const { profile, cookie } = await signedIn({ role: 'constructor' })
    expect(((await zonasTab(cookie)) as Response).status).toBe(404)
    expect((await save(cookie, [['lugar', 'moron']])).status).toBe(404)
    expect(declared(profile.id)).toEqual([])
  })

  test('a visitor cannot save, and a cross-site post is refused', async () => {
    const { profile, cookie } = await signedIn()
    const visitor = await answer(
      action,
      post('/perfil?tab=zonas', [
        ['intent', 'guardar-zonas'],
        ['lugar', 'moron'],
      ]),
    )
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth/)
    const crossSite = await answer(
      action,
      post(
        '/perfil?tab=zonas',
        [
          ['intent', 'guardar-zonas'],
          ['lugar', 'moron'],
        ],
        { Cookie: cookie, Origin: 'https://otro-sitio.example' },
      ),
    )
    expect(crossSite.status).toBe(403)
    expect(declared(profile.id)).toEqual([])
  })

  test('the database refuses an unknown place or a place twice, and a renamed place keeps its providers', () => {
    const { profile } = createAccount(db)
    const insert = db.$client.prepare('INSERT INTO provider_service_areas (profile_id, place_slug) VALUES (?, ?)')
    insert.run(profile.id, 'moron')
    expect(() => insert.run(profile.id, 'atlantida')).toThrow(/FOREIGN KEY/)
    expect(() => insert.run(profile.id, 'moron')).toThrow(/UNIQUE/)
    const rename = db.$client.transaction(() => {
      db.$client.prepare(`UPDATE zona_places SET slug = 'moron-centro' WHERE slug = 'moron'`).run()
      const after = declared(profile.id)
      throw Object.assign(new Error('rollback'), { after })
    })
    expect(() => rename()).toThrow(expect.objectContaining({ after: ['moron-centro'] }))
    expect(declared(profile.id)).toEqual(['moron'])
  })
})

describe('zona pages for the sitemap', () => {
  test('a declared area adds its place and zone pages', async () => {
    const { profile, cookie } = await signedIn()
    createListing(db, { profileId: profile.id, sectorSlug: 'cubiertas', subsectorSlug: 'techistas', zona: 'CABA', localidad: 'Palermo' })
    await save(cookie, [['lugar', 'quilmes']])
    const paths = [...listZonaPagesWithProviders(db)].map((page) => page.path).filter((path) => !path.startsWith('/cubiertas/techistas/'))
    expect(paths).toEqual(['/cubiertas/zona/caba', '/cubiertas/zona/gba-sur', '/cubiertas/zona/palermo', '/cubiertas/zona/quilmes'])
  })
})
