import * as z from 'zod'
import { ADDRESS_MAX_LENGTH, BUSINESS_NAME_MAX_LENGTH } from '~/constants'
import { DEMO_OPERATOR, type Operator } from '~/site'
import { isMobilePhone } from '~/utils/format'
import { normalizeArgentinePhone } from '~/utils/validation'
import type { LanguageModelBackend } from './chat-completions.server'

export type S3StorageConfig = {
  bucket: string
  region: string
  /** For stores other than AWS (MinIO, R2...). */
  endpoint?: string
  forcePathStyle?: boolean
  /** Without them the SDK's default credential chain applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Browsers fetch images from here (a public bucket or its CDN) instead of through the app. */
  publicUrl?: string
  /** Where private documents go, when not in `bucket`; never served from publicUrl. */
  documentsBucket?: string
}

const argentinePhone = (description: string) =>
  z.string().transform((value, ctx) => {
    const phone = normalizeArgentinePhone(value)
    if (!phone) ctx.addIssue({ code: 'custom', message: `${description}: an Argentine number with its area code, e.g. 11 4321-9876` })
    return phone ?? z.NEVER
  })

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  DATABASE_PATH: z.string().min(1).default('./data/redobra.db'),
  /** Where private documents are kept with STORAGE=local; defaults to a private-documents folder beside the database, never under UPLOADS_DIR. */
  PRIVATE_DOCUMENTS_DIR: z.string().min(1).optional(),
  /** Litestream's replica (s3://bucket/path or file:///folder): `npm start` checks it and replicates the database there (decision 015). */
  LITESTREAM_REPLICA_URL: z.string().min(1).optional(),
  /** Where uploaded images are kept with STORAGE=local. */
  UPLOADS_DIR: z.string().min(1).default('./uploads'),
  /** `local` (UPLOADS_DIR) or `s3`: a bucket of AWS S3 or of an S3-compatible store (MinIO, Cloudflare R2...). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The bucket (it must exist); required with STORAGE=s3. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The store's address when it is not AWS, e.g. http://localhost:9000 (MinIO). */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket's region; `auto` for R2. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Set both or neither: without them the SDK's default chain applies (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address objects as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key>; MinIO needs it. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The bucket for private documents (verification and claims) with STORAGE=s3; defaults to S3_BUCKET, under the
   * `private-documents/` prefix. Set it to a private bucket when S3_BUCKET is public (S3_PUBLIC_URL).
   */
  S3_DOCUMENTS_BUCKET: z.string().min(1).optional(),
  /** Public address of the bucket or its CDN; browsers then fetch images there. Without it the app serves them at /uploads/. */
  S3_PUBLIC_URL: z.url().optional(),
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
  /** The operator's e-mail: shown on the site, and the inbox the contact form's inquiries go to. */
  CONTACT_EMAIL: z.email().default(DEMO_OPERATOR.email),
  /** The business behind the site, as the footer and the terms name it. */
  OPERATOR_NAME: z.string().trim().min(1).max(BUSINESS_NAME_MAX_LENGTH).default(DEMO_OPERATOR.name),
  OPERATOR_PHONE: argentinePhone('a phone').default(DEMO_OPERATOR.phone),
  OPERATOR_WHATSAPP: argentinePhone('a mobile')
    .refine(isMobilePhone, 'a mobile number (WhatsApp), e.g. 11 15-6543-2109')
    .default(DEMO_OPERATOR.whatsapp),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH).default(DEMO_OPERATOR.address),
  /** A privacy-friendly analytics script (self-hosted Plausible or Umami) and the site's id there; both or neither. */
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  ANALYTICS_SITE_ID: z
    .string()
    .regex(/^[\w.:-]+$/, 'letters, digits and . : _ - only')
    .optional(),
  /** Where e-mails are written as .eml files when SMTP_URL is unset; defaults to an outbox folder beside the database. */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** Seed the demo data when the app starts on an empty database. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** An OpenAI-compatible chat-completions endpoint for the quote assistant, e.g. http://localhost:11434/v1 (Ollama). */
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** Sent as a bearer token when set; a local model needs none. */
  AI_API_KEY: z.string().min(1).optional(),
  /** The whole answer (tool rounds included) must arrive within this; then the estimator answers. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
})

function readEnv() {
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
  }
  const {
    COOKIE_SECURE,
    AI_BASE_URL,
    AI_MODEL,
    AI_API_KEY,
    AI_TIMEOUT_MS,
    CONTACT_EMAIL,
    OPERATOR_NAME,
    OPERATOR_PHONE,
    OPERATOR_WHATSAPP,
    OPERATOR_ADDRESS,
    ANALYTICS_SCRIPT_URL,
    ANALYTICS_SITE_ID,
    ...rest
  } = parsed.data
  // Half a configuration would silently leave the model off: refuse to start instead.
  if (Boolean(AI_BASE_URL) !== Boolean(AI_MODEL)) throw new Error('Invalid environment: set AI_BASE_URL and AI_MODEL together')
  if (Boolean(ANALYTICS_SCRIPT_URL) !== Boolean(ANALYTICS_SITE_ID)) {
    throw new Error('Invalid environment: set ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID together')
  }
  const {
    STORAGE,
    S3_BUCKET,
    S3_ENDPOINT,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    S3_PUBLIC_URL,
    S3_DOCUMENTS_BUCKET,
    ...others
  } = rest
  // Likewise for storage: images must not land on the local disk of a server meant to use a bucket.
  if ((STORAGE === 's3') !== Boolean(S3_BUCKET)) throw new Error('Invalid environment: set STORAGE=s3 and S3_BUCKET together')
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together')
  }
  const s3: S3StorageConfig | null = S3_BUCKET
    ? {
        bucket: S3_BUCKET,
        region: S3_REGION,
        endpoint: S3_ENDPOINT,
        forcePathStyle: S3_FORCE_PATH_STYLE,
        credentials:
          S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } : undefined,
        publicUrl: S3_PUBLIC_URL,
        documentsBucket: S3_DOCUMENTS_BUCKET,
      }
    : null
  const appUrl = (others.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
  const languageModel: LanguageModelBackend | null =
    AI_BASE_URL && AI_MODEL ? { baseUrl: AI_BASE_URL, model: AI_MODEL, apiKey: AI_API_KEY, timeoutMs: AI_TIMEOUT_MS } : null
  const operator: Operator = {
    name: OPERATOR_NAME,
    email: CONTACT_EMAIL,
    phone: OPERATOR_PHONE,
    whatsapp: OPERATOR_WHATSAPP,
    address: OPERATOR_ADDRESS,
  }
  const analytics =
    ANALYTICS_SCRIPT_URL && ANALYTICS_SITE_ID
      ? { scriptUrl: ANALYTICS_SCRIPT_URL, siteId: ANALYTICS_SITE_ID, origin: new URL(ANALYTICS_SCRIPT_URL).origin }
      : null
  const cookieSecure = COOKIE_SECURE ? COOKIE_SECURE === 'true' : others.NODE_ENV === 'production'
  return { ...others, appUrl, languageModel, s3, operator, analytics, cookieSecure }
}

export const env = readEnv()
