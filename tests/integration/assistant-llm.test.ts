import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { answer, MODEL_UNAVAILABLE_NOTICE, type HistoryMessage } from '~/models/assistant.server'
import type { ChatCompletionMessage, LanguageModelBackend } from '~/server/chat-completions.server'
import { db } from '~/server/db.server'
import { createListing, resetDatabase } from '../setup/factories'

/*
 * The language-model path against a small OpenAI-compatible server run here: each test queues
 * what the server answers and reads what it received.
 */

type Received = {
  path: string
  headers: http.IncomingHttpHeaders
  body: { model: string; messages: ChatCompletionMessage[]; tools?: { function: { name: string } }[] }
}
type Reply = { status?: number; body?: unknown; raw?: string; hang?: boolean }
type Handler = (request: Received) => Reply

let server: http.Server
let baseUrl = ''
let handlers: Handler[] = []
let received: Received[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let data = ''
    request.on('data', (chunk: Buffer) => (data += chunk.toString()))
    request.on('end', () => {
      const entry: Received = { path: request.url ?? '', headers: request.headers, body: JSON.parse(data) as Received['body'] }
      received.push(entry)
      const reply = handlers.shift()?.(entry) ?? { status: 500, raw: 'no handler queued' }
      if (reply.hang) return
      response.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
      response.end(reply.raw ?? JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  resetDatabase(db)
  handlers = []
  received = []
})

const backend = (values: Partial<LanguageModelBackend> = {}): LanguageModelBackend => ({
  baseUrl,
  model: 'modelo-de-prueba',
  timeoutMs: 5000,
  ...values,
})
const text = (content: string): Reply => ({ body: { choices: [{ message: { role: 'assistant', content } }] } })
const toolCall = (id: string, name: string, args: unknown): Reply => ({
  body: {
    choices: [
      {
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
  },
})
const toolResult = (request: Received, id: string) =>
  request.body.messages.find((message) => message.role === 'tool' && message.tool_call_id === id)?.content ?? ''

/** A failure is logged, not thrown: the test expects exactly one error line. */
function expectLoggedFailure() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => {
    expect(spy).toHaveBeenCalledTimes(1)
    expect(String(spy.mock.calls[0]?.[0])).toContain('"event":"assistant-model-failed"')
  }
}

const WALL = 'pared de 12 m2 de ladrillo hueco del 12'
// The estimator's figure for WALL: 12 × 15 × 1,05 to 12 × 16 × 1,1.
const WALL_BRICKS = '189–212 u'

describe('the language model answers', () => {
  test('its text is the reply; it gets the Spanish system prompt, the conversation and both tools', async () => {
    handlers.push(() => text('  Para 12 m² vas a necesitar unos 200 ladrillos huecos.  '))
    const history: HistoryMessage[] = [
      { isUser: true, text: 'hola' },
      { isUser: false, text: '¡Hola! ¿Qué querés construir?' },
    ]
    const reply = await answer(WALL, history, { db, backend: backend() })
    expect(reply).toBe('Para 12 m² vas a necesitar unos 200 ladrillos huecos.')

    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.path).toBe('/v1/chat/completions')
    expect(request?.body.model).toBe('modelo-de-prueba')
    const messages = request?.body.messages ?? []
    expect(messages[0]?.role).toBe('system')
    expect(messages[0]?.content).toContain('construcción en Buenos Aires, Argentina')
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'hola' },
      { role: 'assistant', content: '¡Hola! ¿Qué querés construir?' },
      { role: 'user', content: WALL },
    ])
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual(['estimar_materiales', 'buscar_proveedores'])
  })

  test('a call to the estimator tool is answered with the estimator’s figures, then the model’s text is used', async () => {
    handlers.push(() => toolCall('call_1', 'estimar_materiales', { pedido: WALL }))
    handlers.push((request) => {
      const result = toolResult(request, 'call_1')
      // The server checks what it got back, as a real model would read it.
      return result.includes(WALL_BRICKS) && result.includes('(/mamposteria/ladrillos-y-bloques/ladrillos-huecos)')
        ? text(`Según el estimador: ${WALL_BRICKS.replace(' u', '')} ladrillos.`)
        : { status: 400, body: { error: 'tool result without the figures' } }
    })
    expect(await answer('¿cuántos ladrillos para mi pared de 12 m2?', [], { db, backend: backend() })).toBe(
      'Según el estimador: 189–212 ladrillos.',
    )
    expect(received).toHaveLength(2)
    const assistantTurn = received[1]?.body.messages.find((message) => message.role === 'assistant')
    expect(assistantTurn).toMatchObject({ tool_calls: [{ id: 'call_1', function: { name: 'estimar_materiales' } }] })
  })

  test('a call to the directory search gets the first listings with sector, zone and profile link, within the zones asked', async () => {
    const near = createListing(db, {
      businessName: 'Corralón Los Andes',
      sectorSlug: 'mamposteria',
      subsectorSlug: 'corralones',
      divisionSlug: 'cementos-y-cales',
      zona: 'CABA',
      localidad: 'Palermo',
    })
    createListing(db, {
      businessName: 'Corralón del Sur',
      sectorSlug: 'mamposteria',
      subsectorSlug: 'corralones',
      zona: 'GBA Sur',
      localidad: 'Avellaneda',
    })
    handlers.push(() => toolCall('call_a', 'buscar_proveedores', { termino: 'corralón', zonas: ['CABA', 'Marte'] }))
    handlers.push((request) => text(`Encontré esto:\n${toolResult(request, 'call_a')}`))
    const reply = await answer('¿dónde compro cemento en CABA?', [], { db, backend: backend() })
    expect(reply).toContain(
      `- Corralón Los Andes: Mampostería y Durlock / Corralones y materiales / Cementos, cales y cementos de albañilería; CABA, Palermo; [ver perfil](/proveedor/${near.id})`,
    )
    expect(reply).not.toContain('Corralón del Sur')
  })

  test('after three rounds of tool calls the model gets no tools and must answer in text', async () => {
    for (const id of ['a', 'b', 'c']) handlers.push(() => toolCall(id, 'estimar_materiales', { pedido: 'pintar 40 m2' }))
    handlers.push(() => text('Listo.'))
    expect(await answer('pintar 40 m2', [], { db, backend: backend() })).toBe('Listo.')
    expect(received.map((request) => Boolean(request.body.tools))).toEqual([true, true, true, false])
  })

  test('a tool call with broken arguments or an unknown tool gets an error the model can read', async () => {
    handlers.push(() => ({
      body: {
        choices: [
          {
            message: {
              content: '',
              tool_calls: [
                { id: 'x', type: 'function', function: { name: 'estimar_materiales', arguments: '{no' } },
                { id: 'y', type: 'function', function: { name: 'borrar_todo', arguments: '{}' } },
              ],
            },
          },
        ],
      },
    }))
    handlers.push((request) => text(`${toolResult(request, 'x')} | ${toolResult(request, 'y')}`))
    expect(await answer('hola', [], { db, backend: backend() })).toBe(
      'Error: los argumentos no son JSON válido. | Error: no existe la herramienta borrar_todo.',
    )
  })

  test('the Authorization header is sent only when an API key is set', async () => {
    handlers.push(
      () => text('con clave'),
      () => text('sin clave'),
    )
    await answer('hola', [], { db, backend: backend({ apiKey: 'clave-secreta' }) })
    await answer('hola', [], { db, backend: backend() })
    expect(received[0]?.headers.authorization).toBe('Bearer clave-secreta')
    expect(received[1]?.headers).not.toHaveProperty('authorization')
  })
})

describe('when the model fails, the estimator answers and says so', () => {
  async function expectFallback(options: { backend: LanguageModelBackend }) {
    const done = expectLoggedFailure()
    const reply = await answer(WALL, [], { db, ...options })
    expect(reply.split('\n')[0]).toBe(MODEL_UNAVAILABLE_NOTICE)
    expect(reply).toContain(WALL_BRICKS)
    done()
  }

  test('a timeout', async () => {
    handlers.push(() => ({ hang: true }))
    const started = Date.now()
    await expectFallback({ backend: backend({ timeoutMs: 300 }) })
    expect(Date.now() - started).toBeLessThan(3000)
    server.closeAllConnections()
  })

  test('a 500', async () => {
    handlers.push(() => ({ status: 500, body: { error: 'model not loaded' } }))
    await expectFallback({ backend: backend() })
  })

  test('malformed JSON', async () => {
    handlers.push(() => ({ raw: '{"choices": [{"message": ' }))
    await expectFallback({ backend: backend() })
  })

  test('JSON of another shape', async () => {
    handlers.push(() => ({ body: { choices: [] } }))
    await expectFallback({ backend: backend() })
  })

  test('an answer without text', async () => {
    handlers.push(() => text('   '))
    await expectFallback({ backend: backend() })
  })

  test('no server at the address', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expectFallback({ backend: backend({ baseUrl: `http://127.0.0.1:${port}/v1` }) })
  })
})

describe('configuration from the environment', () => {
  async function freshImport<T>(path: string): Promise<T> {
    vi.resetModules()
    return (await import(/* @vite-ignore */ path)) as T
  }

  test('AI_BASE_URL and AI_MODEL turn the model on, and the page says so; half a configuration refuses to start', async () => {
    try {
      vi.stubEnv('AI_BASE_URL', baseUrl)
      vi.stubEnv('AI_MODEL', 'modelo-de-prueba')
      const { env } = await freshImport<typeof import('~/server/env.server')>('~/server/env.server')
      expect(env.languageModel).toEqual({ baseUrl, model: 'modelo-de-prueba', apiKey: undefined, timeoutMs: 15_000 })
      const page = await freshImport<typeof import('~/routes/cotiza-ia')>('~/routes/cotiza-ia')
      const data = await page.loader({ request: new Request('http://localhost:3000/cotiza-ia'), params: {}, context: {} })
      expect(data.usesLanguageModel).toBe(true)

      vi.stubEnv('AI_MODEL', undefined)
      await expect(freshImport('~/server/env.server')).rejects.toThrow('set AI_BASE_URL and AI_MODEL together')
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  test('without them the estimator answers alone', async () => {
    const { loader } = await import('~/routes/cotiza-ia')
    const data = await loader({ request: new Request('http://localhost:3000/cotiza-ia'), params: {}, context: {} })
    expect(data.usesLanguageModel).toBe(false)
  })
})
