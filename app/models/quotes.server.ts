import { desc, eq } from 'drizzle-orm'
import { quotes } from '~/../drizzle/schema'
import type { QuoteUnit } from '~/constants'
import type { Db } from '~/server/sqlite.server'

export type QuoteSummary = {
  id: number
  title: string
  description: string | null
  unit: QuoteUnit
  quantityHundredths: number
  createdAt: Date
}

/** The cotizaciones the one-line form of /perfil once saved, newest first: shown read-only so none is lost. */
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
