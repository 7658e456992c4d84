import type { Page } from '@playwright/test'
import { firstLinkIn, lastEmailTo } from '../setup/outbox'
import { TEST_PASSWORD } from '../setup/factories'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, OUTBOX_DIR, test } from './fixtures'

const NEW_PASSWORD = 'tejas coloniales del sur'

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@obra.com.ar`
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
}

/** Submits a form and returns the body of the server's answer to the POST. */
async function submitAndReadAnswer(page: Page, submit: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await submit()
  return (await answer).text()
}

/** Opens the e-mail's link (which changes nothing) and presses its button. */
async function followVerificationLink(page: Page, link: string) {
  await page.goto(link)
  await expect(page.getByText('Confirmá tu correo para activar tu cuenta.')).toBeVisible()
  await page.getByRole('button', { name: 'Verificar mi correo' }).click()
}

async function bypassBrowserValidation(page: Page, formId: string) {
  await page.locator(`form#${formId}`).evaluate((form: HTMLFormElement) => {
    form.noValidate = true
  })
}

test.describe('sign-up, verification, sign-in and sign-out', () => {
  test('a new provider registers, verifies by e-mail, signs in and out', async ({ page }) => {
    const email = uniqueEmail('proveedor')
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Registrarse' }).first().click()
    await expect(page).toHaveURL(/\/auth\?register=true/)
    await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible()
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(NEW_PASSWORD)
    await page.getByLabel('Nombre de la empresa o tu nombre').fill('Zinguería del Sur')
    await page.getByLabel('Proveedor — ofrezco servicios').check()
    await page.getByLabel('Acepto los términos y condiciones').check()
    await page.getByRole('button', { name: 'Registrarse' }).click()

    await expect(page.getByRole('status').filter({ hasText: '¡Registro exitoso!' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Por favor verifica tu email para activar tu cuenta.' })).toBeVisible()

    // Not verified yet: sign-in explains and offers a new link.
    await signIn(page, email, NEW_PASSWORD)
    await expect(page.getByRole('alert')).toContainText('Tenés que verificar tu correo electrónico')
    await expect(page.getByRole('button', { name: 'Reenviar el correo de verificación' })).toBeVisible()

    const message = await lastEmailTo(OUTBOX_DIR, email, { subject: /Confirmá tu cuenta/ })
    // Anyone can type any business name beside any address: the e-mail never repeats it.
    expect(message.text).not.toContain('Zinguería del Sur')
    expect(message.text).toContain('¡Hola!')
    await followVerificationLink(page, firstLinkIn(message.text, '/auth/verificar'))
    await expect(page.getByRole('status').filter({ hasText: '¡Correo verificado!' })).toBeVisible()

    await signIn(page, email, NEW_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('status').filter({ hasText: '¡Bienvenido!' })).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header.getByText(email.split('@')[0]!, { exact: true }).first()).toBeVisible()
    await expect(header.getByRole('link', { name: 'Mi Perfil' }).first()).toHaveAttribute('href', '/perfil')
    await expect(header.getByRole('link', { name: 'Publicar Servicio' }).first()).toHaveAttribute('href', '/publicar-servicio')
    await expect(header.getByRole('link', { name: 'Ingresar' })).toHaveCount(0)

    // The verification link is single-use; the account stays verified.
    await header.getByText(email.split('@')[0]!, { exact: true }).first().click()
    await expect(header.getByRole('link', { name: 'Vender Materiales' }).first()).toHaveAttribute('href', '/PublicarMateriales')
    await header.getByRole('button', { name: 'Cerrar Sesión' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Has cerrado sesión correctamente' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Ingresar' }).first()).toBeAttached()
  })

  /** An unverified account signs in, asks for a new link and gets it by e-mail. */
  async function resendVerificationLink(
    page: Page,
    loginAs: (options: { email: string; verified: boolean }) => Promise<unknown>,
    email: string,
  ) {
    await loginAs({ email, verified: false })
    await page.context().clearCookies()
    await signIn(page, email, TEST_PASSWORD)
    await page.getByRole('button', { name: 'Reenviar el correo de verificación' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'te enviamos un nuevo enlace' })).toBeVisible()
    const message = await lastEmailTo(OUTBOX_DIR, email, { subject: /Confirmá tu cuenta/ })
    return firstLinkIn(message.text, '/auth/verificar')
  }

  test('the resend button sends a fresh verification link', async ({ page, loginAs }) => {
    await followVerificationLink(page, await resendVerificationLink(page, loginAs, uniqueEmail('sinverificar')))
    await expect(page.getByRole('status').filter({ hasText: '¡Correo verificado!' })).toBeVisible()
  })

  test('opening the link alone does not verify: sign-in still asks for it', async ({ page, loginAs }) => {
    const email = uniqueEmail('prefetch')
    const link = await resendVerificationLink(page, loginAs, email)
    // What a mail scanner does: it fetches the link and never presses the button.
    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Verificación de correo | RedObra')
    await expect(page.getByRole('heading', { name: 'Verificación de correo' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoHorizontalScroll(page)
    await signIn(page, email, TEST_PASSWORD)
    await expect(page.getByRole('alert')).toContainText('Tenés que verificar tu correo electrónico')
  })

  test('a used or forged verification link explains itself', async ({ page }) => {
    // The page looks the same for any token: a GET tells nothing about it.
    const response = await page.goto('/auth/verificar?token=inventado')
    expect(response?.status()).toBe(200)
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Verificar mi correo' }).click()
    expect((await answer).status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText('no es válido o ya se usó')
    await expect(page.getByRole('link', { name: 'Ir a Iniciar Sesión' })).toBeVisible()
  })

  test('wrong credentials get one message that does not tell which part was wrong', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    await page.context().clearCookies()
    const answer = await submitAndReadAnswer(page, () => signIn(page, user.email, 'no-es-la-clave'))
    expect(answer).not.toContain('no-es-la-clave')
    await expect(page.getByRole('alert')).toContainText('Error al iniciar sesión')
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos.')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email)
    await signIn(page, uniqueEmail('nadie'), 'no-es-la-clave')
    // An unknown address costs a full password hash too (no timing tell): on a busy machine that takes seconds.
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos.', { timeout: 15_000 })
  })

  test('a signed-in user who opens /auth goes home', async ({ page, loginAs }) => {
    await loginAs()
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)
  })

  test('sign-in returns to a page on this site, never to another one', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    await page.context().clearCookies()
    for (const target of ['https://evil.example/robo', '//evil.example', '/\\evil.example']) {
      await page.goto(`/auth?${new URLSearchParams({ redirectTo: target })}`)
      await page.getByLabel('Correo electrónico').fill(user.email)
      await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/)
      await page.context().clearCookies()
    }
    await page.goto(`/auth?${new URLSearchParams({ redirectTo: '/categorias' })}`)
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page).toHaveURL(/\/categorias$/)
  })
})

test.describe('sign-up form with bad input', () => {
  test('explains every field in Spanish and keeps what was typed, never the password', async ({ page }) => {
    await page.goto('/auth?register=true')
    await bypassBrowserValidation(page, 'signup')
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo')
    await page.getByLabel('Contraseña').fill('corta')
    await page.getByLabel('Nombre de la empresa o tu nombre').fill('   ')
    await page.getByRole('button', { name: 'Registrarse' }).click()
    // With JavaScript the browser checks first and never posts; without it the server answers.
    await expect(page.getByText('El correo electrónico no es válido')).toBeVisible()
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible()
    await expect(page.getByText('El nombre de la empresa es obligatorio')).toBeVisible()
    await expect(page.getByText('Rol requerido: Por favor selecciona si eres constructor o proveedor')).toBeVisible()
    await expect(page.getByText('Tenés que aceptar los términos y condiciones')).toBeVisible()
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('no-es-un-correo')
  })

  test('refuses a common password and explains why', async ({ page }) => {
    await page.goto('/auth?register=true')
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('comun'))
    await page.getByLabel('Contraseña').fill('password123')
    await page.getByLabel('Nombre de la empresa o tu nombre').fill('Pinturería Central')
    await page.getByLabel('Constructor — busco proveedores').check()
    await page.getByLabel('Acepto los términos y condiciones').check()
    const answer = await submitAndReadAnswer(page, () => page.getByRole('button', { name: 'Registrarse' }).click())
    expect(answer).not.toContain('password123')
    await expect(page.getByText('Esa contraseña es de las más usadas')).toBeVisible()
    await expect(page.getByLabel('Nombre de la empresa o tu nombre')).toHaveValue('Pinturería Central')
  })

  test('an e-mail that has an account gets the answer of a new sign-up; the address is told by e-mail', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    await page.context().clearCookies()
    await page.goto('/auth?register=true')
    await page.getByLabel('Correo electrónico').fill(user.email.toUpperCase())
    await page.getByLabel('Contraseña').fill(NEW_PASSWORD)
    await page.getByLabel('Nombre de la empresa o tu nombre').fill('Duplicada SRL')
    await page.getByLabel('Proveedor — ofrezco servicios').check()
    await page.getByLabel('Acepto los términos y condiciones').check()
    await page.getByRole('button', { name: 'Registrarse' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Por favor verifica tu email para activar tu cuenta.' })).toBeVisible()
    await expect(page.getByText('ya está registrado')).toHaveCount(0)
    const notice = await lastEmailTo(OUTBOX_DIR, user.email, { subject: /Intento de registro/ })
    expect(firstLinkIn(notice.text, '/auth/recuperar')).toMatch(/\/auth\/recuperar$/)
  })
})

test.describe('password reset', () => {
  test('a forgotten password is reset by e-mail and every other session closes', async ({ page, loginAs, browser }) => {
    const { user } = await loginAs()
    // Another device stays signed in until the reset.
    const otherDevice = await browser.newContext({ storageState: await page.context().storageState() })
    const otherPage = await otherDevice.newPage()
    await otherPage.goto('/cuenta/eliminar')
    await expect(otherPage).toHaveURL(/\/cuenta\/eliminar$/)

    await page.context().clearCookies()
    await page.goto('/auth')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    // The sign-in page has a field with the same label: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'te enviamos un enlace para restablecer' })).toBeVisible()

    const message = await lastEmailTo(OUTBOX_DIR, user.email, { subject: /Restablecé tu contraseña/ })
    const link = firstLinkIn(message.text, '/auth/restablecer')
    await page.goto(link)
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Repetí la contraseña nueva').fill('otra distinta')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Repetí la contraseña nueva').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Contraseña actualizada' })).toBeVisible()

    await otherPage.goto('/cuenta/eliminar')
    await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fcuenta%2Feliminar/)
    await otherDevice.close()

    // A spent link shows the same form; saving says it no longer works.
    await page.goto(link)
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(TEST_PASSWORD)
    await page.getByLabel('Repetí la contraseña nueva').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByRole('alert')).toContainText('no es válido, ya se usó o venció')
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible()
    await signIn(page, user.email, TEST_PASSWORD)
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos.')
    await signIn(page, user.email, NEW_PASSWORD)
    await expect(page.getByRole('status').filter({ hasText: '¡Bienvenido!' })).toBeVisible()
  })
})

test.describe('account deletion', () => {
  test('asks for the password, deletes the account and its images, signs out and keeps its reviews anonymous', async ({
    page,
    loginAs,
  }) => {
    const { user } = await loginAs({ role: 'constructor', businessName: 'Constructora Efímera' })
    const { db } = await import('../../app/server/db.server')
    const { createListing, createReview } = await import('../setup/factories')
    const { projectImages, projects, reviews } = await import('../../drizzle/schema')
    const listing = createListing(db)
    createReview(db, { userId: user.id, listingId: listing.id, rating: 4, comment: 'Cumplieron con los plazos.' })
    const { imageStorage } = await import('../../app/server/image-storage.server')
    const privateImage = `projects/privada-${user.id}-${Date.now()}.webp`
    await imageStorage.put(privateImage, (await import('node:fs')).readFileSync('public/placeholder.svg'), 'image/webp')
    const project = db.insert(projects).values({ userId: user.id, title: 'Obra privada', isPublic: false }).returning().get()
    db.insert(projectImages).values({ projectId: project.id, path: privateImage, position: 0 }).run()
    expect((await page.request.get(`/uploads/${privateImage}`)).status()).toBe(200)

    await page.goto('/cuenta/eliminar')
    await expect(page.getByText('Constructora Efímera')).toBeVisible()
    await page.getByLabel('Tu contraseña, para confirmar').fill('equivocada')
    await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click()
    await expect(page.getByText('La contraseña no es correcta')).toBeVisible()
    await page.getByLabel('Tu contraseña, para confirmar').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('status').filter({ hasText: 'Cuenta eliminada' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).first()).toBeAttached()

    const { eq } = await import('drizzle-orm')
    const { users } = await import('../../drizzle/schema')
    expect(db.select().from(users).where(eq(users.id, user.id)).all()).toEqual([])
    const kept = db.select().from(reviews).where(eq(reviews.listingId, listing.id)).all()
    expect(kept).toMatchObject([{ userId: null, comment: 'Cumplieron con los plazos.' }])
    expect((await page.request.get(`/uploads/${privateImage}`)).status()).toBe(404)
  })
})

test.describe('sessions', () => {
  test('a signed-out session cookie no longer opens the account', async ({ page, loginAs, context }) => {
    await loginAs()
    const cookies = await context.cookies()
    await page.goto('/')
    const header = page.getByRole('banner')
    await header
      .getByText(/^(cuenta\d+)/)
      .filter({ visible: true })
      .click()
    await header.getByRole('button', { name: 'Cerrar Sesión' }).filter({ visible: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible()
    await context.addCookies(cookies)
    await page.goto('/cuenta/eliminar')
    await expect(page).toHaveURL(/\/auth\?redirectTo=/)
  })
})

test.describe('the auth page', () => {
  test('has two tabs that work as links, a way home and the terms', async ({ page }) => {
    await page.goto('/auth')
    await expect(page).toHaveTitle(/Iniciar sesión/)
    const tabs = page.getByRole('navigation', { name: 'Acceso' })
    await expect(tabs.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'términos y condiciones' }).first()).toHaveAttribute('href', '/terminosycondiciones')
    await expectNoAxeViolations(page)
    await tabs.getByRole('link', { name: 'Registrarse' }).click()
    await expect(page).toHaveURL(/register=true/)
    await expect(tabs.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('group', { name: '¿Cómo vas a usar RedObra?' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('protection', () => {
  // Remix aborts a cross-site action with an empty 500 before route code runs; our own check
  // answers 403 for what only Sec-Fetch-Site reveals. Either way the action must not happen.
  test('a post from another site is refused and changes nothing', async ({ request, page, loginAs }) => {
    const { user } = await loginAs()
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const attempts: Array<[string, Record<string, string>]> = [
      [
        '/auth',
        {
          intent: 'signup',
          email: 'csrf@obra.com.ar',
          password: 'una clave bien larga',
          businessName: 'X',
          userRole: 'constructor',
          acceptTerms: 'on',
        },
      ],
      ['/auth/recuperar', { email: user.email }],
      ['/auth/salir', {}],
      ['/cuenta/eliminar', { password: TEST_PASSWORD }],
    ]
    for (const [path, form] of attempts) {
      const response = await request.post(path, {
        form,
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: cookie },
        maxRedirects: 0,
      })
      expect([403, 500], path).toContain(response.status())
      const sameSiteOnly = await request.post(path, {
        form,
        headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: cookie },
        maxRedirects: 0,
      })
      expect(sameSiteOnly.status(), path).toBe(403)
    }
    // Still signed in, the account still there, no account created, no e-mail sent.
    await page.goto('/cuenta/eliminar')
    await expect(page).toHaveURL(/\/cuenta\/eliminar$/)
    const { readOutbox } = await import('../setup/outbox')
    expect(readOutbox(OUTBOX_DIR).filter((message) => message.to.includes(user.email))).toEqual([])
    const { db } = await import('../../app/server/db.server')
    const { findUserByEmail } = await import('../../app/models/accounts.server')
    expect(findUserByEmail(db, 'csrf@obra.com.ar')).toBeUndefined()
  })

  test('sign-in attempts from one address trip the limit with a Spanish message and Retry-After', async ({ request }, testInfo) => {
    // Eleven full password hashes in a row (unknown accounts pay for one too): slow by design.
    test.slow()
    const address = `192.0.2.${testInfo.project.name === 'js' ? 1 : 2}`
    const attempt = () =>
      request.post('/auth', {
        // A different unknown account per attempt, so only the per-address limit is at play.
        form: { intent: 'login', email: uniqueEmail('nadie'), password: 'no-es-la-clave' },
        headers: { 'X-Forwarded-For': address },
        maxRedirects: 0,
      })
    for (let i = 0; i < 10; i++) expect((await attempt()).status()).toBe(400)
    const limited = await attempt()
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    expect(await limited.text()).toContain('Demasiados intentos')
  })

  test('parallel guesses from several addresses cannot get the right password past the account lock', async ({
    page,
    loginAs,
  }, testInfo) => {
    test.slow()
    const { user } = await loginAs()
    await page.context().clearCookies()
    // Addresses of this run alone: their own per-address limits start at zero.
    const network = `198.18.${(testInfo.project.name === 'js' ? 1 : 101) + testInfo.repeatEachIndex}`
    const guess = (i: number) =>
      page.request.post('/auth', {
        form: { intent: 'login', email: user.email, password: `adivinanza-${i}` },
        headers: { 'X-Forwarded-For': `${network}.${i % 3}` },
        maxRedirects: 0,
      })
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i)))).map((answer) => answer.status())
    // Each wrong guess is counted (400) or refused before hashing: 429 by the account's limit, or
    // 503 when the server's hashing line is full, which sign-ins of tests running alongside share.
    // Never more than the ten allowed failures are counted, and none gets in.
    expect(
      statuses.every((status) => [400, 429, 503].includes(status)),
      statuses.join(' '),
    ).toBe(true)
    const counted = statuses.filter((status) => status === 400).length
    expect(counted).toBeLessThanOrEqual(10)
    // Guesses the busy line turned away are made again, one by one, until the account is locked.
    for (let i = 12, failures = counted; failures < 10; i++) {
      const status = (await guess(i)).status()
      expect([400, 503]).toContain(status)
      if (status === 400) failures++
      else await page.waitForTimeout(1000)
    }
    expect((await guess(99)).status()).toBe(429)

    await signIn(page, user.email, TEST_PASSWORD)
    await expect(page.getByText('Demasiados intentos fallidos para esta cuenta. Esperá 15 minutos y volvé a intentar.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })
})

test.describe('signed-in header at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the mobile menu lists the member links and signs out', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    await page.goto('/')
    const header = page.getByRole('banner')
    await header.getByText('Menú', { exact: true }).click()
    for (const [name, href] of [
      ['Inicio', '/'],
      ['Materiales', '/marketplace'],
      ['Publicar Servicio', '/publicar-servicio'],
      ['Mi Perfil', '/perfil'],
      ['Vender Materiales', '/PublicarMateriales'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true }).filter({ visible: true })).toHaveAttribute('href', href!)
    }
    await expect(header.getByText(user.email).filter({ visible: true })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Ingresar' }).filter({ visible: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await header.getByRole('button', { name: 'Cerrar Sesión' }).filter({ visible: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sesión cerrada' })).toBeVisible()
  })
})

test.describe('the signed-in header at phone, tablet and desktop widths', () => {
  for (const width of [360, 768, 1024]) {
    for (const [who, options] of [
      ['a builder', { role: 'constructor' }],
      ['a provider', { role: 'proveedor' }],
      ['a staff account', { role: 'constructor', isStaff: true }],
    ] as const) {
      test(`${who} at ${width} px reaches 'Solicitudes' and the header fits`, async ({ page, loginAs }) => {
        await page.setViewportSize({ width, height: 800 })
        const { user } = await loginAs(options)
        await page.goto('/')
        const header = page.getByRole('banner')
        // The row itself: what overflows inside the closed 'Menú' panel is not shown.
        const overflow = await header.evaluate((element) => {
          const row = element.querySelector(':scope > div')!
          return Math.max(element.scrollWidth - element.clientWidth, row.scrollWidth - row.clientWidth)
        })
        expect(overflow, 'header overflow in px').toBeLessThanOrEqual(0)
        await expectNoHorizontalScroll(page)
        if (width < 1024) await header.getByText('Menú', { exact: true }).click()
        else await header.getByText(user.email.split('@')[0]!, { exact: true }).click()
        const solicitudes = header.getByRole('link', { name: 'Solicitudes', exact: true }).filter({ visible: true })
        await expect(solicitudes).toHaveAttribute('href', '/solicitudes')
        await solicitudes.click()
        await expect(page).toHaveURL(/\/solicitudes$/)
      })
    }
  }
})
