/*
 * Answer times of the forms that take an e-mail address, for an address with an account and one
 * without, against the production build: the two medians should not tell them apart.
 * Run: npm run build && npx tsx tests/bench/account-existence.ts (port BENCH_PORT, default 3197).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.BENCH_PORT ?? 3197)
const origin = `http://localhost:${PORT}`
const ROUNDS = Number(process.env.ROUNDS ?? 40)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-existence-'))
const env = { DATABASE_PATH: path.join(dir, 'redobra.db'), UPLOADS_DIR: path.join(dir, 'uploads'), SESSION_SECRET: 'bench-secret' }
Object.assign(process.env, env)

const server = spawn(process.execPath, ['server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...env, PORT: String(PORT), APP_URL: origin, TRUST_PROXY: 'loopback', WEB_CONCURRENCY: '1' },
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

let ip = 0
async function timePost(pathname: string, fields: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'X-Forwarded-For': `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    },
    body: new URLSearchParams(fields),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

try {
  await waitForServer()
  const { db } = await import('../../app/server/db.server')
  const { createAccount } = await import('../setup/factories')
  const forms: [string, string, (email: string) => Record<string, string>][] = [
    ['password reset', '/auth/recuperar', (email) => ({ email })],
    ['verification resend', '/auth', (email) => ({ intent: 'resend-verification', email })],
    ['sign-in link', '/auth', (email) => ({ intent: 'sign-in-link', email })],
    [
      'sign-up',
      '/auth',
      (email) => ({
        intent: 'signup',
        email,
        password: 'tejas coloniales del sur',
        businessName: 'Medición',
        userRole: 'constructor',
        acceptTerms: 'on',
      }),
    ],
  ]
  for (const [name, pathname, fields] of forms) {
    const times = { account: [] as number[], none: [] as number[] }
    const statuses = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh pair each round, so the per-account limits never answer instead of the form.
      const { user } = createAccount(db, { verified: false, email: `bench-${name.replaceAll(' ', '-')}-${round}@obra.com.ar` })
      const missing = `nadie-${name.replaceAll(' ', '-')}-${round}@obra.com.ar`
      const order = round % 2 ? [user.email, missing] : [missing, user.email]
      for (const email of order) {
        const { ms, status } = await timePost(pathname, fields(email))
        times[email === missing ? 'none' : 'account'].push(ms)
        statuses.add(`${email === missing ? 'none' : 'account'} ${status}`)
      }
    }
    console.info(
      `${name}: median ${median(times.account).toFixed(1)} ms with an account, ${median(times.none).toFixed(1)} ms without (${ROUNDS} each; ${[...statuses].join(', ')})`,
    )
  }
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dir, { recursive: true, force: true })
}
