import type { BrowserContext } from '@playwright/test'
import { addCookieFrom, expect, test } from './fixtures'

/** Signs a flash toast with the e2e server's secret, as an action's redirectWithToast would. */
async function setToastCookie(context: BrowserContext, baseURL: string) {
  const { createToastHeaders } = await import('../../app/server/toast.server')
  const headers = await createToastHeaders({
    type: 'success',
    title: 'Sesión cerrada',
    description: 'Has cerrado sesión correctamente',
  })
  await addCookieFrom(context, baseURL, headers.get('Set-Cookie')!)
}

test('a flash toast shows once on the next page and is gone after that', async ({ page, context, baseURL }) => {
  await setToastCookie(context, baseURL!)
  await page.goto('/categorias')
  const toast = page.getByRole('status').filter({ hasText: 'Sesión cerrada' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Has cerrado sesión correctamente')
  await page.goto('/')
  await expect(page.getByText('Sesión cerrada')).toHaveCount(0)
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'closing needs JavaScript')

  test('the toast closes with its button', async ({ page, context, baseURL }) => {
    await setToastCookie(context, baseURL!)
    await page.goto('/')
    const toast = page.getByRole('status').filter({ hasText: 'Sesión cerrada' })
    await toast.getByRole('button', { name: 'Cerrar' }).click()
    await expect(toast).toHaveCount(0)
  })
})
