import type { ActionFunctionArgs } from '@remix-run/node'
import { expect } from 'vitest'
import { FORM_MAX_BYTES } from '~/constants'
import { queuedEmailsSent } from '~/server/email.server'
import { createSession } from '~/server/session.server'
import { getToast } from '~/server/toast.server'

export type Action = (args: ActionFunctionArgs) => Promise<unknown>
export type Fields = ReadonlyArray<readonly [string, string]>
/** What an action returned: a reply body, or a Response (returned or thrown), with its status. */
export type Answer<Reply> = { status: number; thrown: boolean; response?: Response; reply?: Reply; headers: Headers }

export const ORIGIN = 'http://localhost:3000'

let ipSequence = 0
/** Every request comes from its own address, so the per-IP limits never decide an answer. */
export function nextIp() {
  const n = ++ipSequence
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export function encode(fields: Fields) {
  return new URLSearchParams(fields.map(([name, value]) => [name, value])).toString()
}

/** Whether a form is longer than the forms' byte cap: such a form is refused whole before any field is read. */
export function overFormCap(fields: Fields) {
  return Buffer.byteLength(encode(fields)) > FORM_MAX_BYTES
}

/** The refusal of a form over the cap: a 413 with a Spanish sentence instead of field errors. */
export async function expectFormTooLarge(result: Answer<unknown>) {
  expect(result.status).toBe(413)
  expect(await result.response?.text()).toBe('El formulario es demasiado grande.')
}

/** A same-origin form post, as a browser sends it. */
export function post(path: string, fields: Fields, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
      'X-Forwarded-For': nextIp(),
      ...headers,
    },
    body: encode(fields),
  })
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}

/**
 * What the browser would get: a returned or thrown Response, or a data() reply with its status.
 * E-mails the action queued have been sent (or have failed) by the time it resolves.
 */
export async function answer<Reply = unknown>(
  action: Action,
  request: Request,
  params: ActionFunctionArgs['params'] = {},
): Promise<Answer<Reply>> {
  let value: unknown
  try {
    value = await Promise.resolve()
      .then(() => action({ request, params, context: {} }))
      .finally(queuedEmailsSent)
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, thrown: true, response: thrown, headers: thrown.headers }
    throw thrown
  }
  if (value instanceof Response) return { status: value.status, thrown: false, response: value, headers: value.headers }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      thrown: false,
      reply: value.data as Reply,
      headers: new Headers(value.init?.headers),
    }
  }
  return { status: 200, thrown: false, reply: value as Reply, headers: new Headers() }
}

/** The flash toast a response carries to the next page, or null. */
export async function toastOf(headers: Headers) {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('ro_toast='))
  if (!cookie) return null
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: cookie.split(';')[0]! } }))).toast
}

/** The toast without its random id: two answers that say the same thing compare equal. */
export async function toastWithoutId(headers: Headers) {
  const { id: _id, ...toast } = (await toastOf(headers)) ?? {}
  return toast
}

/** The Cookie header of a signed-in browser. */
export async function signedInCookie(userId: number) {
  return (await createSession(userId)).split(';')[0]!
}

export const ENDLESS_CHUNK_BYTES = 16_384

/**
 * A chunked body (no Content-Length): `head`, then `fill` until `total` bytes, recording how much
 * was pulled from it. With `highWaterMark: 0` a chunk is pulled only when a reader asks for it.
 */
export function endlessBody(head: string, fill: string, total: number, { highWaterMark = 1 } = {}) {
  const encoder = new TextEncoder()
  const chunk = encoder.encode(fill.repeat(Math.ceil(ENDLESS_CHUNK_BYTES / fill.length)))
  const stream = {
    pulled: 0,
    body: new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controller.enqueue(encoder.encode(head))
        },
        pull(controller) {
          if (stream.pulled >= total) return controller.close()
          stream.pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark },
    ),
  }
  return stream
}
