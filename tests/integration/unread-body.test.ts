/*
 * The server's handling of bodies left unread by an early answer (server/unread-body.js) must not
 * hold on to the requests of a kept-alive connection: one connection from a proxy serves thousands
 * of requests, and keeping each of them grew every worker by about 20 KB a request, without bound.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { dropUnreadBody } from '../../server/unread-body.js'

v8.setFlagsFromString('--expose-gc')
const collectGarbage = vm.runInNewContext('gc') as () => void

const served: WeakRef<object>[] = []
let server: http.Server
let origin: string
// One connection for every request, as a proxy keeps it alive.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  const app = express()
  app.use(dropUnreadBody)
  app.use((req, res) => {
    served.push(new WeakRef(req))
    // Like a refusal or a redirect to sign in: answered without reading the body.
    res.status(req.method === 'POST' ? 413 : 200).end('ok')
  })
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  agent.destroy()
  server.close()
})

function ask(method: 'GET' | 'POST', body?: Buffer) {
  return new Promise<{ status: number; socket: object }>((resolve, reject) => {
    const request = http.request(
      `${origin}/`,
      { method, agent, headers: body ? { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length } : {} },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode!, socket: request.socket! }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

async function stillHeld() {
  // Let the connection's events settle, then collect twice (weak references clear between turns).
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
  }
  return served.filter((ref) => ref.deref() !== undefined).length
}

test('a kept-alive connection holds on to none of the requests it has answered', async () => {
  const sockets = new Set<object>()
  for (let i = 0; i < 300; i++) {
    // Every tenth one has a body still arriving when it is answered, and is answered all the same.
    const { status, socket } = await (i % 10 === 9 ? ask('POST', Buffer.alloc(64 * 1024, 'a')) : ask('GET'))
    expect(status).toBe(i % 10 === 9 ? 413 : 200)
    sockets.add(socket)
  }
  expect(sockets.size, 'all on one connection').toBe(1)
  expect(served).toHaveLength(300)
  // At most the request being answered last may still be referenced by the connection.
  expect(await stillHeld()).toBeLessThanOrEqual(1)
})
