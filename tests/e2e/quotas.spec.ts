import crypto from 'node:crypto'
import { OTHER_SUBSECTORS_PER_ACCOUNT_MAX } from '../../app/constants'
import { dbModules, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/** A made-up trade name of letters only, so no other test's "Otros" subsector is the same. */
const uniqueTrade = () => `Oficio ${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

test('one "Otros" subsector beyond the limit is refused next to the field, what was typed kept', async ({ page, loginAs }) => {
  const { user, profile } = await loginAs({ plan: 'premium' })
  const { db, schema, eq } = await dbModules()
  db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, profile.id)).run()
  const { publishListing } = await import('../../app/models/publishing.server')
  for (let i = 0; i < OTHER_SUBSECTORS_PER_ACCOUNT_MAX; i++) {
    const outcome = publishListing(db, {
      userId: user.id,
      sector: 'otros',
      subsectorOther: uniqueTrade(),
      zona: 'CABA',
      localidad: 'Palermo',
      description: 'Obra',
    })
    expect(outcome.status).toBe('published')
  }

  await page.goto('/publicar-servicio')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'form button')
  await page.getByLabel('Rubro', { exact: true }).selectOption('otros')
  const trade = uniqueTrade()
  const subsector = page.getByRole('textbox', { name: /^Subrubro/ })
  await subsector.fill(trade)
  await page.getByLabel('Zona').selectOption('CABA')
  await page.getByLabel('Localidad o barrio').fill('Palermo')
  await page.getByLabel('Descripción').fill('Trabajos fuera del catálogo.')
  await page.getByRole('button', { name: 'Publicar servicio' }).click()

  const message = `Ya publicaste en ${OTHER_SUBSECTORS_PER_ACCOUNT_MAX} subrubros propios de Otros, el máximo por cuenta`
  await expect(page.getByText(message)).toBeVisible()
  await expect(subsector).toHaveAccessibleDescription(new RegExp(message))
  await expect(subsector).toHaveValue(trade)
  await expect(page.getByLabel('Descripción')).toHaveValue('Trabajos fuera del catálogo.')
  await expectNoAxeViolations(page)
})
