import fs from 'node:fs'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { materialPhotos, materials, providerProfiles } from '../../drizzle/schema'
import { MATERIALS_PAGE_SIZE, PRICE_MAX_CENTS } from '~/constants'
import { publishMaterial } from '~/models/materials.server'
import { loader as detailLoader } from '~/routes/detalleMaterial.$id'
import { loader as marketplaceLoader } from '~/routes/marketplace._index'
import { action as profileAction, loader as profileLoader } from '~/routes/perfil/route'
import { action as publishAction, loader as publishLoader } from '~/routes/PublicarMateriales'
import { db } from '~/server/db.server'
import { answer, nextIp, ORIGIN, signedInCookie, toastOf, type Action } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { MATERIAL_FORM, tinyPhoto } from '../setup/material-form'

const uploads = path.resolve(process.env.UPLOADS_DIR!)

type Result = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }
type Reply = { result?: Result; materialResult?: Result; materialDeleteError?: string }

let photo: Buffer

beforeAll(async () => {
  // Noise compresses like a photograph, not like a flat colour.
  const width = 1600
  const height = 1200
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    pixels[i] = (x / 7 + (seed & 31)) & 255
    pixels[i + 1] = (y / 5 + ((seed >> 5) & 31)) & 255
    pixels[i + 2] = ((x + y) / 9 + ((seed >> 10) & 31)) & 255
  }
  photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
})

beforeEach(() => {
  resetDatabase(db)
  fs.rmSync(uploads, { recursive: true, force: true })
  fs.mkdirSync(uploads, { recursive: true })
})

afterEach(() => {
  db.$client.exec('DROP TRIGGER IF EXISTS material_insert_fails')
})

const storedImages = () => {
  const dir = path.join(uploads, 'materials')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
const rows = () => db.select().from(materials).orderBy(materials.id).all()
const photosOf = (materialId: number) =>
  db
    .select({ id: materialPhotos.id, path: materialPhotos.path, alt: materialPhotos.alt, position: materialPhotos.position })
    .from(materialPhotos)
    .where(eq(materialPhotos.materialId, materialId))
    .orderBy(materialPhotos.position)
    .all()
const jpegFile = (data: Buffer = photo) => new File([new Uint8Array(data)], 'foto.jpg', { type: 'image/jpeg' })

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

/** A multipart post as the browser sends it, the file field last (empty when no file is chosen). */
function multipart(url: string, cookie: string, fields: Record<string, string | string[] | undefined>, images?: File | File[]) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const each of value === undefined ? [] : [value].flat()) body.append(name, each)
  // No file chosen: the browser sends an empty one.
  const files = images === undefined ? [] : [images].flat()
  for (const file of files.length > 0 ? files : [new File([], '', { type: 'application/octet-stream' })]) body.append('photos', file)
  return new Request(`${ORIGIN}${url}`, { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() }, body })
}

const VALID = MATERIAL_FORM

type Fields = Record<string, string | string[] | undefined>

const publish = (cookie: string, fields: Fields, images?: File | File[]) =>
  answer<Reply>(publishAction as Action, multipart('/PublicarMateriales', cookie, fields, images))

const edit = (cookie: string, materialId: number, fields: Fields, images?: File | File[]) =>
  answer<Reply>(
    profileAction as Action,
    multipart(
      `/perfil?tab=services&editarMaterial=${materialId}`,
      cookie,
      { intent: 'editar-material', materialId: String(materialId), ...fields },
      images,
    ),
  )

function remove(cookie: string, materialId: string) {
  const request = new Request(`${ORIGIN}/perfil?tab=services`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body: new URLSearchParams({ intent: 'eliminar-material', materialId }),
  })
  return answer<Reply>(profileAction as Action, request)
}

async function load<T>(loader: (args: LoaderFunctionArgs) => T, url: string, params = {}, cookie?: string) {
  try {
    const request = new Request(`${ORIGIN}${url}`, { headers: cookie ? { Cookie: cookie } : {} })
    return { data: (await loader({ request, params, context: {} })) as Awaited<T>, response: null }
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, response: thrown }
    throw thrown
  }
}

function seedMaterial(userId: number, values: Partial<typeof materials.$inferInsert> = {}) {
  return db
    .insert(materials)
    .values({ userId, title: 'Arena fina', description: 'Bolsón de 1 m³.', priceCents: 4_500_000, ...values })
    .returning()
    .get()
}

describe('publishing a material', () => {
  test('a visitor is sent to sign in and brought back', async () => {
    const { response } = await load(publishLoader, '/PublicarMateriales')
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe(`/auth?${new URLSearchParams({ redirectTo: '/PublicarMateriales' })}`)
  })

  test('without a photo: refused next to the field, the typed values kept, nothing written', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, VALID)
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.photos).toEqual(['Agregá al menos una foto del material'])
    expect(result.reply?.result?.initialValue).toMatchObject({ title: VALID.title, price: VALID.price, pickup: VALID.pickup })
    expect(rows()).toEqual([])
  })

  test('stored in exact cents with its place and delivery, back to an empty form with "Material publicado!"', async () => {
    const { user, cookie } = await signedIn()
    const result = await publish(cookie, VALID, tinyPhoto())
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe('/PublicarMateriales')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Material publicado!' })
    expect(rows()).toMatchObject([
      {
        userId: user.id,
        title: VALID.title,
        description: VALID.description,
        priceCents: 123456,
        pickupZona: 'CABA',
        pickupLocalidad: 'Palermo',
        deliveryCost: 'fijo',
        deliveryCostCents: 8_500_00,
      },
    ])
    expect(photosOf(rows()[0]!.id)).toHaveLength(1)
  })

  test('with an image: stored as resized WebP renditions, the row naming the widest', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, { ...VALID, pickup: '' }, jpegFile())
    expect(result.status).toBe(302)
    const [row] = rows()
    expect(row?.pickupLocalidad).toBeNull()
    expect(photosOf(row!.id)).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/^materials\/[0-9a-f-]+-1280\.webp$/), alt: null }),
    ])
    const files = storedImages()
    expect(files).toHaveLength(3)
    expect(files.every((file) => file.endsWith('.webp'))).toBe(true)
    const card = files.find((file) => file.endsWith('-640.webp'))!
    const bytes = fs.statSync(path.join(uploads, 'materials', card)).size
    const meta = await sharp(path.join(uploads, 'materials', card)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 })
    expect(bytes).toBeLessThan(150_000)
    console.info(`640 px card WebP of a 1600x1200 photo-like JPEG (${photo.length} bytes): ${bytes} bytes`)
  })

  test.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['1234', 123400],
    ['1.234.567', 123456700],
    ['0,5', 50],
  ])('the price "%s" is stored as %i cents', async (price, cents) => {
    const { cookie } = await signedIn()
    expect((await publish(cookie, { ...VALID, price }, tinyPhoto())).status).toBe(302)
    expect(rows()[0]?.priceCents).toBe(cents)
  })

  test.each([
    ['-5', 'El precio no puede ser negativo'],
    ['abc', 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56'],
    ['1e9', 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56'],
    ['1,234.56', 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56'],
    ['12,345', 'El precio puede tener hasta 2 decimales (para los miles escribí 1234 o 1.234,00)'],
    ['1.234', 'El precio puede tener hasta 2 decimales (para los miles escribí 1234 o 1.234,00)'],
    ['1000000000,01', 'El precio puede ser de hasta $ 1.000.000.000'],
    ['99999999999', 'El precio puede ser de hasta $ 1.000.000.000'],
    ['', 'Ingresá un precio'],
    ['0', 'El precio debe ser mayor a $ 0'],
    ['0,00', 'El precio debe ser mayor a $ 0'],
    ['-0', 'El precio debe ser mayor a $ 0'],
  ])('the price "%s" is refused next to the field: %s', async (price, message) => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, { ...VALID, price })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.price).toEqual([message])
    expect(result.reply?.result?.initialValue).toMatchObject({ title: VALID.title, description: VALID.description })
    expect(rows()).toEqual([])
  })

  test('the largest price is accepted', async () => {
    const { cookie } = await signedIn()
    expect((await publish(cookie, { ...VALID, price: '1.000.000.000,00' }, tinyPhoto())).status).toBe(302)
    expect(rows()[0]?.priceCents).toBe(PRICE_MAX_CENTS)
  })

  test('title and description are required', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, { title: '  ', price: '10' })
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error).toMatchObject({ title: ['Ingresá un título'], description: ['Ingresá una descripción'] })
    expect(rows()).toEqual([])
  })

  test('a file that is not an image: "Error subiendo la imagen: …", nothing inserted, typed values kept', async () => {
    const { cookie } = await signedIn()
    const text = new File(['no soy una imagen'], 'foto.jpg', { type: 'image/jpeg' })
    const result = await publish(cookie, VALID, text)
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.['']).toEqual(['Error subiendo la imagen: Por favor selecciona una imagen válida'])
    expect(result.reply?.result?.error?.photos).toEqual(['Por favor selecciona una imagen válida'])
    expect(result.reply?.result?.initialValue).toMatchObject({ title: VALID.title, price: VALID.price, pickup: VALID.pickup })
    expect(rows()).toEqual([])
    expect(storedImages()).toEqual([])
  })

  test("six photos are stored in their order, each with its 'Descripción de la foto' (blank is the title); a seventh is refused", async () => {
    const { cookie } = await signedIn()
    const six = Array.from({ length: 6 }, () => jpegFile())
    const alts = ['Frente del pallet', '', 'Detalle del ladrillo', '', '', 'Carga en el camión']
    const result = await publish(cookie, { ...VALID, photoAlt: alts }, six)
    expect(result.status).toBe(302)
    const photos = photosOf(rows()[0]!.id)
    expect(photos.map((photo) => [photo.position, photo.alt])).toEqual(alts.map((alt, position) => [position, alt || null]))
    expect(new Set(photos.map((photo) => photo.path)).size).toBe(6)
    expect(storedImages()).toHaveLength(18)

    const seven = await publish(cookie, { ...VALID, title: 'Otro' }, [...six, jpegFile()])
    expect(seven.status).toBe(400)
    expect(seven.reply?.result?.error?.photos).toEqual(['Podés tener hasta 6 fotos por material'])
    expect(seven.reply?.result?.initialValue).toMatchObject({ title: 'Otro', price: VALID.price })
    expect(rows()).toHaveLength(1)
    expect(storedImages()).toHaveLength(18)
  })

  test('one photo that is not an image among good ones: none is stored, nothing written', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, VALID, [jpegFile(), new File(['no soy una imagen'], 'b.jpg', { type: 'image/jpeg' }), jpegFile()])
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.photos).toEqual(['Por favor selecciona una imagen válida'])
    expect(rows()).toEqual([])
    expect(storedImages()).toEqual([])
  })

  test('a description of 126 characters is refused next to the photos, nothing written', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, { ...VALID, photoAlt: 'x'.repeat(126) }, jpegFile())
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.['photoAlt[0]']).toEqual(['La descripción de la foto puede tener hasta 125 caracteres'])
    expect(rows()).toEqual([])
    expect(storedImages()).toEqual([])
  })

  test('without JavaScript one description field stands for each photo that fits: those past the chosen files are spare when blank, refused next to them when written', async () => {
    const { cookie } = await signedIn()
    const alts = ['Frente del pallet', '', 'Para una foto que no elegí', '', '', '']
    const refused = await publish(cookie, { ...VALID, photoAlt: alts }, [jpegFile(), jpegFile()])
    expect(refused.status).toBe(400)
    expect(refused.reply?.result?.error?.['photoAlt[2]']).toEqual([
      'Escribiste la descripción de la foto nueva 3, pero elegiste 2 fotos: elegí las fotos de nuevo o borrá esa descripción.',
    ])
    expect(refused.reply?.result?.initialValue).toMatchObject({ title: VALID.title, price: VALID.price })
    expect(refused.reply?.result?.initialValue?.photoAlt).toContain('Para una foto que no elegí')
    expect(rows()).toEqual([])
    expect(storedImages()).toEqual([])

    const result = await publish(cookie, { ...VALID, photoAlt: ['Frente del pallet', 'Costado', '', '', '', ''] }, [jpegFile(), jpegFile()])
    expect(result.status).toBe(302)
    expect(photosOf(rows()[0]!.id).map((photo) => photo.alt)).toEqual(['Frente del pallet', 'Costado'])
  })

  test('an image over 5 MB is refused the same way', async () => {
    const { cookie } = await signedIn()
    const big = Buffer.concat([photo.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024)])
    const result = await publish(cookie, VALID, jpegFile(big))
    expect(result.status).toBe(413)
    expect(result.reply?.result?.error?.['']).toEqual(['Error subiendo la imagen: La imagen debe ser menor a 5MB'])
    expect(rows()).toEqual([])
  })

  test('an insert that fails shows the server message and leaves no stored image behind', async () => {
    const { cookie } = await signedIn()
    db.$client.exec(`CREATE TRIGGER material_insert_fails BEFORE INSERT ON materials BEGIN SELECT RAISE(ABORT, 'disk full'); END`)
    const errors = console.error
    console.error = () => {}
    const result = await publish(cookie, VALID, jpegFile()).finally(() => (console.error = errors))
    expect(result.status).toBe(500)
    expect(result.reply?.result?.error?.['']).toEqual(['No pudimos publicar el material. Intentá de nuevo.'])
    expect(result.reply?.result?.initialValue).toMatchObject({ title: VALID.title })
    expect(storedImages()).toEqual([])
  })
})

describe('the marketplace', () => {
  test('newest first, 24 a page, with the publisher or none', async () => {
    const { user } = createAccount(db, { businessName: 'Corralón Norte' })
    db.update(providerProfiles).set({ contactPerson: 'Ana Pérez' }).where(eq(providerProfiles.userId, user.id)).run()
    for (let i = 0; i < MATERIALS_PAGE_SIZE + 1; i++) seedMaterial(user.id, { title: `Material ${i}`, createdAt: new Date(2025, 0, 1 + i) })
    const first = await load(marketplaceLoader, '/marketplace')
    expect(first.data?.materials).toHaveLength(MATERIALS_PAGE_SIZE)
    expect(first.data?.materials[0]).toMatchObject({
      title: `Material ${MATERIALS_PAGE_SIZE}`,
      businessName: 'Corralón Norte',
      contactPerson: 'Ana Pérez',
    })
    expect(first.data?.pageCount).toBe(2)
    const second = await load(marketplaceLoader, '/marketplace?page=2')
    expect(second.data?.materials.map((m) => m.title)).toEqual(['Material 0'])
    expect((await load(marketplaceLoader, '/marketplace?page=3')).response?.status).toBe(404)
    expect((await load(marketplaceLoader, '/marketplace?page=x')).data).toMatchObject({ page: 1, pageCount: 2 })
  })

  test('search ignores accents and case, over title and description', async () => {
    const { user } = createAccount(db)
    seedMaterial(user.id, { title: 'Ladrillo Cerámico', description: 'Hueco' })
    seedMaterial(user.id, { title: 'Cemento', description: 'Bolsa de 50 kg, fraguado rápido' })
    seedMaterial(user.id, { title: 'Arena', description: 'Fina' })
    const titles = async (q: string) =>
      (await load(marketplaceLoader, `/marketplace?q=${encodeURIComponent(q)}`)).data?.materials.map((m) => m.title)
    expect(await titles('ceramico')).toEqual(['Ladrillo Cerámico'])
    expect(await titles('RAPIDO')).toEqual(['Cemento'])
    expect(await titles('%')).toEqual([])
    expect(await titles('')).toHaveLength(3)
  })

  test('an empty marketplace has one page and no materials', async () => {
    const { data } = await load(marketplaceLoader, '/marketplace')
    expect(data).toMatchObject({ materials: [], pageCount: 1, total: 0 })
  })
})

describe('a material detail', () => {
  test('shows the publisher with their profile, phone included', async () => {
    const { user, profile } = createAccount(db, { businessName: 'Corralón Norte' })
    db.update(providerProfiles).set({ phone: '+5491123456789' }).where(eq(providerProfiles.userId, user.id)).run()
    const material = publishMaterial(db, { userId: user.id, title: 'Cal hidráulica', description: 'Bolsa 25 kg', priceCents: 99_00 })
    if (material.status !== 'published') throw new Error('The account is below the materials limit')
    const { data } = await load(detailLoader, `/detalleMaterial/${material.id}`, { id: String(material.id) })
    expect(data?.material).toMatchObject({
      title: 'Cal hidráulica',
      priceCents: 9900,
      profileId: profile.id,
      businessName: 'Corralón Norte',
      phone: '+5491123456789',
    })
    expect(data?.material).not.toHaveProperty('userId')
  })

  test.each(['999999', 'abc', '0', '-1', '1e3', '9'.repeat(40)])('the id "%s" is a 404, never a 500', async (id) => {
    const { response } = await load(detailLoader, `/detalleMaterial/${id}`, { id })
    expect(response?.status).toBe(404)
  })
})

describe('own materials in the profile', () => {
  test("the services tab lists only the user's materials, and their forms only for their own", async () => {
    const owner = await signedIn()
    const other = createAccount(db)
    const mine = seedMaterial(owner.user.id, { title: 'Mío' })
    const theirs = seedMaterial(other.user.id, { title: 'Ajeno' })
    const tab = await load(profileLoader, `/perfil?tab=services&editarMaterial=${mine.id}&eliminarMaterial=${theirs.id}`, {}, owner.cookie)
    const data = tab.data as Extract<Awaited<ReturnType<typeof profileLoader>>, { tab: 'services' }>
    expect(data.materials.materials.map((m) => m.title)).toEqual(['Mío'])
    expect(data.editMaterial?.id).toBe(mine.id)
    expect(data.confirmDeleteMaterial).toBeNull()
  })

  test('editing: new values and a new image; the old image files are deleted', async () => {
    const { user, cookie } = await signedIn()
    await publish(cookie, VALID, jpegFile())
    const [before] = rows()
    const [oldPhoto] = photosOf(before!.id)
    const oldFiles = storedImages()
    const result = await edit(
      cookie,
      before!.id,
      {
        ...VALID,
        title: 'Ladrillo común',
        description: 'Otro',
        price: '99,90',
        unit: 'unidad',
        ivaMode: 'mas_iva',
        ivaRate: '2100',
        pickup: '',
        keptPhoto: String(oldPhoto!.id),
        removePhoto: String(oldPhoto!.id),
      },
      jpegFile(),
    )
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe('/perfil?tab=services')
    expect(await toastOf(result.headers)).toMatchObject({
      title: 'Material actualizado correctamente',
      description: 'Imagen subida correctamente',
    })
    const [after] = rows()
    expect(after).toMatchObject({
      userId: user.id,
      title: 'Ladrillo común',
      description: 'Otro',
      priceCents: 9990,
      unit: 'unidad',
      ivaMode: 'mas_iva',
      ivaRateBp: 2100,
      pickupZona: null,
      pickupLocalidad: null,
    })
    expect(photosOf(after!.id)).toEqual([expect.objectContaining({ path: expect.not.stringMatching(oldPhoto!.path), position: 0 })])
    expect(storedImages()).toHaveLength(3)
    expect(storedImages().some((file) => oldFiles.includes(file))).toBe(false)
  })

  test('editing without a new image keeps the current one', async () => {
    const { cookie } = await signedIn()
    await publish(cookie, VALID, jpegFile())
    const [before] = rows()
    const photos = photosOf(before!.id)
    const result = await edit(cookie, before!.id, {
      ...VALID,
      price: '10,5',
      keptPhoto: String(photos[0]!.id),
      keptPhotoAlt: 'Pallet en el depósito',
    })
    expect(await toastOf(result.headers)).toMatchObject({ title: 'Material actualizado correctamente' })
    expect(rows()[0]).toMatchObject({ priceCents: 1050 })
    expect(photosOf(before!.id)).toEqual([expect.objectContaining({ path: photos[0]!.path, alt: 'Pallet en el depósito' })])
    expect(storedImages()).toHaveLength(3)
  })

  test('editing reorders the saved photos, adds new ones after them, removes the ticked ones; more than six is refused', async () => {
    const { cookie } = await signedIn()
    await publish(cookie, { ...VALID, photoAlt: ['Uno', 'Dos', 'Tres'] }, [jpegFile(), jpegFile(), jpegFile()])
    const [material] = rows()
    const [one, two, three] = photosOf(material!.id)
    const result = await edit(
      cookie,
      material!.id,
      {
        ...VALID,
        keptPhoto: [three!.id, one!.id, two!.id].map(String),
        keptPhotoAlt: ['Tres', '', 'Dos'],
        removePhoto: String(two!.id),
        photoAlt: 'Cuatro',
      },
      jpegFile(),
    )
    expect(result.status).toBe(302)
    const after = photosOf(material!.id)
    expect(after.map((photo) => [photo.path, photo.alt])).toEqual([
      [three!.path, 'Tres'],
      [one!.path, null],
      [expect.not.stringMatching(two!.path), 'Cuatro'],
    ])
    // The removed photo's files are gone; the others stay.
    expect(storedImages()).toHaveLength(9)
    expect(storedImages().some((file) => two!.path.endsWith(file))).toBe(false)

    const kept = after.map((photo) => String(photo.id))
    const unchosen = await edit(cookie, material!.id, { ...VALID, keptPhoto: kept, photoAlt: 'Una foto que no elegí' })
    expect(unchosen.status).toBe(400)
    expect(unchosen.reply?.materialResult?.error?.['photoAlt[0]']).toEqual([
      'Escribiste la descripción de la foto nueva 1, pero no elegiste fotos nuevas: elegí las fotos de nuevo o borrá esa descripción.',
    ])
    expect(photosOf(material!.id)).toEqual(after)
    const tooMany = await edit(cookie, material!.id, { ...VALID, keptPhoto: kept }, [jpegFile(), jpegFile(), jpegFile(), jpegFile()])
    expect(tooMany.status).toBe(400)
    expect(tooMany.reply?.materialResult?.error?.photos).toEqual(['Podés tener hasta 6 fotos por material'])
    expect(photosOf(material!.id)).toEqual(after)
    expect(storedImages()).toHaveLength(9)
  })

  test('the last photo cannot be removed without another; a material from before photos may stay without one', async () => {
    const { user, cookie } = await signedIn()
    await publish(cookie, VALID, tinyPhoto())
    const [material] = rows()
    const [only] = photosOf(material!.id)
    const refused = await edit(cookie, material!.id, { ...VALID, keptPhoto: String(only!.id), removePhoto: String(only!.id) })
    expect(refused.status).toBe(400)
    expect(refused.reply?.materialResult?.error?.photos).toEqual(['Dejá al menos una foto: agregá otra antes de quitar la última'])
    expect(photosOf(material!.id)).toEqual([only])
    const old = seedMaterial(user.id)
    expect((await edit(cookie, old.id, { ...VALID, title: 'Arena gruesa' })).status).toBe(302)
    expect(photosOf(old.id)).toEqual([])
  })

  test("a photo id that is not the material's (another account's, or one an earlier save replaced) refuses the edit; nothing changes", async () => {
    const owner = await signedIn()
    await publish(owner.cookie, VALID, jpegFile())
    const [theirs] = rows()
    const [theirPhoto] = photosOf(theirs!.id)
    const intruder = await signedIn()
    await publish(intruder.cookie, VALID, tinyPhoto())
    const mine = rows()[1]!
    const [myPhoto] = photosOf(mine.id)
    const files = storedImages()
    const forged = await edit(intruder.cookie, mine.id, { ...VALID, title: 'Otro', keptPhoto: String(theirPhoto!.id) }, tinyPhoto())
    expect(forged.status).toBe(409)
    expect(forged.reply?.materialResult?.error?.photos).toEqual([
      'Las fotos de este material cambiaron desde que abriste el formulario: volvé a abrirlo para editarlas',
    ])
    expect(rows()[1]).toEqual(mine)
    expect(photosOf(mine.id)).toEqual([myPhoto])
    expect(photosOf(theirs!.id)).toEqual([theirPhoto])
    expect(storedImages()).toEqual(files)

    // The same form posted twice: the ids stay, so the second post is the first one again.
    const twice = { ...VALID, keptPhoto: [String(myPhoto!.id), String(myPhoto!.id)], keptPhotoAlt: 'Bolsa abierta' }
    expect((await edit(intruder.cookie, mine.id, twice)).status).toBe(302)
    expect((await edit(intruder.cookie, mine.id, twice)).status).toBe(302)
    expect(photosOf(mine.id)).toEqual([{ ...myPhoto, alt: 'Bolsa abierta' }])
  })

  test('a NUL in a description is refused next to the photos, never a 5xx', async () => {
    const { cookie } = await signedIn()
    const result = await publish(cookie, { ...VALID, photoAlt: 'Bolsa\u0000' }, tinyPhoto())
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.['photoAlt[0]']).toEqual(['El texto tiene caracteres no permitidos'])
    expect(rows()).toEqual([])
  })

  test("a material from before 'Retiro en' keeps its place text until a localidad is chosen", async () => {
    const { user, cookie } = await signedIn()
    const old = seedMaterial(user.id, { location: 'Ruta 8 km 50, depósito 3' })
    expect((await edit(cookie, old.id, { ...VALID, pickup: '', price: '99' })).status).toBe(302)
    expect(rows()[0]).toMatchObject({ priceCents: 9900, location: 'Ruta 8 km 50, depósito 3', pickupLocalidad: null })
    expect((await edit(cookie, old.id, { ...VALID, pickup: 'GBA Oeste/Morón' })).status).toBe(302)
    expect(rows()[0]).toMatchObject({ location: null, pickupZona: 'GBA Oeste', pickupLocalidad: 'Morón' })
  })

  test('a refused edit keeps the typed values and the "Error al actualizar el material" message', async () => {
    const { cookie } = await signedIn()
    await publish(cookie, VALID, tinyPhoto())
    const [before] = rows()
    const result = await edit(cookie, before!.id, { ...VALID, price: '-5', title: 'Nuevo' })
    expect(result.status).toBe(400)
    expect(result.reply?.materialResult?.error).toMatchObject({
      '': ['Error al actualizar el material'],
      price: ['El precio no puede ser negativo'],
    })
    expect(result.reply?.materialResult?.initialValue).toMatchObject({ title: 'Nuevo' })
    expect(rows()).toEqual([before])
    const bad = await edit(cookie, before!.id, VALID, new File(['x'], 'a.png', { type: 'image/png' }))
    expect(bad.reply?.materialResult?.error?.photos).toEqual(['Error al subir la imagen: Por favor selecciona una imagen válida'])
    expect(rows()).toEqual([before])
  })

  test('deleting: the row and its image files go', async () => {
    const { cookie } = await signedIn()
    await publish(cookie, VALID, jpegFile())
    const [material] = rows()
    const result = await remove(cookie, String(material!.id))
    expect(result.status).toBe(302)
    expect(await toastOf(result.headers)).toMatchObject({ title: 'Material eliminado correctamente' })
    expect(rows()).toEqual([])
    expect(storedImages()).toEqual([])
  })

  test("another account's material can be neither edited nor deleted: 404 as for a missing one, nothing changed", async () => {
    const owner = await signedIn()
    await publish(owner.cookie, VALID, jpegFile())
    const before = rows()
    const files = storedImages()
    const intruder = await signedIn()
    const editing = await edit(intruder.cookie, before[0]!.id, { ...VALID, title: 'Robado' }, jpegFile())
    expect(editing.status).toBe(404)
    expect(editing.reply?.materialResult?.error?.['']).toContain('Error al actualizar el material')
    const deleting = await remove(intruder.cookie, String(before[0]!.id))
    expect(deleting.status).toBe(404)
    expect(deleting.reply?.materialDeleteError).toMatch(/^Error al eliminar el material/)
    const missing = await remove(intruder.cookie, '999999')
    expect(missing.reply?.materialDeleteError).toBe(deleting.reply?.materialDeleteError)
    expect(rows()).toEqual(before)
    expect(storedImages()).toEqual(files)
  })

  test('a missing or malformed id is a 4xx with the error message', async () => {
    const { cookie } = await signedIn()
    expect((await remove(cookie, '12345')).status).toBe(404)
    expect((await remove(cookie, 'abc')).status).toBe(400)
    expect((await edit(cookie, 12345, VALID)).status).toBe(404)
  })
})

describe('property: bad input on the material forms', () => {
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom(
      '',
      '  ',
      '-5',
      'abc',
      '1e9',
      '1.234,56',
      '1234.56',
      'NaN',
      'Infinity',
      '0x10',
      '١٢',
      '\u0000',
      'x'.repeat(1500),
      '9'.repeat(30),
      '1,2,3',
    ),
  )
  const fields = fc.record(
    {
      title: value,
      description: value,
      price: value,
      pickup: value,
      deliveryPlaces: value,
      deliveryZones: value,
      deliveryCost: fc.constantFrom('sin_cargo', 'fijo', 'sin_cargo_desde', 'a_convenir', 'gratis'),
      deliveryAmount: value,
      materialId: value,
      intent: fc.constantFrom('editar-material', 'eliminar-material', 'otro'),
    },
    { requiredKeys: [] },
  )
  const countRows = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM materials`).n

  test('publishing: never a 5xx; anything but a redirect writes nothing', async () => {
    const { cookie } = await signedIn()
    await fc.assert(
      fc.asyncProperty(fields, async (typed) => {
        const before = countRows()
        const result = await publish(cookie, typed)
        expect(result.status).toBeLessThan(500)
        expect(countRows()).toBe(result.status === 302 ? before + 1 : before)
      }),
      { numRuns: 1000 },
    )
  }, 240_000)

  test('editing and deleting: never a 5xx; anything but a redirect changes nothing', async () => {
    const { user, cookie } = await signedIn()
    const other = createAccount(db)
    const theirs = seedMaterial(other.user.id, { title: 'Ajeno' })
    await fc.assert(
      fc.asyncProperty(fields, fc.boolean(), async (typed, targetTheirs) => {
        db.delete(materials).where(eq(materials.userId, user.id)).run()
        const mine = seedMaterial(user.id, { title: 'Mío' })
        const before = rows()
        const id = targetTheirs ? theirs.id : mine.id
        const request = multipart(`/perfil?tab=services&editarMaterial=${id}`, cookie, { materialId: String(id), ...typed })
        const result = await answer<Reply>(profileAction as Action, request)
        expect(result.status).toBeLessThan(500)
        if (result.status !== 302) expect(rows()).toEqual(before)
        expect(rows().find((row) => row.id === theirs.id)).toEqual(theirs)
      }),
      { numRuns: 1000 },
    )
    expect(storedImages()).toEqual([])
  }, 240_000)
})
