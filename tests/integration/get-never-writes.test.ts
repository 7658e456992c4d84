/// <reference types="vite/client" />
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '~/constants'
import { createAuthToken, findUserByEmail } from '~/models/accounts.server'
import { confirmPriceToken } from '~/models/price-reminders.server'
import { loader as rootLoader } from '~/root'
import { SECTORS } from '~/taxonomy'
import { sendToConversation } from '~/controllers/chat.server'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { env } from '~/server/env.server'
import { imageStorage } from '~/server/image-storage.server'
import { createToastHeaders } from '~/server/toast.server'
import { DEMO_ACCOUNTS, seedDemoData } from '../../drizzle/seed'
import * as schema from '../../drizzle/schema'
import { addRecipient, createAccount, createQuoteRequest, createRoutedRequest, submitTestOffer } from '../setup/factories'
import { ORIGIN, signedInCookie } from '../setup/actions'

/*
 * Replicas serve every GET while writes go to the primary, so no loader may write: not the
 * database (total_changes() on the app's connection, data_version seen from another one) and
 * not a file under the uploads or outbox folders. Every route module with a loader needs its
 * cases below; a new one without them fails the first test.
 */

type Loader = (args: LoaderFunctionArgs) => unknown
const routeModules = import.meta.glob<{ loader?: Loader }>(['/app/routes/**/*.{ts,tsx}', '!**/*.css.ts'])
const routeFile = (key: string) => key.replace('/app/routes/', '')

type Who = 'visitor' | 'builder' | 'provider' | 'premium' | 'unverified' | 'expiredSession' | 'forgedCookie' | 'toast' | 'chat' | 'staff'
type Case = { url: string; params?: LoaderFunctionArgs['params']; as?: Who; times?: number }
type Fixtures = {
  cookies: Record<Who, string>
  materialId: number
  ownMaterialId: number
  othersMaterialId: number
  projectId: number
  ownProjectId: number
  listingId: number
  ownListingId: number
  /** A review of the premium provider's profile. */
  reviewId: number
  unclaimedListingId: number
  /** A consulta from the builder to the premium provider, with one message. */
  conversationId: number
  profileId: number
  /** The demo builder's request, which reached the premium provider, who answered with an offer. */
  quoteRequestId: number
  imageKey: string
  division: { sector: string; subsector: string; division: string }
  /** A request of the builder's that reached the premium provider, still 'Enviada'. */
  requestId: number
  tokens: Record<'verifyValid' | 'verifyExpired' | 'verifyUsed' | 'resetValid' | 'resetExpired' | 'resetUsed', string>
}

const MISSING_ID = '999999999'
const everyone: Who[] = ['visitor', 'builder', 'provider', 'premium', 'expiredSession', 'forgedCookie']
const as = (url: string, who: Who[], params?: Case['params']): Case[] => who.map((w) => ({ url, params, as: w }))

/** The requests each loader is called with: anonymous and signed in, good and bad params. */
const CASES: Record<string, (f: Fixtures) => Case[]> = {
  '$.tsx': () => [{ url: '/esta-pagina-no-existe', params: { '*': 'esta-pagina-no-existe' } }],
  'admin.importar/route.tsx': () => as('/admin/importar', ['staff', 'visitor', 'builder']),
  '$sector.tsx': () => [
    { url: '/cubiertas', params: { sector: 'cubiertas' } },
    { url: '/cubiertas?zonas=CABA', params: { sector: 'cubiertas' }, as: 'provider' },
    { url: '/no-existe', params: { sector: 'no-existe' } },
  ],
  '$sector_.$subsector.tsx': () => [
    ...as('/cubiertas/techistas', ['visitor', 'builder', 'premium'], { sector: 'cubiertas', subsector: 'techistas' }),
    { url: '/cubiertas/techistas?zonas=CABA&page=2', params: { sector: 'cubiertas', subsector: 'techistas' } },
    { url: '/cubiertas/techistas?zona=CABA&orden=nombre', params: { sector: 'cubiertas', subsector: 'techistas' } },
    { url: '/cubiertas/techistas?page=9999', params: { sector: 'cubiertas', subsector: 'techistas' } },
    { url: '/cubiertas/no-existe', params: { sector: 'cubiertas', subsector: 'no-existe' } },
  ],
  '$sector_.($subsector).zona.$zona.tsx': () => [
    ...as('/cubiertas/zona/palermo', ['visitor', 'builder', 'provider'], { sector: 'cubiertas', zona: 'palermo' }),
    { url: '/cubiertas/zona/gba-oeste?page=2', params: { sector: 'cubiertas', zona: 'gba-oeste' } },
    { url: '/cubiertas/zona/la-matanza?page=9999', params: { sector: 'cubiertas', zona: 'la-matanza' } },
    { url: '/cubiertas/zona/atlantida', params: { sector: 'cubiertas', zona: 'atlantida' } },
    { url: '/no-existe/zona/caba', params: { sector: 'no-existe', zona: 'caba' } },
    ...as('/cubiertas/techistas/zona/caba', ['visitor', 'premium'], { sector: 'cubiertas', subsector: 'techistas', zona: 'caba' }),
    { url: '/cubiertas/techistas/zona/moron', params: { sector: 'cubiertas', subsector: 'techistas', zona: 'moron' } },
    { url: '/cubiertas/no-existe/zona/caba', params: { sector: 'cubiertas', subsector: 'no-existe', zona: 'caba' } },
  ],
  '$sector_.$subsector_.$division.tsx': ({ division }) => [
    ...as(`/${division.sector}/${division.subsector}/${division.division}`, ['visitor', 'builder'], division),
    { url: '/x/y/z', params: { sector: 'x', subsector: 'y', division: 'z' } },
    { url: `/${division.sector}/${division.subsector}/no-existe`, params: { ...division, division: 'no-existe' } },
  ],
  'PublicarMateriales.tsx': () => as('/PublicarMateriales', ['visitor', 'provider', 'builder', 'expiredSession']),
  'admin/route.tsx': () => as('/admin', everyone),
  'admin._index/route.tsx': () => as('/admin', [...everyone, 'staff']),
  'admin.registro/route.tsx': () => [
    ...as('/admin/registro', [...everyone, 'staff']),
    ...as('/admin/registro?miembro=1&accion=review.hide&tipo=review&objeto=3&page=1', ['visitor', 'staff']),
    { url: '/admin/registro?objeto=%00%27%22--&page=9999', as: 'staff' },
  ],
  'admin.$/route.tsx': () => as('/admin/x', [...everyone, 'staff']),
  'admin.resenas/route.tsx': () => [
    ...as('/admin/resenas', [...everyone, 'staff']),
    ...as('/admin/resenas?ver=ocultas&page=1', ['visitor', 'staff']),
    { url: '/admin/resenas?page=9999', as: 'staff' },
  ],
  'admin.reclamos/route.tsx': () => [
    ...as('/admin/reclamos', [...everyone, 'staff']),
    ...as('/admin/reclamos?page=2', ['staff', 'visitor']),
    { url: '/admin/reclamos?page=abc', as: 'staff' },
  ],
  '_index.tsx': () => [
    ...as('/', everyone),
    ...as('/?q=techista&zonas=CABA', ['visitor', 'builder', 'premium']),
    { url: '/?q=ab' },
    { url: '/?zonas=CABA&page=2' },
    { url: '/?q=%00%27%22--&page=-1' },
    { url: '/?q=techista&zona=CABA&orden=calificacion&page=2' },
    { url: '/?q=techista&orden=%00precio' },
  ],
  'como-ordenamos.tsx': () => as('/como-ordenamos', ['visitor', 'builder']),
  'admin.verificaciones/route.tsx': () => [
    ...as('/admin/verificaciones', ['visitor', 'provider', 'staff']),
    ...as('/admin/verificaciones?page=2', ['staff']),
    ...as('/admin/verificaciones?page=abc', ['staff']),
  ],
  'admin.conversaciones/route.tsx': ({ conversationId }) => [
    ...as('/admin/conversaciones', ['visitor', 'builder', 'staff']),
    ...as(`/admin/conversaciones?id=${conversationId}`, ['staff', 'builder']),
    { url: '/admin/conversaciones?id=doce', as: 'staff' },
  ],
  'admin.conversaciones_.$id/route.tsx': ({ conversationId }) => [
    ...as(`/admin/conversaciones/${conversationId}`, [...everyone, 'staff'], { id: String(conversationId) }),
    { url: `/admin/conversaciones/${MISSING_ID}`, params: { id: MISSING_ID }, as: 'staff' },
    { url: '/admin/conversaciones/abc', params: { id: 'abc' }, as: 'staff' },
  ],
  'admin.documentos.$id/route.tsx': () => [
    ...as(`/admin/documentos/${MISSING_ID}`, [...everyone, 'staff'], { id: MISSING_ID }),
    { url: '/admin/documentos/abc', params: { id: 'abc' }, as: 'staff' },
  ],
  'admin.cuentas/route.tsx': () => [
    ...as('/admin/cuentas', ['visitor', 'builder', 'staff']),
    ...as('/admin/cuentas?q=demo&page=1', ['staff']),
    { url: '/admin/cuentas?page=9999', as: 'staff' },
  ],
  'auth/route.tsx': () => [
    ...as('/auth', everyone),
    { url: '/auth?register=true' },
    { url: '/auth?redirectTo=https://evil.example', as: 'builder' },
  ],
  'auth_.confirmar-correo.tsx': () => [
    ...as('/auth/confirmar-correo?token=inventado', ['visitor', 'builder']),
    { url: '/auth/confirmar-correo?token=inventado', times: 12 },
    { url: '/auth/confirmar-correo' },
  ],
  'auth_.ingresar.tsx': () => [...as('/auth/ingresar?token=inventado', ['visitor', 'builder']), { url: '/auth/ingresar' }],
  'auth_.recuperar.tsx': () => as('/auth/recuperar', ['visitor', 'provider', 'expiredSession']),
  'auth_.restablecer.tsx': ({ tokens }) => [
    { url: `/auth/restablecer?token=${tokens.resetValid}` },
    { url: `/auth/restablecer?token=${tokens.resetValid}`, as: 'provider' },
    { url: `/auth/restablecer?token=${tokens.resetExpired}` },
    { url: `/auth/restablecer?token=${tokens.resetUsed}` },
    // Enough bogus tokens from one address to reach the invalid-token limit.
    { url: '/auth/restablecer?token=inventado', times: 12 },
    { url: '/auth/restablecer' },
  ],
  'auth_.salir.tsx': () => as('/auth/salir', ['visitor', 'provider']),
  'auth_.verificar.tsx': ({ tokens }) => [
    { url: `/auth/verificar?token=${tokens.verifyValid}` },
    { url: `/auth/verificar?token=${tokens.verifyValid}`, as: 'unverified' },
    { url: `/auth/verificar?token=${tokens.verifyExpired}` },
    { url: `/auth/verificar?token=${tokens.verifyUsed}` },
    { url: '/auth/verificar?token=inventado', times: 12 },
    { url: '/auth/verificar' },
  ],
  'categorias.tsx': () => as('/categorias', ['visitor', 'builder']),
  'contacto.tsx': () => as('/contacto', ['visitor', 'builder']),
  'cotiza-ia.tsx': () => as('/cotiza-ia', ['visitor', 'chat', 'forgedCookie', 'provider']),
  'cuenta.eliminar/route.tsx': () => as('/cuenta/eliminar', ['visitor', 'builder', 'provider', 'expiredSession']),
  'materiales.sigue-vigente.tsx': ({ materialId }) => {
    const material = db.select().from(schema.materials).where(eq(schema.materials.id, materialId)).get()!
    const token = confirmPriceToken({ id: material.id, userId: material.userId, priceConfirmedAt: material.priceConfirmedAt.getTime() })
    return [
      ...as(`/materiales/sigue-vigente?token=${token}`, ['visitor', 'provider']),
      { url: '/materiales/sigue-vigente?token=1.2.inventado', times: 12 },
      { url: '/materiales/sigue-vigente' },
    ]
  },
  'detalleMaterial.$id.tsx': ({ materialId }) => [
    ...as(`/detalleMaterial/${materialId}`, ['visitor', 'premium'], { id: String(materialId) }),
    { url: `/detalleMaterial/${MISSING_ID}`, params: { id: MISSING_ID } },
    { url: '/detalleMaterial/abc', params: { id: 'abc' } },
  ],
  'documentos.$id.tsx': () => [
    ...as(`/documentos/${MISSING_ID}`, everyone, { id: MISSING_ID }),
    { url: '/documentos/abc', params: { id: 'abc' }, as: 'provider' },
  ],
  'favoritos.tsx': () => as('/favoritos', ['visitor', 'builder']),
  'favoritos_.limite.tsx': () => [...as('/favoritos/limite?redirectTo=/perfil', ['visitor', 'builder']), { url: '/favoritos/limite' }],
  'functions.v1.ai-chat.tsx': () => as('/functions/v1/ai-chat', ['visitor', 'chat']),
  'healthz.tsx': () => [{ url: '/healthz' }],
  'estadisticas.evento.tsx': () => as('/estadisticas/evento', ['visitor', 'premium']),
  'mensajes._index.tsx': () => [
    ...as('/mensajes', ['visitor', 'builder', 'premium', 'provider']),
    { url: '/mensajes?page=9999', as: 'builder' },
  ],
  'mensajes.$id/route.tsx': ({ conversationId }) => [
    ...as(`/mensajes/${conversationId}`, [...everyone, 'staff'], { id: String(conversationId) }),
    { url: `/mensajes/${MISSING_ID}`, params: { id: MISSING_ID }, as: 'builder' },
    { url: '/mensajes/abc', params: { id: 'abc' }, as: 'builder' },
  ],
  'mensajes.nueva/route.tsx': ({ ownListingId, unclaimedListingId, materialId }) => [
    ...as(`/mensajes/nueva?proveedor=${ownListingId}`, ['visitor', 'builder', 'premium', 'unverified']),
    ...as(`/mensajes/nueva?proveedor=${unclaimedListingId}`, ['builder']),
    ...as(`/mensajes/nueva?material=${materialId}`, ['builder', 'provider']),
    ...as(`/mensajes/nueva?proveedor=${MISSING_ID}`, ['builder']),
    ...as('/mensajes/nueva', ['builder']),
  ],
  'marketplace._index.tsx': () => [
    ...as('/marketplace', ['visitor', 'provider']),
    { url: '/marketplace?q=cemento' },
    { url: '/marketplace?page=2' },
    { url: '/marketplace?page=9999' },
    { url: '/marketplace?page=abc' },
    { url: '/marketplace?categoria=aridos-y-cementos&unidad=bolsa&orden=menor-precio&factura-a=1&disponibilidad=en-stock' },
    { url: '/marketplace?categoria=inventada&precio-min=1e5&precio-max=-3&orden=cualquiera&condicion=roto' },
  ],
  'marketplace.$categoria.tsx': () => [
    ...as('/marketplace/aridos-y-cementos', ['visitor', 'provider'], { categoria: 'aridos-y-cementos' }),
    { url: '/marketplace/aridos-y-cementos?q=cemento&unidad=bolsa&orden=mayor-precio', params: { categoria: 'aridos-y-cementos' } },
    { url: '/marketplace/inventada', params: { categoria: 'inventada' } },
  ],
  'otros.tsx': () => [{ url: '/otros?page=2' }],
  'perfil/route.tsx': ({ ownMaterialId, othersMaterialId, ownProjectId, ownListingId }) => [
    ...as('/perfil', everyone),
    ...['personal', 'services', 'favorites', 'projects', 'cotizaciones', 'verificacion', 'zonas', 'estadisticas', 'inventada'].flatMap(
      (tab) => as(`/perfil?tab=${tab}`, ['builder', 'provider', 'premium']),
    ),
    { url: '/perfil?tab=personal&editar', as: 'premium' },
    { url: `/perfil?tab=estadisticas&servicio=${ownListingId}`, as: 'premium' },
    { url: `/perfil?tab=estadisticas&servicio=${MISSING_ID}`, as: 'provider' },
    { url: `/perfil?tab=services&eliminar=${ownListingId}&editarMaterial=${ownMaterialId}&page=2`, as: 'premium' },
    { url: `/perfil?tab=services&eliminarMaterial=${ownMaterialId}`, as: 'premium' },
    { url: `/perfil?tab=services&editarMaterial=${othersMaterialId}&eliminarMaterial=${othersMaterialId}`, as: 'premium' },
    { url: `/perfil?tab=services&eliminar=${MISSING_ID}&editarMaterial=abc`, as: 'provider' },
    { url: '/perfil?tab=projects&crear', as: 'premium' },
    { url: `/perfil?tab=projects&eliminar=${ownProjectId}`, as: 'premium' },
    { url: `/perfil?tab=projects&eliminar=${ownProjectId}`, as: 'provider' },
  ],
  'perfil_.estadisticas[.]csv.tsx': ({ ownListingId }) => [
    ...as('/perfil/estadisticas.csv', ['visitor', 'builder', 'provider', 'premium']),
    { url: `/perfil/estadisticas.csv?servicio=${ownListingId}`, as: 'premium' },
    { url: '/perfil/estadisticas.csv?servicio=abc', as: 'premium' },
  ],
  'perfil_.cancelar-premium.tsx': () => as('/perfil/cancelar-premium', ['visitor', 'builder', 'premium', 'expiredSession']),
  'perfil_.cuenta/route.tsx': () => as('/perfil/cuenta', ['visitor', 'builder', 'provider', 'expiredSession']),
  'perfilDeProveedorActivo.$profileId.tsx': ({ profileId }) => [
    ...as(`/perfilDeProveedorActivo/${profileId}`, everyone, { profileId: String(profileId) }),
    { url: `/perfilDeProveedorActivo/${MISSING_ID}`, params: { profileId: MISSING_ID } },
    { url: '/perfilDeProveedorActivo/abc', params: { profileId: 'abc' } },
  ],
  'perfilProveedor.$id.tsx': ({ profileId }) => [{ url: `/perfilProveedor/${profileId}`, params: { id: String(profileId) } }],
  'proveedor.$id.tsx': ({ listingId }) => [
    ...as(`/proveedor/${listingId}`, everyone, { id: String(listingId) }),
    { url: `/proveedor/${MISSING_ID}`, params: { id: MISSING_ID } },
    { url: '/proveedor/abc', params: { id: 'abc' } },
  ],
  'resenas.$reviewId.responder/route.tsx': ({ reviewId }) => [
    ...as(`/resenas/${reviewId}/responder`, [...everyone, 'staff'], { reviewId: String(reviewId) }),
    { url: `/resenas/${MISSING_ID}/responder`, params: { reviewId: MISSING_ID }, as: 'premium' },
  ],
  'resenas.$reviewId.denunciar/route.tsx': ({ reviewId }) => [
    ...as(`/resenas/${reviewId}/denunciar`, [...everyone, 'staff'], { reviewId: String(reviewId) }),
    { url: '/resenas/abc/denunciar', params: { reviewId: 'abc' }, as: 'builder' },
  ],
  'proveedor.$id_.reclamar/route.tsx': ({ listingId, unclaimedListingId }) => [
    ...as(`/proveedor/${unclaimedListingId}/reclamar`, [...everyone, 'staff'], { id: String(unclaimedListingId) }),
    ...as(`/proveedor/${listingId}/reclamar`, ['visitor', 'provider'], { id: String(listingId) }),
    { url: `/proveedor/${MISSING_ID}/reclamar`, params: { id: MISSING_ID }, as: 'provider' },
    { url: '/proveedor/abc/reclamar', params: { id: 'abc' } },
  ],
  'proveedores.tsx': () => [
    ...as('/proveedores', ['visitor', 'builder']),
    { url: '/proveedores?page=2' },
    { url: '/proveedores?page=9999' },
    { url: '/proveedores?page=0' },
  ],
  'proyectos-publicados.tsx': () => [
    ...as('/proyectos-publicados', ['visitor', 'premium']),
    { url: '/proyectos-publicados?page=2' },
    { url: '/proyectos-publicados?page=9999' },
    { url: '/proyectos-publicados?page=x' },
  ],
  'proyectos.$projectId.tsx': ({ projectId }) => [
    ...as(`/proyectos/${projectId}`, ['visitor', 'premium'], { projectId: String(projectId) }),
    { url: `/proyectos/${MISSING_ID}`, params: { projectId: MISSING_ID } },
    { url: '/proyectos/abc', params: { projectId: 'abc' } },
  ],
  'solicitudes.$id/route.tsx': ({ quoteRequestId, requestId }) => [
    // The provider it reached reads it twice: opening it never makes it 'Vista'.
    { url: `/solicitudes/${requestId}`, params: { id: String(requestId) }, as: 'premium', times: 2 },
    ...as(`/solicitudes/${requestId}`, ['builder', 'provider', 'visitor'], { id: String(requestId) }),
    ...as(`/solicitudes/${MISSING_ID}`, ['premium'], { id: MISSING_ID }),

    ...as(`/solicitudes/${quoteRequestId}`, ['visitor', 'builder', 'provider', 'expiredSession', 'forgedCookie', 'staff'], {
      id: String(quoteRequestId),
    }),
    { url: `/solicitudes/${MISSING_ID}`, params: { id: MISSING_ID }, as: 'builder' },
  ],
  'solicitudes.$id_.editar/route.tsx': ({ quoteRequestId, requestId }) => [
    ...as(`/solicitudes/${requestId}/editar`, ['builder', 'provider', 'premium', 'visitor'], { id: String(requestId) }),
    ...as(`/solicitudes/${quoteRequestId}/editar`, ['builder', 'provider', 'premium', 'staff'], { id: String(quoteRequestId) }),
    { url: `/solicitudes/${MISSING_ID}/editar`, params: { id: MISSING_ID }, as: 'builder' },
    { url: '/solicitudes/abc/editar', params: { id: 'abc' }, as: 'builder' },
  ],
  'publicar-servicio/route.tsx': ({ ownListingId }) => [
    ...as('/publicar-servicio', ['visitor', 'builder', 'provider', 'premium', 'expiredSession']),
    ...as(`/publicar-servicio?servicio=${ownListingId}`, ['premium', 'provider', 'visitor']),
    ...as('/publicar-servicio?servicio=abc', ['premium']),
  ],
  'servicios.$id.estado.tsx': ({ ownListingId }) =>
    as(`/servicios/${ownListingId}/estado`, ['visitor', 'premium'], { id: String(ownListingId) }),
  'robots[.]txt.tsx': () => [{ url: '/robots.txt' }],
  'sugerencias.tsx': () => as('/sugerencias?q=corral', ['visitor', 'builder']),
  'sitemap[.]xml.tsx': () => [{ url: '/sitemap.xml' }],
  'sitemaps.$file.tsx': () => [
    { url: '/sitemaps/1.xml', params: { file: '1.xml' } },
    { url: '/sitemaps/999.xml', params: { file: '999.xml' } },
    { url: '/sitemaps/uno', params: { file: 'uno' } },
  ],
  'upgrade.tsx': () => as('/upgrade', ['visitor', 'provider', 'premium']),
  'uploads.$.tsx': ({ imageKey }) => [
    { url: `/uploads/${imageKey}`, params: { '*': imageKey } },
    { url: '/uploads/no-existe.webp', params: { '*': 'no-existe.webp' } },
    { url: '/uploads/../test.db', params: { '*': '../test.db' } },
  ],
  'solicitudes.nueva/route.tsx': () => [
    ...as('/solicitudes/nueva', ['visitor', 'builder', 'premium', 'unverified']),
    ...as('/solicitudes/nueva?sector=cubiertas&subsector=techistas&zona=Palermo', ['premium']),
    ...as('/solicitudes/nueva?sector=no-existe&subsector=nada&zona=Marte&proveedor=abc', ['premium']),
  ],
  'solicitudes._index/route.tsx': () => [
    ...as('/solicitudes', ['visitor', 'builder', 'premium']),
    ...as('/solicitudes?tab=recibidas', ['premium', 'provider']),
    { url: '/solicitudes?tab=recibidas&page=9999', as: 'premium' },
  ],
  'uploads.$dir.$.tsx': ({ imageKey }) => {
    const [dir, ...rest] = imageKey.split('/')
    return [
      { url: `/uploads/${imageKey}`, params: { dir, '*': rest.join('/') } },
      { url: '/uploads/demo/no-existe.webp', params: { dir: 'demo', '*': 'no-existe.webp' } },
    ]
  },
}

const ROOT_CASES: Case[] = [
  ...as('/', ['visitor', 'builder', 'provider', 'premium', 'unverified', 'expiredSession', 'forgedCookie', 'toast']),
]

/** Everything a write would change: the database as both connections see it, and the files. */
const observer = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true })
const totalChanges = db.$client.prepare('SELECT total_changes()').pluck()
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name)
    const stat = fs.statSync(file)
    return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`
  })
}
function snapshot() {
  return {
    totalChanges: totalChanges.get() as number,
    dataVersion: observer.pragma('data_version', { simple: true }) as number,
    uploads: listFiles(env.UPLOADS_DIR).sort(),
    outbox: listFiles(outboxDir()).sort(),
  }
}

async function respond(loader: Loader, { url, params = {}, as: who = 'visitor' }: Case, cookies: Record<Who, string>) {
  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.7' }
  if (cookies[who]) headers.Cookie = cookies[who]
  const request = new Request(`${ORIGIN}${url}`, { headers })
  let value: unknown
  try {
    value = await loader({ request, params, context: {} })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    value = thrown
  }
  // A streamed body (an upload) is read to the end, as the browser would.
  if (value instanceof Response) await value.arrayBuffer()
}

let fixtures: Fixtures
const loaders = new Map<string, Loader>()

beforeAll(async () => {
  for (const [key, load] of Object.entries(routeModules)) {
    const { loader } = await load()
    if (loader) loaders.set(routeFile(key), loader)
  }
  await seedDemoData(db, { storage: imageStorage, listings: 60 })
  const demo = (email: string) => findUserByEmail(db, email)!.id
  const builder = demo(DEMO_ACCOUNTS.builder)
  const provider = demo(DEMO_ACCOUNTS.freeProvider)
  const premium = demo(DEMO_ACCOUNTS.premiumProvider)
  const one = <T>(query: string, ...args: unknown[]) =>
    db.$client
      .prepare(query)
      .pluck()
      .get(...args) as T

  const expired = await signedInCookie(provider)
  db.$client.prepare('UPDATE sessions SET expires_at = ? WHERE expires_at = (SELECT max(expires_at) FROM sessions)').run(Date.now() - 1000)
  const unverified = createAccount(db, { verified: false }).user.id
  const staff = createAccount(db, { isStaff: true }).user.id
  db.insert(schema.verificationChecks)
    .values({
      profileId: one<number>('SELECT id FROM provider_profiles WHERE user_id = ?', provider),
      kind: 'domicilio',
      localidad: 'Palermo',
    })
    // The demo data may already hold this check.
    .onConflictDoNothing()
    .run()
  const token = (userId: number, purpose: 'verify-email' | 'reset-password', ttl: number) => createAuthToken(db, userId, purpose, ttl)
  const spent = (value: string) => {
    db.$client.prepare('UPDATE auth_tokens SET used_at = ? WHERE id = (SELECT max(id) FROM auth_tokens)').run(Date.now())
    return value
  }
  const verifyUsed = spent(token(createAccount(db, { verified: false }).user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS))
  const resetUsed = spent(token(builder, 'reset-password', PASSWORD_RESET_TTL_MS))
  const chat = await sendToConversation(new Request(`${ORIGIN}/cotiza-ia`), 'Quiero pintar un ambiente de 20 m2')
  // A claim in review: the queue lists it and its claimant's claim page shows it.
  const unclaimedListing = one<number>('SELECT id FROM listings WHERE profile_id IS NULL AND is_active = 1 ORDER BY id LIMIT 1')
  db.$client
    .prepare(
      `INSERT INTO listing_claims (listing_id, profile_id, relation, cuit) VALUES (?, (SELECT id FROM provider_profiles WHERE user_id = ?), 'titular', '20123456786')`,
    )
    .run(unclaimedListing, provider)
  const quoteRequest = createQuoteRequest(db, { userId: builder })
  submitTestOffer(db, {
    recipientId: addRecipient(db, {
      requestId: quoteRequest.id,
      profileId: one<number>('SELECT id FROM provider_profiles WHERE user_id = ?', premium),
    }).id,
    lines: [{ description: 'Membrana', quantityHundredths: 100, unitPriceCents: 100_000, kind: 'materiales' }],
  })
  const conversationId = one<number>(
    `INSERT INTO conversations (requester_user_id, provider_user_id, subject) VALUES (?, ?, 'Techo de chapa') RETURNING id`,
    builder,
    premium,
  )
  const messageId = one<number>(
    `INSERT INTO messages (conversation_id, sender_user_id, body) VALUES (?, ?, 'Hola') RETURNING id`,
    conversationId,
    builder,
  )
  db.$client
    .prepare('UPDATE conversations SET last_message_id = ?, last_sender_user_id = ?, requester_read_message_id = ? WHERE id = ?')
    .run(messageId, builder, messageId, conversationId)
  const toast = (await createToastHeaders({ type: 'success', title: 'Guardado' })).get('Set-Cookie')!.split(';')[0]!
  const division = SECTORS.flatMap((s) =>
    s.subsectors.flatMap((sub) => sub.divisions.map((d) => ({ sector: s.slug, subsector: sub.slug, division: d.slug }))),
  )[0]!

  fixtures = {
    cookies: {
      visitor: '',
      builder: await signedInCookie(builder),
      provider: await signedInCookie(provider),
      premium: await signedInCookie(premium),
      unverified: await signedInCookie(unverified),
      expiredSession: expired,
      forgedCookie: 'ro_session=eyJzZXNzaW9uSWQiOiJ4In0%3D.firma-falsa; ro_chat=falsa',
      toast,
      chat: chat.setCookie.split(';')[0]!,
      staff: await signedInCookie(staff),
    },
    materialId: one('SELECT id FROM materials ORDER BY id LIMIT 1'),
    ownMaterialId: one('SELECT id FROM materials WHERE user_id = ? ORDER BY id LIMIT 1', premium),
    othersMaterialId: one('SELECT id FROM materials WHERE user_id <> ? ORDER BY id LIMIT 1', premium),
    projectId: one('SELECT id FROM projects ORDER BY id LIMIT 1'),
    ownProjectId: one('SELECT id FROM projects WHERE user_id = ? ORDER BY id LIMIT 1', premium),
    listingId: one('SELECT id FROM listings ORDER BY id LIMIT 1'),
    ownListingId: one('SELECT l.id FROM listings l JOIN provider_profiles p ON p.id = l.profile_id WHERE p.user_id = ? LIMIT 1', premium),
    unclaimedListingId: unclaimedListing,
    conversationId,
    profileId: one('SELECT id FROM provider_profiles WHERE user_id = ?', premium),
    quoteRequestId: quoteRequest.id,
    reviewId: one('SELECT r.id FROM reviews r JOIN provider_profiles p ON p.id = r.profile_id WHERE p.user_id = ? LIMIT 1', premium),
    imageKey: one('SELECT path FROM project_images ORDER BY id LIMIT 1'),
    division,
    requestId: createRoutedRequest(db, {
      userId: builder,
      recipientProfileIds: [one<number>('SELECT id FROM provider_profiles WHERE user_id = ?', premium)],
    }).requestId,
    tokens: {
      verifyValid: token(unverified, 'verify-email', EMAIL_VERIFICATION_TTL_MS),
      verifyExpired: token(createAccount(db, { verified: false }).user.id, 'verify-email', -1000),
      verifyUsed,
      resetValid: token(provider, 'reset-password', PASSWORD_RESET_TTL_MS),
      resetExpired: token(premium, 'reset-password', -1000),
      resetUsed,
    },
  }
  for (const [name, value] of Object.entries(fixtures)) {
    if (value === undefined || value === null) throw new Error(`No demo data for ${name}`)
  }
}, 120_000)

afterAll(() => observer.close())

describe('no GET request writes', () => {
  test('every route module with a loader has its cases here, and every case a route', () => {
    expect([...loaders.keys()].sort()).toEqual(Object.keys(CASES).sort())
  })

  test('the check notices a write', async () => {
    const before = snapshot()
    await respond(() => db.$client.prepare('DELETE FROM sessions WHERE expires_at < ?').run(Date.now()), { url: '/' }, fixtures.cookies)
    expect(snapshot()).not.toEqual(before)
  })

  const covered = Object.keys(CASES).sort()
  test.each(['root.tsx', ...covered])('%s: its loader writes nothing', async (file) => {
    const loader = file === 'root.tsx' ? rootLoader : loaders.get(file)
    expect(loader, `${file} exports a loader`).toBeDefined()
    const cases = file === 'root.tsx' ? ROOT_CASES : CASES[file]!(fixtures)
    expect(cases.length).toBeGreaterThan(0)
    for (const request of cases) {
      for (let i = 0; i < (request.times ?? 1); i++) {
        const before = snapshot()
        await respond(loader!, request, fixtures.cookies)
        expect(snapshot(), `GET ${request.url} as ${request.as ?? 'visitor'}`).toEqual(before)
      }
    }
  })
})
