/// <reference types="vite/client" />
import type { LoaderFunctionArgs } from '@remix-run/node'
import { readConfig } from '@remix-run/dev/dist/config.js'
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import * as schema from '../../drizzle/schema'
import {
  CLAIMS_OPEN_PER_ACCOUNT_MAX,
  EMAIL_VERIFICATION_TTL_MS,
  FORM_MAX_BYTES,
  FORM_MAX_FIELDS,
  OFFER_FORM_MAX_FIELDS,
  PASSWORD_RESET_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from '../../app/constants'
import { createAuthToken } from '../../app/models/accounts.server'
import { db } from '../../app/server/db.server'
import { createRequestGate, type GatedRoute } from '../../app/server/request-gate.server'
import { honeypotFieldName } from '../../app/utils/honeypot'
import {
  answer,
  encode,
  endlessBody,
  ENDLESS_CHUNK_BYTES,
  nextIp,
  ORIGIN,
  post,
  signedInCookie,
  type Action,
  type Fields,
} from '../setup/actions'
import { BAD_IDS, BAD_VALUES } from '../setup/bad-input'
import {
  addRecipient,
  createAccount,
  createListing,
  createQuoteRequest,
  createReview,
  resetDatabase,
  submitTestOffer,
  createRoutedRequest,
} from '../setup/factories'
import { MATERIAL_FORM } from '../setup/material-form'
import { confirmPriceToken } from '~/models/price-reminders.server'

type RouteModule = { action?: Action; loader?: (args: LoaderFunctionArgs) => Promise<unknown>; handle?: unknown }
const modules = import.meta.glob<RouteModule>(['../../app/routes/*.tsx', '../../app/routes/*/route.tsx', '../../app/root.tsx'], {
  eager: true,
})
/** A route's name as its file or folder says it: `routes/auth/route.tsx` is `auth`. */
const routeName = (file: string) =>
  file
    .replace(/\/route\.tsx$/, '')
    .replace(/^.*\//, '')
    .replace(/\.tsx$/, '')
const routes = Object.entries(modules)
  .filter(([file]) => file.includes('/routes/'))
  .map(([file, module]) => ({ name: routeName(file), module }))

type Who = 'anonymous' | 'builder' | 'provider' | 'staff'
type Encoding = 'form' | 'multipart' | 'json'
/** One form as the page posts it: every field valid, so a refusal comes from the value under test. */
type Form = { label: string; fields: Fields; encoding?: Encoding; who: Who; /** When not the route's own path. */ path?: string }
type FormsSpec = {
  path: string
  params?: Record<string, string>
  forms: Form[]
  /** A console page that takes no posts: staff get 405 (an unknown one 404) before a byte is read, anyone else 404. */
  takesNoPosts?: true
  /** A form with more fields than FORM_MAX_FIELDS (the offer's lines) declares its own cap. */
  maxFields?: number
}
type Fixture = ReturnType<typeof seed>

function seed() {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
  const builder = createAccount(db, { role: 'constructor', plan: 'free' })
  const provider = createAccount(db, { role: 'proveedor', plan: 'premium', businessName: 'Techos del Sur' })
  const listing = createListing(db, { profileId: provider.profile.id })
  // Its own listing: other forms pause and delete `listing`, and a consulta to a paused one is a 404.
  const inquiryListing = createListing(db, { profileId: provider.profile.id })
  const other = createListing(db)
  const material = db
    .insert(schema.materials)
    .values({
      userId: provider.user.id,
      title: 'Ladrillo hueco',
      description: 'Pallet de 144 unidades.',
      priceCents: 123456,
      location: 'Palermo',
    })
    .returning()
    .get()
  const project = db.insert(schema.projects).values({ userId: provider.user.id, title: 'Casa en Tigre', isPublic: true }).returning().get()
  const priceToken = confirmPriceToken({ id: material.id, userId: provider.user.id, priceConfirmedAt: material.priceConfirmedAt.getTime() })
  const resetToken = createAuthToken(db, provider.user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
  const verifyToken = createAuthToken(db, createAccount(db, { verified: false }).user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
  const changeEmailToken = createAuthToken(db, builder.user.id, 'change-email', EMAIL_VERIFICATION_TTL_MS, 'nueva-direccion@obra.com.ar')
  const signInLinkToken = createAuthToken(db, provider.user.id, 'sign-in-link', SIGN_IN_LINK_TTL_MS)
  const staff = createAccount(db, { isStaff: true })
  const check = db
    .insert(schema.verificationChecks)
    .values({ profileId: provider.profile.id, kind: 'cuit', cuit: '20123456786', legalName: 'Techos del Sur S.R.L.' })
    .returning()
    .get()
  const claim = db
    .insert(schema.listingClaims)
    .values({ listingId: other.id, profileId: createAccount(db).profile.id, relation: 'titular', cuit: '20123456786' })
    .returning()
    .get()
  const review = createReview(db, { listingId: listing.id, userId: createAccount(db, { role: 'constructor' }).user.id, rating: 2 })
  const suspendable = createAccount(db, { role: 'proveedor' })
  const request = createRoutedRequest(db, { userId: builder.user.id, recipientProfileIds: [provider.profile.id] })
  // The builder's request, which reached the provider, who answered with an offer.
  const quoteRequest = createQuoteRequest(db, { userId: builder.user.id })
  const quoteRecipient = addRecipient(db, { requestId: quoteRequest.id, profileId: provider.profile.id })
  const offer = submitTestOffer(db, {
    recipientId: quoteRecipient.id,
    lines: [{ description: 'Membrana', quantityHundredths: 100, unitPriceCents: 100_000, kind: 'materiales' }],
  })
  const conversation = db
    .insert(schema.conversations)
    .values({ requesterUserId: builder.user.id, providerUserId: provider.user.id, listingId: listing.id, subject: 'Techo de chapa' })
    .returning()
    .get()
  const document = db
    .insert(schema.privateDocuments)
    .values({
      ownerUserId: provider.user.id,
      storageKey: '00000000-0000-4000-8000-000000000000',
      contentType: 'application/pdf',
      sizeBytes: 8,
      originalName: 'plano.pdf',
    })
    .returning()
    .get()
  return {
    request,
    document,
    inquiryListing,
    quoteRequest,
    offer,
    builder,
    provider,
    staff,
    suspendable,
    listing,
    other,
    material,
    project,
    resetToken,
    verifyToken,
    priceToken,
    changeEmailToken,
    signInLinkToken,
    check,
    review,
    claim,
    conversation,
  }
}

const materialFields: Fields = Object.entries(MATERIAL_FORM)
const reviewFields = (listingId: number): Fields => [
  ['intent', 'review'],
  ['listingId', String(listingId)],
  ['rating', '4'],
  ['comment', 'Puntuales y prolijos.'],
]

const offerLineFields: Fields = [
  ['lineDescription', 'Membrana asfáltica'],
  ['lineQuantity', '45,5'],
  ['lineUnit', 'm2'],
  ['linePrice', '12.345,67'],
  ['lineKind', 'materiales'],
]
const offerFields: Fields = [
  ['iva', '2100'],
  ['validUntil', '2099-12-31'],
  ['durationDays', '10'],
  ['paymentTerms', '50 % de anticipo'],
  ['notes', 'Incluye retiro de la membrana vieja.'],
  ['requestVersion', '0'],
]

const importCsv = [
  'business_name,sector,subsector,division,contact_person,phone,address,localidad,website,description',
  'Techos Ruiz,Cubiertas,Techistas,,,11 4321-0001,,Palermo,,Techos de chapa.',
].join('\n')

/** The forms of every route with an action, by route module. */
/** The request form as the page sends it, to its own action or to the one that shows the upload's progress. */
const SEND_REQUEST_FIELDS: Fields = [
  ['intent', 'send'],
  ['title', 'Cambio de membrana'],
  ['sector', 'cubiertas'],
  ['subsector', 'techistas'],
  ['place', 'Palermo'],
  ['itemDescription', 'Membrana asfáltica'],
  ['itemQuantity', '45,5'],
  ['itemUnit', 'm2'],
]

function formsOf(f: Fixture): Record<string, FormsSpec> {
  const noPosts = (path: string, params?: Record<string, string>): FormsSpec => ({
    path,
    params,
    takesNoPosts: true,
    forms: [{ label: 'post to a page without forms', who: 'staff', fields: [['q', 'x']] }],
  })
  return {
    admin: noPosts('/admin'),
    'admin._index': noPosts('/admin?index'),
    'admin.registro': noPosts('/admin/registro'),
    'admin.$': noPosts('/admin/x', { '*': 'x' }),
    'admin.conversaciones': noPosts('/admin/conversaciones'),
    'admin.conversaciones_.$id': {
      path: `/admin/conversaciones/${f.conversation.id}`,
      params: { id: String(f.conversation.id) },
      forms: [{ label: 'read a conversation', who: 'staff', fields: [['reason', 'Denuncia de acoso en la conversación']] }],
    },
    'admin.documentos.$id_.abrir': {
      path: `/admin/documentos/${f.document.id}/abrir`,
      params: { id: String(f.document.id) },
      forms: [{ label: 'open a document', who: 'staff', fields: [['reason', 'Denuncia de un documento falso']] }],
    },
    'admin.cuentas': {
      path: '/admin/cuentas',
      forms: [
        {
          label: 'suspend',
          who: 'staff',
          fields: [
            ['intent', 'suspend'],
            ['userId', String(f.suspendable.user.id)],
            ['reason', 'Publica ofertas falsas'],
          ],
        },
        {
          label: 'reactivate',
          who: 'staff',
          fields: [
            ['intent', 'reactivate'],
            ['userId', String(f.suspendable.user.id)],
          ],
        },
      ],
    },
    'admin.importar': {
      path: '/admin/importar',
      forms: [
        {
          label: 'check import',
          who: 'staff',
          encoding: 'multipart',
          fields: [
            ['intent', 'revisar'],
            ['archivo', importCsv],
          ],
        },
        {
          label: 'import',
          who: 'staff',
          encoding: 'multipart',
          fields: [
            ['intent', 'importar'],
            ['file', 'a'.repeat(64)],
            ['fileName', 'proveedores.csv'],
          ],
        },
      ],
    },
    auth: {
      path: '/auth',
      forms: [
        {
          label: 'login',
          who: 'anonymous',
          fields: [
            ['intent', 'login'],
            ['email', f.builder.user.email],
            ['password', 'otra-contraseña'],
            ['redirectTo', '/perfil'],
          ],
        },
        {
          label: 'signup',
          who: 'anonymous',
          fields: [
            ['intent', 'signup'],
            ['email', 'nueva@obra.com.ar'],
            ['password', 'tejas coloniales del sur'],
            ['businessName', 'Constructora del Plata'],
            ['userRole', 'constructor'],
            ['acceptTerms', 'on'],
          ],
        },
        {
          label: 'resend',
          who: 'anonymous',
          fields: [
            ['intent', 'resend-verification'],
            ['email', f.builder.user.email],
          ],
        },
      ],
    },
    'auth_.recuperar': {
      path: '/auth/recuperar',
      forms: [
        {
          label: 'forgot',
          who: 'anonymous',
          fields: [
            ['email', f.builder.user.email],
            [honeypotFieldName, ''],
          ],
        },
      ],
    },
    'auth_.restablecer': {
      path: '/auth/restablecer',
      forms: [
        {
          label: 'reset',
          who: 'anonymous',
          fields: [
            ['token', f.resetToken],
            ['password', 'tejas coloniales del sur'],
            ['confirmPassword', 'tejas coloniales del sur'],
          ],
        },
      ],
    },
    'auth_.verificar': { path: '/auth/verificar', forms: [{ label: 'verify', who: 'anonymous', fields: [['token', f.verifyToken]] }] },
    'materiales.sigue-vigente': {
      path: '/materiales/sigue-vigente',
      forms: [{ label: 'confirm price', who: 'anonymous', fields: [['token', f.priceToken]] }],
    },
    'auth_.confirmar-correo': {
      path: '/auth/confirmar-correo',
      forms: [{ label: 'confirm new email', who: 'anonymous', fields: [['token', f.changeEmailToken]] }],
    },
    'auth_.ingresar': {
      path: '/auth/ingresar',
      forms: [
        {
          label: 'ask for a sign-in link',
          who: 'anonymous',
          fields: [
            ['intent', 'sign-in-link'],
            ['email', f.builder.user.email],
          ],
        },
        { label: 'sign in with a link', who: 'anonymous', fields: [['token', f.signInLinkToken]] },
      ],
    },
    'auth_.salir': { path: '/auth/salir', forms: [{ label: 'logout', who: 'builder', fields: [['redirectTo', '/']] }] },
    contacto: {
      path: '/contacto',
      forms: [
        {
          label: 'contact',
          who: 'anonymous',
          fields: [
            ['name', 'Marta Giménez'],
            ['email', 'marta@estudio.com.ar'],
            ['phone', '11 2345-6789'],
            ['message', 'Quiero sumar mi corralón.'],
            [honeypotFieldName, ''],
          ],
        },
      ],
    },
    'cotiza-ia': {
      path: '/cotiza-ia',
      forms: [
        {
          label: 'chat',
          who: 'anonymous',
          fields: [
            ['message', 'Contrapiso de 20 m2'],
            ['enhanced', 'true'],
          ],
        },
      ],
    },
    'cuenta.eliminar': {
      path: '/cuenta/eliminar',
      forms: [{ label: 'delete account', who: 'builder', fields: [['password', 'otra-contraseña']] }],
    },
    favoritos: {
      path: '/favoritos',
      forms: ['add', 'remove'].map((intent) => ({
        label: intent,
        who: 'builder' as const,
        fields: [
          ['intent', intent],
          ['listingId', String(f.other.id)],
          ['redirectTo', `/proveedor/${f.other.id}`],
          ['enhanced', 'true'],
        ] as Fields,
      })),
    },
    'functions.v1.ai-chat': {
      path: '/functions/v1/ai-chat',
      forms: [{ label: 'json chat', who: 'anonymous', encoding: 'json', fields: [['message', 'Contrapiso de 20 m2']] }],
    },
    perfil: {
      path: '/perfil',
      forms: [
        {
          label: 'save profile',
          who: 'provider',
          encoding: 'multipart',
          fields: [
            ['intent', 'guardar-perfil'],
            ['businessName', 'Techos del Sur'],
            ['contactPerson', 'Ana Pérez'],
            ['phone', '11 2345-6789'],
            ['address', 'Av. Corrientes 1234, CABA'],
            ['description', 'Obras de techos.'],
            ['website', 'www.delsur.com.ar'],
            ['pendingLogo', ''],
          ],
        },
        {
          label: 'delete service',
          who: 'provider',
          fields: [
            ['intent', 'eliminar-servicio'],
            ['listingId', String(f.listing.id)],
          ],
        },
        {
          label: 'edit material',
          who: 'provider',
          encoding: 'multipart',
          fields: [['intent', 'editar-material'], ['materialId', String(f.material.id)], ...materialFields],
        },
        {
          label: 'delete material',
          who: 'provider',
          fields: [
            ['intent', 'eliminar-material'],
            ['materialId', String(f.material.id)],
          ],
        },
        {
          label: 'create project',
          who: 'provider',
          encoding: 'multipart',
          fields: [
            ['intent', 'crear-proyecto'],
            ['title', 'Quincho'],
            ['description', 'Parrilla y techo.'],
            ['visibility', 'publico'],
          ],
        },
        {
          label: 'delete project',
          who: 'provider',
          fields: [
            ['intent', 'eliminar-proyecto'],
            ['projectId', String(f.project.id)],
          ],
        },
        ...(
          [
            [
              'cuit',
              [
                ['cuit', '20-12345678-6'],
                ['legalName', 'Techos del Sur SRL'],
                ['taxCondition', 'Monotributo'],
              ],
            ],
            [
              'domicilio',
              [
                ['streetAddress', 'Av. Córdoba 1234'],
                ['localidad', 'Palermo'],
              ],
            ],
            [
              'matricula',
              [
                ['licenseNumber', 'MP 4521'],
                ['licenseIssuer', 'CPIC'],
                ['licenseTrade', 'Gasista'],
              ],
            ],
            [
              'seguro',
              [
                ['insuranceKind', 'ART'],
                ['insurer', 'La Segunda'],
                ['policyNumber', 'RC-1'],
                ['expiresOn', '2099-06-30'],
              ],
            ],
          ] as const
        ).map(([kind, fields]): Form => ({
          label: `verification ${kind}`,
          who: 'provider',
          encoding: 'multipart',
          path: '/perfil?tab=verificacion',
          fields: [['intent', `verificar-${kind}`], ...fields],
        })),
      ],
    },
    'admin.reclamos': {
      path: '/admin/reclamos',
      forms: [
        {
          label: 'reject claim',
          who: 'staff',
          fields: [
            ['intent', 'rechazar'],
            ['claimId', String(f.claim.id)],
            ['reason', 'El teléfono no coincide.'],
          ],
        },
        {
          label: 'approve claim',
          who: 'staff',
          fields: [
            ['intent', 'aprobar'],
            ['claimId', String(f.claim.id)],
          ],
        },
      ],
    },
    'perfil_.cancelar-premium': { path: '/perfil/cancelar-premium', forms: [{ label: 'cancel premium', who: 'provider', fields: [] }] },
    'perfil_.cuenta': {
      path: '/perfil/cuenta',
      forms: [
        {
          label: 'change password',
          who: 'builder',
          fields: [
            ['intent', 'cambiar-clave'],
            ['currentPassword', 'otra-contraseña'],
            ['newPassword', 'tejas coloniales del sur'],
            ['confirmPassword', 'tejas coloniales del sur'],
          ],
        },
        {
          label: 'change email',
          who: 'builder',
          fields: [
            ['intent', 'cambiar-correo'],
            ['newEmail', 'otra-direccion@obra.com.ar'],
            ['password', 'otra-contraseña'],
          ],
        },
      ],
    },
    'perfilDeProveedorActivo.$profileId': {
      path: `/perfilDeProveedorActivo/${f.provider.profile.id}?resena`,
      params: { profileId: String(f.provider.profile.id) },
      forms: [{ label: 'review', who: 'builder', fields: reviewFields(f.listing.id) }],
    },
    'proveedor.$id': {
      path: `/proveedor/${f.other.id}?resena`,
      params: { id: String(f.other.id) },
      forms: [{ label: 'review', who: 'builder', fields: reviewFields(f.other.id) }],
    },
    'mensajes.$id': {
      path: `/mensajes/${f.conversation.id}`,
      params: { id: String(f.conversation.id) },
      forms: [
        {
          label: 'message',
          who: 'builder',
          encoding: 'multipart',
          fields: [
            ['intent', 'mensaje'],
            ['idempotencyKey', 'clave-de-prueba-1'],
            ['body', '¿Pueden venir el lunes? https://ejemplo.com.ar/plano'],
          ],
        },
        {
          label: 'mark read',
          who: 'provider',
          encoding: 'multipart',
          fields: [
            ['intent', 'leido'],
            ['upTo', '1'],
          ],
        },
      ],
    },
    // The builder is on the free plan: its posts meet the premium gate; the form's own bad values are in request-form.test.ts.
    'solicitudes.nueva': {
      path: '/solicitudes/nueva',
      forms: [
        {
          label: 'send a request',
          who: 'builder',
          encoding: 'multipart',
          fields: SEND_REQUEST_FIELDS,
        },
      ],
    },
    // The same form sent by the page's script to show the upload's progress; it answers JSON.
    'solicitudes.nueva.envio': {
      path: '/solicitudes/nueva/envio',
      forms: [
        {
          label: 'send a request with its progress shown',
          who: 'builder',
          encoding: 'multipart',
          fields: SEND_REQUEST_FIELDS,
        },
      ],
    },
    'solicitudes.$id_.editar': {
      path: `/solicitudes/${f.request.requestId}/editar`,
      params: { id: String(f.request.requestId) },
      forms: [
        {
          label: 'change a sent request',
          who: 'builder',
          encoding: 'multipart',
          fields: [
            ['intent', 'save'],
            ['title', 'Cambio de membrana y babetas'],
            ['description', 'Terraza de 45 m².'],
            ['itemDescription', 'Membrana asfáltica con aluminio'],
            ['itemQuantity', '50'],
            ['itemUnit', 'm2'],
            ['startOn', ''],
          ],
        },
      ],
    },
    'mensajes.nueva': {
      path: `/mensajes/nueva?proveedor=${f.inquiryListing.id}`,
      forms: [
        {
          label: 'consulta',
          who: 'builder',
          encoding: 'multipart',
          fields: [
            ['idempotencyKey', 'clave-de-prueba-2'],
            ['subject', 'Techo de chapa'],
            ['body', '¿Pueden venir el lunes?'],
          ],
        },
      ],
    },
    'proveedor.$id_.reclamar': {
      path: `/proveedor/${f.other.id}/reclamar`,
      params: { id: String(f.other.id) },
      forms: [
        {
          label: 'claim listing',
          who: 'provider',
          encoding: 'multipart',
          fields: [
            ['relation', 'titular'],
            ['cuit', '20-12345678-6'],
            ['contactProof', '11 4321-4321'],
            ['message', 'Soy el dueño.'],
          ],
        },
      ],
    },
    'publicar-servicio': {
      path: '/publicar-servicio',
      forms: [
        {
          label: 'publish',
          who: 'provider',
          fields: [
            ['sector', 'cubiertas'],
            ['subsector', 'techistas'],
            ['subsectorOther', ''],
            ['division', ''],
            ['zona', 'CABA'],
            ['localidad', 'Palermo'],
            ['description', 'Instalación y reparación con garantía.'],
            ['phone', '11 2345-6789'],
            ['address', 'Av. Rivadavia 1234'],
            ['website', 'techosdelsur.com.ar'],
          ],
        },
      ],
    },
    'resenas.$reviewId.responder': {
      path: `/resenas/${f.review.id}/responder`,
      params: { reviewId: String(f.review.id) },
      forms: [
        {
          label: 'reply',
          who: 'provider',
          fields: [
            ['intent', 'responder'],
            ['reply', 'Gracias por el comentario.'],
          ],
        },
        { label: 'delete reply', who: 'provider', fields: [['intent', 'eliminar-respuesta']] },
      ],
    },
    'resenas.$reviewId.denunciar': {
      path: `/resenas/${f.review.id}/denunciar`,
      params: { reviewId: String(f.review.id) },
      forms: [
        {
          label: 'report',
          who: 'builder',
          fields: [
            ['reason', 'Otro'],
            ['details', 'No trabajó con ellos.'],
          ],
        },
      ],
    },
    'admin.resenas': {
      path: '/admin/resenas',
      forms: [
        {
          label: 'hide review',
          who: 'staff',
          fields: [
            ['intent', 'ocultar'],
            ['reviewId', String(f.review.id)],
            ['reason', 'Insultos'],
          ],
        },
        {
          label: 'keep review',
          who: 'staff',
          fields: [
            ['intent', 'mantener'],
            ['reviewId', String(f.review.id)],
          ],
        },
        {
          label: 'restore review',
          who: 'staff',
          fields: [
            ['intent', 'restaurar'],
            ['reviewId', String(f.review.id)],
          ],
        },
      ],
    },
    'solicitudes.$id': {
      path: `/solicitudes/${f.request.requestId}`,
      params: { id: String(f.request.requestId) },
      maxFields: OFFER_FORM_MAX_FIELDS,
      forms: [
        { label: 'seen from the inbox', who: 'provider', fields: [['intent', 'seen']] },
        { label: 'add a line', who: 'provider', fields: [['intent', 'add-line'], ...offerLineFields] },
        {
          label: 'send an offer',
          who: 'provider',
          encoding: 'multipart',
          fields: [['intent', 'offer'], ...offerLineFields, ...offerFields],
        },
        {
          label: 'decline',
          who: 'provider',
          fields: [
            ['intent', 'decline'],
            ['reason', 'Sin disponibilidad este mes.'],
          ],
        },
        {
          label: 'confirm accepting an offer',
          who: 'builder',
          fields: [
            ['intent', 'confirm-accept'],
            ['offerId', String(f.offer.offerId)],
          ],
        },
        { label: 'confirm cancelling a request', who: 'builder', fields: [['intent', 'confirm-cancel']] },
        {
          label: 'accept an offer',
          who: 'builder',
          fields: [
            ['intent', 'accept'],
            ['offerId', String(f.offer.offerId)],
          ],
        },
        { label: 'cancel a request', who: 'builder', fields: [['intent', 'cancel']] },
      ],
    },
    'estadisticas.evento': {
      path: '/estadisticas/evento',
      forms: [
        {
          label: 'count a view',
          who: 'anonymous',
          fields: [
            ['listing', String(f.other.id)],
            ['kind', 'view'],
          ],
        },
      ],
    },
    'servicios.$id.estado': {
      path: `/servicios/${f.listing.id}/estado`,
      params: { id: String(f.listing.id) },
      forms: [{ label: 'pause service', who: 'provider', fields: [['active', 'false']] }],
    },
    upgrade: { path: '/upgrade', forms: [{ label: 'upgrade', who: 'builder', fields: [['stay', 'true']] }] },
    'admin.verificaciones': {
      path: '/admin/verificaciones',
      forms: [
        {
          label: 'reject a check',
          who: 'staff',
          fields: [
            ['checkId', String(f.check.id)],
            ['intent', 'rechazar'],
            ['reason', 'La razón social no coincide con el CUIT.'],
          ],
        },
      ],
    },
    PublicarMateriales: {
      path: '/PublicarMateriales',
      forms: [{ label: 'publish material', who: 'provider', encoding: 'multipart', fields: materialFields }],
    },
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
    const body = JSON.stringify(
      Object.fromEntries(
        fields.map(([name, value]) => [
          name,
          fields.filter(([other]) => other === name).length > 1 ? fields.filter(([other]) => other === name).map(([, v]) => v) : value,
        ]),
      ),
    )
    return new Request(`${ORIGIN}${path}`, { ...init, headers: { ...init.headers, 'Content-Type': 'application/json' }, body })
  }
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  return new Request(`${ORIGIN}${path}`, { ...init, body })
}

const JSON_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '{"message":1}',
  '{"message":["a","b"]}',
  '{"message":{}}',
  '{"message":null}',
  `{"message":"${'a'.repeat(100_000)}"}`,
]

/** The form with one field changed: each bad value, then left out, then sent twice. */
/**
 * `npm run test:full` sends every bad value into every field. The everyday run sends each field one
 * value in three, rotating with the field, so every value still reaches every form of three fields
 * or more (a smaller form gets them all); a missing and a repeated field are always sent.
 */
const VALUE_SAMPLE = process.env.TEST_FULL ? 1 : 3

function variants(fields: Fields): Array<{ field: string; value: string; fields: Fields }> {
  const names = [...new Set(fields.map(([name]) => name))]
  const step = names.length >= VALUE_SAMPLE ? VALUE_SAMPLE : 1
  return names.flatMap((name, field) => [
    ...BAD_VALUES.filter((_, index) => (index + field) % step === 0).map((value) => ({
      field: name,
      value,
      fields: fields.map(([n, v]) => [n, n === name ? value : v] as const),
    })),
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
      result instanceof Response
        ? result.status
        : typeof result === 'object' && result && 'status' in result && typeof result.status === 'number'
          ? result.status
          : 200
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
  cookies = {
    anonymous: null,
    builder: await signedInCookie(fixture.builder.user.id),
    provider: await signedInCookie(fixture.provider.user.id),
    staff: await signedInCookie(fixture.staff.user.id),
  }
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
              () => answer(action, request(form.path ?? spec.path, variant.fields, form.encoding ?? 'form', cookie), spec.params),
              `${form.label} (${who}) ${variant.field}=${show(variant.value)}`,
            )
            if (failure) failures.push(failure)
          }
        }
        // A JSON call may also get a body of the wrong shape, or none that parses.
        for (const body of form.encoding === 'json' ? JSON_BODIES : []) {
          requests++
          const raw = new Request(`${ORIGIN}${spec.path}`, {
            method: 'POST',
            headers: { Origin: ORIGIN, 'X-Forwarded-For': CLIENT_IP, 'Content-Type': 'application/json' },
            body,
          })
          const failure = await check(() => answer(action, raw, spec.params), `${form.label} body=${show(body)}`)
          if (failure) failures.push(failure)
        }
        for (const [param, value] of Object.keys(spec.params ?? {}).flatMap((param) => BAD_IDS.map((id) => [param, id] as const))) {
          requests++
          const failure = await check(
            () =>
              answer(action, request(form.path ?? spec.path, form.fields, form.encoding ?? 'form', cookies[form.who]), {
                ...spec.params,
                [param]: value,
              }),
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
const SEARCH_PARAMS = [
  'q',
  'zona',
  'page',
  'tab',
  'redirectTo',
  'token',
  'eliminar',
  'editarMaterial',
  'eliminarMaterial',
  'crear',
  'editar',
  'register',
  'resena',
  'ver',
]

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
  // An index route's `_index` segment is no part of its address: `solicitudes._index` is /solicitudes.
  const segments = name
    .replaceAll('[.]', '\u0001')
    .split('.')
    .filter((segment) => segment !== '_index')
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
        const request = new Request(`${ORIGIN}${path}${query}`, {
          headers: { 'X-Forwarded-For': nextIp(), ...(cookies[who] ? { Cookie: cookies[who]! } : {}) },
        })
        const failure = await check(() => answer(loader, request, params), `${what} (${who})`)
        if (failure) failures.push(failure)
      }
      const { path, params } = addressOf(name, null, fixture)
      for (const who of name.startsWith('admin') ? (['anonymous', 'staff'] as const) : (['anonymous', 'provider'] as const)) {
        for (const value of BAD_VALUES) {
          await get(path, params, new URLSearchParams(SEARCH_PARAMS.map((param) => [param, value])), who, `every param=${show(value)}`)
          if (who === 'anonymous') {
            const twice = SEARCH_PARAMS.flatMap((param) => [
              [param, value],
              [param, value],
            ])
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
        for (const value of BAD_VALUES)
          await get(path, params, new URLSearchParams([[param, value]]), 'anonymous', `${param}=${show(value)}`)
      }
      expect(failures).toEqual([])
    },
    60_000,
  )

  test('the database is intact afterwards', () => {
    expect(integrityCheck()).toBe('ok')
  })
})

/** Every row of every table, to prove a refused request wrote nothing. */
function rowCounts() {
  const tables = db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[]
  return Object.fromEntries(tables.map((table) => [table, db.$client.prepare(`SELECT count(*) FROM "${table}"`).pluck().get()]))
}

/**
 * The route manifest as the compiler builds it from app/routes, read when the suite runs: a route
 * added later is covered here without anyone listing it.
 */
const config = await readConfig(process.cwd())
const manifest: Record<string, GatedRoute> = Object.fromEntries(
  Object.values(config.routes).map((route) => [route.id, { ...route, module: modules[`../../app/${route.file}`]! }]),
)
const refuseRequest = createRequestGate(manifest)
const manifestRoutes = Object.values(manifest).filter((route) => route.id !== 'root')

const CROSS_SITE: Array<Record<string, string>> = [
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
  { Origin: 'http://localhost:3000.evil.example' },
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site', Origin: ORIGIN },
]
const SAME_SITE: Array<Record<string, string>> = [{ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }, {}]
const OTHER_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']
/** Bodies no form action can read, by Content-Type (null: none sent). */
const UNREADABLE_FORM_BODIES: Array<[string | null, string]> = [
  ['application/json', '{"intent":"login","email":"a@b.c"}'],
  ['text/plain', 'intent=login'],
  [null, 'intent=login'],
  ['application/x-bogus', 'intent=login'],
  ['multipart/form-data', 'intent=login'],
  ['application/x-www-form-urlencodedx', 'intent=login'],
]
const JSON_REFUSED_BODIES: Array<[string | null, string]> = [
  ['text/plain', '{"message":"hola"}'],
  [null, '{"message":"hola"}'],
  ['application/x-www-form-urlencoded', 'message=hola'],
  ['multipart/form-data; boundary=x', '--x--'],
]
const SPANISH_REFUSAL = /Solicitud rechazada|Método no permitido|Formato no admitido/

describe('every route of the manifest, with every method, body type and origin', () => {
  test('the manifest holds the app routes, each with its module', () => {
    expect(manifestRoutes.length).toBe(routes.length)
    for (const route of manifestRoutes) expect(route.module, route.id).toBeDefined()
  })

  test.each(manifestRoutes.map((route) => ({ id: route.id, route })))(
    '$id answers each odd request with its deliberate refusal, writing nothing',
    async ({ route }) => {
      const before = rowCounts()
      const { path } = addressOf(route.id.replace(/^routes\//, ''), null, fixture)
      const takesPost = Boolean(route.module.action)
      const takesJson = route.module.handle !== undefined && JSON.stringify(route.module.handle).includes('json')
      const failures: string[] = []
      const expect_ = async (what: string, method: string, headers: Record<string, string>, expected: number) => {
        for (const who of ['anonymous', 'builder'] as const) {
          const all = new Headers({ Host: 'localhost:3000', ...headers, ...(cookies[who] ? { Cookie: cookies[who]! } : {}) })
          for (const pathname of [path, `${path === '/' ? '/_root' : path}.data`]) {
            const refusal = refuseRequest({ method, pathname, headers: all })
            const body = refusal ? await refusal.text() : ''
            if (refusal?.status !== expected)
              failures.push(`${what} ${method} ${pathname} (${who}): ${refusal?.status ?? 'passed to the app'}, expected ${expected}`)
            else if (!SPANISH_REFUSAL.test(body) && !JSON.parse(body || '{}').error)
              failures.push(`${what} ${method} ${pathname}: no Spanish message`)
            else if (!takesJson && !body.includes('lang="es-AR"')) failures.push(`${what} ${method} ${pathname}: not a page`)
          }
        }
      }
      for (const origin of CROSS_SITE) {
        for (const method of ['POST', ...OTHER_METHODS]) {
          await expect_(`from ${JSON.stringify(origin)}`, method, { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' }, 403)
        }
      }
      for (const origin of SAME_SITE) {
        for (const method of OTHER_METHODS)
          await expect_('same site', method, { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' }, 405)
        if (!takesPost)
          await expect_('same site, no action', 'POST', { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' }, 405)
        else {
          for (const [type] of takesJson ? JSON_REFUSED_BODIES : UNREADABLE_FORM_BODIES) {
            await expect_(`body ${type}`, 'POST', { ...origin, ...(type ? { 'Content-Type': type } : {}) }, 415)
          }
          const readable = takesJson ? 'application/json' : 'application/x-www-form-urlencoded'
          for (const who of ['anonymous', 'builder'] as const) {
            const headers = new Headers({
              Host: 'localhost:3000',
              ...origin,
              'Content-Type': readable,
              ...(cookies[who] ? { Cookie: cookies[who]! } : {}),
            })
            if (refuseRequest({ method: 'POST', pathname: path, headers })) failures.push(`a readable POST to ${path} (${who}) was refused`)
          }
        }
      }
      for (const method of ['GET', 'HEAD']) {
        if (refuseRequest({ method, pathname: path, headers: new Headers({ Origin: 'https://evil.example' }) }))
          failures.push(`${method} ${path} was refused`)
      }
      expect(failures).toEqual([])
      expect(rowCounts()).toEqual(before)
    },
  )

  // Where no gate stands (remix dev, a direct call), the action still refuses what it cannot read.
  const actionRoutes = manifestRoutes.filter((route) => route.module.action)
  test.each(actionRoutes.map((route) => ({ id: route.id, route })))(
    '$id refuses a body it cannot read with a 4xx, writing nothing',
    async ({ route }) => {
      const name = route.id.replace(/^routes\//, '')
      const spec = formsOf(fixture)[name]!
      const before = rowCounts()
      const failures: string[] = []
      const bodies = [
        ...UNREADABLE_FORM_BODIES,
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nsin cierre'] as [string, string],
      ]
      for (const [type, body] of route.module.handle ? JSON_REFUSED_BODIES : bodies) {
        for (const who of ['anonymous', 'builder', 'provider'] as const) {
          const headers = {
            Origin: ORIGIN,
            'X-Forwarded-For': nextIp(),
            ...(type ? { 'Content-Type': type } : {}),
            ...(cookies[who] ? { Cookie: cookies[who]! } : {}),
          }
          const request = new Request(`${ORIGIN}${spec.path}`, { method: 'POST', headers, body })
          if (!type) request.headers.delete('Content-Type')
          const failure = await check(() => answer(route.module.action as Action, request, spec.params), `${type} (${who})`)
          if (failure) failures.push(failure)
        }
      }
      expect(failures).toEqual([])
      expect(rowCounts()).toEqual(before)
    },
  )
})

describe('every form action, with its fields and then a body past the caps', () => {
  const boundary = 'tope'
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const bodies = (fields: Fields, maxFields: number) => {
    const form = `${encode(fields)}&`
    const parts = fields.map(([name, value]) => part(name, value)).join('')
    const multipart = `multipart/form-data; boundary=${boundary}`
    return [
      {
        label: '12 MB of empty fields, chunked',
        type: 'application/x-www-form-urlencoded',
        head: form,
        fill: '&',
        total: 12 * 1024 * 1024,
      },
      {
        label: `${maxFields + 1} empty fields`,
        type: 'application/x-www-form-urlencoded',
        head: form,
        fill: '&'.repeat(maxFields),
        total: 1,
      },
      {
        label: `${maxFields + 1} parts`,
        type: multipart,
        head: parts,
        fill: `${part('a', '').repeat(maxFields)}--${boundary}--\r\n`,
        total: 1,
      },
      { label: '12 MB of parts, chunked', type: multipart, head: parts, fill: part('a', ''), total: 12 * 1024 * 1024 },
    ]
  }
  const uploadMessage = 'El envío es demasiado grande'
  const formRoutes = routes.filter(({ module }) => module.action && module.handle === undefined)
  test.each(formRoutes.map(({ name, module }) => ({ name, action: module.action! })))(
    '$name refuses it with 413 before reading it through',
    async ({ name, action }) => {
      const spec = formsOf(fixture)[name]!
      const form = spec.forms[0]!
      const failures: string[] = []
      const uploads = spec.forms.every(({ encoding }) => encoding === 'multipart')
      // An upload-only form reads multipart alone: any other body it refuses as unreadable (400).
      for (const { label, type, head, fill, total } of bodies(form.fields, spec.maxFields ?? FORM_MAX_FIELDS).filter(
        (body) => !uploads || body.type.startsWith('multipart/'),
      )) {
        const cookie = name === 'auth_.salir' ? await signedInCookie(fixture.builder.user.id) : cookies[form.who]
        const stream = endlessBody(head, fill, total)
        const headers = { Origin: ORIGIN, 'X-Forwarded-For': nextIp(), 'Content-Type': type, ...(cookie ? { Cookie: cookie } : {}) }
        const request = new Request(`${ORIGIN}${spec.path}`, { method: 'POST', headers, body: stream.body, duplex: 'half' } as RequestInit)
        const result = await answer(action, request, spec.params)
        // Upload forms report the refusal in their reply, beside the fields the schema refused (400).
        const refusedUpload = result.status === 400 && JSON.stringify(result.reply ?? '').includes(uploadMessage)
        const refusedUnread = spec.takesNoPosts && (result.status === 405 || result.status === 404)
        // A member who may not post there (the fixture's free builder, its provider with a claim in review) is refused unread.
        const refusedMember = [403, 409, 429].includes(result.status) && stream.pulled <= ENDLESS_CHUNK_BYTES
        if (result.status !== 413 && !refusedUpload && !refusedUnread && !refusedMember)
          failures.push(`${label}: ${result.status} ${result.response ? await result.response.text() : JSON.stringify(result.reply)}`)
        if (stream.pulled > FORM_MAX_BYTES + 64 * 1024) failures.push(`${label}: ${stream.pulled} bytes read`)
      }
      expect(failures).toEqual([])
    },
  )
})

/**
 * What reading a signed-out post to each action that needs a signed-in user costs: one endless
 * field (no field or part count stops it, only the session check can), and the bytes pulled.
 */
async function signedOutPosts() {
  const specs = Object.entries(formsOf(fixture)).filter(([, spec]) => spec.forms.every((form) => form.who !== 'anonymous'))
  const failures: string[] = []
  for (const [name, spec] of specs) {
    const uploads = spec.forms.every(({ encoding }) => encoding === 'multipart')
    const type = uploads ? 'multipart/form-data; boundary=tope' : 'application/x-www-form-urlencoded'
    const head = uploads ? '--tope\r\nContent-Disposition: form-data; name="a"\r\n\r\n' : 'a='
    const stream = endlessBody(head, 'a', 12 * 1024 * 1024, { highWaterMark: 0 })
    const headers = { Origin: ORIGIN, 'X-Forwarded-For': nextIp(), 'Content-Type': type }
    const request = new Request(`${ORIGIN}${spec.path}`, { method: 'POST', headers, body: stream.body, duplex: 'half' } as RequestInit)
    const result = await answer(routes.find((route) => route.name === name)!.module.action!, request, spec.params)
    if (![302, 401, 403, 404].includes(result.status)) failures.push(`${name}: answered ${result.status}`)
    // At most the one chunk a visitor's way back is read from (favourites), never the body.
    if (stream.pulled > ENDLESS_CHUNK_BYTES) failures.push(`${name}: ${stream.pulled} bytes read`)
  }
  return { checked: specs.length, failures }
}

describe('every action that needs a signed-in user, posted to by a visitor', () => {
  test('answers a 12 MB body with the sign-in redirect (or its refusal) without reading it', async () => {
    const { checked, failures } = await signedOutPosts()
    expect(checked).toBeGreaterThan(10)
    expect(failures).toEqual([])
  })
})

/**
 * Signed-in members who may not post to a route with uploads, and what they get: every check that
 * needs no body (role, plan, verified e-mail, target, open claims) answers before a byte is read.
 * Every upload route of the manifest is listed; an empty list says any signed-in member may post.
 */
type Refused = { label: string; cookie: () => Promise<string>; path?: string; params?: Record<string, string>; status: number }

const memberCookie = async (options: Parameters<typeof createAccount>[1] = {}) => signedInCookie(createAccount(db, options).user.id)
function refusedMembers(f: Fixture): Record<string, Refused[]> {
  // Its own claimed listing: the fixture's `listing` is paused and deleted by other tests of this file.
  const claimedListing = createListing(db, { profileId: f.provider.profile.id })
  const sendersOfRequests: Refused[] = [
    { label: 'a free builder', cookie: () => memberCookie({ role: 'constructor', plan: 'free' }), status: 403 },
    {
      label: 'a premium builder with an unverified e-mail',
      cookie: () => memberCookie({ role: 'constructor', plan: 'premium', verified: false }),
      status: 403,
    },
  ]
  return {
    'solicitudes.nueva': sendersOfRequests,
    'solicitudes.nueva.envio': sendersOfRequests,
    'solicitudes.$id_.editar': [
      { label: 'a member who did not send it', cookie: () => memberCookie({ role: 'constructor' }), status: 404 },
      { label: 'the provider it reached', cookie: () => signedInCookie(f.provider.user.id), status: 404 },
    ],
    'mensajes.nueva': [
      { label: 'an unverified e-mail', cookie: () => memberCookie({ role: 'constructor', verified: false }), status: 403 },
      {
        label: 'to an unclaimed listing',
        cookie: () => memberCookie({ role: 'constructor' }),
        path: `/mensajes/nueva?proveedor=${f.other.id}`,
        status: 403,
      },
      { label: 'to its own listing', cookie: () => signedInCookie(f.provider.user.id), status: 403 },
      { label: 'to a listing that does not exist', cookie: () => memberCookie(), path: '/mensajes/nueva?proveedor=999999999', status: 404 },
    ],
    'proveedor.$id_.reclamar': [
      { label: 'a builder', cookie: () => memberCookie({ role: 'constructor' }), status: 403 },
      {
        label: 'a claimed listing',
        cookie: () => memberCookie(),
        path: `/proveedor/${claimedListing.id}/reclamar`,
        params: { id: String(claimedListing.id) },
        status: 409,
      },
      {
        label: `a provider with ${CLAIMS_OPEN_PER_ACCOUNT_MAX} claims in review`,
        cookie: async () => {
          const claimant = createAccount(db)
          for (let n = 0; n < CLAIMS_OPEN_PER_ACCOUNT_MAX; n++) {
            db.insert(schema.listingClaims)
              .values({ listingId: createListing(db).id, profileId: claimant.profile.id, relation: 'titular', cuit: '20123456786' })
              .run()
          }
          return signedInCookie(claimant.user.id)
        },
        status: 429,
      },
    ],
    'solicitudes.$id': [{ label: 'a member it did not reach', cookie: () => memberCookie(), status: 404 }],
    'mensajes.$id': [{ label: 'someone outside the conversation', cookie: () => memberCookie({ role: 'constructor' }), status: 404 }],
    'admin.importar': [{ label: 'a member who is not staff', cookie: () => memberCookie(), status: 404 }],
    // Any signed-in account may post there; what it may do depends on the form's intent.
    perfil: [],
    PublicarMateriales: [],
  }
}

describe('every route with uploads, posted to by a signed-in member who may not post there', () => {
  test('answers a 12 MB upload with its refusal before reading a byte of it', async () => {
    const uploadRoutes = Object.entries(formsOf(fixture))
      .filter(([, spec]) => spec.forms.some((form) => form.encoding === 'multipart'))
      .map(([name]) => name)
    const table = refusedMembers(fixture)
    expect(Object.keys(table).sort()).toEqual(uploadRoutes.sort())
    const failures: string[] = []
    for (const [name, cases] of Object.entries(table)) {
      const spec = formsOf(fixture)[name]!
      for (const refused of cases) {
        const stream = endlessBody(
          '--tope\r\nContent-Disposition: form-data; name="adjuntos"; filename="plano.pdf"\r\n\r\n',
          'a',
          12 * 1024 * 1024,
          {
            highWaterMark: 0,
          },
        )
        const headers = {
          Origin: ORIGIN,
          'X-Forwarded-For': nextIp(),
          'Content-Type': 'multipart/form-data; boundary=tope',
          Cookie: await refused.cookie(),
        }
        const path = refused.path ?? spec.path
        const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: stream.body, duplex: 'half' } as RequestInit)
        const result = await answer(routes.find((route) => route.name === name)!.module.action!, request, refused.params ?? spec.params)
        if (result.status !== refused.status) failures.push(`${name}, ${refused.label}: answered ${result.status}, not ${refused.status}`)
        if (stream.pulled > 0) failures.push(`${name}, ${refused.label}: ${stream.pulled} bytes read`)
      }
    }
    expect(failures).toEqual([])
  })
})

describe('mass assignment', () => {
  // What only staff (or nobody) may change, read whole: a form a user can reach must leave it be.
  const privileges = () => {
    const ids = (query: string) => JSON.stringify(db.$client.prepare(query).raw().all())
    return {
      staff: ids('SELECT id FROM users WHERE is_staff = 1 ORDER BY id'),
      suspended: ids('SELECT id, suspended_at FROM users WHERE suspended_at IS NOT NULL ORDER BY id'),
      approvedClaims: ids("SELECT id, listing_id, profile_id FROM listing_claims WHERE status <> 'pending' ORDER BY id"),
      hiddenReviews: ids('SELECT id, hidden_at FROM reviews WHERE hidden_at IS NOT NULL OR author_suspended = 1 ORDER BY id'),
      approvedChecks: db.$client.prepare("SELECT id FROM verification_checks WHERE status = 'approved'").pluck().all() as number[],
      verified: db.$client.prepare('SELECT id FROM provider_profiles WHERE verified = 1').pluck().all() as number[],
      owners: new Map(db.$client.prepare('SELECT id, profile_id FROM listings').raw().all() as Array<[number, number | null]>),
    }
  }
  const extraFields = (f: Fixture): Fields => [
    ['is_staff', '1'],
    ['isStaff', 'true'],
    ['verified', 'true'],
    ['claimed', '1'],
    ['profile_id', String(f.staff.profile.id)],
    ['profileId', String(f.staff.profile.id)],
    ['user_id', String(f.staff.user.id)],
    ['userId', String(f.staff.user.id)],
    ['status', 'approved'],
    ['suspended_at', ''],
    ['hidden_at', ''],
    ['plan', 'premium'],
    ['plan_type', 'premium'],
  ]
  // Signing out or deleting the account would end the sessions the other posts use.
  const userRoutes = routes.filter(
    ({ name, module }) => module.action && !name.startsWith('admin') && !['cuenta.eliminar', 'auth_.salir'].includes(name),
  )

  test.each(userRoutes.map(({ name, module }) => ({ name, action: module.action! })))(
    '$name sets no staff flag, owner, check, claim, badge or suspension from extra fields',
    async ({ name, action }) => {
      vi.spyOn(console, 'info').mockImplementation(() => {})
      const spec = formsOf(fixture)[name]!
      for (const form of spec.forms) {
        db.$client.exec("DELETE FROM rate_limits WHERE key NOT LIKE 'signIn%' AND key NOT LIKE 'signUp%'")
        const own = new Set(form.fields.map(([field]) => field))
        const fields = [...form.fields, ...extraFields(fixture).filter(([field]) => !own.has(field))]
        const before = privileges()
        await answer(action, request(form.path ?? spec.path, fields, form.encoding ?? 'form', cookies[form.who]), spec.params).catch(
          (thrown: unknown) => thrown,
        )
        const after = privileges()
        const { approvedChecks: _a, verified: _v, owners: _o, ...kept } = after
        const { approvedChecks: _b, verified: _w, owners: _p, ...was } = before
        expect(kept, form.label).toEqual(was)
        // New listings are a publish form's own; one that was there keeps its owner (or is gone).
        for (const [id, owner] of after.owners)
          if (before.owners.has(id)) expect(owner, `${form.label}: listing ${id}`).toBe(before.owners.get(id))
        // A user's edit may take a badge or an approval away, never give one.
        expect(
          after.approvedChecks.filter((id) => !before.approvedChecks.includes(id)),
          form.label,
        ).toEqual([])
        expect(
          after.verified.filter((id) => !before.verified.includes(id)),
          form.label,
        ).toEqual([])
      }
      vi.restoreAllMocks()
    },
    60_000,
  )
})
