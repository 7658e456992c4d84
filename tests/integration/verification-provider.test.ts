import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import { privateDocuments, providerProfiles, verificationChecks } from '../../drizzle/schema'
import { DOCUMENT_MAX_BYTES, type VerificationKind } from '~/constants'
import { CUIT_TAKEN_MESSAGE } from '~/models/verification.server'
import { loader as documentLoader } from '~/routes/documentos.$id'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { action, loader } from '~/routes/perfil/route'
import { loader as uploadsLoader } from '~/routes/uploads.$'
import { db } from '~/server/db.server'
import { privateDocumentsDir } from '~/server/private-documents.server'
import { DOCUMENT_MESSAGES, documentUrl } from '~/utils/documents'
import { buenosAiresToday } from '~/utils/verification'
import { answer, nextIp, ORIGIN, post, signedInCookie } from '../setup/actions'
import { createAccount, fillPrivateStorage, resetDatabase, TEST_PASSWORD } from '../setup/factories'
import { raceProcesses } from '../setup/race'

type Reply = { kind: VerificationKind; result: { status: string; initialValue: Record<string, unknown>; error: Record<string, string[]> } }

const VALID_CUIT = '20-12345678-6'
const picture = sharp({ create: { width: 48, height: 32, channels: 3, background: '#8a4b2f' } })
const files = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: await picture.clone().png().toBuffer(),
  jpeg: await picture.clone().jpeg().toBuffer(),
  webp: await picture.clone().webp().toBuffer(),
}

const FIELDS = {
  cuit: { cuit: VALID_CUIT, legalName: 'Techos del Sur SRL', taxCondition: 'Responsable Inscripto' },
  domicilio: { streetAddress: 'Av. Córdoba 1234', localidad: 'Palermo' },
  matricula: { licenseNumber: 'MP 4521', licenseIssuer: 'CPIC', licenseTrade: 'Ingeniero civil' },
  seguro: { insuranceKind: 'Responsabilidad civil', insurer: 'La Segunda', policyNumber: 'RC-889911', expiresOn: '2099-06-30' },
} satisfies Record<VerificationKind, Record<string, string>>

beforeEach(() => resetDatabase(db))

async function signedIn(options: Parameters<typeof createAccount>[1] = {}) {
  const account = createAccount(db, options)
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

/** A verification form as the browser sends it: multipart, the document last. */
function send(cookie: string, kind: VerificationKind, fields: Record<string, string> = FIELDS[kind], document?: File) {
  const body = new FormData()
  body.append('intent', `verificar-${kind}`)
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  if (kind !== 'cuit') body.append('document', document ?? new File([], '', { type: 'application/octet-stream' }))
  const request = new Request(`${ORIGIN}/perfil?tab=verificacion`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
  return answer<Reply>(action, request)
}

const file = (data: Buffer, name: string, type = 'application/octet-stream') => new File([new Uint8Array(data)], name, { type })

const checkOf = (profileId: number, kind: VerificationKind) =>
  db
    .select()
    .from(verificationChecks)
    .where(eq(verificationChecks.profileId, profileId))
    .all()
    .find((row) => row.kind === kind)

const storedFiles = () => (fs.existsSync(privateDocumentsDir) ? fs.readdirSync(privateDocumentsDir) : [])
const uploadedFiles = () =>
  fs.existsSync(process.env.UPLOADS_DIR!) ? fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }).map(String) : []

function approve(profileId: number, kind: VerificationKind) {
  db.update(verificationChecks).set({ status: 'approved', decidedAt: new Date() }).where(eq(verificationChecks.profileId, profileId)).run()
  return checkOf(profileId, kind)
}

describe('CUIT', () => {
  test.each([
    ['wrong check digit', '20-12345678-5', 'El CUIT no es válido: revisá el dígito verificador'],
    ['wrong prefix', '21-12345678-6', 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34'],
    ['letters', '20-1234567A-6', 'El CUIT solo lleva números (los guiones son opcionales)'],
    ['10 digits', '2012345678', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['12 digits', '201234567861', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
  ])('a CUIT with a %s is refused next to the field, the typed values kept', async (_case, cuit, message) => {
    const { profile, cookie } = await signedIn()
    const result = await send(cookie, 'cuit', { ...FIELDS.cuit, cuit })
    expect(result.status).toBe(400)
    expect(result.reply?.result.error.cuit).toEqual([message])
    expect(result.reply?.result.initialValue).toMatchObject({
      cuit,
      legalName: 'Techos del Sur SRL',
      taxCondition: 'Responsable Inscripto',
    })
    expect(checkOf(profile.id, 'cuit')).toBeUndefined()
  })

  test('a valid CUIT is sent for review: En revisión, stored as its 11 digits', async () => {
    const { profile, cookie } = await signedIn()
    const result = await send(cookie, 'cuit')
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil?tab=verificacion')
    expect(checkOf(profile.id, 'cuit')).toMatchObject({ status: 'pending', cuit: '20123456786', legalName: 'Techos del Sur SRL' })
    const page = (await loader({
      request: new Request(`${ORIGIN}/perfil?tab=verificacion`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as {
      checks: { kind: string; state: string }[]
    }
    expect(page.checks.map((check) => check.state)).toEqual(['En revisión', 'Sin enviar', 'Sin enviar', 'Sin enviar'])
  })

  test("a CUIT approved for another profile is refused with the spec's words", async () => {
    const owner = await signedIn()
    await send(owner.cookie, 'cuit')
    approve(owner.profile.id, 'cuit')
    const other = await signedIn()
    const result = await send(other.cookie, 'cuit', { ...FIELDS.cuit, cuit: '20123456786' })
    expect(result.status).toBe(400)
    expect(result.reply?.result.error.cuit).toEqual([CUIT_TAKEN_MESSAGE])
    expect(result.reply?.result.initialValue).toMatchObject({ cuit: '20123456786', legalName: 'Techos del Sur SRL' })
    expect(checkOf(other.profile.id, 'cuit')).toBeUndefined()
  })

  test('two profiles sending an approved CUIT at once are both refused; the database allows one approval only', async () => {
    const owner = await signedIn()
    await send(owner.cookie, 'cuit')
    approve(owner.profile.id, 'cuit')
    const [first, second] = [await signedIn(), await signedIn()]
    const outcomes = await raceProcesses<string>('verification-worker.ts', [
      [String(first.profile.id), String(first.user.id), '20123456786'],
      [String(second.profile.id), String(second.user.id), '20123456786'],
    ])
    expect(outcomes).toEqual(['cuitTaken', 'cuitTaken'])
    expect(db.select().from(verificationChecks).all()).toHaveLength(1)
    // Whatever path writes an approval, the partial unique index has the last word.
    db.insert(verificationChecks).values({ profileId: first.profile.id, kind: 'cuit', cuit: '20123456786' }).run()
    expect(() => approve(first.profile.id, 'cuit')).toThrow(/UNIQUE constraint failed: verification_checks\.cuit/)
  })

  test('extra fields cannot approve a check, move it to another profile or set the badge', async () => {
    const { profile, cookie } = await signedIn()
    db.update(providerProfiles).set({ verified: true }).where(eq(providerProfiles.id, profile.id)).run()
    const other = await signedIn()
    const forged = {
      status: 'approved',
      profileId: String(other.profile.id),
      verified: 'true',
      decidedAt: '1',
      documentId: '1',
      kind: 'seguro',
    }
    const result = await send(cookie, 'cuit', { ...FIELDS.cuit, ...forged })
    expect(result.status).toBe(302)
    expect(checkOf(profile.id, 'cuit')).toMatchObject({ status: 'pending', decidedAt: null, documentId: null })
    expect(checkOf(other.profile.id, 'cuit')).toBeUndefined()
    expect(db.select().from(verificationChecks).all()).toHaveLength(1)
    expect(db.select().from(providerProfiles).where(eq(providerProfiles.id, profile.id)).get()?.verified).toBe(false)
  })

  test("resending an approved CUIT puts it back in review and takes 'Perfil Verificado' away at once", async () => {
    const { profile, cookie } = await signedIn()
    await send(cookie, 'cuit')
    await send(cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, 'factura.pdf', 'application/pdf'))
    approve(profile.id, 'cuit')
    db.update(providerProfiles).set({ verified: true }).where(eq(providerProfiles.id, profile.id)).run()
    const result = await send(cookie, 'cuit', { ...FIELDS.cuit, cuit: '27-12345678-0', legalName: 'Otro nombre' })
    expect(result.status).toBe(302)
    expect(checkOf(profile.id, 'cuit')).toMatchObject({ status: 'pending', cuit: '27123456780', decidedAt: null })
    expect(db.select().from(providerProfiles).where(eq(providerProfiles.id, profile.id)).get()?.verified).toBe(false)
  })
})

describe('documents', () => {
  test.each([
    [
      'an .exe renamed .pdf',
      file(Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(512, 1)]), 'factura.pdf', 'application/pdf'),
      DOCUMENT_MESSAGES.wrongType,
    ],
    [
      'HTML renamed .jpg',
      file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.jpg', 'image/jpeg'),
      DOCUMENT_MESSAGES.wrongType,
    ],
    [
      'an SVG',
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'plano.svg', 'image/svg+xml'),
      DOCUMENT_MESSAGES.wrongType,
    ],
    ['a zero-byte file', file(Buffer.alloc(0), 'vacio.pdf', 'application/pdf'), DOCUMENT_MESSAGES.empty],
    ['a truncated PDF', file(files.pdf.subarray(0, 40), 'cortado.pdf', 'application/pdf'), DOCUMENT_MESSAGES.unreadable],
    [
      'a truncated PNG',
      file(files.png.subarray(0, Math.floor(files.png.length / 2)), 'cortada.png', 'image/png'),
      DOCUMENT_MESSAGES.unreadable,
    ],
    [
      'a file of 10 MB + 1 byte',
      file(Buffer.concat([files.pdf, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - files.pdf.length)]), 'grande.pdf', 'application/pdf'),
      DOCUMENT_MESSAGES.tooLarge,
    ],
  ])('%s is refused next to the field, nothing stored, the typed values kept', async (_case, document, message) => {
    const { profile, cookie } = await signedIn()
    const filesBefore = storedFiles()
    const result = await send(cookie, 'matricula', FIELDS.matricula, document)
    expect(result.status).toBe(400)
    expect(result.reply?.result.error.document).toEqual([message])
    expect(result.reply?.result.initialValue).toMatchObject(FIELDS.matricula)
    expect(db.select().from(privateDocuments).all()).toEqual([])
    expect(storedFiles()).toEqual(filesBefore)
    expect(checkOf(profile.id, 'matricula')).toBeUndefined()
  })

  test('a check that needs a document is refused without one', async () => {
    const { cookie } = await signedIn()
    const result = await send(cookie, 'seguro')
    expect(result.status).toBe(400)
    expect(result.reply?.result.error.document).toEqual([DOCUMENT_MESSAGES.missing])
    expect(result.reply?.result.initialValue).toMatchObject(FIELDS.seguro)
  })

  test('PDF, JPEG, PNG and WebP are kept byte for byte outside the public uploads, under random keys', async () => {
    const { user, profile, cookie } = await signedIn()
    const sent: [VerificationKind, Buffer, string][] = [
      ['domicilio', files.pdf, 'application/pdf'],
      ['matricula', files.jpeg, 'image/jpeg'],
      ['seguro', files.webp, 'image/webp'],
    ]
    for (const [kind, data, type] of sent) {
      const result = await send(cookie, kind, FIELDS[kind], file(data, `doc.${type.split('/')[1]}`, 'application/octet-stream'))
      expect(result.status).toBe(302)
      const check = checkOf(profile.id, kind)!
      expect(check.status).toBe('pending')
      const document = db.select().from(privateDocuments).where(eq(privateDocuments.id, check.documentId!)).get()!
      expect(document).toMatchObject({ ownerUserId: user.id, contentType: type, sizeBytes: data.length })
      expect(document.storageKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(fs.readFileSync(path.join(privateDocumentsDir, document.storageKey)).equals(data)).toBe(true)
    }
    expect(path.relative(path.resolve(process.env.UPLOADS_DIR!), privateDocumentsDir).startsWith('..')).toBe(true)
    expect(uploadedFiles()).toEqual([])
    const png = await send(cookie, 'domicilio', FIELDS.domicilio, file(files.png, 'boleta.png', 'image/png'))
    expect(png.status).toBe(302)
  })

  test('resending with a new document deletes the one it replaces, row and file', async () => {
    const { user, profile, cookie } = await signedIn()
    const before = new Set(storedFiles())
    for (let i = 0; i < 5; i++) {
      expect((await send(cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, `factura-${i}.pdf`, 'application/pdf'))).status).toBe(302)
    }
    const kept = db.select().from(privateDocuments).where(eq(privateDocuments.ownerUserId, user.id)).all()
    expect(kept.map((document) => document.id)).toEqual([checkOf(profile.id, 'domicilio')!.documentId])
    expect(kept[0]?.originalName).toBe('factura-4.pdf')
    expect(storedFiles().filter((key) => !before.has(key))).toEqual([kept[0]!.storageKey])
  })

  test('a document past the account’s private storage is refused beside the field, and nothing is kept', async () => {
    const { user, profile, cookie } = await signedIn()
    fillPrivateStorage(db, user.id)
    const before = storedFiles()
    const result = await send(cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, 'factura.pdf', 'application/pdf'))
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.document).toEqual([DOCUMENT_MESSAGES.storageFull])
    expect(checkOf(profile.id, 'domicilio')).toBeUndefined()
    expect(storedFiles()).toEqual(before)
  })

  test('resending without a new document keeps the one sent before', async () => {
    const { profile, cookie } = await signedIn()
    await send(cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, 'factura.pdf', 'application/pdf'))
    const first = checkOf(profile.id, 'domicilio')!.documentId
    approve(profile.id, 'domicilio')
    const result = await send(cookie, 'domicilio', { ...FIELDS.domicilio, streetAddress: 'Av. Santa Fe 3000' })
    expect(result.status).toBe(302)
    expect(checkOf(profile.id, 'domicilio')).toMatchObject({ status: 'pending', documentId: first, streetAddress: 'Av. Santa Fe 3000' })
  })
})

describe('the other fields', () => {
  test.each([
    ['domicilio', { ...FIELDS.domicilio, localidad: 'Springfield' }, 'localidad', 'Elegí una localidad de la lista'],
    ['matricula', { ...FIELDS.matricula, licenseNumber: 'x'.repeat(21) }, 'licenseNumber', 'Puede tener hasta 20 caracteres'],
    ['matricula', { ...FIELDS.matricula, licenseNumber: '   ' }, 'licenseNumber', 'Completá el número de matrícula'],
    ['seguro', { ...FIELDS.seguro, expiresOn: buenosAiresToday() }, 'expiresOn', 'La póliza tiene que vencer después de hoy'],
    ['seguro', { ...FIELDS.seguro, expiresOn: '2099-02-30' }, 'expiresOn', 'Ingresá una fecha válida'],
    ['seguro', { ...FIELDS.seguro, insuranceKind: 'Granizo' }, 'insuranceKind', 'Elegí el tipo de seguro'],
  ] as const)('%s: %s is refused next to %s', async (kind, fields, name, message) => {
    const { profile, cookie } = await signedIn()
    const filesBefore = storedFiles()
    const result = await send(cookie, kind, fields, file(files.pdf, 'doc.pdf', 'application/pdf'))
    expect(result.status).toBe(400)
    expect(result.reply?.result.error[name]).toEqual([message])
    expect(result.reply?.result.initialValue).toMatchObject(fields)
    expect(checkOf(profile.id, kind)).toBeUndefined()
    expect(storedFiles()).toEqual(filesBefore)
  })

  test('a builder is told the tab is for providers, on reading and on sending', async () => {
    const { cookie } = await signedIn({ role: 'constructor' })
    const page = await loader({
      request: new Request(`${ORIGIN}/perfil?tab=verificacion`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })
    expect(page).toMatchObject({ tab: 'verificacion', checks: null })
    const result = await send(cookie, 'cuit')
    expect(result.status).toBe(403)
    expect(await result.response?.text()).toBe('La verificación es solo para cuentas de proveedor.')
  })
})

describe('the document route', () => {
  async function fetchDocument(id: number | string, cookie?: string) {
    const request = new Request(`${ORIGIN}${documentUrl(Number(id))}`, { headers: cookie ? { Cookie: cookie } : {} })
    return (await documentLoader({ request, params: { id: String(id) }, context: {} })) as Response
  }

  test('serves a document to its owner only (staff through the audited console); everyone else gets the same 404', async () => {
    const owner = await signedIn()
    await send(owner.cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, 'factura.pdf', 'application/pdf'))
    await send(owner.cookie, 'matricula', FIELDS.matricula, file(files.png, 'matricula.png', 'image/png'))
    const pdfId = checkOf(owner.profile.id, 'domicilio')!.documentId!
    const pngId = checkOf(owner.profile.id, 'matricula')!.documentId!

    const own = await fetchDocument(pdfId, owner.cookie)
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Type')).toBe('application/pdf')
    expect(own.headers.get('Content-Disposition')).toBe('attachment; filename="factura.pdf"')
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
    expect(Buffer.from(await own.arrayBuffer()).equals(files.pdf)).toBe(true)

    const image = await fetchDocument(pngId, owner.cookie)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff')

    const staff = await signedIn({ isStaff: true })
    expect((await fetchDocument(pdfId, staff.cookie)).status).toBe(404)

    const stranger = await signedIn()
    await send(stranger.cookie, 'domicilio', FIELDS.domicilio, file(files.jpeg, 'propia.jpg', 'image/jpeg'))
    const strangersOwn = checkOf(stranger.profile.id, 'domicilio')!.documentId!
    const refusals = [
      await fetchDocument(pdfId, stranger.cookie),
      await fetchDocument(pdfId),
      await fetchDocument(strangersOwn + 1000, owner.cookie),
      await fetchDocument(strangersOwn, owner.cookie),
      await fetchDocument('0', staff.cookie),
      await fetchDocument('abc', staff.cookie),
    ]
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404)
      expect(refusal.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
      expect(await refusal.text()).toBe('Página no encontrada')
    }
  })

  test('a document is never reachable under /uploads', async () => {
    const owner = await signedIn()
    await send(owner.cookie, 'domicilio', FIELDS.domicilio, file(files.png, 'boleta.png', 'image/png'))
    const { storageKey } = db.select().from(privateDocuments).get()!
    for (const key of [storageKey, `${storageKey}.png`, `../${path.basename(privateDocumentsDir)}/${storageKey}`]) {
      const response = (await uploadsLoader({
        request: new Request(`${ORIGIN}/uploads/${key}`),
        params: { '*': key },
        context: {},
      })) as Response
      expect(response.status).toBe(404)
    }
  })
})

test("deleting the account deletes its documents' rows and files", async () => {
  const { user, cookie } = await signedIn()
  await send(cookie, 'domicilio', FIELDS.domicilio, file(files.pdf, 'factura.pdf', 'application/pdf'))
  const { storageKey } = db.select().from(privateDocuments).get()!
  expect(storedFiles()).toContain(storageKey)
  const result = await answer(deleteAccountAction, post('/cuenta/eliminar', [['password', TEST_PASSWORD]], { Cookie: cookie }))
  expect(result.status).toBe(302)
  expect(db.select().from(privateDocuments).where(eq(privateDocuments.ownerUserId, user.id)).all()).toEqual([])
  expect(storedFiles()).not.toContain(storageKey)
})
