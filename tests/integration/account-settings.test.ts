import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS, RATE_LIMITS } from '~/constants'
import { checkAuthToken, createAuthToken, verifyCredentials } from '~/models/accounts.server'
import { consumeRateLimit, peekRateLimit } from '~/models/rate-limits.server'
import { action as confirmAction, loader as confirmLoader } from '~/routes/auth_.confirmar-correo'
import { action as settingsAction, loader as settingsLoader } from '~/routes/perfil_.cuenta/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { getUserId } from '~/server/session.server'
import { answer, ORIGIN, post, signedInCookie, toastOf, toastWithoutId, type Fields } from '../setup/actions'
import { countRows, createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'
import { firstLinkIn, readOutbox } from '../setup/outbox'

type Reply = { intent?: string; result?: { error?: Record<string, string[] | null> }; message?: string }

beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
})

const NEW_PASSWORD = 'tejas coloniales del sur'

function settings(fields: Fields, cookie: string, headers: Record<string, string> = {}) {
  return answer<Reply>(settingsAction, post('/perfil/cuenta', fields, { Cookie: cookie, ...headers }))
}

const changePassword = (cookie: string, current = TEST_PASSWORD, next = NEW_PASSWORD, headers?: Record<string, string>) =>
  settings(
    [
      ['intent', 'cambiar-clave'],
      ['currentPassword', current],
      ['newPassword', next],
      ['confirmPassword', next],
    ],
    cookie,
    headers,
  )

const changeEmail = (cookie: string, newEmail: string, password = TEST_PASSWORD, headers?: Record<string, string>) =>
  settings(
    [
      ['intent', 'cambiar-correo'],
      ['newEmail', newEmail],
      ['password', password],
    ],
    cookie,
    headers,
  )

const confirm = (token: string) => answer<Reply>(confirmAction, post('/auth/confirmar-correo', [['token', token]]))

const signedIn = async (cookie: string) => (await getUserId(new Request(ORIGIN, { headers: { Cookie: cookie } }))) !== null
const emailOf = (userId: number) =>
  db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId)).get()!.email
const mailsTo = (address: string) => readOutbox(outboxDir()).filter((mail) => mail.to.includes(address))
const tokenOf = (mail: { text: string }) => new URL(firstLinkIn(mail.text, '/auth/confirmar-correo')).searchParams.get('token')!

async function account() {
  const { user } = createAccount(db, { businessName: 'Techos del Sur' })
  return { user, cookie: await signedInCookie(user.id) }
}

describe('changing the password', () => {
  test('needs the current one; a wrong one changes nothing and keeps what was typed out of the answer', async () => {
    const { user, cookie } = await account()
    const result = await changePassword(cookie, 'no-es-esta')
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error).toMatchObject({ currentPassword: ['La contraseña no es correcta'] })
    expect(JSON.stringify(result.reply)).not.toContain(NEW_PASSWORD)
    expect(await verifyCredentials(db, user.email, TEST_PASSWORD)).not.toBeNull()
  })

  test('ends every other session of the account, keeps this one, and spends its pending links', async () => {
    const { user, cookie } = await account()
    const phone = await signedInCookie(user.id)
    const laptop = await signedInCookie(user.id)
    const someoneElse = await account()
    const reset = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
    const change = createAuthToken(db, user.id, 'change-email', EMAIL_VERIFICATION_TTL_MS, 'otra@obra.com.ar')

    const result = await changePassword(cookie)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil/cuenta')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Contraseña actualizada' })

    expect(await signedIn(cookie)).toBe(true)
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(laptop)).toBe(false)
    expect(await signedIn(someoneElse.cookie)).toBe(true)
    expect(await verifyCredentials(db, user.email, TEST_PASSWORD)).toBeNull()
    expect(await verifyCredentials(db, user.email, NEW_PASSWORD)).not.toBeNull()
    expect(checkAuthToken(db, 'reset-password', reset)).toMatchObject({ ok: false, reason: 'used' })
    expect(checkAuthToken(db, 'change-email', change)).toMatchObject({ ok: false, reason: 'used' })
  })

  test('refuses a common password and one that does not match its repetition, in Spanish', async () => {
    const { cookie } = await account()
    expect((await changePassword(cookie, TEST_PASSWORD, 'password123')).reply?.result?.error?.newPassword).toEqual([
      'Esa contraseña es de las más usadas y fácil de adivinar. Elegí otra.',
    ])
    const mismatch = await settings(
      [
        ['intent', 'cambiar-clave'],
        ['currentPassword', TEST_PASSWORD],
        ['newPassword', NEW_PASSWORD],
        ['confirmPassword', 'otra cosa'],
      ],
      cookie,
    )
    expect(mismatch.reply?.result?.error?.confirmPassword).toEqual(['Las contraseñas no coinciden'])
  })

  test('is limited per address like sign-in, and wrong current passwords lock the account as failed sign-ins do', async () => {
    const { user, cookie } = await account()
    const sameAddress = { 'X-Forwarded-For': '10.200.0.1' }
    // Each password check costs a slow hash: the counters are filled directly, one short of the limit.
    for (let i = 1; i < RATE_LIMITS.accountChangesPerIp.max; i++) consumeRateLimit(db, 'accountChangesPerIp', '10.200.0.1')
    expect((await changePassword(cookie, 'no-es-esta', NEW_PASSWORD, sameAddress)).status).toBe(400)
    const limited = await changePassword(cookie, TEST_PASSWORD, NEW_PASSWORD, sameAddress)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await verifyCredentials(db, user.email, TEST_PASSWORD)).not.toBeNull()

    // The wrong password above counted as a failed sign-in; once they reach the limit, even the right one waits.
    expect(peekRateLimit(db, 'signInFailuresPerAccount', user.email).count).toBe(1)
    for (let i = 1; i < RATE_LIMITS.signInFailuresPerAccount.max; i++) consumeRateLimit(db, 'signInFailuresPerAccount', user.email)
    const locked = await changeEmail(cookie, 'otra@obra.com.ar')
    expect(locked.status).toBe(429)
    expect(JSON.stringify(locked.reply)).toMatch(/Demasiados intentos/)
    expect(await verifyCredentials(db, user.email, TEST_PASSWORD)).not.toBeNull()
  })

  test('a visitor is sent to sign in, and a cross-site post is refused', async () => {
    const visitor = await answer(settingsAction, post('/perfil/cuenta', [['intent', 'cambiar-clave']]))
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fperfil%2Fcuenta')
    const { user, cookie } = await account()
    expect((await changePassword(cookie, TEST_PASSWORD, NEW_PASSWORD, { Origin: 'https://evil.example' })).status).toBe(403)
    expect(await verifyCredentials(db, user.email, TEST_PASSWORD)).not.toBeNull()
    expect(
      await settingsLoader({ request: new Request(`${ORIGIN}/perfil/cuenta`, { headers: { Cookie: cookie } }), params: {}, context: {} }),
    ).toEqual({
      email: user.email,
      notifyByEmail: true,
      // The three forms' fields as the server's schemas require them.
      constraints: expect.objectContaining({
        password: expect.objectContaining({
          currentPassword: { required: true },
          newPassword: expect.objectContaining({ required: true }),
        }),
        email: { newEmail: { required: true }, password: { required: true } },
      }),
    })
  })
})

describe('changing the e-mail address', () => {
  test('the new address is used only once its link is followed; the old one is told; the link works once', async () => {
    const { user, cookie } = await account()
    const oldEmail = user.email
    const result = await changeEmail(cookie, '  Nueva.Direccion@Obra.com.AR ')
    expect(result.status).toBe(302)
    expect(await toastOf(result.headers)).toMatchObject({ title: 'Revisá tu nuevo correo' })

    // Until the link is followed, the account signs in with the old address only.
    expect(emailOf(user.id)).toBe(oldEmail)
    expect(await verifyCredentials(db, oldEmail, TEST_PASSWORD)).not.toBeNull()
    expect(await verifyCredentials(db, 'nueva.direccion@obra.com.ar', TEST_PASSWORD)).toBeNull()
    const [notice] = mailsTo(oldEmail)
    expect(notice?.subject).toBe('Pedido de cambio de correo en RedObra')
    expect(notice?.text).toContain('nueva.direccion@obra.com.ar')
    const [link] = mailsTo('nueva.direccion@obra.com.ar')
    const token = tokenOf(link!)

    // Stored hashed: the database never holds the token itself.
    expect(JSON.stringify(db.select().from(schema.authTokens).all())).not.toContain(token)

    // Opening the link changes nothing; its button does.
    expect(confirmLoader({ request: new Request(`${ORIGIN}/auth/confirmar-correo?token=${token}`), params: {}, context: {} })).toEqual({
      token,
    })
    expect(emailOf(user.id)).toBe(oldEmail)
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('Location')).toBe('/perfil/cuenta')
    expect(await toastOf(confirmed.headers)).toMatchObject({ title: '¡Correo actualizado!' })
    expect(emailOf(user.id)).toBe('nueva.direccion@obra.com.ar')
    expect(await verifyCredentials(db, 'nueva.direccion@obra.com.ar', TEST_PASSWORD)).not.toBeNull()
    expect(await verifyCredentials(db, oldEmail, TEST_PASSWORD)).toBeNull()
    expect(await signedIn(cookie)).toBe(true)

    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(again.reply?.message).toBe('El enlace para confirmar tu nuevo correo no es válido o ya se usó. Pedí otro desde Mi Perfil.')
  }, 60_000)

  test('mail to an address not proven the account’s carries nothing the account typed', async () => {
    const spam = 'GANASTE $500.000! Reclamalo en http://premio.example'
    const { user } = createAccount(db, { businessName: spam, verified: false })
    const cookie = await signedInCookie(user.id)
    expect((await changeEmail(cookie, 'otra.persona@example.com')).status).toBe(302)
    const [link] = mailsTo('otra.persona@example.com')
    const [notice] = mailsTo(user.email)
    // The current address is not verified either: the notice to it greets nobody by name.
    for (const mail of [link!, notice!]) {
      expect(mail.text).toContain('¡Hola!')
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('GANASTE')
        expect(part).not.toContain('premio.example')
      }
    }
  })

  test('the notice to a verified current address still greets the account by its name', async () => {
    const { user, cookie } = await account()
    expect((await changeEmail(cookie, 'nueva@example.com')).status).toBe(302)
    expect(mailsTo(user.email)[0]?.text).toContain('¡Hola, Techos del Sur!')
    expect(mailsTo('nueva@example.com')[0]?.text).not.toContain('Techos del Sur')
  })

  test('an expired link is refused and the account keeps its address', async () => {
    const { user } = await account()
    const token = createAuthToken(db, user.id, 'change-email', -1000, 'tarde@obra.com.ar')
    const result = await confirm(token)
    expect(result.status).toBe(400)
    expect(result.reply?.message).toBe('El enlace para confirmar tu nuevo correo venció. Pedí otro desde Mi Perfil.')
    expect(emailOf(user.id)).toBe(user.email)
  })

  test('an address of another account gets the same answer as a free one; that address gets a notice, no link', async () => {
    const { user, cookie } = await account()
    const other = createAccount(db)
    const free = await changeEmail(cookie, 'libre@obra.com.ar')
    const taken = await changeEmail(cookie, other.user.email)

    expect(taken.status).toBe(free.status)
    expect(taken.headers.get('Location')).toBe(free.headers.get('Location'))
    expect(await toastWithoutId(taken.headers)).toEqual({
      ...(await toastWithoutId(free.headers)),
      description: `Te enviamos un enlace a ${other.user.email}. Hasta que lo abras, seguís iniciando sesión con ${user.email}.`,
    })
    const notices = mailsTo(other.user.email)
    expect(notices.map((mail) => mail.subject)).toEqual(['Pedido de usar tu correo en RedObra'])
    expect(notices[0]!.text).toContain('no hicimos ningún cambio')
    expect(notices[0]!.text).not.toContain('/auth/confirmar-correo')
    expect(emailOf(other.user.id)).toBe(other.user.email)
    expect(emailOf(user.id)).toBe(user.email)
    expect(countRows(db, 'sessions')).toBe(1)
  })

  test('an address taken between the request and the link is refused when the link is followed', async () => {
    const { user, cookie } = await account()
    await changeEmail(cookie, 'disputada@obra.com.ar')
    const token = tokenOf(mailsTo('disputada@obra.com.ar')[0]!)
    createAccount(db, { email: 'disputada@obra.com.ar' })
    const result = await confirm(token)
    expect(result.status).toBe(409)
    expect(emailOf(user.id)).toBe(user.email)
  })

  test('needs the current password, and the links sent are limited per account', async () => {
    const { user, cookie } = await account()
    expect((await changeEmail(cookie, 'x@obra.com.ar', 'no-es-esta')).reply?.result?.error).toMatchObject({
      password: ['La contraseña no es correcta'],
    })
    expect(mailsTo('x@obra.com.ar')).toHaveLength(0)
    for (let i = 0; i < RATE_LIMITS.emailChangePerAccount.max; i++)
      expect((await changeEmail(cookie, `n${i}@obra.com.ar`)).status).toBe(302)
    const limited = await changeEmail(cookie, 'una-mas@obra.com.ar')
    expect(limited.status).toBe(429)
    expect(mailsTo('una-mas@obra.com.ar')).toHaveLength(0)
    // Only the newest link works: every request spends the ones before it.
    expect(checkAuthToken(db, 'change-email', tokenOf(mailsTo('n0@obra.com.ar')[0]!))).toMatchObject({ ok: false, reason: 'used' })
    expect((await confirm(tokenOf(mailsTo('n4@obra.com.ar')[0]!))).status).toBe(302)
    expect(emailOf(user.id)).toBe('n4@obra.com.ar')
  }, 60_000)
})

describe('the e-mail notifications switch', () => {
  const rowsOf = (userId: number) => ({
    user: db.select().from(schema.users).where(eq(schema.users.id, userId)).get(),
    profile: db.select().from(schema.providerProfiles).where(eq(schema.providerProfiles.userId, userId)).get(),
  })
  const save = (cookie: string, fields: Fields, headers?: Record<string, string>) =>
    settings([['intent', 'notificaciones'], ...fields], cookie, headers)
  const loaded = (cookie: string) =>
    settingsLoader({ request: new Request(`${ORIGIN}/perfil/cuenta`, { headers: { Cookie: cookie } }), params: {}, context: {} })

  test('an unticked box turns them off and a ticked one on again, with a toast', async () => {
    const { user, cookie } = await account()
    expect(await loaded(cookie)).toMatchObject({ notifyByEmail: true })

    const off = await save(cookie, [])
    expect(off.headers.get('Location')).toBe('/perfil/cuenta')
    expect(await toastWithoutId(off.headers)).toMatchObject({ type: 'success', title: 'Preferencias guardadas' })
    expect(rowsOf(user.id).user?.notifyByEmail).toBe(false)
    expect(await loaded(cookie)).toMatchObject({ notifyByEmail: false })

    await save(cookie, [['notifyByEmail', 'on']])
    expect(rowsOf(user.id).user?.notifyByEmail).toBe(true)
  })

  test('writes only the switch of the signed-in account, whatever else the form carries', async () => {
    const { user, cookie } = await account()
    const other = createAccount(db, { businessName: 'Otra Empresa' }).user
    const before = { mine: rowsOf(user.id), other: rowsOf(other.id) }

    await save(cookie, [
      ['notifyByEmail', 'on'],
      ['userId', String(other.id)],
      ['id', String(other.id)],
      ['email', 'robado@ejemplo.com.ar'],
      ['isStaff', 'on'],
      ['emailVerifiedAt', ''],
      ['plan', 'premium'],
      ['businessName', 'Cambiado'],
      ['suspendedAt', '1'],
    ])
    await save(cookie, [['userId', String(other.id)]])

    expect(rowsOf(other.id)).toEqual(before.other)
    expect(rowsOf(user.id)).toEqual({ ...before.mine, user: { ...before.mine.user, notifyByEmail: false } })
  })

  test('a visitor is sent to sign in, and a cross-site post changes nothing', async () => {
    const visitor = await answer(settingsAction, post('/perfil/cuenta', [['intent', 'notificaciones']]))
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fperfil%2Fcuenta')
    const { user, cookie } = await account()
    expect((await save(cookie, [], { Origin: 'https://evil.example' })).status).toBe(403)
    expect(rowsOf(user.id).user?.notifyByEmail).toBe(true)
  })
})
