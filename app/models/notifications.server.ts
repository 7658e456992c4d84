import { eq, sql } from 'drizzle-orm'
import { users } from '~/../drizzle/schema'
import { NOTIFICATION_EMAIL_INTERVAL_MS } from '~/constants'
import { queueEmail } from '~/server/email.server'
import { activityEmail } from '~/server/emails.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'

export type Notification = {
  userId: number
  /** The thread the e-mail is about: at most one e-mail per thread and person per interval. */
  threadKey: `conversation:${number}` | `request:${number}`
  subject: string
  sentences: string[]
  excerpt?: string
  path: string
  label: string
}

export type NotificationOutcome = 'sent' | 'folded' | 'off'

/**
 * E-mails a person about activity in a thread, unless they turned notifications off or were
 * e-mailed about the same thread less than NOTIFICATION_EMAIL_INTERVAL_MS ago; then the event is
 * counted and mentioned in the next e-mail. Call it inside the transaction of the change it
 * announces: the throttle row is written with it, and the e-mail leaves after the answer.
 */
export function notify(db: DbOrTransaction, notification: Notification, now = Date.now()): NotificationOutcome {
  const person = db.get<{ email: string } | undefined>(sql`
    SELECT email FROM users WHERE id = ${notification.userId} AND notify_by_email = 1 AND suspended_at IS NULL`)
  if (!person) return 'off'
  const throttle = db.get<{ lastSentAt: number; folded: number } | undefined>(sql`
    SELECT last_sent_at AS lastSentAt, folded FROM notification_throttle
    WHERE user_id = ${notification.userId} AND thread_key = ${notification.threadKey}`)
  if (throttle && throttle.lastSentAt > now - NOTIFICATION_EMAIL_INTERVAL_MS) {
    db.run(sql`UPDATE notification_throttle SET folded = folded + 1
      WHERE user_id = ${notification.userId} AND thread_key = ${notification.threadKey}`)
    return 'folded'
  }
  db.run(sql`INSERT INTO notification_throttle (user_id, thread_key, last_sent_at, folded)
    VALUES (${notification.userId}, ${notification.threadKey}, ${now}, 0)
    ON CONFLICT (user_id, thread_key) DO UPDATE SET last_sent_at = excluded.last_sent_at, folded = 0`)
  const { subject, sentences, excerpt, path, label } = notification
  queueEmail({ to: person.email, ...activityEmail({ subject, sentences, excerpt, path, label, folded: throttle?.folded ?? 0 }) })
  return 'sent'
}

/** Whether the account wants the activity e-mails (the switch in /perfil/cuenta). */
export function notifiesByEmail(db: Db, userId: number) {
  return db.select({ on: users.notifyByEmail }).from(users).where(eq(users.id, userId)).get()?.on ?? false
}

export function setNotifyByEmail(db: Db, userId: number, on: boolean) {
  db.update(users).set({ notifyByEmail: on }).where(eq(users.id, userId)).run()
}
