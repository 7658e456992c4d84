import crypto from 'node:crypto'
import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { providerProfiles, sessions, users } from '~/../drizzle/schema'
import { SESSION_LIFETIME_MS } from '~/constants'
import { db } from './db.server'
import { signedCookieOptions } from './cookie-options.server'
import { safeRedirect } from '../utils/redirect'
import { notFound } from '../utils/responses'

const SESSION_ID_KEY = 'sessionId'

const authStorage = createCookieSessionStorage({
  cookie: {
    ...signedCookieOptions,
    name: 'ro_session',
    maxAge: SESSION_LIFETIME_MS / 1000,
  },
})

/** The cookie holds a random id; the table keeps only its hash, so a leaked database opens no session. */
const hashSessionId = (id: string) => crypto.createHash('sha256').update(id).digest('base64url')

async function readSessionId(request: Request) {
  const cookieSession = await authStorage.getSession(request.headers.get('Cookie'))
  const id: unknown = cookieSession.get(SESSION_ID_KEY)
  return typeof id === 'string' ? id : null
}

/** Opens a new session (a new id on every sign-in) and returns the Set-Cookie header. */
export async function createSession(userId: number) {
  const id = crypto.randomBytes(32).toString('base64url')
  db.insert(sessions)
    .values({ id: hashSessionId(id), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) })
    .run()
  const cookieSession = await authStorage.getSession()
  cookieSession.set(SESSION_ID_KEY, id)
  return authStorage.commitSession(cookieSession, { expires: new Date(Date.now() + SESSION_LIFETIME_MS) })
}

/** Deletes this request's session row and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request) {
  const id = await readSessionId(request)
  if (id)
    db.delete(sessions)
      .where(eq(sessions.id, hashSessionId(id)))
      .run()
  return authStorage.destroySession(await authStorage.getSession(request.headers.get('Cookie')))
}

/** The stored key of this request's session (the hash of the cookie's id), or null. */
export async function getSessionKey(request: Request) {
  const id = await readSessionId(request)
  return id ? hashSessionId(id) : null
}

export async function getUserId(request: Request) {
  const id = await readSessionId(request)
  if (!id) return null
  const row = db
    .select({ userId: sessions.userId })
    .from(sessions)
    // Suspension deletes the account's sessions; a suspended account reads as signed out regardless.
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashSessionId(id)), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
    .get()
  return row?.userId ?? null
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getOptionalUser>>>

export async function getOptionalUser(request: Request) {
  const userId = await getUserId(request)
  if (userId === null) return null
  return (
    db
      .select({
        id: users.id,
        email: users.email,
        profileId: providerProfiles.id,
        businessName: providerProfiles.businessName,
        role: providerProfiles.userRole,
        plan: providerProfiles.plan,
        isStaff: users.isStaff,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .get() ?? null
  )
}

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })
  return redirect(`/auth?${params}`)
}

/** The signed-in user, or a redirect to /auth that brings them back here afterwards. */
export async function requireUser(request: Request) {
  const user = await getOptionalUser(request)
  if (!user) throw loginRedirect(request)
  return user
}

export async function requireUserId(request: Request) {
  const userId = await getUserId(request)
  if (userId === null) throw loginRedirect(request)
  return userId
}

/** Pages for visitors only (sign-in, sign-up): signed-in users go home, or where they were headed. */
export async function requireAnonymous(request: Request) {
  if ((await getUserId(request)) !== null) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')))
  }
}

/** Services are offered by providers: a builder's account searches and contacts them. */
export async function requireProvider(request: Request) {
  const user = await requireUser(request)
  if (user.role !== 'proveedor') throw new Response('Publicar servicios es solo para cuentas de proveedor.', { status: 403 })
  return user
}

/**
 * RedObra's own team. Anyone else, signed out included, gets the site's 404: the console's
 * existence is not revealed. Every /admin loader and action calls this itself, since a layout's
 * loader does not guard its children's.
 */
export async function requireStaff(request: Request) {
  const user = await getOptionalUser(request)
  if (!user?.isStaff) notFound()
  return user
}

export async function requirePremium(request: Request) {
  const user = await requireUser(request)
  if (user.plan !== 'premium') throw new Response('Función exclusiva Premium.', { status: 403 })
  return user
}
