import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { sweepUnusedImages } from '~/models/stored-images.server'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { db } from '~/server/db.server'
import { imageStorage } from '~/server/image-storage.server'
import { saveImage } from '~/server/image-upload.server'
import { storedImageVariants } from '~/utils/uploads'
import { answer, post, signedInCookie } from '../setup/actions'
import { createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'

let photo: Buffer
beforeAll(async () => {
  photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer()
})
beforeEach(() => resetDatabase(db))

async function upload(kind: 'logos' | 'materials' | 'projects') {
  const saved = await saveImage({ data: photo }, { kind, storage: imageStorage })
  if (!saved.ok) throw new Error('the test image was refused')
  return saved.value.key
}

/** Which of the image's renditions are still served. */
async function storedRenditions(key: string) {
  const found = []
  for (const { key: variant } of storedImageVariants(key) ?? [{ key }]) {
    if (await imageStorage.get(variant)) found.push(variant)
  }
  return found
}

async function storeDemoPicture(key: string) {
  await imageStorage.put(key, photo, 'image/jpeg')
  return key
}

describe('deleting an account', () => {
  test('removes its logo, material and project images (private ones too), every rendition; a picture another account uses stays', async () => {
    const { user, profile } = createAccount(db)
    const other = createAccount(db)
    const [logo, material, privateProject, publicProject, shared] = [
      await upload('logos'),
      await upload('materials'),
      await upload('projects'),
      await upload('projects'),
      await storeDemoPicture('demo/compartida-test.jpg'),
    ]
    db.update(schema.providerProfiles).set({ logoPath: logo }).where(eq(schema.providerProfiles.id, profile.id)).run()
    const ladrillos = db
      .insert(schema.materials)
      .values({ userId: user.id, title: 'Ladrillos', description: 'Huecos 12x18x33', priceCents: 50000 })
      .returning()
      .get()
    db.insert(schema.materialPhotos).values({ materialId: ladrillos.id, path: material, position: 0 }).run()
    for (const [isPublic, key] of [
      [false, privateProject],
      [true, publicProject],
      [true, shared],
    ] as const) {
      const project = db.insert(schema.projects).values({ userId: user.id, title: 'Obra', isPublic }).returning().get()
      db.insert(schema.projectImages).values({ projectId: project.id, path: key, position: 0 }).run()
    }
    db.update(schema.providerProfiles).set({ logoPath: shared }).where(eq(schema.providerProfiles.id, other.profile.id)).run()
    expect(await storedRenditions(logo)).toHaveLength(3)

    const result = await answer(
      deleteAccountAction,
      post('/cuenta/eliminar', [['password', TEST_PASSWORD]], { Cookie: await signedInCookie(user.id) }),
    )

    expect(result.status).toBe(302)
    for (const key of [logo, material, privateProject, publicProject]) expect(await storedRenditions(key), key).toEqual([])
    expect(await storedRenditions(shared)).toEqual([shared])
  })
})

describe('npm run uploads:sweep', () => {
  test('deletes files no row names once older than a day, and keeps used and young ones', async () => {
    const { profile } = createAccount(db)
    const used = await upload('logos')
    db.update(schema.providerProfiles).set({ logoPath: used }).where(eq(schema.providerProfiles.id, profile.id)).run()
    const orphan = await upload('materials')
    const young = await upload('projects')
    const dayAndAMinute = (24 * 60 + 1) * 60 * 1000
    const old = new Date(Date.now() - dayAndAMinute)
    for (const key of [...storedImageVariants(used)!, ...storedImageVariants(orphan)!]) {
      fs.utimesSync(path.join(process.env.UPLOADS_DIR!, key.key), old, old)
    }

    const { deleted } = await sweepUnusedImages(db, imageStorage)

    expect(deleted).toBe(3)
    expect(await storedRenditions(orphan)).toEqual([])
    expect(await storedRenditions(used)).toHaveLength(3)
    expect(await storedRenditions(young)).toHaveLength(3)
  })
})
