import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { listings, providerProfiles } from '../../drizzle/schema'
import { findListings } from '~/models/listings.server'
import { SERVICE_NOT_FOUND } from '~/routes/perfil/delete-service.server'
import { action, loader } from '~/routes/perfil/route'
import { db } from '~/server/db.server'
import { answer, endlessBody, nextIp, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

const uploads = path.resolve(process.env.UPLOADS_DIR!)
const PHONE_MESSAGE = 'El teléfono no es válido. Escribilo con el código de área, por ejemplo 11 2345-6789 o (0351) 15-123-4567'

type Reply = {
  result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> }
  pendingLogo?: string
  deleteError?: string
}

let png: Buffer
let otherPng: Buffer

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer()
  otherPng = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f28a1b' } })
    .png()
    .toBuffer()
})

beforeEach(() => {
  resetDatabase(db)
  fs.rmSync(uploads, { recursive: true, force: true })
  fs.mkdirSync(uploads, { recursive: true })
})

afterEach(() => {
  db.$client.exec('DROP TRIGGER IF EXISTS profile_update_fails')
})

function storedLogos() {
  const dir = path.join(uploads, 'logos')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

function profileOf(userId: number) {
  return db.select().from(providerProfiles).where(eq(providerProfiles.userId, userId)).get()!
}

const VALID = {
  businessName: 'Construcciones del Sur',
  contactPerson: 'Ana Pérez',
  phone: '11 2345-6789',
  address: 'Av. Corrientes 1234, CABA',
  description: 'Obras de mampostería y techos.',
  website: 'www.delsur.com.ar',
}

type ProfileFields = Partial<Record<keyof typeof VALID | 'intent' | 'pendingLogo', string>>

/** The profile form as the browser sends it: multipart, the logo file last. */
function saveRequest(cookie: string, fields: ProfileFields, logo?: File, origin = ORIGIN) {
  const body = new FormData()
  body.append('intent', 'guardar-perfil')
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'intent') body.set('intent', value!)
    else if (value !== undefined) body.append(name, value)
  }
  body.append('logo', logo ?? new File([], '', { type: 'application/octet-stream' }))
  return new Request(`${ORIGIN}/perfil?tab=personal&editar`, {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
}

const pngFile = (data: Buffer, name = 'logo.png') => new File([new Uint8Array(data)], name, { type: 'image/png' })

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

async function load(cookie: string | null, search = '') {
  const request = new Request(`${ORIGIN}/perfil${search}`, { headers: cookie ? { Cookie: cookie } : {} })
  try {
    return { data: await loader({ request, params: {}, context: {} }), response: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, response: thrown }
    throw thrown
  }
}

describe('access', () => {
  test('a visitor goes to /auth and comes back to the tab asked for', async () => {
    const { response } = await load(null, '?tab=services')
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: '/perfil?tab=services' })}`)
  })

  test('a visitor cannot post', async () => {
    const result = await answer(
      action,
      post('/perfil', [
        ['intent', 'eliminar-servicio'],
        ['listingId', '1'],
      ]),
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })

  test.each(['/perfil?tab=personal&editar', '/perfil?tab=cotizaciones'])(
    'a visitor posting 200,000 empty parts to %s is answered before the body is read',
    async (page) => {
      const part = '--tope\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n'
      const stream = endlessBody(part, part, 200_000 * part.length)
      const request = new Request(`${ORIGIN}${page}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'X-Forwarded-For': nextIp(), 'Content-Type': 'multipart/form-data; boundary=tope' },
        body: stream.body,
        duplex: 'half',
      } as RequestInit)
      const result = await answer(action, request)
      expect(result.status).toBe(302)
      expect(result.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: page })}`)
      expect(stream.pulled).toBe(0)
    },
  )

  test('each tab by its parameter; an unknown one is the personal tab', async () => {
    const { cookie } = await signedIn()
    for (const tab of ['personal', 'services', 'favorites', 'projects', 'cotizaciones']) {
      expect((await load(cookie, `?tab=${tab}`)).data?.tab).toBe(tab)
    }
    expect((await load(cookie, '?tab=admin')).data?.tab).toBe('personal')
    expect((await load(cookie)).data?.tab).toBe('personal')
  })

  test('a cross-site post is refused and writes nothing', async () => {
    const { user, cookie } = await signedIn({ businessName: 'Original' })
    const result = await answer(action, saveRequest(cookie, VALID, undefined, 'https://otro-sitio.example'))
    expect(result.status).toBe(403)
    expect(profileOf(user.id).businessName).toBe('Original')
  })

  test('an unknown intent is a 400', async () => {
    const { cookie } = await signedIn()
    const result = await answer(action, post('/perfil', [['intent', 'borrar-todo']], { Cookie: cookie }))
    expect(result.status).toBe(400)
    expect((await answer(action, post('/perfil', [], { Cookie: cookie }))).status).toBe(400)
  })
})

describe('saving the profile', () => {
  test('a renamed profile renames its services, and search finds them by the new name', async () => {
    const { profile, cookie } = await signedIn({ businessName: 'Nombre Viejo' })
    const listing = createListing(db, { profileId: profile.id, businessName: 'Nombre Viejo' })
    const other = createListing(db, { businessName: 'Otra Empresa' })
    await answer(action, saveRequest(cookie, VALID))
    const nameOf = (id: number) => db.select().from(listings).where(eq(listings.id, id)).get()!
    expect(nameOf(listing.id)).toMatchObject({ businessName: 'Construcciones del Sur', contactPerson: 'Ana Pérez' })
    expect(nameOf(other.id).businessName).toBe('Otra Empresa')
    expect(findListings(db, { term: 'construcciones del sur' }).items.map((item) => item.id)).toEqual([listing.id])
    expect(findListings(db, { term: 'nombre viejo' }).total).toBe(0)
  })

  test('valid data is saved normalised and the page returns to the read-only view with a toast', async () => {
    const { user, cookie } = await signedIn()
    const result = await answer(action, saveRequest(cookie, VALID))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil?tab=personal')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Los datos se guardaron correctamente' })
    expect(profileOf(user.id)).toMatchObject({
      businessName: 'Construcciones del Sur',
      contactPerson: 'Ana Pérez',
      phone: '+541123456789',
      address: 'Av. Corrientes 1234, CABA',
      description: 'Obras de mampostería y techos.',
      website: 'https://www.delsur.com.ar',
    })
    const view = await load(cookie, '?tab=personal')
    expect(view.data?.tab === 'personal' && view.data.personal).toMatchObject({ editing: false, phoneLabel: '+54 11 2345-6789' })
  })

  test.each([
    ['11 2345-6789', '+541123456789'],
    ['(011) 4321-4321', '+541143214321'],
    ['011 15-2345-6789', '+5491123456789'],
    ['+54 9 11 2345-6789', '+5491123456789'],
    ['0351 15-123-4567', '+5493511234567'],
    ['', null],
  ])('phone %j is stored as %j', async (phone, stored) => {
    const { user, cookie } = await signedIn()
    const result = await answer(action, saveRequest(cookie, { ...VALID, phone }))
    expect(result.status).toBe(302)
    expect(profileOf(user.id).phone).toBe(stored)
  })

  test.each([
    ['www.delsur.com.ar', 'https://www.delsur.com.ar'],
    ['delsur.com.ar/obras', 'https://delsur.com.ar/obras'],
    ['http://delsur.com.ar', 'http://delsur.com.ar'],
    ['HTTPS://Delsur.com.ar', 'HTTPS://Delsur.com.ar'],
    ['', null],
  ])('website %j is stored as %j', async (website, stored) => {
    const { user, cookie } = await signedIn()
    expect((await answer(action, saveRequest(cookie, { ...VALID, website }))).status).toBe(302)
    expect(profileOf(user.id).website).toBe(stored)
  })

  test('invalid values answer next to their fields, keep what was typed and write nothing', async () => {
    const { user, cookie } = await signedIn({ businessName: 'Original' })
    const before = profileOf(user.id)
    const typed = { ...VALID, businessName: '   ', phone: '1234', website: 'no es una web', description: 'x'.repeat(1001) }
    const result = await answer<Reply>(action, saveRequest(cookie, typed))
    expect(result.status).toBe(400)
    const error = result.reply?.result?.error
    expect(error?.businessName).toEqual(['El nombre de la empresa es obligatorio'])
    expect(error?.phone).toEqual([PHONE_MESSAGE])
    expect(error?.website).toEqual(['El sitio web no es válido. Por ejemplo: www.tuempresa.com.ar'])
    expect(error?.description).toEqual(['La descripción puede tener hasta 1000 caracteres'])
    expect(error?.['']).toEqual(['No se pudo actualizar el perfil'])
    expect(result.reply?.result?.initialValue).toMatchObject({ phone: '1234', website: 'no es una web', contactPerson: 'Ana Pérez' })
    expect(profileOf(user.id)).toEqual(before)
  })

  test.each([
    ['a right-to-left override', 'Techos\u202eLRS'],
    ['a bidi isolate', 'Techos\u2066Sur'],
    ['a line break', 'Techos\r\nBcc: otro@example.com'],
  ])('a business name with %s is refused next to the field', async (_, businessName) => {
    const { user, cookie } = await signedIn({ businessName: 'Original' })
    const result = await answer<Reply>(action, saveRequest(cookie, { ...VALID, businessName }))
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.businessName).toEqual(['El nombre tiene caracteres no permitidos'])
    expect(profileOf(user.id).businessName).toBe('Original')
  })
})

describe('the logo', () => {
  test('a real PNG is stored and named by the profile; replacing it deletes the old one', async () => {
    const { user, cookie } = await signedIn()
    const first = await answer(action, saveRequest(cookie, VALID, pngFile(png)))
    expect(first.status).toBe(302)
    expect(await toastOf(first.headers)).toMatchObject({
      title: 'Los datos se guardaron correctamente',
      description: 'Logo subido correctamente',
    })
    const firstKey = profileOf(user.id).logoPath!
    expect(firstKey).toMatch(/^logos\/[0-9a-f-]+-400\.webp$/)
    const firstFiles = storedLogos()
    expect(firstFiles.length).toBeGreaterThan(0)
    expect(firstFiles).toContain(path.basename(firstKey))

    const second = await answer(action, saveRequest(cookie, VALID, pngFile(otherPng)))
    expect(second.status).toBe(302)
    const secondKey = profileOf(user.id).logoPath!
    expect(secondKey).not.toBe(firstKey)
    const files = storedLogos()
    expect(files).toContain(path.basename(secondKey))
    for (const old of firstFiles) expect(files).not.toContain(old)
  })

  test('saving without choosing a file keeps the current logo', async () => {
    const { user, cookie } = await signedIn()
    await answer(action, saveRequest(cookie, VALID, pngFile(png)))
    const key = profileOf(user.id).logoPath
    expect((await answer(action, saveRequest(cookie, { ...VALID, businessName: 'Otro nombre' }))).status).toBe(302)
    expect(profileOf(user.id)).toMatchObject({ logoPath: key, businessName: 'Otro nombre' })
    expect(storedLogos()).toContain(path.basename(key!))
  })

  test('an HTML file named .jpg is refused with the spec message, the typed values come back and nothing is stored', async () => {
    const { user, cookie } = await signedIn({ businessName: 'Original' })
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'foto.jpg', { type: 'image/jpeg' })
    const result = await answer<Reply>(action, saveRequest(cookie, { ...VALID, businessName: 'Nombre tipeado' }, html))
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.logo).toEqual(['Por favor selecciona una imagen válida'])
    expect(result.reply?.result?.error?.['']).toEqual(['Error al subir el logo'])
    expect(result.reply?.result?.initialValue).toMatchObject({ businessName: 'Nombre tipeado' })
    expect(storedLogos()).toEqual([])
    expect(profileOf(user.id)).toMatchObject({ businessName: 'Original', logoPath: null })
  })

  test('a file over 5 MB is refused with the spec message', async () => {
    const { user, cookie } = await signedIn()
    const big = Buffer.concat([png.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024)])
    const result = await answer<Reply>(action, saveRequest(cookie, VALID, pngFile(big)))
    expect(result.status).toBe(413)
    expect(result.reply?.result?.error?.logo).toEqual(['La imagen debe ser menor a 5MB'])
    expect(storedLogos()).toEqual([])
    expect(profileOf(user.id).logoPath).toBeNull()
  })

  test('stored but not saved: the form keeps the logo and the next "Guardar" saves it', async () => {
    const { user, cookie } = await signedIn()
    const consoleError = vi.mocked(console.error).mockImplementation(() => {})
    db.$client.exec(`CREATE TRIGGER profile_update_fails BEFORE UPDATE ON provider_profiles
      BEGIN SELECT RAISE(ABORT, 'disco lleno'); END`)
    const failed = await answer<Reply>(action, saveRequest(cookie, VALID, pngFile(png)))
    expect(failed.status).toBe(500)
    expect(failed.reply?.result?.error?.['']).toEqual(['Logo subido pero no guardado en BD. Haz clic en Guardar.'])
    expect(consoleError).toHaveBeenCalled()
    const token = failed.reply?.pendingLogo
    expect(token).toBeTruthy()
    expect(profileOf(user.id).logoPath).toBeNull()
    const stored = storedLogos()
    expect(stored.length).toBeGreaterThan(0)

    db.$client.exec('DROP TRIGGER profile_update_fails')
    const saved = await answer(action, saveRequest(cookie, { ...VALID, pendingLogo: token }))
    expect(saved.status).toBe(302)
    expect(profileOf(user.id).logoPath).toBe(token!.split('~')[0])
    expect(storedLogos()).toEqual(stored)
  })

  test('a pending-logo token is only good for the account it was issued to', async () => {
    const owner = await signedIn()
    await answer(action, saveRequest(owner.cookie, VALID, pngFile(png)))
    const ownerKey = profileOf(owner.user.id).logoPath!
    const other = await signedIn()
    for (const token of [ownerKey, `${ownerKey}~forjada`, `../secret~abc`]) {
      expect((await answer(action, saveRequest(other.cookie, { ...VALID, pendingLogo: token }))).status).toBe(302)
      expect(profileOf(other.user.id).logoPath).toBeNull()
    }
    expect(storedLogos()).toContain(path.basename(ownerKey))
  })
})

describe('the verification banner', () => {
  async function bannerOf(cookie: string) {
    const { data } = await load(cookie, '?tab=personal')
    return data?.tab === 'personal' ? data.personal.verification : null
  }

  test('incomplete, pending and verified', async () => {
    const { user, cookie } = await signedIn({ businessName: 'Empresa' })
    expect(await bannerOf(cookie)).toBe('incomplete')
    await answer(action, saveRequest(cookie, { ...VALID, description: '' }))
    expect(await bannerOf(cookie)).toBe('incomplete')
    await answer(action, saveRequest(cookie, VALID))
    expect(await bannerOf(cookie)).toBe('pending')
    db.update(providerProfiles).set({ verified: true }).where(eq(providerProfiles.userId, user.id)).run()
    expect(await bannerOf(cookie)).toBe('verified')
    await answer(action, saveRequest(cookie, { ...VALID, address: '' }))
    expect(await bannerOf(cookie)).toBe('incomplete')
  })
})

describe('deleting a service', () => {
  const deleteFields = (listingId: number | string) =>
    [
      ['intent', 'eliminar-servicio'],
      ['listingId', String(listingId)],
    ] as const

  test('the owner deletes their service', async () => {
    const { profile, cookie } = await signedIn()
    const listing = createListing(db, { profileId: profile.id, businessName: 'Mi servicio' })
    const kept = createListing(db, { profileId: profile.id, businessName: 'Otro servicio mío' })
    const result = await answer(action, post('/perfil?tab=services', deleteFields(listing.id), { Cookie: cookie }))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil?tab=services')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Servicio eliminado correctamente' })
    expect(
      db
        .select()
        .from(listings)
        .all()
        .map((l) => l.id),
    ).toEqual([kept.id])
  })

  test("another account's service and an unclaimed one are refused as not found, and kept", async () => {
    const owner = createAccount(db)
    const theirs = createListing(db, { profileId: owner.profile.id })
    const unclaimed = createListing(db)
    const { cookie } = await signedIn()
    for (const id of [theirs.id, unclaimed.id]) {
      const result = await answer<Reply>(action, post('/perfil?tab=services', deleteFields(id), { Cookie: cookie }))
      expect(result.status).toBe(404)
      expect(result.reply?.deleteError).toBe(SERVICE_NOT_FOUND)
    }
    expect(db.select().from(listings).all()).toHaveLength(2)
  })

  test('a missing or malformed id is an error with its reason, never a 500', async () => {
    const { cookie } = await signedIn()
    const missing = await answer<Reply>(action, post('/perfil', deleteFields(999999), { Cookie: cookie }))
    expect(missing.status).toBe(404)
    expect(missing.reply?.deleteError).toBe(SERVICE_NOT_FOUND)
    expect((await answer(action, post('/perfil', deleteFields('abc'), { Cookie: cookie }))).status).toBe(400)
  })

  test('the services tab lists active and inactive services and the confirmation', async () => {
    const { profile, cookie } = await signedIn()
    const active = createListing(db, { profileId: profile.id })
    const inactive = createListing(db, { profileId: profile.id, isActive: false })
    createListing(db)
    const { data } = await load(cookie, `?tab=services&eliminar=${inactive.id}`)
    if (data?.tab !== 'services') throw new Error('services tab expected')
    expect(data.listings.map((l) => [l.id, l.isActive]).sort()).toEqual(
      [
        [active.id, true],
        [inactive.id, false],
      ].sort(),
    )
    expect(data.confirmDelete?.id).toBe(inactive.id)
  })
})

describe('property: saving the profile', () => {
  test('never a 5xx, and invalid input writes nothing', async () => {
    const { user, cookie } = await signedIn({ businessName: 'Base' })
    const baseline = profileOf(user.id)
    const restore = () =>
      db
        .update(providerProfiles)
        .set({ ...baseline })
        .where(eq(providerProfiles.userId, user.id))
        .run()
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('11 2345-6789', 'www.obra.com.ar', '  ', '\u0000', 'x'.repeat(1200), '+54 9 11 2345-6789', 'javascript:alert(1)'),
    )
    const fields = fc.record(
      {
        businessName: value,
        contactPerson: value,
        phone: value,
        address: value,
        description: value,
        website: value,
        pendingLogo: value,
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(fields, async (typed) => {
        restore()
        const before = profileOf(user.id)
        const result = await answer(action, saveRequest(cookie, typed))
        expect(result.status).toBeLessThan(500)
        if (result.status !== 302) {
          expect(result.status).toBe(400)
          expect(profileOf(user.id)).toEqual(before)
        }
      }),
      { numRuns: 1000 },
    )
    expect(storedLogos()).toEqual([])
  }, 240_000)
})
