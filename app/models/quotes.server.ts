import { desc, eq } from 'drizzle-orm'
import { providerProfiles, quotes } from '~/../drizzle/schema'
import type { QuoteUnit } from '~/constants'
import type { Db } from '~/server/sqlite.server'

export type PublishQuoteInput = {
  userId: number
  title: string
  description?: string | null
  unit: QuoteUnit
  /** The quantity in hundredths of the unit: 12,35 m² is 1235. */
  quantityHundredths: number
}

export type PublishQuoteResult =
  | { status: 'published'; quoteId: number }
  /** No profile, or a plan other than premium: nothing was written. */
  | { status: 'notPremium' }

export type QuoteSummary = {
  id: number
  title: string
  description: string | null
  unit: QuoteUnit
  quantityHundredths: number
  createdAt: Date
}

/**
 * Publishes a quote for a premium account. The plan is read from the database inside the same
 * IMMEDIATE transaction as the insert, so neither the form nor a plan change in between can
 * let a free account publish.
 */
export function publishQuote(db: Db, input: PublishQuoteInput): PublishQuoteResult {
  return db.transaction(
    (tx): PublishQuoteResult => {
      const profile = tx
        .select({ plan: providerProfiles.plan })
        .from(providerProfiles)
        .where(eq(providerProfiles.userId, input.userId))
        .get()
      if (profile?.plan !== 'premium') return { status: 'notPremium' }
      const row = tx
        .insert(quotes)
        .values({
          userId: input.userId,
          title: input.title,
          description: input.description || null,
          unit: input.unit,
          quantityHundredths: input.quantityHundredths,
        })
        .returning({ id: quotes.id })
        .get()
      return { status: 'published', quoteId: row.id }
    },
    { behavior: 'immediate' },
  )
}

/** The user's quotes, newest first. */
export function listUserQuotes(db: Db, userId: number): QuoteSummary[] {
  return db
    .select({
      id: quotes.id,
      title: quotes.title,
      description: quotes.description,
      unit: quotes.unit,
      quantityHundredths: quotes.quantityHundredths,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .all()
}
