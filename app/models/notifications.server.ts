import { eq, sql } from 'drizzle-orm'
import { users } from '~/../drizzle/schema'
import { NOTIFICATION_EMAIL_INTERVAL_MS } from '~/constants'
import { queueEmail } from '~/server/email.server'
import { activityEmail, foldedActivityEmail } from '~/server/email-templates.server'
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
  /**
   * A decision (an offer accepted or not chosen, a request cancelled) goes out at once, whatever
   * was sent on the thread lately, and carries what had been folded; only messages and revisions wait.
   */
  decision?: boolean
}

export type NotificationOutcome = 'sent' | 'folded' | 'off'

/** Who may receive activity e-mails: the switch on, not suspended. */
const reachable = sql`notify_by_email = 1 AND suspended_at IS NULL`

/**
 * E-mails a person about activity in a thread, unless they turned notifications off or were
 * e-mailed about the same thread less than NOTIFICATION_EMAIL_INTERVAL_MS ago; then the event is
 * counted and mentioned in the next e-mail. Call it inside the transaction of the change it
 * announces: the throttle row is written with it, and the e-mail leaves after the answer.
 */
export function notify(db: DbOrTransaction, notification: Notification, now = Date.now()): NotificationOutcome {
  const person = db.get<{ email: string } | undefined>(sql`
    SELECT email FROM users WHERE id = ${notification.userId} AND ${reachable}`)
  if (!person) return 'off'
  const { userId, threadKey, subject, sentences, excerpt, path, label, decision = false } = notification
  const throttle = db.get<{ lastSentAt: number; folded: number } | undefined>(sql`
    SELECT last_sent_at AS lastSentAt, folded FROM notification_throttle
    WHERE user_id = ${userId} AND thread_key = ${threadKey}`)
  if (!decision && throttle && throttle.lastSentAt > now - NOTIFICATION_EMAIL_INTERVAL_MS) {
    db.run(sql`UPDATE notification_throttle SET folded = folded + 1, subject = ${subject}, path = ${path}, label = ${label}
      WHERE user_id = ${userId} AND thread_key = ${threadKey}`)
    return 'folded'
  }
  db.run(sql`INSERT INTO notification_throttle (user_id, thread_key, last_sent_at, folded, subject, path, label)
    VALUES (${userId}, ${threadKey}, ${now}, 0, ${subject}, ${path}, ${label})
    ON CONFLICT (user_id, thread_key) DO UPDATE SET last_sent_at = excluded.last_sent_at, folded = 0,
      subject = excluded.subject, path = excluded.path, label = excluded.label`)
  queueEmail({ to: person.email, ...activityEmail({ subject, sentences, excerpt, path, label, folded: throttle?.folded ?? 0 }) })
  return 'sent'
}

/**
 * E-mails what was folded in threads whose window has passed with no later event to carry it.
 * Rows are read and reset in one IMMEDIATE transaction, so of several processes sweeping at once
 * only one sends each e-mail. A person who turned notifications off or was suspended meanwhile
 * gets nothing, and their count is dropped. Returns how many e-mails were queued.
 */
export function sendFoldedNotifications(db: Db, now = Date.now()) {
  const due = db.transaction((tx) => {
    const rows = tx.all<{
      userId: number
      threadKey: string
      folded: number
      subject: string
      path: string
      label: string
      email: string | null
    }>(sql`
        SELECT t.user_id AS userId, t.thread_key AS threadKey, t.folded, t.subject, t.path, t.label,
          (SELECT email FROM users WHERE id = t.user_id AND ${reachable}) AS email
        FROM notification_throttle t
        WHERE t.folded > 0 AND t.last_sent_at <= ${now - NOTIFICATION_EMAIL_INTERVAL_MS} AND t.path IS NOT NULL`)
    for (const row of rows) {
      tx.run(sql`UPDATE notification_throttle SET folded = 0, last_sent_at = ${row.email ? now : sql`last_sent_at`}
          WHERE user_id = ${row.userId} AND thread_key = ${row.threadKey}`)
    }
    return rows
  })
  let sent = 0
  for (const { email, subject, folded, path, label } of due) {
    if (!email) continue
    queueEmail({ to: email, ...foldedActivityEmail({ subject, folded, path, label }) })
    sent++
  }
  return sent
}

/** Whether the account wants the activity e-mails (the switch in /perfil/cuenta). */
export function notifiesByEmail(db: Db, userId: number) {
  return db.select({ on: users.notifyByEmail }).from(users).where(eq(users.id, userId)).get()?.on ?? false
}

export function setNotifyByEmail(db: Db, userId: number, on: boolean) {
  db.update(users).set({ notifyByEmail: on }).where(eq(users.id, userId)).run()
}
