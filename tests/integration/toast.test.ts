import { describe, expect, test } from 'vitest'
import { createToastHeaders, getToast, redirectWithToast } from '~/server/toast.server'

function cookieFrom(headers: Headers) {
  return headers.get('Set-Cookie')!.split(';')[0]!
}

describe('flash toasts', () => {
  test('a toast set on one response is read once on the next request, then cleared', async () => {
    const set = await createToastHeaders({ type: 'success', title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' })
    const request = new Request('http://localhost/', { headers: { Cookie: cookieFrom(set) } })
    const { toast, headers } = await getToast(request)
    expect(toast).toMatchObject({ type: 'success', title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' })
    expect(toast?.id).toEqual(expect.any(String))
    expect(headers?.get('Set-Cookie')).toMatch(/ro_toast=;.*Expires=Thu, 01 Jan 1970/)
  })

  test('redirectWithToast redirects and carries the toast cookie', async () => {
    const response = await redirectWithToast('/perfil', { title: '¡Servicio publicado!' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/perfil')
    const { toast } = await getToast(new Request('http://localhost/perfil', { headers: { Cookie: cookieFrom(response.headers) } }))
    expect(toast).toMatchObject({ type: 'info', title: '¡Servicio publicado!' })
  })

  test('a forged or missing cookie yields no toast', async () => {
    expect((await getToast(new Request('http://localhost/'))).toast).toBeNull()
    const forged = new Request('http://localhost/', { headers: { Cookie: 'ro_toast=eyJ0b2FzdCI6e319.firma' } })
    expect((await getToast(forged)).toast).toBeNull()
  })
})
