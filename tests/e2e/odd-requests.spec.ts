import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

/** A form as another page would hold it, posting the contact form's fields to `action`. */
function formPage(action: string, enctype = 'application/x-www-form-urlencoded') {
  return `<!DOCTYPE html><html lang="es"><head><title>Otro sitio</title></head><body><main>
    <form method="post" action="${action}" enctype="${enctype}">
      <input name="name" value="Marta Giménez"><input name="email" value="marta@estudio.com.ar">
      <input name="message" value="Quiero sumar mi corralón.">
      <button>Enviar</button>
    </form></main></body></html>`
}

async function contactMessages() {
  const { db, schema } = await dbModules()
  return db.$count(schema.contactMessages)
}

test.describe('a form the site cannot take', () => {
  test('posted from another site, it gets a Spanish refusal page and nothing is stored', async ({ page, baseURL }) => {
    await page.route('http://otro-sitio.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: formPage(`${baseURL}/contacto`) }),
    )
    const before = await contactMessages()
    await page.goto('http://otro-sitio.example/')
    const [response] = await Promise.all([
      page.waitForResponse(`${baseURL}/contacto`),
      page.getByRole('button', { name: 'Enviar' }).click(),
    ])
    expect(response.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud rechazada' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
    await expect(page).toHaveTitle(/Solicitud rechazada \| RedObra/)
    expect(await contactMessages()).toBe(before)
  })

  test('sent as plain text from the site itself, it is refused as unreadable, and the page reads well at 360 px', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.route(`${baseURL}/formulario-de-prueba`, (route) =>
      route.fulfill({ contentType: 'text/html', body: formPage('/contacto', 'text/plain') }),
    )
    const before = await contactMessages()
    await page.goto('/formulario-de-prueba')
    const [response] = await Promise.all([
      page.waitForResponse(`${baseURL}/contacto`),
      page.getByRole('button', { name: 'Enviar' }).click(),
    ])
    expect(response.status()).toBe(415)
    await expect(page.getByRole('heading', { level: 1, name: 'Formato no admitido' })).toBeVisible()
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/No pudimos leer lo que enviaste/)
    expect(await page.locator('html').getAttribute('lang')).toBe('es-AR')
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
    expect(await contactMessages()).toBe(before)
  })
})

test.describe('a form an action refuses', () => {
  test('shows the refusal in its own words, not as a fault of the site', async ({ page, baseURL }) => {
    const form = `<!DOCTYPE html><html lang="es"><head><title>Prueba</title></head><body><main>
      <form method="post" action="/auth"><input name="intent" value="otra-cosa"><button>Enviar</button></form></main></body></html>`
    await page.route(`${baseURL}/formulario-de-prueba`, (route) => route.fulfill({ contentType: 'text/html', body: form }))
    await page.goto('/formulario-de-prueba')
    const [response] = await Promise.all([page.waitForResponse(`${baseURL}/auth`), page.getByRole('button', { name: 'Enviar' }).click()])
    expect(response.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos procesar tu pedido' })).toBeVisible()
    await expect(page.getByText('Acción desconocida')).toBeVisible()
    await expect(page.getByText('Algo salió mal de nuestro lado')).toHaveCount(0)
  })
})

test.describe('requests from tools', () => {
  test('every odd method, body type and origin gets its deliberate 4xx from the production server', async ({ request }) => {
    const cases: Array<{ method: string; path: string; headers?: Record<string, string>; data?: string; status: number }> = [
      { method: 'POST', path: '/contacto', headers: { 'Content-Type': 'application/json' }, data: '{"name":"x"}', status: 415 },
      { method: 'POST', path: '/auth', headers: { 'Content-Type': 'text/plain' }, data: 'intent=login', status: 415 },
      { method: 'POST', path: '/favoritos', data: '', status: 415 },
      { method: 'POST', path: '/perfil', headers: { Origin: 'https://evil.example' }, data: 'a=1', status: 403 },
      {
        method: 'POST',
        path: '/cotiza-ia',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        data: '--x\r\nroto',
        status: 400,
      },
      { method: 'POST', path: '/categorias', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'a=1', status: 405 },
      { method: 'PUT', path: '/contacto', status: 405 },
      { method: 'DELETE', path: '/favoritos', status: 405 },
      { method: 'PATCH', path: '/', status: 405 },
      { method: 'OPTIONS', path: '/healthz', status: 405 },
      { method: 'POST', path: '/functions/v1/ai-chat', headers: { 'Content-Type': 'text/plain' }, data: '{"message":"hola"}', status: 415 },
    ]
    for (const { method, path, headers, data, status } of cases) {
      const response = await request.fetch(path, { method, headers, data, maxRedirects: 0 })
      const body = await response.text()
      expect(response.status(), `${method} ${path}`).toBe(status)
      expect(body, `${method} ${path}`).toMatch(/[áéíóúñ]/)
      expect(body, `${method} ${path}`).not.toMatch(/at .+\.(js|ts|tsx):\d+/)
    }
  })
})
