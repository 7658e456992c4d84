import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast } from './fixtures'

const HEADER = 'business_name;sector;subsector;division;contact_person;phone;address;localidad;website;description'

/** A small file as a spreadsheet in Spanish saves it: semicolons, one good row, one bad row. */
function csvFile() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const name = `Techos Importados ${stamp}`
  const phone = `0351 4${stamp.slice(-6)}`
  const rows = [
    HEADER,
    `${name};Cubiertas;Techistas;;Ana Ruiz;${phone};Av. Cabildo 100;Belgrano;;"Chapa y tejas; presupuesto ""sin cargo"""`,
    `Fila Mala ${stamp};Mampostería y Durlock;Ladrillo;;;11 4321-0009;;Palermo;;`,
  ]
  return { name, buffer: Buffer.from(`\ufeff${rows.join('\r\n')}\r\n`), fileName: `proveedores-${stamp}.csv` }
}

test.describe('listings import', () => {
  test('is a not-found page to anyone but staff', async ({ page, loginAs }) => {
    const answer = await page.goto('/admin/importar')
    expect(answer?.status()).toBe(404)
    await loginAs({ role: 'proveedor' })
    expect((await page.goto('/admin/importar'))?.status()).toBe(404)
  })

  test('staff upload a CSV, see the dry run with its bad row, import it and find the listing in search; axe and 360 px', async ({
    page,
    loginAs,
  }) => {
    await loginAs({ isStaff: true })
    await page.goto('/admin/importar')
    await expect(page).toHaveTitle(/Importar proveedores/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /CSV/)
    await expectNoAxeViolations(page)

    const file = csvFile()
    await page.getByLabel('Archivo CSV').setInputFiles({ name: file.fileName, mimeType: 'text/csv', buffer: file.buffer })
    await page.getByRole('button', { name: 'Revisar archivo' }).click()
    const report = page.getByRole('region', { name: `Revisión de ${file.fileName}` })
    await expect(report.getByText('Se va a agregar 1 proveedor. 0 duplicados se saltean y 1 fila tiene problemas.')).toBeVisible()
    await expect(report.getByText('Fila 3, subsector: «Ladrillo» no existe en Mampostería y Durlock')).toBeVisible()
    const row = report.getByRole('table').getByRole('row', { name: new RegExp(file.name) })
    await expect(row).toContainText('Cubiertas > Techistas')
    await expect(row).toContainText('Belgrano (CABA)')
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)

    await report.getByRole('button', { name: 'Importar 1 proveedor' }).click()
    await expect(toast(page, `Se importó 1 proveedor de ${file.fileName}`)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/importar$/)

    await page.goto(`/?q=${encodeURIComponent(file.name)}`)
    await expect(page.getByRole('main').getByText(file.name).first()).toBeVisible()
  })
})
