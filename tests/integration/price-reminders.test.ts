import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, expect, test, vi } from 'vitest'
import { materials, users } from '../../drizzle/schema'
import { DAY } from '~/constants'
import { answer, nextIp, ORIGIN, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { parseEmail, type ParsedEmail } from '../setup/outbox'
import { startSmtpListener } from '../setup/smtp'

/* 'Confirmá tus precios' leaves through the real mail path, to an SMTP listener started here. */
const received: ParsedEmail[] = []
const smtp = await startSmtpListener(({ raw }) => {
  received.push(parseEmail(raw))
})
afterAll(smtp.close)
process.env.SMTP_URL = smtp.url
vi.resetModules()
const { db } = await import('~/server/db.server')
const { queuedEmailsSent } = await import('~/server/email.server')
const { sendPriceReminders } = await import('~/models/price-reminders.server')
const { suspendAccount } = await import('~/models/suspension.server')
const { action: confirmAction, loader: confirmLoader } = await import('~/routes/materiales.sigue-vigente')
delete process.env.SMTP_URL

beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
  received.length = 0
})

const now = Date.now()
function material(userId: number, title: string, daysOld: number) {
  return db
    .insert(materials)
    .values({
      userId,
      title,
      description: 'x',
      category: 'aridos-y-cementos',
      unit: 'bolsa',
      content: '25 kg',
      priceCents: 9_870_50,
      ivaMode: 'mas_iva',
      ivaRateBp: 2100,
      priceConfirmedAt: new Date(now - daysOld * DAY),
    })
    .returning()
    .get()
}
const row = (id: number) => db.select().from(materials).where(eq(materials.id, id)).get()!
const linksIn = (email: ParsedEmail) => [...email.text.matchAll(/Sigue vigente: (\S+)/g)].map((match) => new URL(match[1]!))

async function press(url: URL, cookie?: string) {
  const body = new URLSearchParams({ token: url.searchParams.get('token') ?? '' })
  return answer(
    confirmAction,
    new Request(`${ORIGIN}${url.pathname}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: ORIGIN,
        'X-Forwarded-For': nextIp(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body,
    }),
  )
}

test("one e-mail per seller lists every price past 30 days, once per 'Precio al'; off and suspended sellers get none", async () => {
  const corralon = createAccount(db, { businessName: 'Corralón Morón' })
  const stale = [material(corralon.user.id, 'Cemento Portland', 35), material(corralon.user.id, 'Cal hidráulica', 50)]
  material(corralon.user.id, 'Arena', 10)
  const quiet = createAccount(db)
  db.update(users).set({ notifyByEmail: false }).where(eq(users.id, quiet.user.id)).run()
  material(quiet.user.id, 'Hierro', 40)
  const suspended = createAccount(db)
  material(suspended.user.id, 'Chapa', 40)
  const staff = createAccount(db, { isStaff: true }).user
  expect(suspendAccount(db, staff, { userId: suspended.user.id, reason: 'Spam' }).status).toBe('suspended')

  expect(sendPriceReminders(db, now)).toBe(1)
  await queuedEmailsSent()
  expect(received.map((email) => [email.to, email.subject])).toEqual([[corralon.user.email, 'Confirmá tus precios']])
  const [email] = received
  const text = email!.text.replace(/\s+/g, ' ')
  expect(text).toContain('Cal hidráulica: $ 9.870,50 / bolsa 25 kg (+ IVA 21 %), precio al')
  expect(text).toContain('Cemento Portland: $ 9.870,50 / bolsa 25 kg (+ IVA 21 %)')
  expect(text).not.toContain('Arena')
  expect(linksIn(email!)).toHaveLength(2)
  expect(email!.text).toMatch(new RegExp(`Editar: \\S+/perfil\\?tab=services&editarMaterial=${stale[0]!.id}`))

  // Reminded once: the next sweep sends nothing until a price is confirmed and goes stale again.
  expect(sendPriceReminders(db, now + DAY)).toBe(0)
})

test("'Sigue vigente' confirms the price once, from the e-mail, without signing in; a replayed, forged or other link changes nothing", async () => {
  const seller = createAccount(db)
  const stale = material(seller.user.id, 'Cemento Portland', 40)
  const other = material(seller.user.id, 'Cal', 40)
  sendPriceReminders(db, now)
  await queuedEmailsSent()
  const [link, otherLink] = linksIn(received[0]!)

  // Opening the link shows the button and writes nothing.
  expect(await confirmLoader({ request: new Request(link!), params: {}, context: {} })).toEqual({ token: link!.searchParams.get('token') })
  expect(row(stale.id).priceConfirmedAt).toEqual(stale.priceConfirmedAt)

  const confirmed = await press(link!)
  expect(confirmed.status).toBe(302)
  expect(confirmed.response?.headers.get('Location')).toBe(`/detalleMaterial/${stale.id}`)
  expect(await toastOf(confirmed.headers)).toMatchObject({ title: 'Precio confirmado' })
  const confirmedAt = row(stale.id).priceConfirmedAt.getTime()
  expect(Date.now() - confirmedAt).toBeLessThan(60_000)

  const replayed = await press(link!)
  expect(replayed.status).toBe(400)
  expect(replayed.reply).toEqual({
    message: 'El enlace para confirmar el precio no es válido o ya se usó. Podés confirmarlo desde Mi Perfil.',
  })
  expect(row(stale.id).priceConfirmedAt.getTime()).toBe(confirmedAt)

  // The other material's token with this material's id, and a signature of someone else's.
  const token = otherLink!.searchParams.get('token')!
  const [, at, signature] = token.split('.')
  const forged = new URL(otherLink!)
  forged.searchParams.set('token', `${stale.id}.${at}.${signature}`)
  expect((await press(forged)).status).toBe(400)
  forged.searchParams.set('token', `${other.id}.${at}.${'A'.repeat(43)}`)
  expect((await press(forged)).status).toBe(400)
  expect(row(other.id).priceConfirmedAt).toEqual(other.priceConfirmedAt)

  // Another account signed in changes nothing either: the link is the seller's own.
  const intruder = createAccount(db)
  const intruderCookie = await signedInCookie(intruder.user.id)
  forged.searchParams.set('token', `${other.id}.${now}.${signature}`)
  expect((await press(forged, intruderCookie)).status).toBe(400)
  // The genuine link still works for its material.
  expect((await press(otherLink!)).status).toBe(302)
})
