import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  DATABASE_PATH: z.string().min(1).default('./data/redobra.db'),
  UPLOADS_DIR: z.string().min(1).default('./uploads'),
  /** Comma-separated; the first signs, all verify (rotation). Generated and kept in the data folder when absent. */
  SESSION_SECRET: z.string().min(1).optional(),
  /** Public address of the site, used in e-mailed links (never taken from the request's Host). */
  APP_URL: z.url().optional(),
  /** Secure cookies; defaults to on in production. Turn off only to serve plain HTTP on a LAN. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Outgoing mail server, e.g. smtps://user:pass@mail.example.com:465. Without it, e-mails go to OUTBOX_DIR. */
  SMTP_URL: z.string().min(1).optional(),
  /** Sender of every e-mail the app sends. */
  MAIL_FROM: z.string().min(1).default('RedObra <no-responder@redobra.com.ar>'),
  /** Where e-mails are written as .eml files when SMTP_URL is unset; defaults to an outbox folder beside the database. */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** Seed the demo data when the app starts on an empty database. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
})

function readEnv() {
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
  }
  const { COOKIE_SECURE, ...rest } = parsed.data
  const appUrl = (rest.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
  return { ...rest, appUrl, cookieSecure: COOKIE_SECURE ? COOKIE_SECURE === 'true' : rest.NODE_ENV === 'production' }
}

export const env = readEnv()
