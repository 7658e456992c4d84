import { contactMessages } from '~/../drizzle/schema'
import type { Db } from '~/server/sqlite.server'

export type ContactMessageInput = { name: string; email: string; phone?: string; message: string }

/** Stores an inquiry (phone included) and returns it as stored. */
export function saveContactMessage(db: Db, { name, email, phone, message }: ContactMessageInput) {
  return db
    .insert(contactMessages)
    .values({ name, email, phone: phone ?? null, message })
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
    })
    .get()
}
