import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { sessions } from '../../drizzle/schema'
import { SESSION_LIFETIME_MS } from '~/constants'
import { db } from '~/server/db.server'
import {
  createSession,
  destroySession,
  getOptionalUser,
  requireAnonymous,
  requirePremium,
  requireProvider,
  requireUser,
} from '~/server/session.server'
import { countRows, createAccount, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!
const requestWith = (cookie: string | null, url = 'http://localhost/perfil?tab=favorites') =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} })

async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  return null
}

describe('sessions', () => {
  test('the cookie holds a random id; the table keeps only its hash, with a 30-day absolute expiry', async () => {
    const { user } = createAccount(db)
    const setCookie = await createSession(user.id)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    const row = db.select().from(sessions).get()!
    expect(setCookie).not.toContain(row.id)
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000)
    expect((await getOptionalUser(requestWith(cookieOf(setCookie))))?.id).toBe(user.id)
  })

  test('each sign-in gets a new id', async () => {
    const { user } = createAccount(db)
    const first = cookieOf(await createSession(user.id))
    const second = cookieOf(await createSession(user.id))
    expect(first).not.toBe(second)
    expect(countRows(db, 'sessions')).toBe(2)
  })

  test('a destroyed or expired session opens nothing', async () => {
    const { user } = createAccount(db)
    const cookie = cookieOf(await createSession(user.id))
    await destroySession(requestWith(cookie))
    expect(countRows(db, 'sessions')).toBe(0)
    expect(await getOptionalUser(requestWith(cookie))).toBeNull()

    const expiring = cookieOf(await createSession(user.id))
    db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id))
      .run()
    expect(await getOptionalUser(requestWith(expiring))).toBeNull()
  })

  test('a tampered cookie opens nothing', async () => {
    const { user } = createAccount(db)
    const cookie = cookieOf(await createSession(user.id))
    expect(await getOptionalUser(requestWith(`${cookie.slice(0, -3)}abc`))).toBeNull()
  })
})

describe('guards', () => {
  test('requireUser sends visitors to /auth and brings them back afterwards', async () => {
    const response = await thrown(() => requireUser(requestWith(null)))
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe('/auth?redirectTo=%2Fperfil%3Ftab%3Dfavorites')
  })

  test('requireAnonymous sends signed-in users home, or to a safe redirectTo', async () => {
    const { user } = createAccount(db)
    const cookie = cookieOf(await createSession(user.id))
    expect((await thrown(() => requireAnonymous(requestWith(cookie, 'http://localhost/auth'))))?.headers.get('Location')).toBe('/')
    const evil = await thrown(() => requireAnonymous(requestWith(cookie, 'http://localhost/auth?redirectTo=https%3A%2F%2Fevil.example')))
    expect(evil?.headers.get('Location')).toBe('/')
    expect(await thrown(() => requireAnonymous(requestWith(null, 'http://localhost/auth')))).toBeNull()
  })

  test('requireProvider and requirePremium answer 403 to the wrong account', async () => {
    const builder = createAccount(db, { role: 'constructor' })
    const provider = createAccount(db, { role: 'proveedor', plan: 'free' })
    const premium = createAccount(db, { role: 'proveedor', plan: 'premium' })
    const as = async (userId: number) => requestWith(cookieOf(await createSession(userId)))

    expect((await thrown(async () => requireProvider(await as(builder.user.id))))?.status).toBe(403)
    expect((await requireProvider(await as(provider.user.id))).id).toBe(provider.user.id)
    expect((await thrown(async () => requirePremium(await as(provider.user.id))))?.status).toBe(403)
    expect((await requirePremium(await as(premium.user.id))).plan).toBe('premium')
  })
})
