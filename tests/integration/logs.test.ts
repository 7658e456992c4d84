import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { handleError } from '~/entry.server'
import { sendEmail } from '~/server/email.server'
import { logEvent } from '~/server/log.server'

/** Every line written to the console during a test, whichever of its channels. */
let lines: string[]
let spies: MockInstance[]
beforeEach(() => {
  lines = []
  spies = (['info', 'warn', 'error', 'log'] as const).map((channel) =>
    vi.spyOn(console, channel).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '))
    }),
  )
})
afterEach(() => spies.forEach((spy) => spy.mockRestore()))

const asEvents = () =>
  lines.map((line) => {
    expect(line, 'one line per event').not.toMatch(/[\r\n\u2028\u2029]/)
    return JSON.parse(line) as Record<string, unknown>
  })

const args = (request: Request) => ({ request, params: {}, context: {} }) as unknown as LoaderFunctionArgs

describe('the log', () => {
  test('an e-mail is one JSON line that holds neither the recipient nor what a user typed in the subject', async () => {
    await sendEmail({
      to: 'ana.perez@obra.com.ar',
      subject: 'Techo\r\nBcc: otro@example.com',
      text: 'Hola',
      html: '<p>Hola</p>',
    })
    const events = asEvents()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ level: 'info', event: 'email-saved' })
    expect(lines[0]).not.toContain('@')
    expect(lines[0]).not.toContain('Bcc')
  })

  test('control characters are escaped and e-mail addresses masked, whatever field they are in', () => {
    logEvent('warn', 'test-event', { path: '/buscar/ana@obra.com.ar', note: 'a\r\nb\u0000c\u001b[31m\u2028d' })
    const [event] = asEvents()
    expect(event).toMatchObject({ level: 'warn', event: 'test-event', path: '/buscar/[e-mail]', note: 'a\r\nb\u0000c\u001b[31m\u2028d' })
    // eslint-disable-next-line no-control-regex -- no raw control character may reach the log
    expect(lines[0]).not.toMatch(/[\u0000-\u001f]/)
  })

  test('an expected 4xx writes nothing, a `?_data=` request neither; an unexpected error is one line with its stack', () => {
    const request = new Request('http://localhost:3000/proveedores?_data=routes%2Fproveedores')
    // What Remix reports for a ?_data= URL with single fetch on, and for a route that does not take the method.
    handleError(
      new Error('Warning: Single fetch-enabled apps should not be making ?_data requests, this is likely to break in the future'),
      args(request),
    )
    const notAllowed = Object.assign(new Error('You made a POST request to "/" but did not provide an `action`'), {})
    handleError(
      { status: 405, statusText: 'Method Not Allowed', internal: true, data: 'Error: no action', error: notAllowed },
      args(request),
    )
    handleError({ status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' }, args(request))
    expect(lines).toEqual([])

    handleError(new TypeError('Cannot read properties of undefined'), args(request))
    const events = asEvents()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ level: 'error', event: 'request-error', error: { name: 'TypeError' } })
    expect((events[0]!.error as { stack: string }).stack).toContain('TypeError: Cannot read properties of undefined')
  })
})
