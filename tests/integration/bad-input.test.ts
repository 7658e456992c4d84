/// <reference types="vite/client" />
import type { LoaderFunctionArgs } from '@remix-run/node'
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import * as schema from '../../drizzle/schema'
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '../../app/constants'
import { createAuthToken } from '../../app/models/accounts.server'
import { db } from '../../app/utils/db.server'
import { honeypotFieldName } from '../../app/utils/honeypot'
import { answer, nextIp, ORIGIN, post, signedInCookie, type Action, type Fields } from '../setup/actions'
import { BAD_IDS, BAD_VALUES } from '../setup/bad-input'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

type RouteModule = { action?: Action; loader?: (args: LoaderFunctionArgs) => Promise<unknown> }
const modules = import.meta.glob<RouteModule>('../../app/routes/*.tsx', { eager: true })
const routeName = (file: string) => file.replace(/^.*\//, '').replace(/\.tsx$/, '')
const routes = Object.entries(modules).map(([file, module]) => ({ name: routeName(file), module }))

type Who = 'anonymous' | 'builder' | 'provider'
type Encoding = 'form' | 'multipart' | 'json'
/** One form as the page posts it: every field valid, so a refusal comes from the value under test. */
type Form = { label: string; fields: Fields; encoding?: Encoding; who: Who }
type Fixture = ReturnType<typeof seed>

function seed() {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
  const builder = createAccount(db, { role: 'constructor', plan: 'free' })
  const provider = createAccount(db, { role: 'proveedor', plan: 'premium', businessName: 'Techos del Sur' })
  const listing = createListing(db, { profileId: provider.profile.id })
  const other = createListing(db)
  const material = db
    .insert(schema.materials)
    .values({ userId: provider.user.id, title: 'Ladrillo hueco', description: 'Pallet de 144 unidades.', priceCents: 123456, location: 'Palermo' })
    .returning()
    .get()
  const project = db.insert(schema.projects).values({ userId: provider.user.id, title: 'Casa en Tigre', isPublic: true }).returning().get()
  const resetToken = createAuthToken(provider.user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
  const verifyToken = createAuthToken(createAccount(db, { verified: false }).user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
  const changeEmailToken = createAuthToken(builder.user.id, 'change-email', EMAIL_VERIFICATION_TTL_MS, 'nueva-direccion@obra.com.ar')
  return { builder, provider, listing, other, material, project, resetToken, verifyToken, changeEmailToken }
}

const materialFields: Fields = [
  ['title', 'Ladrillo cerámico hueco'],
  ['description', 'Pallet de 144 unidades, 12x18x33.'],
  ['price', '1.234,56'],
  ['location', 'Palermo, CABA'],
]
const reviewFields = (listingId: number): Fields => [
  ['intent', 'review'],
  ['listingId', String(listingId)],
  ['rating', '4'],
  ['comment', 'Puntuales y prolijos.'],
]

/** The forms of every route with an action, by route module. */
function formsOf(f: Fixture): Record<string, { path: string; params?: Record<string, string>; forms: Form[] }> {
  return {
    auth: {
      path: '/auth',
      forms: [
        { label: 'login', who: 'anonymous', fields: [['intent', 'login'], ['email', f.builder.user.email], ['password', 'otra-contraseña'], ['redirectTo', '/perfil']] },
        {
          label: 'signup',
          who: 'anonymous',
          fields: [['intent', 'signup'], ['email', 'nueva@obra.com.ar'], ['password', 'tejas coloniales del sur'], ['businessName', 'Constructora del Plata'], ['userRole', 'constructor'], ['acceptTerms', 'on']],
        },
        { label: 'resend', who: 'anonymous', fields: [['intent', 'resend-verification'], ['email', f.builder.user.email]] },
      ],
    },
    'auth_.recuperar': { path: '/auth/recuperar', forms: [{ label: 'forgot', who: 'anonymous', fields: [['email', f.builder.user.email], [honeypotFieldName, '']] }] },
    'auth_.restablecer': {
      path: '/auth/restablecer',
      forms: [{ label: 'reset', who: 'anonymous', fields: [['token', f.resetToken], ['password', 'tejas coloniales del sur'], ['confirmPassword', 'tejas coloniales del sur']] }],
    },
    'auth_.verificar': { path: '/auth/verificar', forms: [{ label: 'verify', who: 'anonymous', fields: [['token', f.verifyToken]] }] },
    'auth_.confirmar-correo': { path: '/auth/confirmar-correo', forms: [{ label: 'confirm new email', who: 'anonymous', fields: [['token', f.changeEmailToken]] }] },
    'auth_.salir': { path: '/auth/salir', forms: [{ label: 'logout', who: 'builder', fields: [['redirectTo', '/']] }] },
    contacto: {
      path: '/contacto',
      forms: [
        {
          label: 'contact',
          who: 'anonymous',
          fields: [['name', 'Marta Giménez'], ['email', 'marta@estudio.com.ar'], ['phone', '11 2345-6789'], ['message', 'Quiero sumar mi corralón.'], [honeypotFieldName, '']],
        },
      ],
    },
    'cotiza-ia': { path: '/cotiza-ia', forms: [{ label: 'chat', who: 'anonymous', fields: [['message', 'Contrapiso de 20 m2'], ['enhanced', 'true']] }] },
    'cuenta.eliminar': { path: '/cuenta/eliminar', forms: [{ label: 'delete account', who: 'builder', fields: [['password', 'otra-contraseña']] }] },
    favoritos: {
      path: '/favoritos',
      forms: ['add', 'remove'].map((intent) => ({
        label: intent,
        who: 'builder' as const,
        fields: [['intent', intent], ['listingId', String(f.other.id)], ['redirectTo', `/proveedor/${f.other.id}`], ['enhanced', 'true']] as Fields,
      })),
    },
    'functions.v1.ai-chat': { path: '/functions/v1/ai-chat', forms: [{ label: 'json chat', who: 'anonymous', encoding: 'json', fields: [['message', 'Contrapiso de 20 m2']] }] },
    perfil: {
      path: '/perfil',
      forms: [
        {
          label: 'save profile',
          who: 'provider',
          encoding: 'multipart',
          fields: [['intent', 'guardar-perfil'], ['businessName', 'Techos del Sur'], ['contactPerson', 'Ana Pérez'], ['phone', '11 2345-6789'], ['address', 'Av. Corrientes 1234, CABA'], ['description', 'Obras de techos.'], ['website', 'www.delsur.com.ar'], ['pendingLogo', '']],
        },
        { label: 'delete service', who: 'provider', fields: [['intent', 'eliminar-servicio'], ['listingId', String(f.listing.id)]] },
        { label: 'edit material', who: 'provider', encoding: 'multipart', fields: [['intent', 'editar-material'], ['materialId', String(f.material.id)], ...materialFields] },
        { label: 'delete material', who: 'provider', fields: [['intent', 'eliminar-material'], ['materialId', String(f.material.id)]] },
        { label: 'create project', who: 'provider', encoding: 'multipart', fields: [['intent', 'crear-proyecto'], ['title', 'Quincho'], ['description', 'Parrilla y techo.'], ['visibility', 'publico']] },
        { label: 'delete project', who: 'provider', fields: [['intent', 'eliminar-proyecto'], ['projectId', String(f.project.id)]] },
        { label: 'quote', who: 'provider', fields: [['intent', 'quote'], ['title', 'Contrapiso planta baja'], ['description', 'Incluye materiales.'], ['unit', 'm2'], ['quantity', '12,35']] },
      ],
    },
    'perfil_.cancelar-premium': { path: '/perfil/cancelar-premium', forms: [{ label: 'cancel premium', who: 'provider', fields: [] }] },
    'perfil_.cuenta': {
      path: '/perfil/cuenta',
      forms: [
        {
          label: 'change password',
          who: 'builder',
          fields: [['intent', 'cambiar-clave'], ['currentPassword', 'otra-contraseña'], ['newPassword', 'tejas coloniales del sur'], ['confirmPassword', 'tejas coloniales del sur']],
        },
        { label: 'change email', who: 'builder', fields: [['intent', 'cambiar-correo'], ['newEmail', 'otra-direccion@obra.com.ar'], ['password', 'otra-contraseña']] },
      ],
    },
    'perfilDeProveedorActivo.$profileId': {
      path: `/perfilDeProveedorActivo/${f.provider.profile.id}?resena`,
      params: { profileId: String(f.provider.profile.id) },
      forms: [{ label: 'review', who: 'builder', fields: reviewFields(f.listing.id) }],
    },
    'proveedor.$id': { path: `/proveedor/${f.other.id}?resena`, params: { id: String(f.other.id) }, forms: [{ label: 'review', who: 'builder', fields: reviewFields(f.other.id) }] },
    'publicar-servicio': {
      path: '/publicar-servicio',
      forms: [
        {
          label: 'publish',
          who: 'provider',
          fields: [['sector', 'cubiertas'], ['subsector', 'techistas'], ['subsectorOther', ''], ['division', ''], ['zona', 'CABA'], ['localidad', 'Palermo'], ['description', 'Instalación y reparación con garantía.'], ['phone', '11 2345-6789'], ['address', 'Av. Rivadavia 1234'], ['website', 'techosdelsur.com.ar']],
        },
      ],
    },
    upgrade: { path: '/upgrade', forms: [{ label: 'upgrade', who: 'builder', fields: [['stay', 'true']] }] },
    PublicarMateriales: { path: '/PublicarMateriales', forms: [{ label: 'publish material', who: 'provider', encoding: 'multipart', fields: materialFields }] },
  }
}

/**
 * All posts come from one address: past the per-address limits a valid sign-in or sign-up answers
 * 429 instead of hashing a password (0.4 s each); the invalid values are still checked first.
 */
const CLIENT_IP = '10.99.0.1'

function request(path: string, fields: Fields, encoding: Encoding, cookie: string | null) {
  const headers: Record<string, string> = { 'X-Forwarded-For': CLIENT_IP, ...(cookie ? { Cookie: cookie } : {}) }
  if (encoding === 'form') return post(path, fields, headers)
  const init = { method: 'POST', headers: { Origin: ORIGIN, ...headers } }
  if (encoding === 'json') {
    const body = JSON.stringify(Object.fromEntries(fields.map(([name, value]) => [name, fields.filter(([other]) => other === name).length > 1 ? fields.filter(([other]) => other === name).map(([, v]) => v) : value])))
    return new Request(`${ORIGIN}${path}`, { ...init, headers: { ...init.headers, 'Content-Type': 'application/json' }, body })
  }
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  return new Request(`${ORIGIN}${path}`, { ...init, body })
}

const JSON_BODIES = ['', '{', 'null', '[]', '"texto"', '{"message":1}', '{"message":["a","b"]}', '{"message":{}}', '{"message":null}', `{"message":"${'a'.repeat(100_000)}"}`]

/** The form with one field changed: each bad value, then left out, then sent twice. */
function variants(fields: Fields): Array<{ field: string; value: string; fields: Fields }> {
  const names = [...new Set(fields.map(([name]) => name))]
  return names.flatMap((name) => [
    ...BAD_VALUES.map((value) => ({ field: name, value, fields: fields.map(([n, v]) => [n, n === name ? value : v] as const) })),
    { field: name, value: '(missing)', fields: fields.filter(([n]) => n !== name) },
    { field: name, value: '(twice)', fields: fields.flatMap((pair) => (pair[0] === name ? [pair, pair] : [pair])) },
  ])
}

const show = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…(${value.length})` : value)

/** Runs one request; returns what went wrong, or null when the answer was below 500. */
async function check(run: () => Promise<unknown>, what: string) {
  try {
    const result = await run()
    const status =
      result instanceof Response ? result.status : typeof result === 'object' && result && 'status' in result && typeof result.status === 'number' ? result.status : 200
    return status >= 500 ? `${what}: ${status}` : null
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status >= 500 ? `${what}: thrown ${thrown.status}` : null
    return `${what}: ${thrown instanceof Error ? thrown.stack?.split('\n').slice(0, 3).join(' ') : String(thrown)}`
  }
}

function integrityCheck() {
  return db.$client.pragma('integrity_check', { simple: true })
}

let fixture: Fixture
let cookies: Record<Who, string | null>
beforeAll(async () => {
  fixture = seed()
  cookies = { anonymous: null, builder: await signedInCookie(fixture.builder.user.id), provider: await signedInCookie(fixture.provider.user.id) }
})

describe('every action, with every bad value in every field', () => {
  test('the table names the forms of every route that has an action', () => {
    const withAction = routes.filter(({ module }) => module.action).map(({ name }) => name)
    expect(Object.keys(formsOf(fixture)).sort()).toEqual(withAction.sort())
  })

  const actionRoutes = routes.filter(({ module }) => module.action)
  test.each(actionRoutes.map(({ name, module }) => ({ name, action: module.action! })))(
    '$name answers below 500, signed in and out',
    async ({ name, action }) => {
      // Sign-ups and resets log the e-mails they send.
      const info = vi.spyOn(console, 'info').mockImplementation(() => {})
      const started = performance.now()
      const failures: string[] = []
      let requests = 0
      const spec = formsOf(fixture)[name]!
      for (const form of spec.forms) {
        for (const who of new Set<Who>([form.who, 'anonymous'])) {
          for (const variant of variants(form.fields)) {
            // The other limits would soon answer every post with a 429, before the code under test.
            if (requests % 50 === 0) db.$client.exec("DELETE FROM rate_limits WHERE key NOT LIKE 'signIn%' AND key NOT LIKE 'signUp%'")
            // A sign-out ends the session it is sent with: each one gets its own.
            const cookie = name === 'auth_.salir' && who !== 'anonymous' ? await signedInCookie(fixture.builder.user.id) : cookies[who]
            requests++
            const failure = await check(
              () => answer(action, request(spec.path, variant.fields, form.encoding ?? 'form', cookie), spec.params),
              `${form.label} (${who}) ${variant.field}=${show(variant.value)}`,
            )
            if (failure) failures.push(failure)
          }
        }
        // A JSON call may also get a body of the wrong shape, or none that parses.
        for (const body of form.encoding === 'json' ? JSON_BODIES : []) {
          requests++
          const raw = new Request(`${ORIGIN}${spec.path}`, { method: 'POST', headers: { Origin: ORIGIN, 'X-Forwarded-For': CLIENT_IP, 'Content-Type': 'application/json' }, body })
          const failure = await check(() => answer(action, raw, spec.params), `${form.label} body=${show(body)}`)
          if (failure) failures.push(failure)
        }
        for (const [param, value] of Object.keys(spec.params ?? {}).flatMap((param) => BAD_IDS.map((id) => [param, id] as const))) {
          requests++
          const failure = await check(
            () => answer(action, request(spec.path, form.fields, form.encoding ?? 'form', cookies[form.who]), { ...spec.params, [param]: value }),
            `${form.label} :${param}=${show(value)}`,
          )
          if (failure) failures.push(failure)
        }
      }
      expect(failures).toEqual([])
      expect(integrityCheck()).toBe('ok')
      info.mockRestore()
      console.info(`${name}: ${requests} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    },
    120_000,
  )
})

/** The names the pages read from the query string. */
const SEARCH_PARAMS = ['q', 'zona', 'page', 'tab', 'redirectTo', 'token', 'eliminar', 'editarMaterial', 'eliminarMaterial', 'crear', 'editar', 'register', 'resena']

/** The route's address and params from its module name, each dynamic segment set to `value`. */
function addressOf(name: string, value: string | null, fixture: Fixture) {
  const params: Record<string, string> = {}
  const defaults: Record<string, string> = {
    sector: 'cubiertas',
    subsector: 'techistas',
    division: 'membranas',
    id: String(fixture.listing.id),
    profileId: String(fixture.provider.profile.id),
    projectId: String(fixture.project.id),
    dir: 'logos',
    '*': 'no-existe.webp',
  }
  const segments = name === '_index' ? [] : name.replaceAll('[.]', '\u0001').split('.')
  const path = segments.map((segment) => {
    const clean = segment.replace(/_$/, '').replaceAll('\u0001', '.')
    if (!clean.startsWith('$')) return clean
    const param = clean === '$' ? '*' : clean.slice(1)
    params[param] = value ?? defaults[param] ?? '1'
    // As Remix hands them over: decoded from the address, so a lone surrogate is already replaced.
    params[param] = Buffer.from(params[param]!).toString()
    return encodeURIComponent(params[param])
  })
  return { path: `/${path.join('/')}`, params }
}

describe('every loader, with every bad value in the address', () => {
  const loaderRoutes = routes.filter(({ module }) => module.loader)
  test.each(loaderRoutes.map(({ name, module }) => ({ name, loader: module.loader! })))(
    '$name answers below 500, signed in and out',
    async ({ name, loader }) => {
      const failures: string[] = []
      const get = async (path: string, params: Record<string, string>, search: URLSearchParams, who: Who, what: string) => {
        const query = search.size > 0 ? `?${search}` : ''
        const request = new Request(`${ORIGIN}${path}${query}`, { headers: { 'X-Forwarded-For': nextIp(), ...(cookies[who] ? { Cookie: cookies[who]! } : {}) } })
        const failure = await check(() => answer(loader, request, params), `${what} (${who})`)
        if (failure) failures.push(failure)
      }
      const { path, params } = addressOf(name, null, fixture)
      for (const who of ['anonymous', 'provider'] as const) {
        for (const value of BAD_VALUES) {
          await get(path, params, new URLSearchParams(SEARCH_PARAMS.map((param) => [param, value])), who, `every param=${show(value)}`)
          if (who === 'anonymous') {
            const twice = SEARCH_PARAMS.flatMap((param) => [[param, value], [param, value]])
            await get(path, params, new URLSearchParams(twice), who, `every param twice=${show(value)}`)
          }
          if (Object.keys(params).length > 0) {
            const bad = addressOf(name, value, fixture)
            await get(bad.path, bad.params, new URLSearchParams(), who, `route params=${show(value)}`)
          }
        }
      }
      // One bad parameter must not hide another: the search ones alone, with the rest valid.
      for (const param of ['q', 'zona', 'page', 'tab']) {
        for (const value of BAD_VALUES) await get(path, params, new URLSearchParams([[param, value]]), 'anonymous', `${param}=${show(value)}`)
      }
      expect(failures).toEqual([])
    },
    60_000,
  )

  test('the database is intact afterwards', () => {
    expect(integrityCheck()).toBe('ok')
  })
})
