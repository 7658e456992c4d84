import { afterEach, describe, expect, test, vi } from 'vitest'
import { DEMO_OPERATOR } from '~/site'

/** env.server reads process.env once, when first imported: each case imports a fresh copy. */
async function freshModule<T>(path: string): Promise<T> {
  vi.resetModules()
  return (await import(/* @vite-ignore */ path)) as T
}
const freshEnv = () => freshModule<typeof import('~/server/env.server')>('~/server/env.server')
const freshCsp = async () =>
  (await freshModule<typeof import('~/server/security-headers.server')>('~/server/security-headers.server')).securityHeaders({
    nonce: 'n0nce',
  })['Content-Security-Policy']!
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe("the operator's details", () => {
  test('unset, the site keeps the demo values, which say they are a demo', async () => {
    for (const name of ['OPERATOR_NAME', 'CONTACT_EMAIL', 'OPERATOR_PHONE', 'OPERATOR_WHATSAPP', 'OPERATOR_ADDRESS'])
      vi.stubEnv(name, undefined)
    const { env } = await freshEnv()
    expect(env.operator).toEqual(DEMO_OPERATOR)
    expect(env.operator.name).toMatch(/demo/i)
    expect(env.operator.address).toMatch(/demo/i)
  })

  test('set, they are read and phones are stored in E.164', async () => {
    vi.stubEnv('OPERATOR_NAME', 'Obras del Plata S.R.L.')
    vi.stubEnv('CONTACT_EMAIL', 'hola@obrasdelplata.com.ar')
    vi.stubEnv('OPERATOR_PHONE', '(011) 4321-9876')
    vi.stubEnv('OPERATOR_WHATSAPP', '11 15-6543-2109')
    vi.stubEnv('OPERATOR_ADDRESS', 'Av. Belgrano 1500, C1093 CABA')
    const { env } = await freshEnv()
    expect(env.operator).toEqual({
      name: 'Obras del Plata S.R.L.',
      email: 'hola@obrasdelplata.com.ar',
      phone: '+541143219876',
      whatsapp: '+5491165432109',
      address: 'Av. Belgrano 1500, C1093 CABA',
    })
  })

  test.each([
    ['OPERATOR_PHONE', '4321-9876', 'OPERATOR_PHONE'],
    ['OPERATOR_PHONE', 'llamanos', 'OPERATOR_PHONE'],
    ['OPERATOR_WHATSAPP', '(011) 4321-9876', 'OPERATOR_WHATSAPP'],
    ['CONTACT_EMAIL', 'no-es-un-correo', 'CONTACT_EMAIL'],
    ['OPERATOR_NAME', '', 'OPERATOR_NAME'],
    ['OPERATOR_ADDRESS', '   ', 'OPERATOR_ADDRESS'],
  ])('%s=%j stops the start with a message that names it', async (name, value, named) => {
    vi.stubEnv(name, value)
    await expect(freshEnv()).rejects.toThrow(new RegExp(`Invalid environment[\\s\\S]*${named}`))
  })
})

describe('the analytics script', () => {
  test('unset, nothing is loaded and the policy allows our own origin alone', async () => {
    vi.stubEnv('ANALYTICS_SCRIPT_URL', undefined)
    vi.stubEnv('ANALYTICS_SITE_ID', undefined)
    expect((await freshEnv()).env.analytics).toBeNull()
    const csp = await freshCsp()
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })

  test('set, the policy allows exactly its origin for scripts and for the events it sends', async () => {
    vi.stubEnv('ANALYTICS_SCRIPT_URL', 'https://estadisticas.example.com.ar/js/script.js')
    vi.stubEnv('ANALYTICS_SITE_ID', 'redobra.com.ar')
    expect((await freshEnv()).env.analytics).toEqual({
      scriptUrl: 'https://estadisticas.example.com.ar/js/script.js',
      siteId: 'redobra.com.ar',
      origin: 'https://estadisticas.example.com.ar',
    })
    const csp = await freshCsp()
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://estadisticas.example.com.ar 'nonce-n0nce'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://estadisticas.example.com.ar")
    expect(csp.match(/estadisticas/g)).toHaveLength(2)
  })

  test.each([
    ['not a URL', { ANALYTICS_SCRIPT_URL: 'script.js', ANALYTICS_SITE_ID: 'redobra.com.ar' }, 'ANALYTICS_SCRIPT_URL'],
    [
      'a scheme other than http(s)',
      { ANALYTICS_SCRIPT_URL: 'javascript:alert(1)', ANALYTICS_SITE_ID: 'redobra.com.ar' },
      'ANALYTICS_SCRIPT_URL',
    ],
    [
      'a URL without a site id',
      { ANALYTICS_SCRIPT_URL: 'https://estadisticas.example.com.ar/js/script.js' },
      'ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID together',
    ],
    ['a site id without a URL', { ANALYTICS_SITE_ID: 'redobra.com.ar' }, 'ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID together'],
    [
      'a site id with a quote',
      { ANALYTICS_SCRIPT_URL: 'https://a.example.com/s.js', ANALYTICS_SITE_ID: 'x" onload="alert(1)' },
      'ANALYTICS_SITE_ID',
    ],
  ])('%s stops the start', async (_, values: Record<string, string>, message) => {
    vi.stubEnv('ANALYTICS_SCRIPT_URL', undefined)
    vi.stubEnv('ANALYTICS_SITE_ID', undefined)
    for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
    await expect(freshEnv()).rejects.toThrow(message)
  })
})
