/*
 * Two server processes on one database file, under load: sessions, plan limits, rate limits,
 * flash toasts and uploads must hold whichever process answers, and no SQLITE_BUSY may reach
 * anyone. The spec runs its own server (server.js, WEB_CONCURRENCY=2) on a fresh database so it
 * can read which worker answered each request from the server's log.
 */
import type { ChildProcess } from 'node:child_process'
import { expect, request as playwrightRequest, test, type APIResponse } from '@playwright/test'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { FREE_FAVORITES_LIMIT, RATE_LIMITS } from '../../app/constants'
import { honeypotFieldName } from '../../app/utils/honeypot'
import { addFavoriteIntent, FAVORITES_ACTION_PATH, removeFavoriteIntent } from '../../app/utils/favorites'
import { MATERIAL_PUBLISHED, PUBLISH_MATERIAL_PATH } from '../../app/utils/material-form'
import { openDatabase, type Db } from '../../app/server/sqlite.server'
import { createAccount, TEST_PASSWORD } from '../setup/factories'
import { startOwnServer } from './own-server'
import { MATERIAL_FORM } from '../setup/material-form'

type LogLine = { method: string; path: string; status: number; worker?: number }

let server: ChildProcess
let ORIGIN: string
let db: Db
const log: LogLine[] = []
let serverErrors = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  const started = startOwnServer('multi-process', 7, { TRUST_PROXY: 'loopback' })
  server = started.server
  ORIGIN = started.origin
  let pending = ''
  server.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n')
    pending = lines.pop()!
    for (const line of lines) if (line.startsWith('{')) log.push(JSON.parse(line) as LogLine)
  })
  server.stderr!.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()))
  await expect(async () => expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true)).toPass({ timeout: 90_000 })
  db = openDatabase(started.database)
})

test.afterAll(async () => {
  db?.$client.close()
  if (!server) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
})

async function signIn(email: string, address: string) {
  const context = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  const answer = await context.post('/auth', { form: { intent: 'login', email, password: TEST_PASSWORD }, maxRedirects: 0 })
  expect(answer.status(), 'sign-in redirects').toBe(302)
  return context
}

const workersAnswering = (pathname: string) => new Set(log.filter((line) => line.path === pathname).map((line) => line.worker))

test('sessions, plan limits, rate limits, toasts and uploads hold across two processes under load', async () => {
  test.setTimeout(180_000)
  const builder = createAccount(db, { role: 'constructor', businessName: 'Constructora Dos Procesos' })
  const provider = createAccount(db, { role: 'proveedor', businessName: 'Corralón Multiproceso' })
  db.run(sql`UPDATE provider_profiles SET phone = '11 4567-8901' WHERE id = ${provider.profile.id}`)
  const listingIds = db.all<{ id: number }>(sql`SELECT id FROM listings WHERE is_active = 1 ORDER BY id LIMIT 12`).map((row) => row.id)
  expect(listingIds).toHaveLength(12)

  const builderApi = await signIn(builder.user.email, '198.51.100.1')
  const providerApi = await signIn(provider.user.email, '198.51.100.2')
  const visitor = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.3' } })
  const answers: APIResponse[] = []
  const keep = async (pending: Promise<APIResponse>) => {
    const answer = await pending
    answers.push(answer)
    return answer
  }

  // Background load for the whole test: visitors browsing and searching, 16 at a time.
  const pages = [
    '/',
    '/instalaciones',
    '/instalaciones/electricidad',
    '/?q=hormigon',
    '/?q=pintor&zona=CABA',
    '/proveedores',
    '/marketplace',
    '/categorias',
  ]
  let loading = true
  const load = Promise.all(
    Array.from({ length: 16 }, async (_, lane) => {
      for (let n = lane; loading; n += 16) await keep(visitor.get(pages[n % pages.length]!))
    }),
  )

  try {
    // Sessions: the row one process wrote on sign-in is read by both.
    const profiles = await Promise.all(Array.from({ length: 40 }, () => keep(builderApi.get('/perfil'))))
    for (const answer of profiles) {
      expect(answer.status()).toBe(200)
      expect(await answer.text()).toContain('Constructora Dos Procesos')
    }
    expect(workersAnswering('/perfil')).toEqual(new Set([1, 2]))

    // Plan limits: a free account adding 12 favourites at once keeps exactly the plan's number.
    await Promise.all(
      listingIds.map((listingId) =>
        keep(
          builderApi.post(FAVORITES_ACTION_PATH, {
            form: { intent: addFavoriteIntent, listingId, redirectTo: '/' },
            maxRedirects: 0,
          }),
        ),
      ),
    )
    const favorites = () => db.get<{ count: number }>(sql`SELECT count(*) AS count FROM favorites WHERE user_id = ${builder.user.id}`).count
    expect(favorites()).toBe(FREE_FAVORITES_LIMIT)

    // Flash toasts: set by the process that took the post, shown by whichever renders the page.
    const favorite = db.get<{ listingId: number }>(
      sql`SELECT listing_id AS listingId FROM favorites WHERE user_id = ${builder.user.id} LIMIT 1`,
    )
    // A connection stays with one process: the page after each post is asked for on a new one
    // (as a browser with several connections, or a proxy, would), which the cluster hands out in turn.
    for (const intent of Array.from({ length: 6 }, (_, n) => (n % 2 === 0 ? removeFavoriteIntent : addFavoriteIntent))) {
      const posted = await keep(
        builderApi.post(FAVORITES_ACTION_PATH, {
          form: { intent, listingId: favorite.listingId, redirectTo: '/sobre-nosotros' },
          maxRedirects: 0,
        }),
      )
      expect(posted.status()).toBe(302)
      const browser = await playwrightRequest.newContext({ baseURL: ORIGIN, storageState: await builderApi.storageState() })
      const shown = await keep(browser.get(posted.headers().location!))
      expect(await shown.text()).toContain(
        intent === removeFavoriteIntent ? 'Proveedor eliminado de favoritos' : 'Proveedor agregado a favoritos',
      )
      await browser.dispose()
    }

    // Rate limits: 12 inquiries at once from one address; the hourly limit lets exactly 5 through.
    const inquiries = () => db.get<{ count: number }>(sql`SELECT count(*) AS count FROM contact_messages`).count
    const before = inquiries()
    const sender = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.4' } })
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        keep(
          sender.post('/contacto', {
            form: {
              name: `Vecino ${n}`,
              email: `vecino${n}@ejemplo.com.ar`,
              phone: '',
              message: 'Consulta de prueba',
              [honeypotFieldName]: '',
            },
            maxRedirects: 0,
          }),
        ),
      ),
    )
    expect(inquiries() - before).toBe(RATE_LIMITS.contactMessagesPerIp.max)
    expect(sent.filter((answer) => answer.status() === 429)).toHaveLength(12 - RATE_LIMITS.contactMessagesPerIp.max)

    // Uploads: stored by one process, served by both.
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0562b' } })
      .png()
      .toBuffer()
    const published = await keep(
      providerApi.post(PUBLISH_MATERIAL_PATH, {
        multipart: {
          ...MATERIAL_FORM,
          photos: { name: 'ladrillo.png', mimeType: 'image/png', buffer: image },
        },
      }),
    )
    expect(await published.text()).toContain(MATERIAL_PUBLISHED)
    // Signed in, so the page is fresh (visitors may get it from the page cache, up to its age).
    const market = await (await keep(providerApi.get('/marketplace'))).text()
    const src = market.match(/src="(\/uploads\/materials\/[^"]+)"/)?.[1]
    expect(src, 'the marketplace shows the uploaded image').toBeTruthy()
    const served = await Promise.all(Array.from({ length: 16 }, () => keep(visitor.get(src!))))
    for (const answer of served) {
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('image/webp')
    }
    expect(workersAnswering(src!)).toEqual(new Set([1, 2]))
  } finally {
    loading = false
    await load
  }

  const toggledBy = log.filter((line) => line.method === 'POST' && line.path === FAVORITES_ACTION_PATH).slice(-6)
  const toastShownBy = log.filter((line) => line.path === '/sobre-nosotros')
  expect(toastShownBy).toHaveLength(6)
  expect(
    toggledBy.some((line, n) => line.worker !== toastShownBy[n]!.worker),
    'a toast set by one process shown by the other',
  ).toBe(true)
  expect(answers.length).toBeGreaterThan(100)
  expect(answers.filter((answer) => answer.status() >= 500).map((answer) => answer.url())).toEqual([])
  expect(serverErrors).not.toMatch(/SQLITE_BUSY|database is locked/)
})
