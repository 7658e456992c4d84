import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { MATERIALS_PER_ACCOUNT_MAX, OTHER_SUBSECTORS_PER_ACCOUNT_MAX, PROJECTS_PER_ACCOUNT_MAX, type Plan } from '~/constants'
import { deleteAccount } from '~/models/accounts.server'
import { deleteOwnListing } from '~/models/listings.server'
import { action as profileAction } from '~/routes/perfil/route'
import { action as publishMaterialAction } from '~/routes/PublicarMateriales'
import { action as publishServiceAction } from '~/routes/publicar-servicio/route'
import { db } from '~/server/db.server'
import { answer, nextIp, ORIGIN, post, signedInCookie, type Action } from '../setup/actions'
import { createAccount, createReview, resetDatabase } from '../setup/factories'
import { raceProcesses } from '../setup/race'
import { MATERIAL_FORM, tinyPhoto } from '../setup/material-form'

type Reply = { result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

const uploads = path.resolve(process.env.UPLOADS_DIR!)
const storedFiles = (kind: string) => (fs.existsSync(path.join(uploads, kind)) ? fs.readdirSync(path.join(uploads, kind)) : [])
const count = (table: 'materials' | 'projects') => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`).n
const otherSubsectors = () =>
  db.all<{ slug: string }>(sql`SELECT slug FROM subsectors WHERE sector_slug = 'otros' ORDER BY slug`).map((row) => row.slug)

beforeEach(() => resetDatabase(db))

async function provider(plan: Plan = 'free') {
  const account = createAccount(db, { plan })
  db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, account.profile.id)).run()
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

function fill(table: typeof schema.materials | typeof schema.projects, userId: number, rows: number) {
  const values = Array.from({ length: rows }, (_, i) =>
    table === schema.materials
      ? { userId, title: `Material ${i}`, description: 'Bolsa', priceCents: 100 }
      : { userId, title: `Obra ${i}`, isPublic: true },
  )
  db.insert(table as typeof schema.materials)
    .values(values as (typeof schema.materials.$inferInsert)[])
    .run()
}

function multipart(url: string, cookie: string, fields: Record<string, string>, fileField: string, file: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append(fileField, file)
  return new Request(`${ORIGIN}${url}`, { method: 'POST', headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() }, body })
}

const FORMS = [
  {
    table: 'materials',
    max: MATERIALS_PER_ACCOUNT_MAX,
    action: publishMaterialAction as Action,
    url: '/PublicarMateriales',
    fileField: 'photos',
    fields: MATERIAL_FORM,
    message: `Llegaste al máximo de ${MATERIALS_PER_ACCOUNT_MAX} materiales por cuenta: eliminá alguno para publicar otro.`,
  },
  {
    table: 'projects',
    max: PROJECTS_PER_ACCOUNT_MAX,
    action: profileAction as Action,
    url: '/perfil?tab=projects&crear',
    fileField: 'images',
    fields: { intent: 'crear-proyecto', title: 'Casa en Tigre', description: 'Estructura y cubierta.', visibility: 'publico' },
    message: `Llegaste al máximo de ${PROJECTS_PER_ACCOUNT_MAX} proyectos por cuenta: eliminá alguno para crear otro.`,
  },
] as const

test.each(FORMS)(
  '$table: one more than the limit is refused with a message, the typed values kept, nothing stored; other accounts go on',
  async ({ table, max, action, url, fileField, fields, message }) => {
    const send = (cookie: string) => answer<Reply>(action, multipart(url, cookie, fields, fileField, tinyPhoto()))
    const { user, cookie } = await provider()
    fill(schema[table], user.id, max - 1)
    expect((await send(cookie)).status).toBe(302)
    const filesBefore = storedFiles(table).length

    const refused = await send(cookie)
    expect(refused.status).toBe(403)
    expect(refused.reply?.result.error?.['']).toEqual([message])
    expect(refused.reply?.result.initialValue).toMatchObject({ title: fields.title, description: fields.description })
    expect(count(table)).toBe(max)
    expect(storedFiles(table)).toHaveLength(filesBefore)

    expect((await send((await provider()).cookie)).status).toBe(302)
  },
)

test.each([
  { table: 'materials', max: MATERIALS_PER_ACCOUNT_MAX, added: 'published' },
  { table: 'projects', max: PROJECTS_PER_ACCOUNT_MAX, added: 'created' },
] as const)(
  '$table: processes racing on their own connections stop exactly at the limit',
  { timeout: 60_000 },
  async ({ table, max, added }) => {
    const { user } = await provider()
    fill(schema[table], user.id, max - 3)
    const outcomes = (
      await raceProcesses<string[]>(
        'quota-worker.ts',
        [0, 1].map(() => [table, String(user.id), '5']),
      )
    ).flat()
    expect(outcomes.filter((s) => s === added)).toHaveLength(3)
    expect(outcomes.filter((s) => s === 'limit')).toHaveLength(7)
    expect(count(table)).toBe(max)
  },
)

describe('"Otros" subsectors per account', () => {
  const BASE = { sector: 'otros', zona: 'CABA', localidad: 'Palermo', description: 'Servicio fuera del catálogo.' }
  const publishOther = (cookie: string, subsectorOther: string) =>
    answer<Reply>(
      publishServiceAction,
      post('/publicar-servicio', Object.entries({ ...BASE, subsectorOther }), { Origin: ORIGIN, Cookie: cookie }),
    )
  const typed = Array.from({ length: OTHER_SUBSECTORS_PER_ACCOUNT_MAX + 1 }, (_, i) => `Oficio raro ${i + 1}`)

  test('one beyond the limit is refused next to the field, even on premium; those already used stay open', async () => {
    const { cookie } = await provider('premium')
    for (const name of typed.slice(0, -1)) expect((await publishOther(cookie, name)).status).toBe(302)

    const refused = await publishOther(cookie, typed.at(-1)!)
    expect(refused.status).toBe(400)
    expect(refused.reply?.result.error?.subsectorOther).toEqual([
      `Ya publicaste en ${OTHER_SUBSECTORS_PER_ACCOUNT_MAX} subrubros propios de Otros, el máximo por cuenta: usá uno de esos o elegí un rubro de la lista`,
    ])
    expect(refused.reply?.result.initialValue).toMatchObject({ subsectorOther: typed.at(-1), description: BASE.description })
    expect(otherSubsectors()).toEqual(typed.slice(0, -1).map((_, i) => `oficio-raro-${i + 1}`))

    expect((await publishOther(cookie, typed[0]!)).status).toBe(302)
  })

  test('processes racing on their own connections leave the limit', { timeout: 60_000 }, async () => {
    const { user, profile } = await provider('premium')
    const pairs = typed.concat(typed).map((name) => `otros/${name}`)
    const chunks = [pairs.filter((_, i) => i % 2 === 0), pairs.filter((_, i) => i % 2 === 1)]
    const outcomes = (
      await raceProcesses<string[]>(
        'publish-worker.ts',
        chunks.map((chunk) => [String(user.id), chunk.join(',')]),
      )
    ).flat()
    expect(outcomes.every((s) => s === 'published' || s === 'invalid')).toBe(true)
    const used = db.all(sql`SELECT DISTINCT subsector_slug FROM listings WHERE profile_id = ${profile.id} AND sector_slug = 'otros'`)
    expect(used).toHaveLength(OTHER_SUBSECTORS_PER_ACCOUNT_MAX)
    expect(otherSubsectors()).toHaveLength(OTHER_SUBSECTORS_PER_ACCOUNT_MAX)
  })

  test('a subsector goes with the last listing in it, by deletion or with the account', async () => {
    const first = await provider()
    const second = await provider()
    await publishOther(first.cookie, 'Pulido de bronces')
    await publishOther(first.cookie, 'Vitraux')
    await publishOther(second.cookie, 'Vitraux')
    expect(otherSubsectors()).toEqual(['pulido-de-bronces', 'vitraux'])

    const ownListing = (userId: number, slug: string) =>
      db.get<{ id: number }>(sql`
        SELECT l.id FROM listings l JOIN provider_profiles p ON p.id = l.profile_id
        WHERE p.user_id = ${userId} AND l.subsector_slug = ${slug}`).id
    expect(deleteOwnListing(db, { userId: first.user.id, listingId: ownListing(first.user.id, 'pulido-de-bronces') }).status).toBe(
      'deleted',
    )
    expect(otherSubsectors()).toEqual(['vitraux'])

    deleteAccount(db, first.user.id)
    expect(otherSubsectors()).toEqual(['vitraux'])
    deleteAccount(db, second.user.id)
    expect(otherSubsectors()).toEqual([])
  })

  test('a reviewed one stays while its reviews do: the service can be deleted and published again with them', async () => {
    const owner = await provider()
    const reviewer = createAccount(db)
    await publishOther(owner.cookie, 'Vitraux')
    const listing = db.get<{ id: number }>(sql`SELECT id FROM listings WHERE subsector_slug = 'vitraux'`)
    createReview(db, { userId: reviewer.user.id, listingId: listing.id, rating: 5 })

    expect(deleteOwnListing(db, { userId: owner.user.id, listingId: listing.id }).status).toBe('deleted')
    expect(otherSubsectors()).toEqual(['vitraux'])
    await publishOther(owner.cookie, 'Vitraux')
    expect(db.get<{ n: number }>(sql`SELECT review_count AS n FROM listings WHERE subsector_slug = 'vitraux'`).n).toBe(1)

    deleteAccount(db, owner.user.id)
    expect(otherSubsectors()).toEqual([])
  })
})
