import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { projectImages, projects } from '../../drizzle/schema'
import { PROJECT_DESCRIPTION_MAX_LENGTH, UPLOAD_MAX_BYTES } from '~/constants'
import {
  createProject,
  deleteOwnProject,
  getPublicProject,
  listOwnProjects,
  listPublicFeed,
  listPublicProjects,
} from '~/models/projects.server'
import { PROJECT_NOT_FOUND } from '~/routes/perfil/project-form.server'
import { action, loader as profileLoader } from '~/routes/perfil/route'
import { loader as feedLoader } from '~/routes/proyectos-publicados'
import { db } from '~/server/db.server'
import { localDiskStorage, type ImageStorage } from '~/server/image-storage.server'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'

const uploads = path.resolve(process.env.UPLOADS_DIR!)
const MISSING = 'Completa todos los campos y selecciona una opción de visibilidad'
const TOO_MANY = 'Máximo 4 imágenes por proyecto.'
const INVALID = 'Algunas imágenes exceden 5MB o no son válidas.'

type Reply = { result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> }; projectDeleteError?: string }

let jpeg: Buffer

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer()
})

beforeEach(() => {
  resetDatabase(db)
  fs.rmSync(uploads, { recursive: true, force: true })
  fs.mkdirSync(uploads, { recursive: true })
})

afterEach(() => {
  db.$client.exec('DROP TRIGGER IF EXISTS project_insert_fails')
})

function storedFiles() {
  const dir = path.join(uploads, 'projects')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

const countProjects = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM projects`).n
const countImages = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM project_images`).n

const jpegFile = (name = 'obra.jpg') => new File([new Uint8Array(jpeg)], name, { type: 'image/jpeg' })

type ProjectFields = { title?: string; description?: string; visibility?: string }

/** "Crear proyecto" as the browser posts it: multipart, the intent first and the files last. */
function createRequest(cookie: string, fields: ProjectFields, files: File[] = []) {
  const body = new FormData()
  body.append('intent', 'crear-proyecto')
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value)
  if (files.length === 0) body.append('images', new File([], '', { type: 'application/octet-stream' }))
  for (const file of files) body.append('images', file)
  return new Request(`${ORIGIN}/perfil?tab=projects&crear`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
}

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

const errorsOf = (reply: Reply | undefined) => JSON.stringify(reply?.result?.error ?? {})

describe('creating a project', () => {
  test('a public project with one image and a private one with four: toast, rows, files, where each shows', async () => {
    const { user, profile, cookie } = await signedIn({ businessName: 'Obras Norte' })

    const publicPost = await answer(
      action,
      createRequest(cookie, { title: '  Casa en Tigre  ', description: 'Ampliación', visibility: 'publico' }, [jpegFile()]),
    )
    expect(publicPost.status).toBe(302)
    expect(publicPost.headers.get('Location')).toBe('/perfil?tab=projects')
    expect(await toastOf(publicPost.headers)).toMatchObject({ type: 'success', title: 'Proyecto creado exitosamente' })

    const privatePost = await answer(
      action,
      createRequest(
        cookie,
        { title: 'Quincho', visibility: 'privado' },
        [1, 2, 3, 4].map((n) => jpegFile(`f${n}.jpg`)),
      ),
    )
    expect(privatePost.status).toBe(302)

    const own = listOwnProjects(db, user.id)
    expect(own.map((project) => [project.title, project.isPublic])).toEqual([
      ['Quincho', false],
      ['Casa en Tigre', true],
    ])
    expect(countImages()).toBe(5)
    // Three widths of an 800 px image (256, 640, 800) per stored image.
    expect(storedFiles()).toHaveLength(5 * 3)

    const publicOne = own[1]!
    expect(listPublicProjects(db, user.id).map((project) => project.title)).toEqual(['Casa en Tigre'])
    expect(getPublicProject(db, publicOne.id)).toMatchObject({
      title: 'Casa en Tigre',
      description: 'Ampliación',
      author: { profileId: profile.id, name: 'Obras Norte' },
    })
    expect(getPublicProject(db, own[0]!.id)).toBeUndefined()
    expect(listPublicFeed(db, { page: 1, pageSize: 12 }).projects.map((project) => project.title)).toEqual(['Casa en Tigre'])

    const tab = await profileLoader({
      request: new Request(`${ORIGIN}/perfil?tab=projects`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })
    expect(tab).toMatchObject({ tab: 'projects', creating: false, projects: [{ title: 'Quincho' }, { title: 'Casa en Tigre' }] })
  })

  test('a project without images is fine; the description is optional', async () => {
    const { user, cookie } = await signedIn()
    const result = await answer(action, createRequest(cookie, { title: 'Sin fotos', visibility: 'publico' }))
    expect(result.status).toBe(302)
    expect(listPublicProjects(db, user.id)).toMatchObject([{ title: 'Sin fotos', description: null, images: [] }])
  })

  test('a fifth image is refused, nothing is stored, the typed text comes back', async () => {
    const { cookie } = await signedIn()
    const result = await answer<Reply>(
      action,
      createRequest(
        cookie,
        { title: 'Cinco fotos', description: 'Texto', visibility: 'publico' },
        [1, 2, 3, 4, 5].map((n) => jpegFile(`f${n}.jpg`)),
      ),
    )
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.images).toEqual([TOO_MANY])
    expect(result.reply?.result?.initialValue).toMatchObject({ title: 'Cinco fotos', description: 'Texto', visibility: 'publico' })
    expect(countProjects()).toBe(0)
    expect(storedFiles()).toEqual([])
  })

  test('an oversize file and a non-image are refused with the spec message', async () => {
    const { cookie } = await signedIn()
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'grande.jpg', { type: 'image/jpeg' })
    const text = new File(['no soy una imagen, solo texto'], 'nota.jpg', { type: 'image/jpeg' })
    // Looks like a JPEG by its first bytes but cannot be decoded.
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(7)])], 'rota.jpg', { type: 'image/jpeg' })
    for (const bad of [big, text, broken]) {
      const result = await answer<Reply>(action, createRequest(cookie, { title: 'Obra', visibility: 'privado' }, [jpegFile(), bad]))
      expect(result.status, bad.name).toBeGreaterThanOrEqual(400)
      expect(result.status, bad.name).toBeLessThan(500)
      expect(result.reply?.result?.error?.images, bad.name).toEqual([INVALID])
      expect(result.reply?.result?.initialValue, bad.name).toMatchObject({ title: 'Obra', visibility: 'privado' })
    }
    expect(countProjects()).toBe(0)
    expect(storedFiles()).toEqual([])
  })

  test('title and visibility are required; the description has a maximum', async () => {
    const { cookie } = await signedIn()
    const noVisibility = await answer<Reply>(action, createRequest(cookie, { title: 'Obra', description: 'Detalle' }))
    expect(noVisibility.status).toBe(400)
    expect(noVisibility.reply?.result?.error?.visibility).toEqual([MISSING])
    expect(noVisibility.reply?.result?.initialValue).toMatchObject({ title: 'Obra', description: 'Detalle' })

    const blankTitle = await answer<Reply>(action, createRequest(cookie, { title: '   ', visibility: 'publico' }))
    expect(blankTitle.reply?.result?.error?.title).toEqual([MISSING])

    const forged = await answer<Reply>(action, createRequest(cookie, { title: 'Obra', visibility: 'todos' }))
    expect(forged.reply?.result?.error?.visibility).toEqual([MISSING])

    const long = await answer<Reply>(
      action,
      createRequest(cookie, { title: 'Obra', visibility: 'publico', description: 'x'.repeat(PROJECT_DESCRIPTION_MAX_LENGTH + 1) }),
    )
    expect(errorsOf(long.reply)).toContain(`La descripción puede tener hasta ${PROJECT_DESCRIPTION_MAX_LENGTH} caracteres`)
    expect(countProjects()).toBe(0)
  })

  test('a visitor is sent to sign in, nothing written', async () => {
    const result = await answer(action, createRequest('', { title: 'Obra', visibility: 'publico' }))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    expect(countProjects()).toBe(0)
  })

  test('an image the storage fails to take is skipped and the rest are saved', async () => {
    const { user } = createAccount(db)
    const disk = localDiskStorage(uploads)
    let puts = 0
    // The second image's first write fails: a storage error, not the user's input.
    const flaky: ImageStorage = {
      ...disk,
      put: (key, data, type) => (++puts === 4 ? Promise.reject(new Error('disco lleno')) : disk.put(key, data, type)),
    }
    const consoleError = vi.mocked(console.error).mockImplementation(() => {})
    const outcome = await createProject(
      db,
      { userId: user.id, title: 'Obra', isPublic: true, images: [{ data: jpeg }, { data: jpeg }, { data: jpeg }] },
      { storage: flaky },
    )
    expect(outcome).toMatchObject({ status: 'created', stored: 2, skipped: 1 })
    expect(consoleError).toHaveBeenCalled()
    expect(countImages()).toBe(2)
    expect(storedFiles()).toHaveLength(2 * 3)
  })

  test('when the insert fails the stored images are deleted and the form says so', async () => {
    const { cookie } = await signedIn()
    db.$client.exec(`CREATE TRIGGER project_insert_fails BEFORE INSERT ON projects BEGIN SELECT RAISE(ABORT, 'falla'); END`)
    const consoleError = vi.mocked(console.error).mockImplementation(() => {})
    const result = await answer<Reply>(
      action,
      createRequest(cookie, { title: 'Obra', visibility: 'publico' }, [jpegFile(), jpegFile('b.jpg')]),
    )
    expect(result.status).toBe(500)
    expect(JSON.stringify(result.reply)).toContain('Error al crear el proyecto')
    expect(result.reply?.result?.initialValue).toMatchObject({ title: 'Obra' })
    expect(consoleError).toHaveBeenCalled()
    expect(countProjects()).toBe(0)
    expect(storedFiles()).toEqual([])
  })

  test('the create form has its own address for readers without JavaScript', async () => {
    const { cookie } = await signedIn()
    const tab = await profileLoader({
      request: new Request(`${ORIGIN}/perfil?tab=projects&crear`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })
    expect(tab).toMatchObject({ tab: 'projects', creating: true })
  })
})

describe('deleting a project', () => {
  async function ownProject(cookie: string, title = 'Para borrar') {
    await answer(action, createRequest(cookie, { title, visibility: 'publico' }, [jpegFile()]))
    return db.select().from(projects).where(eq(projects.title, title)).get()!
  }

  test('the owner deletes it: rows and image files go', async () => {
    const { cookie } = await signedIn()
    const project = await ownProject(cookie)
    expect(storedFiles()).toHaveLength(3)
    const result = await answer(
      action,
      post(
        '/perfil?tab=projects',
        [
          ['intent', 'eliminar-proyecto'],
          ['projectId', String(project.id)],
        ],
        { Cookie: cookie },
      ),
    )
    expect(result.status).toBe(302)
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Proyecto eliminado' })
    expect(countProjects()).toBe(0)
    expect(db.select().from(projectImages).all()).toEqual([])
    expect(storedFiles()).toEqual([])
  })

  test("another account's project: 404 as for a missing one, and nothing changes", async () => {
    const owner = await signedIn()
    const project = await ownProject(owner.cookie)
    const other = await signedIn()
    const result = await answer<Reply>(
      action,
      post(
        '/perfil?tab=projects',
        [
          ['intent', 'eliminar-proyecto'],
          ['projectId', String(project.id)],
        ],
        { Cookie: other.cookie },
      ),
    )
    // The same answer as for a project that does not exist: whether it exists is not told.
    expect(result.status).toBe(404)
    expect(result.reply?.projectDeleteError).toBe(PROJECT_NOT_FOUND)
    expect(countProjects()).toBe(1)
    expect(countImages()).toBe(1)
    expect(storedFiles()).toHaveLength(3)
    expect(await deleteOwnProject(db, { userId: other.user.id, projectId: project.id })).toEqual({ status: 'forbidden' })
  })

  test('a missing or malformed id is refused without a 5xx', async () => {
    const { cookie } = await signedIn()
    const missing = await answer<Reply>(
      action,
      post(
        '/perfil?tab=projects',
        [
          ['intent', 'eliminar-proyecto'],
          ['projectId', '999999'],
        ],
        { Cookie: cookie },
      ),
    )
    expect(missing.status).toBe(404)
    const malformed = await answer<Reply>(
      action,
      post(
        '/perfil?tab=projects',
        [
          ['intent', 'eliminar-proyecto'],
          ['projectId', 'abc'],
        ],
        { Cookie: cookie },
      ),
    )
    expect(malformed.status).toBe(400)
  })

  test('the confirmation has its own address', async () => {
    const { cookie } = await signedIn()
    const project = await ownProject(cookie, 'Confirmar')
    const tab = await profileLoader({
      request: new Request(`${ORIGIN}/perfil?tab=projects&eliminar=${project.id}`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })
    expect(tab).toMatchObject({ confirmDelete: { id: project.id, title: 'Confirmar' } })
  })
})

describe('the public feed', () => {
  function insertProject(userId: number, title: string, isPublic: boolean, createdAt: Date) {
    return db.insert(projects).values({ userId, title, isPublic, createdAt }).returning().get()
  }

  test('only public projects, newest first, paginated, with their authors', async () => {
    const { user, profile } = createAccount(db, { businessName: 'Techos Sur' })
    for (let i = 0; i < 14; i++) insertProject(user.id, `Obra ${i}`, true, new Date(2025, 0, i + 1))
    insertProject(user.id, 'Secreta', false, new Date(2026, 0, 1))

    const first = listPublicFeed(db, { page: 1, pageSize: 12 })
    expect(first.total).toBe(14)
    expect(first.projects).toHaveLength(12)
    expect(first.projects[0]).toMatchObject({ title: 'Obra 13', author: { profileId: profile.id, name: 'Techos Sur' } })
    const second = listPublicFeed(db, { page: 2, pageSize: 12 })
    expect(second.projects.map((project) => project.title)).toEqual(['Obra 1', 'Obra 0'])
    expect([...first.projects, ...second.projects].some((project) => project.title === 'Secreta')).toBe(false)

    const data = await feedLoader({ request: new Request(`${ORIGIN}/proyectos-publicados?page=2`), params: {}, context: {} })
    expect(data).toMatchObject({ page: 2, pageCount: 2 })
    expect(() => feedLoader({ request: new Request(`${ORIGIN}/proyectos-publicados?page=3`), params: {}, context: {} })).toThrow(
      expect.objectContaining({ status: 404 }),
    )
    for (const page of ['abc', '0']) {
      expect(feedLoader({ request: new Request(`${ORIGIN}/proyectos-publicados?page=${page}`), params: {}, context: {} })).toMatchObject({
        page: 1,
        pageCount: 2,
      })
    }
  })

  test('an empty feed is one empty page', async () => {
    expect(await feedLoader({ request: new Request(`${ORIGIN}/proyectos-publicados`), params: {}, context: {} })).toMatchObject({
      projects: [],
      page: 1,
      pageCount: 1,
    })
  })
})

describe('property: creating a project', () => {
  test('never a 5xx, and invalid input writes nothing', async () => {
    const { cookie } = await signedIn()
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('publico', 'privado', '  ', '\u0000', 'x'.repeat(1200), 'Casa', 'PUBLICO', 'true'),
    )
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], 'x.bin', { type: 'application/octet-stream' })),
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => new File([new Uint8Array([0xff, 0xd8, 0xff, ...bytes])], 'x.jpg', { type: 'image/jpeg' })),
      fc.constant(null).map(() => new File([new Uint8Array(jpeg)], 'ok.jpg', { type: 'image/jpeg' })),
    )
    const input = fc.record({
      fields: fc.record({ title: value, description: value, visibility: value }, { requiredKeys: [] }),
      files: fc.array(file, { maxLength: 6 }),
    })
    await fc.assert(
      fc.asyncProperty(input, async ({ fields, files }) => {
        const before = { projects: countProjects(), images: countImages(), files: storedFiles().length }
        const result = await answer(action, createRequest(cookie, fields, files))
        expect(result.status).toBeLessThan(500)
        if (result.status !== 302) {
          expect(result.status).toBeGreaterThanOrEqual(400)
          expect({ projects: countProjects(), images: countImages(), files: storedFiles().length }).toEqual(before)
        } else {
          expect(countProjects()).toBe(before.projects + 1)
        }
      }),
      { numRuns: 1000 },
    )
  }, 300_000)
})
