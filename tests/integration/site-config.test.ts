import { afterEach, describe, expect, test, vi } from 'vitest'
import { DEMO_OPERATOR } from '~/site'

/** env.server reads process.env once, when first imported: each case imports a fresh copy. */
async function freshModule<T>(path: string): Promise<T> {
  vi.resetModules()
  return (await import(/* @vite-ignore */ path)) as T
}
const freshEnv = () => freshModule<typeof import('~/utils/env.server')>('~/utils/env.server')

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe("the operator's details", () => {
  test('unset, the site keeps the demo values, which say they are a demo', async () => {
    for (const name of ['OPERATOR_NAME', 'CONTACT_EMAIL', 'OPERATOR_PHONE', 'OPERATOR_WHATSAPP', 'OPERATOR_ADDRESS']) vi.stubEnv(name, undefined)
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
