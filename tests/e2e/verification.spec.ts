import sharp from 'sharp'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast } from './fixtures'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

test.describe('verification, the provider side', () => {
  test('a provider sends all four checks with their documents and sees each in review', async ({ page, loginAs }) => {
    // Four forms and two axe scans: more than the default budget on a busy machine.
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 360, height: 780 })
    await loginAs()
    await page.goto('/perfil')
    await page.getByRole('navigation', { name: 'Secciones del perfil' }).getByRole('link', { name: 'Verificación' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Verificación' })).toBeVisible()
    for (const name of ['CUIT', 'Domicilio', 'Matrícula', 'Seguro']) {
      await expect(page.getByRole('region', { name }).getByText('Sin enviar', { exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    const cuit = page.getByRole('region', { name: 'CUIT' })
    await cuit.getByLabel('CUIT').fill('20-12345678-5')
    await cuit.getByLabel('Razón social').fill('Techos del Sur SRL')
    await cuit.getByLabel('Condición fiscal').selectOption('Monotributo')
    await cuit.getByRole('button', { name: 'Enviar a revisión' }).click()
    await expect(page.getByText('El CUIT no es válido: revisá el dígito verificador')).toBeVisible()
    await expect(page.getByRole('region', { name: 'CUIT' }).getByLabel('Razón social')).toHaveValue('Techos del Sur SRL')
    await page.getByRole('region', { name: 'CUIT' }).getByLabel('CUIT').fill('20-12345678-6')
    await page.getByRole('region', { name: 'CUIT' }).getByRole('button', { name: 'Enviar a revisión' }).click()
    await expect(toast(page, 'Enviaste la verificación de CUIT')).toBeVisible()

    const domicilio = page.getByRole('region', { name: 'Domicilio' })
    await domicilio.getByLabel('Dirección').fill('Av. Córdoba 1234')
    await domicilio.getByLabel('Localidad o barrio').selectOption('Palermo')
    await domicilio.getByLabel('Documento').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: pdf })
    await domicilio.getByRole('button', { name: 'Enviar a revisión' }).click()
    await expect(toast(page, 'Enviaste la verificación de Domicilio')).toBeVisible()

    const matricula = page.getByRole('region', { name: 'Matrícula' })
    await matricula.getByLabel('Número de matrícula').fill('MP 4521')
    await matricula.getByLabel('Quién la otorga').fill('CPIC')
    await matricula.getByLabel('Oficio o profesión').fill('Ingeniero civil')
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer()
    await matricula.getByLabel('Documento').setInputFiles({ name: 'matricula.jpg', mimeType: 'image/jpeg', buffer: photo })
    await matricula.getByRole('button', { name: 'Enviar a revisión' }).click()
    await expect(toast(page, 'Enviaste la verificación de Matrícula')).toBeVisible()

    const seguro = page.getByRole('region', { name: 'Seguro' })
    await seguro.getByLabel('Tipo de seguro').selectOption('Responsabilidad civil')
    await seguro.getByLabel('Aseguradora').fill('La Segunda')
    await seguro.getByLabel('Número de póliza').fill('RC-889911')
    await seguro.getByLabel('Vence el').fill('2099-06-30')
    await seguro.getByLabel('Documento').setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: pdf })
    await seguro.getByRole('button', { name: 'Enviar a revisión' }).click()
    await expect(toast(page, 'Enviaste la verificación de Seguro')).toBeVisible()

    for (const name of ['CUIT', 'Domicilio', 'Matrícula', 'Seguro']) {
      const section = page.getByRole('region', { name })
      await expect(section.getByText('En revisión', { exact: true })).toBeVisible()
      await expect(section.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible()
    }
    await expect(page.getByRole('region', { name: 'CUIT' }).getByLabel('CUIT')).toHaveValue('20-12345678-6')
    const document = await page.request.get(
      (await page.getByRole('region', { name: 'Domicilio' }).getByRole('link', { name: 'Ver el documento enviado' }).getAttribute('href'))!,
    )
    expect(document.status()).toBe(200)
    expect(document.headers()['content-disposition']).toMatch(/^attachment/)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  })

  test('a document that is not a PDF or an image is refused next to its field, the typed values kept', async ({ page, loginAs }) => {
    await loginAs()
    await page.goto('/perfil?tab=verificacion')
    const matricula = page.getByRole('region', { name: 'Matrícula' })
    await matricula.getByLabel('Número de matrícula').fill('MP 4521')
    await matricula.getByLabel('Quién la otorga').fill('CPAU')
    await matricula.getByLabel('Oficio o profesión').fill('Arquitecta')
    await matricula
      .getByLabel('Documento')
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
    await matricula.getByRole('button', { name: 'Enviar a revisión' }).click()
    const after = page.getByRole('region', { name: 'Matrícula' })
    await expect(after.getByText('El documento debe ser un PDF o una imagen JPG, PNG o WebP')).toBeVisible()
    await expect(after.getByLabel('Número de matrícula')).toHaveValue('MP 4521')
    await expect(after.getByLabel('Oficio o profesión')).toHaveValue('Arquitecta')
    await expect(after.getByText('Sin enviar', { exact: true })).toBeVisible()
  })

  test('a builder does not see the tab, and its address explains why', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    await page.goto('/perfil')
    await expect(page.getByRole('navigation', { name: 'Secciones del perfil' }).getByRole('link', { name: 'Verificación' })).toHaveCount(0)
    const response = await page.goto('/perfil?tab=verificacion')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('La verificación es solo para cuentas de proveedor.')).toBeVisible()
  })
})
