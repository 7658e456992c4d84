import { firstLinkIn, lastEmailTo } from '../setup/outbox'
import { TEST_PASSWORD } from '../setup/factories'
import { addCookieFrom, dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, OUTBOX_DIR, test, toast } from './fixtures'

const NEW_PASSWORD = 'tejas coloniales del sur'

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@obra.com.ar`

test.describe('password and e-mail under /perfil', () => {
  test('a new password ends the other sessions and keeps this one', async ({ page, browser, baseURL, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const { user } = await loginAs()
    // The same account signed in on another device.
    const { createSession } = await import('../../app/server/session.server')
    const otherDevice = await browser.newContext()
    await addCookieFrom(otherDevice, baseURL!, await createSession(user.id))

    await page.goto('/perfil')
    await page.getByRole('link', { name: 'Contraseña y correo' }).click()
    await expect(page).toHaveURL(/\/perfil\/cuenta$/)
    await expect(page).toHaveTitle('Contraseña y correo | RedObra')
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    const form = page.getByRole('region', { name: 'Cambiar contraseña' })
    await form.getByLabel('Contraseña actual').fill('no-es-esta')
    await form.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD)
    await form.getByLabel('Repetí la contraseña nueva').fill(NEW_PASSWORD)
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(form.getByText('La contraseña no es correcta')).toBeVisible()

    await form.getByLabel('Contraseña actual').fill(TEST_PASSWORD)
    await form.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD)
    await form.getByLabel('Repetí la contraseña nueva').fill(NEW_PASSWORD)
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(toast(page, 'Contraseña actualizada')).toBeVisible()

    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/perfil$/)
    const other = await otherDevice.newPage()
    await other.goto('/perfil')
    await expect(other).toHaveURL(/\/auth\?redirectTo=%2Fperfil$/)
    await otherDevice.close()
  })

  test('a new address is used only after the link sent to it is followed; the old one is told', async ({ page, loginAs }) => {
    const oldEmail = uniqueEmail('antes')
    const newEmail = uniqueEmail('despues')
    const { user } = await loginAs({ email: oldEmail })
    await page.goto('/perfil/cuenta')
    const form = page.getByRole('region', { name: 'Cambiar correo electrónico' })
    await form.getByLabel('Correo electrónico nuevo').fill(newEmail)
    await form.getByLabel('Tu contraseña, para confirmar').fill(TEST_PASSWORD)
    await form.getByRole('button', { name: 'Enviar enlace de confirmación' }).click()
    await expect(toast(page, 'Revisá tu nuevo correo')).toBeVisible()
    await expect(page.getByText(`Tu cuenta usa ${oldEmail} para iniciar sesión.`)).toBeVisible()

    const notice = await lastEmailTo(OUTBOX_DIR, oldEmail, { subject: /Pedido de cambio de correo/ })
    expect(notice.text).toContain(newEmail)
    const { db, schema, eq } = await dbModules()
    expect(db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, user.id)).get()?.email).toBe(oldEmail)

    const message = await lastEmailTo(OUTBOX_DIR, newEmail, { subject: /Confirmá tu nuevo correo/ })
    const link = new URL(firstLinkIn(message.text, '/auth/confirmar-correo'))
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveTitle('Confirmar nuevo correo | RedObra')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Confirmar mi nuevo correo' }).click()
    await expect(toast(page, '¡Correo actualizado!')).toBeVisible()
    await expect(page.getByText(`Tu cuenta usa ${newEmail} para iniciar sesión.`)).toBeVisible()

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('button', { name: 'Confirmar mi nuevo correo' }).click()
    await expect(page.getByRole('alert')).toContainText('no es válido o ya se usó')

    // Signing in now takes the new address.
    await page.context().clearCookies()
    await page.goto('/auth')
    await page.getByLabel('Correo electrónico').fill(newEmail)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
    await expect(toast(page, '¡Bienvenido!')).toBeVisible()
  })
})
