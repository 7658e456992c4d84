import { firstLinkIn, lastEmailTo } from '../setup/outbox'
import { TEST_PASSWORD } from '../setup/factories'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, OUTBOX_DIR, test, toast } from './fixtures'

test.describe('an owner locked out by wrong guesses', () => {
  test('is told so, asks for a one-time link, gets in with it once, and can ask for a new one', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    await page.context().clearCookies()
    // Ten wrong guesses, as an attacker's would be (the guessing itself is tested without a browser).
    const { db } = await dbModules()
    const { reserveRateLimit } = await import('../../app/models/rate-limits.server')
    for (let i = 0; i < 10; i++) reserveRateLimit(db, 'signInFailuresPerAccount', user.email)

    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/auth')
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(page.getByRole('alert')).toContainText('Demasiados intentos fallidos para esta cuenta.')
    await expect(page.getByRole('heading', { name: '¿Es tu cuenta?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await page.getByRole('button', { name: 'Enviarme un enlace para ingresar' }).click()
    await expect(toast(page, 'te enviamos un enlace para ingresar')).toBeVisible()
    const link = firstLinkIn((await lastEmailTo(OUTBOX_DIR, user.email, { subject: /enlace para ingresar/ })).text, '/auth/ingresar')

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Ingresar con un enlace' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'Ingresar a mi cuenta' }).click()
    await expect(toast(page, 'Has iniciado sesión correctamente.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    // The link is spent: opening it again offers a new one instead.
    await page.context().clearCookies()
    await page.goto(link)
    await page.getByRole('button', { name: 'Ingresar a mi cuenta' }).click()
    await expect(page.getByRole('alert')).toHaveText('El enlace para ingresar no es válido o ya se usó. Pedí uno nuevo.')
    await expectNoAxeViolations(page)
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByRole('button', { name: 'Enviarme un enlace para ingresar' }).click()
    await expect(toast(page, 'te enviamos un enlace para ingresar')).toBeVisible()

    // And the account is unlocked: the password works again.
    await page.goto('/auth')
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(toast(page, 'Has iniciado sesión correctamente.')).toBeVisible()
  })
})
