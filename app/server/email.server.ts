import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { env } from './env.server'
import { logError, logEvent } from './log.server'

/** `replyTo`: where answering the message writes to (a contact inquiry's sender). */
export type EmailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string }

type Deliver = (message: EmailMessage) => Promise<void>

let deliver: Deliver | undefined
let lastStamp = 0

export function outboxDir() {
  return path.resolve(env.OUTBOX_DIR ?? path.join(path.dirname(path.resolve(env.DATABASE_PATH)), 'outbox'))
}

function createDeliver(): Deliver {
  const defaults = { from: env.MAIL_FROM }
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL, defaults)
    return async (message) => {
      await transport.sendMail(message)
    }
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, defaults)
  const dir = outboxDir()
  return async (message) => {
    const { message: raw } = await transport.sendMail(message)
    if (!Buffer.isBuffer(raw)) throw new Error('The stream transport did not return a buffer')
    // Strictly increasing, so the file names sort in sending order even within one millisecond.
    lastStamp = Math.max(Date.now(), lastStamp + 1)
    const file = path.join(dir, `${lastStamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
    await fs.mkdir(dir, { recursive: true })
    await fs.writeFile(file, raw)
    logEvent('info', 'email-saved', { file })
  }
}

/**
 * Sends through SMTP_URL when set; otherwise writes the message to the outbox folder, where
 * development and the tests read it. Failures reach the caller.
 */
export async function sendEmail(message: EmailMessage): Promise<void> {
  deliver ??= createDeliver()
  await deliver(message)
}

const queued = new Set<Promise<void>>()

/**
 * Sends once the current answer has gone out: the request never waits for SMTP, so how long it
 * takes says nothing about whether a message was sent. A failure is logged, never shown.
 */
export function queueEmail(message: EmailMessage) {
  const sending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendEmail(message))
    .catch((error: unknown) => logError(error, 'email-failed'))
    .finally(() => queued.delete(sending))
  queued.add(sending)
}

/** Resolves when every queued message has been sent or has failed. */
export async function queuedEmailsSent() {
  while (queued.size > 0) await Promise.all(queued)
}
