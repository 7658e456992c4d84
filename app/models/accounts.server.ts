import crypto from 'node:crypto'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { authTokens, providerProfiles, sessions, TOKEN_PURPOSES, users } from '~/../drizzle/schema'
import { TOKEN_MAX_ATTEMPTS, type Role } from '~/constants'
import { clearRateLimit } from '~/models/rate-limits.server'
import { ownedImageKeys } from '~/models/stored-images.server'
import type { Db } from '~/server/sqlite.server'
import { getDummyPasswordHash, hashPassword, verifyPassword } from '~/server/password.server'

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]

export class EmailTakenError extends Error {
  constructor() {
    super('email taken')
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export function findUserByEmail(db: Db, email: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .get()
}

/** A user and its profile (business name, role, free plan) in one transaction. */
export async function createAccount(db: Db, input: { email: string; password: string; businessName: string; role: Role }) {
  const passwordHash = await hashPassword(input.password)
  try {
    return db.transaction((tx) => {
      const user = tx.insert(users).values({ email: input.email, passwordHash }).returning({ id: users.id }).get()
      tx.insert(providerProfiles).values({ userId: user.id, businessName: input.businessName, userRole: input.role }).run()
      return user
    })
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) throw new EmailTakenError()
    throw error
  }
}

/**
 * The account for these credentials, or null. Unknown e-mails still pay for one hash, so the
 * answer takes as long either way and does not tell which accounts exist.
 */
export async function verifyCredentials(db: Db, email: string, password: string) {
  const user = findUserByEmail(db, email)
  const valid = await verifyPassword(password, user?.passwordHash ?? (await getDummyPasswordHash()))
  return user && valid ? { id: user.id, emailVerified: user.emailVerifiedAt !== null, suspended: user.suspendedAt !== null } : null
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

function spendUnusedTokens(tx: Transaction, userId: number, purposes: TokenPurpose[]) {
  tx.update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt)))
    .run()
}

/**
 * A fresh single-use token; only its hash is stored. Earlier unused tokens of the same purpose
 * stop working. A change-email token carries the new address it confirms.
 */
export function createAuthToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number, newEmail?: string) {
  const token = crypto.randomBytes(32).toString('base64url')
  db.transaction((tx) => {
    spendUnusedTokens(tx, userId, [purpose])
    tx.insert(authTokens)
      .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs), newEmail })
      .run()
  })
  return token
}

export type TokenCheck =
  { ok: true; tokenId: number; userId: number } | { ok: false; reason: 'unknown' | 'expired' | 'used'; userId?: number }

/** Looks a token up without spending it. */
export function checkAuthToken(db: Db, purpose: TokenPurpose, token: string, now = new Date()): TokenCheck {
  const row = db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
    .get()
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.usedAt || row.attempts >= TOKEN_MAX_ATTEMPTS) return { ok: false, reason: 'used', userId: row.userId }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired', userId: row.userId }
  return { ok: true, tokenId: row.id, userId: row.userId }
}

/** A failed use of a valid token (say, an unacceptable new password): after a few it stops working. */
export function recordTokenAttempt(db: Db, tokenId: number) {
  db.update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, tokenId))
    .run()
}

/** Spends a verification token and marks the e-mail verified. Returns the user id or why not. */
function spendToken(tx: Transaction, tokenId: number) {
  return (
    tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
      .run().changes === 1
  )
}

function markEmailVerified(tx: Transaction, userId: number) {
  return tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
    .where(eq(users.id, userId))
    .returning({ email: users.email })
    .get()
}

/** Spends a verification token and marks the e-mail verified. Returns the user id or why not. */
export function verifyEmail(db: Db, token: string): TokenCheck {
  const check = checkAuthToken(db, 'verify-email', token)
  if (!check.ok) return check
  db.transaction((tx) => {
    if (spendToken(tx, check.tokenId)) markEmailVerified(tx, check.userId)
  })
  return check
}

/**
 * Spends a one-time sign-in link. Following it proves the mailbox is the owner's, so the e-mail
 * counts as verified and the failed guesses that locked the account are forgotten: the owner can
 * sign in, and confirm a deletion with the password, again.
 */
export function signInWithLink(db: Db, token: string): TokenCheck {
  const check = checkAuthToken(db, 'sign-in-link', token)
  if (!check.ok) return check
  const account = db.transaction((tx) => (spendToken(tx, check.tokenId) ? markEmailVerified(tx, check.userId) : undefined))
  if (!account) return { ok: false, reason: 'used', userId: check.userId }
  clearRateLimit(db, 'signInFailuresPerAccount', account.email)
  return check
}

export function isEmailVerified(db: Db, userId: number) {
  return db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).get()?.at != null
}

/**
 * Sets a new password with a reset token: spends the token, closes every session of the account
 * and marks the e-mail verified (following the link proved it). One transaction.
 */
export async function resetPassword(db: Db, tokenId: number, userId: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword)
  return db.transaction((tx) => {
    const spent = tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
      .run()
    if (spent.changes === 0) return false
    tx.update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
      .where(eq(users.id, userId))
      .run()
    // A change of address asked for before the reset dies with the sessions that could have asked.
    spendUnusedTokens(tx, userId, ['change-email'])
    tx.delete(sessions).where(eq(sessions.userId, userId)).run()
    return true
  })
}

/**
 * Sets a new password chosen while signed in: closes every other session of the account (the one
 * named by `keepSessionKey` stays signed in) and spends the account's pending reset and
 * e-mail-change links, which someone who knew the old password could have asked for.
 */
export async function changePassword(db: Db, userId: number, newPassword: string, keepSessionKey: string | null) {
  const passwordHash = await hashPassword(newPassword)
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run()
    spendUnusedTokens(tx, userId, ['reset-password', 'change-email'])
    const others = keepSessionKey ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionKey)) : eq(sessions.userId, userId)
    tx.delete(sessions).where(others).run()
  })
}

export type EmailChangeRequest = { status: 'requested'; token: string } | { status: 'taken' } | { status: 'unchanged' }

/**
 * Starts a change of the account's address: a link to the new address confirms it, and until it
 * is followed the account keeps the old one. An address of another account is refused.
 */
export function requestEmailChange(db: Db, userId: number, newEmail: string, ttlMs: number): EmailChangeRequest {
  const owner = findUserByEmail(db, newEmail)
  if (owner) return owner.id === userId ? { status: 'unchanged' } : { status: 'taken' }
  return { status: 'requested', token: createAuthToken(db, userId, 'change-email', ttlMs, newEmail) }
}

export type EmailChangeResult =
  { ok: true; userId: number; email: string } | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'taken'; userId?: number }

/**
 * Spends a change-email token and gives the account its new, verified address; pending reset
 * links (sent to the old address) die with it. An address taken since the request is refused.
 */
export function confirmEmailChange(db: Db, token: string): EmailChangeResult {
  const check = checkAuthToken(db, 'change-email', token)
  if (!check.ok) return check
  try {
    return db.transaction((tx): EmailChangeResult => {
      const spent = tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.id, check.tokenId), isNull(authTokens.usedAt)))
        .returning({ newEmail: authTokens.newEmail })
        .get()
      if (!spent?.newEmail) return { ok: false, reason: 'used', userId: check.userId }
      tx.update(users)
        .set({ email: spent.newEmail, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
        .where(eq(users.id, check.userId))
        .run()
      spendUnusedTokens(tx, check.userId, ['reset-password', 'verify-email'])
      return { ok: true, userId: check.userId, email: spent.newEmail }
    })
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) {
      return { ok: false, reason: 'taken', userId: check.userId }
    }
    throw error
  }
}

/**
 * Deletes the account and all it owns (profile, listings, favourites, materials, projects,
 * quotes, sessions, tokens) in one statement's cascade; its reviews stay, without author.
 */
/** Deletes the account and everything of it; returns the image keys its rows held, for the caller to remove once committed. */
export function deleteAccount(db: Db, userId: number) {
  return db.transaction((tx) => {
    const imageKeys = ownedImageKeys(tx, userId)
    return tx.delete(users).where(eq(users.id, userId)).run().changes === 1 ? imageKeys : []
  })
}

/**
 * Moves the account's own profile to the premium plan (its listings follow by trigger). Already
 * premium: nothing changes, so the date stays the first upgrade's.
 */
export function upgradeToPremium(db: Db, userId: number, now = new Date()) {
  db.update(providerProfiles)
    .set({ plan: 'premium', planUpdatedAt: now })
    .where(and(eq(providerProfiles.userId, userId), eq(providerProfiles.plan, 'free')))
    .run()
}

/**
 * Moves the account's own profile back to the free plan (its listings follow by trigger). What it
 * keeps above the free limits stays; the limits refuse only what is added from now on.
 */
export function cancelPremium(db: Db, userId: number, now = new Date()) {
  return (
    db
      .update(providerProfiles)
      .set({ plan: 'free', planUpdatedAt: now })
      .where(and(eq(providerProfiles.userId, userId), eq(providerProfiles.plan, 'premium')))
      .run().changes === 1
  )
}

/** Since when the account has its current plan; null for a plan never changed. */
export function getPlanUpdatedAt(db: Db, userId: number) {
  return (
    db.select({ planUpdatedAt: providerProfiles.planUpdatedAt }).from(providerProfiles).where(eq(providerProfiles.userId, userId)).get()
      ?.planUpdatedAt ?? null
  )
}

export type StaffGrant = { status: 'granted' | 'already'; email: string } | { status: 'no-account'; email: string }

/** Makes an existing account staff; the e-mail is matched as sign-in matches it (trimmed, lower-cased). */
export function grantStaff(db: Db, rawEmail: string): StaffGrant {
  const email = rawEmail.trim().toLowerCase()
  return db.transaction((tx) => {
    const user = tx.select({ id: users.id, isStaff: users.isStaff }).from(users).where(eq(users.email, email)).get()
    if (!user) return { status: 'no-account', email }
    if (user.isStaff) return { status: 'already', email }
    tx.update(users).set({ isStaff: true }).where(eq(users.id, user.id)).run()
    return { status: 'granted', email }
  })
}
