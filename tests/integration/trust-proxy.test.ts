import { spawn } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { parseTrustProxy } from '../../server/trust-proxy.js'

describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['172.16.0.0/12', ['172.16.0.0/12']],
    ['fd00::/8,uniquelocal', ['fd00::/8', 'uniquelocal']],
  ])('%j is understood as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected)
  })

  test.each(['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.0/8/1', '1.2.3'])(
    '%j is refused, saying what to give instead',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/^Invalid environment: TRUST_PROXY.*number of proxies in front/)
    },
  )

  test('the server refuses to start with TRUST_PROXY=true and says why', async () => {
    const child = spawn(process.execPath, ['server.js'], {
      env: { ...process.env, TRUST_PROXY: 'true', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    clearTimeout(timer)
    expect(code).toBe(1)
    expect(stderr).toContain('TRUST_PROXY=true would let any client choose its address in X-Forwarded-For')
  })
})
