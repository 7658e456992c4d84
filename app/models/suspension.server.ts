import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { reviews, sessions, suspendedListings, users } from '~/../drizzle/schema'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import type { Db } from '~/server/sqlite.server'

export const SUSPENDED_ACCOUNT_MESSAGE = 'Tu cuenta está suspendida. Si creés que es un error, escribinos desde /contacto.'

/**
 * True when the account that owns a row (`userId`, a column or a value) is not suspended. Every
 * public read of materials, projects and profiles adds it: a suspended account's content leaves
 * the site without being deleted.
 */
export const ownerIsActive = (userId: AnyColumn | SQL | number) => sql`(SELECT suspended_at FROM users WHERE users.id = ${userId}) IS NULL`

export function isAccountSuspended(db: Db, userId: number) {
  return db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId)).get()?.at != null
}

export type SuspendAccountResult =
  { status: 'suspended'; listingIds: number[] } | { status: 'self' } | { status: 'notFound' } | { status: 'alreadySuspended' }

/**
 * Suspends an account in one transaction: every session ends, its reviews leave the counters (by
 * trigger), and its active listings are switched off and remembered, so reactivation turns on
 * exactly those. Its materials, projects and profile disappear wherever ownerIsActive is read.
 */
export function suspendAccount(db: Db, staff: StaffMember, { userId, reason }: { userId: number; reason: string }): SuspendAccountResult {
  if (staff.id === userId) return { status: 'self' }
  return db.transaction((tx): SuspendAccountResult => {
    const account = tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).get()
    if (!account) return { status: 'notFound' }
    if (account.suspendedAt) return { status: 'alreadySuspended' }
    const suspendedAt = new Date()
    tx.update(users).set({ suspendedAt, suspensionReason: reason }).where(eq(users.id, userId)).run()
    tx.delete(sessions).where(eq(sessions.userId, userId)).run()
    tx.update(reviews).set({ authorSuspended: true }).where(eq(reviews.userId, userId)).run()
    const listingIds = tx
      .all<{ id: number }>(
        sql`UPDATE listings SET is_active = 0
            WHERE is_active = 1 AND profile_id = (SELECT id FROM provider_profiles WHERE user_id = ${userId})
            RETURNING id`,
      )
      .map((row) => row.id)
      .sort((a, b) => a - b)
    if (listingIds.length)
      tx.insert(suspendedListings)
        .values(listingIds.map((listingId) => ({ listingId, userId })))
        .run()
    recordStaffAction(db, staff, {
      action: 'account.suspend',
      objectType: 'account',
      objectId: userId,
      reason,
      before: { suspendedAt: null },
      after: { suspendedAt: suspendedAt.toISOString(), pausedListingIds: listingIds },
    })
    return { status: 'suspended', listingIds }
  })
}

export type ReactivateAccountResult = { status: 'reactivated'; listingIds: number[] } | { status: 'notFound' } | { status: 'notSuspended' }

/** Undoes a suspension exactly: only the listings it switched off come back on, with the reviews. */
export function reactivateAccount(db: Db, staff: StaffMember, { userId }: { userId: number }): ReactivateAccountResult {
  return db.transaction((tx): ReactivateAccountResult => {
    const account = tx
      .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
      .from(users)
      .where(eq(users.id, userId))
      .get()
    if (!account) return { status: 'notFound' }
    if (!account.suspendedAt) return { status: 'notSuspended' }
    tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, userId)).run()
    tx.update(reviews).set({ authorSuspended: false }).where(eq(reviews.userId, userId)).run()
    const listingIds = tx
      .all<{ id: number }>(
        sql`UPDATE listings SET is_active = 1
            WHERE id IN (SELECT listing_id FROM suspended_listings WHERE user_id = ${userId})
            RETURNING id`,
      )
      .map((row) => row.id)
      .sort((a, b) => a - b)
    tx.delete(suspendedListings).where(eq(suspendedListings.userId, userId)).run()
    recordStaffAction(db, staff, {
      action: 'account.reactivate',
      objectType: 'account',
      objectId: userId,
      before: { suspendedAt: account.suspendedAt.toISOString(), suspensionReason: account.reason },
      after: { suspendedAt: null, reactivatedListingIds: listingIds },
    })
    return { status: 'reactivated', listingIds }
  })
}
