import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { action as chatAction, loader as chatLoader } from '~/routes/cotiza-ia'
import { action as requestAction } from '~/routes/solicitudes.nueva/route'
import type { RequestActionData } from '~/controllers/request-form.server'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie, type Action, type Fields } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'

beforeEach(() => {
  resetDatabase(db)
  db.run(sql`DELETE FROM rate_limits`)
})

const WALL = 'pared de 12 m2 de ladrillo hueco del 12'

async function askEstimate(message: string) {
  const result = await answer(chatAction as Action, post('/cotiza-ia', [['message', message]]))
  const cookie = result.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  const page = await chatLoader({ request: new Request(`${ORIGIN}/cotiza-ia`, { headers: { Cookie: cookie } }), params: {}, context: {} })
  return page.messages
}

async function premiumBuilder() {
  const { user } = createAccount(db, { role: 'constructor', plan: 'premium', verified: true })
  return signedInCookie(user.id)
}

const prefill = async (cookie: string, fields: Fields) =>
  answer<RequestActionData>(requestAction as Action, post('/solicitudes/nueva', [...fields, ['intent', 'prefill']], { Cookie: cookie }))

const line = (description: string, quantity: string, unit: string): Fields => [
  ['itemDescription', description],
  ['itemQuantity', quantity],
  ['itemUnit', unit],
]

const totalChanges = () => db.get<{ n: number }>(sql`SELECT total_changes() AS n`).n

describe("the estimate's lines", () => {
  test('are kept with the reply, in request units, and go when the reply goes', async () => {
    const messages = await askEstimate(WALL)
    const reply = messages.find((message) => !message.isUser)
    expect(reply?.estimateLines).toEqual([
      { description: 'Ladrillos: ladrillo hueco del 12 (12×18×33)', quantityHundredths: 21_200, unit: 'u' },
      { description: 'Mortero de asiento', quantityHundredths: 16, unit: 'm3' },
    ])
    expect(messages.find((message) => message.isUser)?.estimateLines).toEqual([])
    // The request made from it goes to the trade that builds walls.
    expect(reply?.estimateTrade).toEqual({ sector: 'mamposteria', subsector: 'albanileria' })

    db.run(sql`DELETE FROM chat_messages`)
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM chat_estimate_lines`).n).toBe(0)
  })

  test('a reply that is not an estimate has none', async () => {
    const messages = await askEstimate('hola')
    expect(messages.every((message) => message.estimateLines.length === 0 && message.estimateTrade === null)).toBe(true)
  })

  test('the database refuses a line no request could take', () => {
    db.run(sql`INSERT INTO chat_messages (conversation_id, is_user, text) VALUES ('abcdefghijklmnopqrstuv', 0, 'Cómputo')`)
    const id = db.get<{ id: number }>(sql`SELECT id FROM chat_messages`).id
    const statement = db.$client.prepare(
      'INSERT INTO chat_estimate_lines (message_id, position, description, quantity_hundredths, unit) VALUES (?, 0, ?, ?, ?)',
    )
    const insert = (messageId: number, description: string, quantity: number, unit: string) => () =>
      statement.run(messageId, description, quantity, unit)
    expect(insert(id, 'x'.repeat(201), 100, 'u')).toThrow(/CHECK constraint failed: chat_estimate_lines_description/)
    expect(insert(id, 'Arena', 0, 'm3')).toThrow(/CHECK constraint failed: chat_estimate_lines_quantity/)
    expect(insert(id, 'Arena', 100, 'litro')).toThrow(/CHECK constraint failed: chat_estimate_lines_unit/)
    expect(insert(id + 99, 'Arena', 100, 'm3')).toThrow(/FOREIGN KEY/)
  })
})

describe('the prefill of the request form', () => {
  test('writes nothing and comes back with the lines as the form shows them', async () => {
    const cookie = await premiumBuilder()
    const before = totalChanges()
    const result = await prefill(cookie, [
      ...line('Ladrillos: ladrillo hueco del 12 (12×18×33)', '212', 'u'),
      ...line('Mortero de asiento', '0,16', 'm3'),
    ])
    expect(totalChanges()).toBe(before)
    expect(result.status).toBe(200)
    expect(result.reply?.state.values).toMatchObject({
      itemDescription: ['Ladrillos: ladrillo hueco del 12 (12×18×33)', 'Mortero de asiento'],
      itemQuantity: ['212', '0,16'],
      itemUnit: ['u', 'm3'],
    })
    expect(result.reply?.state.errors).toEqual({})
  })

  test('hostile lines get a Spanish message next to the field and keep what was posted', async () => {
    const cookie = await premiumBuilder()
    const long = 'x'.repeat(201)
    const result = await prefill(cookie, [
      ...line(long, '1', 'u'),
      ...line('Arena', '1', 'litro'),
      ...line('Piedra', '-3', 'm3'),
      ...line('Cemento', '99999999999999', 'bolsa'),
    ])
    expect(result.status).toBe(200)
    expect(result.reply?.state.errors).toEqual({
      'itemDescription[0]': ['El ítem puede tener hasta 200 caracteres'],
      'itemUnit[1]': ['Elegí una unidad de la lista'],
      'itemQuantity[2]': ['La cantidad no puede ser negativa'],
      'itemQuantity[3]': [expect.stringMatching(/^La cantidad puede ser de hasta/)],
    })
    expect(result.reply?.state.values.itemDescription).toEqual([long, 'Arena', 'Piedra', 'Cemento'])
  })

  test('31 lines are refused with a message on the items, never a server error', async () => {
    const cookie = await premiumBuilder()
    const lines = Array.from({ length: 31 }, (_, index) => line(`Ítem ${index + 1}`, '1', 'u')).flat()
    const result = await prefill(cookie, lines)
    expect(result.status).toBe(200)
    expect(result.reply?.state.errors.itemDescription).toEqual(['Podés cargar hasta 30 ítems'])
    expect(result.reply?.state.rows).toBe(30)
  })

  test('a visitor is sent to sign in', async () => {
    const result = await answer(requestAction as Action, post('/solicitudes/nueva', [...line('Arena', '1', 'm3'), ['intent', 'prefill']]))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/redirectTo=%2Fsolicitudes%2Fnueva/)
  })
})
