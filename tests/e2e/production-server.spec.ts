/*
 * What an operator relies on from server.js itself: one JSON log line per request with nothing
 * personal in it, compressed pages, kept-alive connections that outlast a proxy's and survive a
 * refused body, and a stop on SIGTERM that lets the requests in flight finish, refuses new
 * connections, exits with 0 and leaves the database closed (its -wal folded in and removed).
 * The spec runs its own server (two worker processes, as production may) on a fresh folder.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { openDatabase } from '../../app/server/sqlite.server'
import { createAccount, TEST_PASSWORD } from '../setup/factories'
import { childPids } from '../setup/processes'
import { startOwnServer } from './own-server'

type LogLine = { event: string; method: string; path: string; status: number; ms: number; aborted?: boolean }

let server: ChildProcess
let ORIGIN: string
let DATABASE: string
let stdout = ''
let stderr = ''
const exited = () =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })))
const logLines = () =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.event === 'request')

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  const started = startOwnServer('production-server', 8, {
    // The default: addresses come from the socket, X-Forwarded-For is not believed.
    TRUST_PROXY: '',
    SEED_DEMO_DATA: 'false',
  })
  server = started.server
  ORIGIN = started.origin
  DATABASE = started.database
  server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // Started: both workers listen (the first answers /healthz before the second is up).
  await expect.poll(() => stdout, { timeout: 90_000 }).toContain('"event":"server-started","workers":2')
  expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true)
})

test.afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
})

/**
 * A sign-in (a full scrypt hash, about 0.4 s). With `hold` it sends the headers and half the body
 * and holds the rest until `finish()`, so the request stays in flight for as long as the test needs.
 */
function signIn(email: string, { hold = false } = {}) {
  const body = new URLSearchParams({ intent: 'login', email, password: TEST_PASSWORD }).toString()
  const half = Math.floor(body.length / 2)
  let request!: http.ClientRequest
  const answered = new Promise<{ status: number; cookie: string; at: number }>((resolve, reject) => {
    request = http.request(
      `${ORIGIN}/auth`,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode!, cookie: String(response.headers['set-cookie'] ?? ''), at: performance.now() }),
        )
      },
    )
    request.on('error', reject)
  })
  const connected = new Promise<void>((resolve) => request.once('socket', (socket) => socket.once('connect', () => resolve())))
  if (hold) request.write(body.slice(0, half))
  else request.end(body)
  return { answered, connected, finish: () => request.end(body.slice(half)) }
}

/**
 * A request on a connection of its own (fetch would reuse a kept-alive one): its status or its
 * error code, or "no answer" after a second. A connection that arrives in the instant the workers
 * stop listening can be left by Node's cluster without a worker until the primary exits (the
 * primary re-queues it after its listener is gone): for the stop, that attempt is just not refused yet.
 */
function newConnection() {
  return new Promise<string>((resolve) => {
    const request = http
      .get(`${ORIGIN}/healthz`, { agent: false }, (response) => {
        response.resume()
        resolve(String(response.statusCode))
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)))
    request.setTimeout(1_000, () => {
      resolve('no answer')
      request.destroy()
    })
  })
}

test('request log lines are JSON with method, path, status and time, and hold no query, address, e-mail or cookie', async () => {
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'constructor', businessName: 'Constructora del Registro' })
  db.$client.close()

  const secrets = { token: 'TOKEN-SECRETO-8f3a', email: 'vecina.privada@ejemplo.com.ar', address: '203.0.113.77', cookie: 'galleta-9b1c' }
  const reset = await fetch(`${ORIGIN}/auth/restablecer?token=${secrets.token}&email=${encodeURIComponent(secrets.email)}`, {
    headers: { 'X-Forwarded-For': secrets.address, Cookie: `ro_session=${secrets.cookie}` },
  })
  expect(reset.status).toBeLessThan(500)
  const signedIn = await signIn(user.email).answered
  expect(signedIn.status).toBe(302)
  const session = signedIn.cookie.match(/ro_session=([^;]+)/)?.[1]
  expect(session, 'the sign-in sets the session cookie').toBeTruthy()
  expect((await fetch(`${ORIGIN}/perfil`, { headers: { Cookie: `ro_session=${session}` }, redirect: 'manual' })).status).toBe(200)

  await expect.poll(() => logLines().filter((line) => line.path === '/perfil').length).toBe(1)
  const lines = logLines()
  for (const line of lines) {
    expect(line).toEqual(
      expect.objectContaining({ method: expect.any(String), path: expect.any(String), status: expect.any(Number), ms: expect.any(Number) }),
    )
  }
  expect(lines).toContainEqual(expect.objectContaining({ method: 'GET', path: '/auth/restablecer', status: reset.status }))
  expect(lines).toContainEqual(expect.objectContaining({ method: 'POST', path: '/auth', status: 302 }))
  expect(lines).toContainEqual(expect.objectContaining({ method: 'GET', path: '/perfil', status: 200 }))
  for (const secret of [...Object.values(secrets), user.email, session!, TEST_PASSWORD, 'token=', 'ro_session', '127.0.0.1', '::1']) {
    expect(stdout, `the log must not contain ${secret}`).not.toContain(secret)
  }
  expect(stdout).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/)
})

test('an address no page has (a bad escape, the old ?_data= protocol) is a quiet 404 with the security headers; nothing on stderr', async () => {
  const addresses = [
    '/%zz/vecina.privada@ejemplo.com.ar',
    '/solicitudes/%ff',
    '/auth?_data=routes%2Fauth',
    '/PublicarMateriales?_data=routes%2FPublicarMateriales',
    '/solicitudes/1?_data=routes%2Fsolicitudes.%24id',
  ]
  for (const address of addresses) {
    const answer = await fetch(`${ORIGIN}${address}`)
    expect(answer.status, address).toBe(404)
    expect(answer.headers.get('Content-Security-Policy'), address).toContain("default-src 'self'")
    expect(await answer.text(), address).toContain('Página no encontrada')
  }
  await expect.poll(() => logLines().filter((line) => line.status === 404).length).toBeGreaterThanOrEqual(addresses.length)
  expect(stdout).not.toContain('vecina.privada@ejemplo.com.ar')
  expect(stderr).toBe('')

  // A refusal a resource route throws itself (the statistics CSV is premium) carries them too.
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'constructor', plan: 'free', businessName: 'Constructora sin Estadísticas' })
  db.$client.close()
  const session = (await signIn(user.email).answered).cookie.match(/ro_session=[^;]+/)![0]
  const refused = await fetch(`${ORIGIN}/perfil/estadisticas.csv`, { headers: { Cookie: session } })
  expect(refused.status).toBe(403)
  expect(refused.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
  expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff')
})

test('pages come compressed with brotli or gzip and decompress to the whole page', async () => {
  // Raw bytes as they travel (fetch would decompress them itself); the nonce differs per answer.
  const get = (encoding: string) =>
    new Promise<{ encoding: string | undefined; html: string }>((resolve, reject) => {
      http
        .get(`${ORIGIN}/?q=hormigon`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const body = Buffer.concat(chunks)
            const encoded = response.headers['content-encoding']
            const html = (encoded === 'br' ? zlib.brotliDecompressSync(body) : encoded === 'gzip' ? zlib.gunzipSync(body) : body).toString()
            resolve({ encoding: encoded, html: html.replace(/nonce="[^"]*"/g, '') })
          })
        })
        .on('error', reject)
    })
  const plain = await get('identity')
  expect(plain.encoding).toBeUndefined()
  expect(plain.html).toContain('</html>')
  for (const encoding of ['br', 'gzip']) {
    const compressed = await get(encoding)
    expect(compressed.encoding).toBe(encoding)
    expect(compressed.html).toBe(plain.html)
  }
})

test('a kept-alive connection left idle longer than the usual 5 s still takes the next request', async () => {
  // A client or proxy that keeps connections open may send on one at any moment: closing it on
  // the server side at that instant resets the request.
  test.setTimeout(30_000)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<{ status: number; keepAlive: string; port: number }>((resolve, reject) => {
      http
        .get(`${ORIGIN}/healthz`, { agent }, (response) => {
          const port = response.socket.localPort!
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode!, keepAlive: String(response.headers['keep-alive']), port }))
        })
        .on('error', reject)
    })
  try {
    const first = await get()
    expect(first.status).toBe(200)
    expect(first.keepAlive).toBe('timeout=130')
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    const second = await get()
    expect(second.status).toBe(200)
    expect(second.port, 'the same connection answered').toBe(first.port)
  } finally {
    agent.destroy()
  }
})

/** One connection, written to and read from as raw HTTP/1.1, as a browser reusing it would. */
function rawConnection() {
  const socket = net.connect(Number(new URL(ORIGIN).port), 'localhost')
  let received = ''
  let closed = false
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.on('close', () => (closed = true))
  socket.on('error', () => {})
  return {
    send: (bytes: string | Buffer) => socket.write(bytes),
    /** The statuses answered so far on this connection (a page does not end with a line break: no `^`). */
    statuses: () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])),
    closed: () => closed,
    destroy: () => socket.destroy(),
  }
}

test('a form refused before its body was read leaves the connection ready for the next request', async () => {
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'proveedor', businessName: 'Logos Enormes' })
  db.$client.close()
  const session = (await signIn(user.email).answered).cookie.match(/ro_session=[^;]+/)![0]

  const post = (path: string, headers: string, body: Buffer) =>
    Buffer.concat([Buffer.from(`POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Length: ${body.length}\r\n\r\n`), body])
  // Refused by its Content-Length, before a byte is read: a contact form over the forms' limit.
  const tooLargeForm = (bytes: number) => post('/contacto', 'Content-Type: application/x-www-form-urlencoded\r\n', Buffer.alloc(bytes, 'm'))
  // Refused half-way through the body: a logo over 5 MB, stopped at the file's limit.
  const boundary = 'limite-de-prueba'
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const tooLargeLogo = post(
    '/perfil?tab=personal&editar',
    `Cookie: ${session}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n`,
    Buffer.concat([
      Buffer.from(
        field('intent', 'guardar-perfil') +
          field('businessName', 'Logos Enormes SRL') +
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="enorme.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      pngSignature,
      Buffer.alloc(6 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  )

  for (const [refused, request] of [
    ['form', tooLargeForm(300_000)],
    ['logo', tooLargeLogo],
  ] as const) {
    const connection = rawConnection()
    try {
      connection.send(request)
      await expect.poll(connection.statuses, { message: refused }).toEqual([413])
      connection.send('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await expect.poll(connection.statuses, { message: `after the refused ${refused}, the next request is answered` }).toEqual([413, 200])
      expect(connection.closed()).toBe(false)
    } finally {
      connection.destroy()
    }
  }

  // A body far beyond any form's size still gets its refusal, then its connection is closed.
  const huge = rawConnection()
  try {
    huge.send(tooLargeForm(40 * 1024 * 1024))
    await expect.poll(huge.statuses).toEqual([413])
    await expect.poll(huge.closed).toBe(true)
  } finally {
    huge.destroy()
  }
})

/** Sends `body` on a connection of its own, 64 KB at a time: the status and how long until it was answered. */
function postBody(path: string, headers: http.OutgoingHttpHeaders, body: Buffer) {
  const started = performance.now()
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    let answered = false
    const request = http.request(`${ORIGIN}${path}`, { method: 'POST', agent: false, headers }, (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode!, ms: performance.now() - started })
    })
    // The server may close the connection once it has answered and dropped 32 MB: not an error of the test.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    request.on('close', () => answered || reject(new Error(`${path}: the connection closed without an answer`)))
    let offset = 0
    const writeMore = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, (offset += 64 * 1024))
        if (!request.write(chunk)) return void request.once('drain', writeMore)
      }
      request.end()
    }
    writeMore()
  })
}

/** /healthz ten times, each on a new connection: how long each took. */
async function healthTimes() {
  const times: number[] = []
  for (let i = 0; i < 10; i++) {
    const started = performance.now()
    expect(await newConnection()).toBe('200')
    times.push(performance.now() - started)
  }
  return times
}

test('a chunked 12 MB form of 4 million empty fields is refused at the forms limit, and /healthz stays fast meanwhile', async () => {
  const refused = postBody(
    '/contacto',
    { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
    Buffer.from('x=&'.repeat(4_000_000)),
  )
  const times = await healthTimes()
  expect((await refused).status).toBe(413)
  expect(Math.max(...times), `/healthz times: ${times.map(Math.round).join(', ')} ms`).toBeLessThan(250)
})

test('a 13 MB upload of 200,000 empty parts is refused fast, signed out and signed in, and /healthz stays fast meanwhile', async () => {
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'proveedor', businessName: 'Partes Vacías' })
  db.$client.close()
  const session = (await signIn(user.email).answered).cookie.match(/ro_session=[^;]+/)![0]
  const boundary = 'partes-vacias'
  const body = Buffer.from(
    `${`--${boundary}\r\nContent-Disposition: form-data; name="vacio"\r\n\r\n\r\n`.repeat(200_000)}--${boundary}--\r\n`,
  )
  expect(body.length).toBeGreaterThan(13_000_000)
  const type = `multipart/form-data; boundary=${boundary}`
  for (const [who, headers, expected] of [
    ['signed out', { 'Content-Type': type, 'Content-Length': body.length }, 302],
    ['signed in', { 'Content-Type': type, 'Content-Length': body.length, Cookie: session }, 413],
  ] as const) {
    const answered = postBody('/PublicarMateriales', headers, body)
    const times = await healthTimes()
    const { status, ms } = await answered
    test.info().annotations.push({
      type: 'figures',
      description: `${who}: answered ${status} in ${Math.round(ms)} ms; /healthz ${times.map(Math.round).join(', ')} ms`,
    })
    expect(status, who).toBe(expected)
    // Refused at the session check or the parts cap, not after 200,000 parts (seconds, with /healthz waiting as long).
    const health = `${who}: /healthz times: ${times.map(Math.round).join(', ')} ms`
    expect(ms, `${who}: time to answer`).toBeLessThan(1_500)
    expect(times.toSorted((a, b) => a - b)[times.length / 2], health).toBeLessThan(250)
    expect(Math.max(...times), health).toBeLessThan(1_000)
  }
})

test('a client that closes its connection after each answer gets the refusal of an upload it is still sending, not a reset', async () => {
  // Node's client sends `Connection: close` without an agent, as a proxy may. Closing on unread
  // bytes made the kernel reset the connection, and the client lost the answer about one time in six.
  const body = Buffer.alloc(13_000_000, 'a')
  const headers = { 'Content-Type': 'multipart/form-data; boundary=nunca', 'Content-Length': body.length }
  for (let attempt = 1; attempt <= 20; attempt++) {
    const answer = await postBody('/PublicarMateriales', headers, body)
    expect(answer.status, `attempt ${attempt}`).toBe(302)
  }
})

test('a signed-out 13 MB multipart of 200,000 empty parts to /perfil is refused without being read, and /healthz stays fast meanwhile', async () => {
  const part = '--tope\r\nContent-Disposition: form-data; name="relleno-vacio-x"\r\n\r\n\r\n'
  const body = Buffer.from(`${part.repeat(200_000)}--tope--\r\n`)
  const started = performance.now()
  const refused = new Promise<{ status: number; ms: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request(
      `${ORIGIN}/perfil?tab=personal&editar`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'multipart/form-data; boundary=tope', 'Content-Length': body.length } },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode!, ms: performance.now() - started, location: response.headers.location })
      },
    )
    // The server may close the connection once it has answered, with most of the body unsent: not an error of the test.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    request.end(body)
  })
  const healthTimes: number[] = []
  for (let i = 0; i < 10; i++) {
    const asked = performance.now()
    expect(await newConnection()).toBe('200')
    healthTimes.push(performance.now() - asked)
  }
  const answer = await refused
  test.info().annotations.push({
    type: 'figures',
    description: `${body.length} bytes; answered in ${Math.round(answer.ms)} ms; /healthz ${healthTimes.map(Math.round).join(', ')} ms`,
  })
  expect(answer.status).toBe(302)
  expect(answer.location).toMatch(/^\/auth\?redirectTo=/)
  expect(answer.ms, 'answered before the body could have been read').toBeLessThan(1000)
  // Parsing the parts would hold a worker for seconds; a busy shared machine adds a few hundred ms at most.
  expect(Math.max(...healthTimes), `/healthz times: ${healthTimes.map(Math.round).join(', ')} ms`).toBeLessThan(1000)
})

test('a worker that dies is replaced at once, while the other worker finishes its requests and new ones are all answered', async () => {
  test.setTimeout(60_000)
  const db = openDatabase(DATABASE)
  const users = Array.from(
    { length: 6 },
    (_, n) => createAccount(db, { role: 'constructor', businessName: `Constructora Sobreviviente ${n}` }).user,
  )
  db.$client.close()
  const workers = childPids(server.pid!)
  expect(workers).toHaveLength(2)

  // Sign-ins held open on both workers: connections arriving one at a time on an idle server are
  // dealt to the workers in turn (in a burst, one worker can take them all).
  const held: ReturnType<typeof signIn>[] = []
  for (const user of users) {
    const request = signIn(user.email, { hold: true })
    held.push(request)
    await request.connected
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Steady traffic, each request on a connection of its own, from before the death to after the replacement.
  let traffic = true
  const answers: { startedAfterDeath: boolean; result: string }[] = []
  let deathSeen = false
  const clients = Array.from({ length: 4 }, async () => {
    while (traffic) {
      const startedAfterDeath = deathSeen
      answers.push({ startedAfterDeath, result: await newConnection() })
    }
  })
  const outcomes = held.map((request) =>
    request.answered.then(
      (answer) => answer.status,
      () => 'lost' as const,
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, 1_000))

  const [dying] = workers
  process.kill(dying!, 'SIGKILL')
  // The primary's log line for it, one JSON event.
  await expect.poll(() => stderr, { timeout: 10_000 }).toMatch(/"event":"worker-died".*"signal":"SIGKILL"/)
  deathSeen = true
  for (const request of held) request.finish()
  const statuses = await Promise.all(outcomes)
  await expect.poll(() => childPids(server.pid!).length, { timeout: 30_000 }).toBe(2)
  expect(childPids(server.pid!)).not.toContain(dying)
  // Some traffic after the new worker is up.
  const countAfter = answers.length
  await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThan(countAfter + 20)
  traffic = false
  await Promise.all(clients)

  test
    .info()
    .annotations.push({ type: 'figures', description: `held sign-ins: ${statuses.join(', ')}; ${answers.length} requests of traffic` })
  // The sign-ins on the surviving worker all finish; only those on the killed one are lost.
  expect(statuses.filter((status) => status === 302).length, 'sign-ins finished on the other worker').toBeGreaterThanOrEqual(1)
  expect(statuses.every((status) => status === 302 || status === 'lost')).toBe(true)
  const afterDeath = answers.filter((answer) => answer.startedAfterDeath)
  expect(afterDeath.length).toBeGreaterThan(20)
  expect(
    afterDeath.filter((answer) => answer.result !== '200'),
    'every request after the death is answered',
  ).toEqual([])
  // The death is the one line this test expects on stderr; the stop below checks that nothing else is there.
  stderr = stderr.replace(/^\{[^\n]*"event":"worker-died"[^\n]*\n/m, '')
})

test('SIGTERM: requests in flight finish, new connections are refused, exit code 0, the database is closed', async () => {
  test.setTimeout(60_000)
  const db = openDatabase(DATABASE)
  const users = Array.from(
    { length: 2 },
    (_, n) => createAccount(db, { role: 'constructor', businessName: `Constructora en Vuelo ${n}` }).user,
  )
  db.$client.close()
  expect(fs.existsSync(`${DATABASE}-wal`), 'the running server keeps a -wal').toBe(true)

  const signIns = users.map((user) => signIn(user.email, { hold: true }))
  // Let the workers take the connections and start on the requests before the stop.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const stopped = exited()
  const linesBefore = logLines().length
  server.kill('SIGTERM')

  await expect
    .poll(newConnection, { message: 'a new connection after SIGTERM is refused', timeout: 5_000, intervals: [50] })
    .toBe('ECONNREFUSED')
  for (const request of signIns) request.finish()
  const answers = await Promise.all(signIns.map((request) => request.answered))
  for (const answer of answers) {
    expect(answer.status, 'a sign-in in flight still completes').toBe(302)
    expect(answer.cookie).toMatch(/ro_session=[^;]+/)
  }

  expect(await stopped).toEqual({ code: 0, signal: null })
  const finished = logLines()
    .slice(linesBefore)
    .filter((line) => line.method === 'POST' && line.path === '/auth')
  expect(finished).toHaveLength(users.length)
  expect(finished.every((line) => line.status === 302 && !line.aborted)).toBe(true)
  expect(fs.existsSync(`${DATABASE}-wal`), 'the -wal was checkpointed and removed on close').toBe(false)
  expect(fs.existsSync(`${DATABASE}-shm`)).toBe(false)
  expect(stderr).toBe('')
})
