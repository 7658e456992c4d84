import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import * as schema from '../../drizzle/schema'
import { RATE_LIMITS } from '~/constants'
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping, startHousekeeping } from '~/models/housekeeping.server'
import { notify, type Notification } from '~/models/notifications.server'
import { DOCUMENT_SWEEP_MIN_AGE_MS, sweepUnusedDocuments } from '~/models/private-documents.server'
import { consumeRateLimit } from '~/models/rate-limits.server'
import { db } from '~/server/db.server'
import { outboxDir, queuedEmailsSent } from '~/server/email.server'
import { privateDocumentsDir, recordPrivateDocument, storePrivateDocument } from '~/server/private-documents.server'
import { lastEmailTo } from '../setup/outbox'
import { raceProcesses } from '../setup/race'
import { createAccount, resetDatabase } from '../setup/factories'

const HOUR = 60 * 60 * 1000
const LONGEST_WINDOW = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs))

beforeEach(() => {
  resetDatabase(db)
  db.run(sql`DELETE FROM rate_limits`)
})
afterEach(() => vi.useRealTimers())

const count = (table: 'sessions' | 'auth_tokens' | 'rate_limits') =>
  db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`).n

/** One expired and one live row in each table housekeeping looks after. */
function expiredAndLiveRows(now: number) {
  const { user } = createAccount(db)
  db.insert(schema.sessions)
    .values([
      { id: 'vencida', userId: user.id, expiresAt: new Date(now - 1) },
      { id: 'vigente', userId: user.id, expiresAt: new Date(now + 2 * HOUR) },
    ])
    .run()
  db.insert(schema.authTokens)
    .values([
      { userId: user.id, purpose: 'verify-email', tokenHash: 'vencido', expiresAt: new Date(now - 1) },
      { userId: user.id, purpose: 'reset-password', tokenHash: 'vigente', expiresAt: new Date(now + HOUR) },
    ])
    .run()
  const [name] = Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[]
  consumeRateLimit(db, name!, 'viejo', now - LONGEST_WINDOW - 1)
  consumeRateLimit(db, name!, 'reciente', now)
}

test('deletes expired sessions, sign-in tokens and rate-limit counters, and keeps live ones', () => {
  const now = Date.now()
  expiredAndLiveRows(now)
  expect(runHousekeeping(db, { now })).toBe(true)
  expect(db.all(sql`SELECT id FROM sessions`)).toEqual([{ id: 'vigente' }])
  expect(db.all(sql`SELECT token_hash AS hash FROM auth_tokens`)).toEqual([{ hash: 'vigente' }])
  expect(db.all(sql`SELECT key FROM rate_limits WHERE key NOT LIKE 'housekeeping:%'`)).toEqual([
    { key: `${Object.keys(RATE_LIMITS)[0]}:reciente` },
  ])
})

test('runs once per interval, however many processes try at the same moment', async () => {
  const now = Date.now()
  expect(runHousekeeping(db, { now })).toBe(true)
  expiredAndLiveRows(now + 1000)
  expect(runHousekeeping(db, { now: now + 1000 })).toBe(false)
  expect(count('sessions')).toBe(2)

  db.run(sql`DELETE FROM rate_limits WHERE key = 'housekeeping:lease'`)
  const ran = await raceProcesses<boolean>('housekeeping-worker.ts', [[], [], [], []])
  expect(ran.filter(Boolean)).toHaveLength(1)
  expect(count('sessions')).toBe(1)
  expect(count('auth_tokens')).toBe(1)
})

test('the server runs it at start and then on its own every interval', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'Date'] })
  const start = Date.now()
  expiredAndLiveRows(start)
  const timer = startHousekeeping(db)
  try {
    expect(count('sessions')).toBe(1)
    db.insert(schema.sessions)
      .values({ id: 'vence-pronto', userId: createAccount(db).user.id, expiresAt: new Date(start + HOUR / 2) })
      .run()
    vi.advanceTimersByTime(HOUSEKEEPING_INTERVAL_MS / 2)
    expect(count('sessions')).toBe(2)
    vi.advanceTimersByTime(HOUSEKEEPING_INTERVAL_MS / 2)
    expect(count('sessions')).toBe(1)
  } finally {
    clearInterval(timer)
  }
})

test('the server e-mails what was folded in a thread once its window has passed', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'Date'] })
  const start = Date.now()
  const { user } = createAccount(db)
  const news: Notification = {
    userId: user.id,
    threadKey: 'request:1',
    subject: 'Nuevo presupuesto para «Pintura de fachada»',
    sentences: ['Recibiste un presupuesto.'],
    path: '/solicitudes/1',
    label: 'Ver la solicitud',
  }
  notify(db, news, start - 20 * 60 * 1000)
  notify(db, { ...news, subject: 'Presupuesto revisado para «Pintura de fachada»' }, start - 19 * 60 * 1000)
  await queuedEmailsSent()

  const timer = startHousekeeping(db)
  try {
    await queuedEmailsSent()
    const email = await lastEmailTo(outboxDir(), user.email, { subject: /Presupuesto revisado/ })
    expect(email.text).toContain('Tenés 1 novedad más desde nuestro último aviso.')
    expect(email.text).toContain('/solicitudes/1')
  } finally {
    clearInterval(timer)
  }
})

test('the storage sweep deletes the private documents nothing references, older than a day, with their files', async () => {
  const { user, profile } = createAccount(db)
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
  const stored = async (ageMs: number) => {
    const document = await storePrivateDocument({ data: pdf, contentType: 'application/pdf', originalName: 'factura.pdf' })
    const id = recordPrivateDocument(db, user.id, document)
    db.run(sql`UPDATE private_documents SET created_at = ${Date.now() - ageMs} WHERE id = ${id}`)
    return { id, file: path.join(privateDocumentsDir, document.storageKey) }
  }
  const orphan = await stored(2 * DOCUMENT_SWEEP_MIN_AGE_MS)
  const young = await stored(HOUR)
  const inUse = await stored(2 * DOCUMENT_SWEEP_MIN_AGE_MS)
  db.insert(schema.verificationChecks).values({ profileId: profile.id, kind: 'domicilio', documentId: inUse.id }).run()

  expect(await sweepUnusedDocuments(db)).toEqual({ deleted: 1 })
  const left = db.all<{ id: number }>(sql`SELECT id FROM private_documents ORDER BY id`).map((row) => row.id)
  expect(left).toEqual([young.id, inUse.id])
  expect([orphan, young, inUse].map(({ file }) => fs.existsSync(file))).toEqual([false, true, true])
})
