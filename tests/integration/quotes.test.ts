import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { quotes } from '../../drizzle/schema'
import { type Plan } from '~/constants'
import { listUserQuotes } from '~/models/quotes.server'
import { action, loader } from '~/routes/perfil/route'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'

/* The cotizaciones the one-line form of /perfil saved before 'Publicar Cotización' led to the request form. */

const PAGE = '/perfil?tab=cotizaciones'

/** What the old form posted. */
const OLD_FORM = [
  ['intent', 'quote'],
  ['title', 'Contrapiso planta baja'],
  ['description', 'Incluye materiales.'],
  ['unit', 'm2'],
  ['quantity', '12,35'],
] as const

const stored = () => ({
  quotes: db.all<{ id: number; title: string }>(sql`SELECT id, title FROM quotes ORDER BY id`),
  requests: db.all(sql`SELECT id FROM quote_requests`),
})

async function account(plan: Plan = 'premium') {
  const { user } = createAccount(db, { plan })
  return { user, cookie: await signedInCookie(user.id) }
}

function saveOldQuote(
  userId: number,
  values: { title: string; description?: string; unit: 'm2' | 'm3' | 'ml'; quantityHundredths: number },
) {
  return db
    .insert(quotes)
    .values({ userId, ...values })
    .returning({ id: quotes.id })
    .get()
}

async function loadTab(cookie: string) {
  return (await loader({ request: new Request(`${ORIGIN}${PAGE}`, { headers: { Cookie: cookie } }), params: {}, context: {} })) as {
    quotes: { title: string }[]
  }
}

beforeEach(() => {
  resetDatabase(db)
})

describe('cotizaciones saved by the old form', () => {
  test("stay on the owner's tab, newest first, and nobody else's", async () => {
    const owner = await account()
    const other = await account()
    saveOldQuote(owner.user.id, { title: 'Primera', unit: 'm2', quantityHundredths: 1235 })
    saveOldQuote(other.user.id, { title: 'Ajena', unit: 'm3', quantityHundredths: 1 })
    saveOldQuote(owner.user.id, { title: 'Segunda', description: 'Con detalle', unit: 'ml', quantityHundredths: 0 })

    const list = listUserQuotes(db, owner.user.id)
    expect(list.map(({ title, description, unit, quantityHundredths }) => ({ title, description, unit, quantityHundredths }))).toEqual([
      { title: 'Segunda', description: 'Con detalle', unit: 'ml', quantityHundredths: 0 },
      { title: 'Primera', description: null, unit: 'm2', quantityHundredths: 1235 },
    ])
    expect(list[0]!.createdAt).toBeInstanceOf(Date)
    expect((await loadTab(owner.cookie)).quotes.map((quote) => quote.title)).toEqual(['Segunda', 'Primera'])
    expect((await loadTab(other.cookie)).quotes.map((quote) => quote.title)).toEqual(['Ajena'])
  })
})

describe("a post of the old form's intent to /perfil", () => {
  test.each<Plan>(['premium', 'free'])('from a %s account is a Spanish 400 that writes and deletes nothing', async (plan) => {
    const { user, cookie } = await account(plan)
    saveOldQuote(user.id, { title: 'Guardada antes', unit: 'm2', quantityHundredths: 100 })
    const before = stored()

    const result = await answer(action, post(PAGE, OLD_FORM, { Cookie: cookie }))
    expect(result.status).toBe(400)
    expect(await result.response?.text()).toBe('Acción desconocida.')
    expect(stored()).toEqual(before)
  })

  test('from a visitor is sent to sign in, unread, and writes nothing', async () => {
    const result = await answer(action, post(PAGE, OLD_FORM))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/auth\?/)
    expect(stored()).toEqual({ quotes: [], requests: [] })
  })
})
