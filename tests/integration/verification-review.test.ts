import { eq, gt, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { STAFF_REASON_MAX_LENGTH, type VerificationKind, type VerificationStatus } from '~/constants'
import { action, loader } from '~/routes/admin.verificaciones/route'
import { action as profileAction } from '~/routes/perfil/route'
import { action as publishAction } from '~/routes/publicar-servicio/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'
import { readOutbox } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

type Reply = {
  checkId: number | null
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

const CUIT = '20123456786'
const PROFILE = {
  contactPerson: 'Ana Pérez',
  phone: '+541143214321',
  address: 'Av. Rivadavia 1234, CABA',
  description: 'Techos y membranas con garantía.',
  website: 'https://techosdelsur.com.ar',
}

let auditStart: number
beforeEach(() => {
  resetDatabase(db)
  auditStart = db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
})

const newAuditRows = () => db.select().from(schema.auditLog).where(gt(schema.auditLog.id, auditStart)).all()

async function staffMember() {
  const account = createAccount(db, { isStaff: true, businessName: 'Equipo RedObra' })
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

/** A provider with the five fields filled and the checks given, in the states given. */
async function provider(checks: Partial<Record<VerificationKind, VerificationStatus>> = {}, fields: Partial<typeof PROFILE> = {}) {
  const account = createAccount(db, { businessName: 'Techos del Sur' })
  db.update(schema.providerProfiles)
    .set({ ...PROFILE, ...fields, verified: checks.cuit === 'approved' && checks.domicilio === 'approved' })
    .where(eq(schema.providerProfiles.id, account.profile.id))
    .run()
  const ids: Partial<Record<VerificationKind, number>> = {}
  for (const [kind, status] of Object.entries(checks) as [VerificationKind, VerificationStatus][]) {
    ids[kind] = addCheck(account.profile.id, kind, status)
  }
  return { ...account, checks: ids, cookie: await signedInCookie(account.user.id) }
}

function addCheck(profileId: number, kind: VerificationKind, status: VerificationStatus = 'pending', cuit = CUIT) {
  const data = {
    cuit: { cuit, legalName: 'Techos del Sur S.R.L.', taxCondition: 'Responsable Inscripto' as const },
    domicilio: { streetAddress: 'Av. Rivadavia 1234', localidad: 'Caballito' },
    matricula: { licenseNumber: 'CPIC 1234', licenseIssuer: 'CPIC', licenseTrade: 'Ingeniería civil' },
    seguro: { insuranceKind: 'Responsabilidad civil' as const, insurer: 'La Obrera', policyNumber: 'RC-555', expiresOn: '2027-06-30' },
  }[kind]
  return db
    .insert(schema.verificationChecks)
    .values({ profileId, kind, status, ...data, ...(status === 'rejected' ? { rejectionReason: 'Documento ilegible' } : {}) })
    .returning({ id: schema.verificationChecks.id })
    .get().id
}

const checkRow = (id: number) => db.select().from(schema.verificationChecks).where(eq(schema.verificationChecks.id, id)).get()!
const isVerified = (profileId: number) =>
  db
    .select({ verified: schema.providerProfiles.verified })
    .from(schema.providerProfiles)
    .where(eq(schema.providerProfiles.id, profileId))
    .get()!.verified

function decide(cookie: string | null, fields: Record<string, string>, path = '/admin/verificaciones') {
  return answer<Reply>(action, post(path, Object.entries(fields), cookie ? { Cookie: cookie } : {}))
}

async function queue(cookie: string | null, search = '') {
  const request = new Request(`${ORIGIN}/admin/verificaciones${search}`, { headers: cookie ? { Cookie: cookie } : {} })
  return answer<Awaited<ReturnType<typeof loader>>>(({ request: r }) => loader({ request: r, params: {}, context: {} }), request)
}

const mailsTo = (address: string) => readOutbox(outboxDir()).filter((mail) => mail.to.includes(address))

describe('the staff queue at /admin/verificaciones', () => {
  test('lists the checks in review, oldest first, with what the provider sent and its document', async () => {
    const staff = await staffMember()
    const older = await provider({ domicilio: 'pending' })
    const newer = await provider({ cuit: 'pending', seguro: 'approved' })
    db.update(schema.verificationChecks)
      .set({ submittedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.verificationChecks.id, older.checks.domicilio!))
      .run()
    const { reply, status } = await queue(staff.cookie)
    expect(status).toBe(200)
    expect(reply!.total).toBe(2)
    expect(reply!.checks.map((check) => [check.id, check.kind])).toEqual([
      [older.checks.domicilio, 'domicilio'],
      [newer.checks.cuit, 'cuit'],
    ])
    expect(reply!.checks[1]).toMatchObject({ cuit: CUIT, legalName: 'Techos del Sur S.R.L.', profile: { id: newer.profile.id } })
    expect((await queue(staff.cookie, '?page=2')).status).toBe(404)
  })

  test.each([
    ['signed out', null],
    ['a provider', 'provider'],
  ] as const)('answers 404 to %s, for the page and for a decision, and writes nothing', async (_, who) => {
    const target = await provider({ cuit: 'pending' })
    const cookie = who === null ? null : target.cookie
    expect((await queue(cookie)).status).toBe(404)
    const result = await decide(cookie, { checkId: String(target.checks.cuit), intent: 'aprobar' })
    expect(result.status).toBe(404)
    expect(checkRow(target.checks.cuit!).status).toBe('pending')
    expect(newAuditRows()).toEqual([])
  })

  test('a decision posted from another site is refused', async () => {
    const staff = await staffMember()
    const target = await provider({ cuit: 'pending' })
    const result = await answer(
      action,
      post(
        '/admin/verificaciones',
        [
          ['checkId', String(target.checks.cuit)],
          ['intent', 'aprobar'],
        ],
        {
          Cookie: staff.cookie,
          Origin: 'https://evil.example',
        },
      ),
    )
    expect(result.status).toBe(403)
    expect(checkRow(target.checks.cuit!).status).toBe('pending')
  })
})

describe('approving and rejecting', () => {
  test('approving: the check is approved, one audit row with before and after, the provider gets an e-mail', async () => {
    const staff = await staffMember()
    const target = await provider({ cuit: 'pending' })
    const result = await decide(staff.cookie, { checkId: String(target.checks.cuit), intent: 'aprobar' }, '/admin/verificaciones?page=1')
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin/verificaciones?page=1')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Aprobaste la verificación de CUIT' })
    expect(checkRow(target.checks.cuit!)).toMatchObject({ status: 'approved', decidedByUserId: staff.user.id, rejectionReason: null })
    const audit = newAuditRows()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      staffUserId: staff.user.id,
      staffEmail: staff.user.email,
      action: 'verification.approve',
      objectType: 'verification',
      objectId: String(target.checks.cuit),
    })
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ status: 'pending' })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'approved' })
    const [mail] = mailsTo(target.user.email)
    expect(mail?.subject).toBe('Aprobamos tu verificación de CUIT')
    expect(mail?.text).toContain('¡Hola, Techos del Sur!')
  })

  test('a provider whose address is not verified gets the decision without its typed name', async () => {
    const staff = await staffMember()
    const target = await provider({ cuit: 'pending' })
    db.update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, target.user.id)).run()
    expect((await decide(staff.cookie, { checkId: String(target.checks.cuit), intent: 'aprobar' })).status).toBe(302)
    const [mail] = mailsTo(target.user.email)
    expect(mail?.text).toContain('¡Hola!')
    expect(mail?.text).not.toContain('Techos del Sur')
  })

  test('rejecting needs a reason: without one, a Spanish message beside the field and nothing written', async () => {
    const staff = await staffMember()
    const target = await provider({ domicilio: 'pending' })
    for (const reason of [null, '', '   ']) {
      const fields: Record<string, string> = { checkId: String(target.checks.domicilio), intent: 'rechazar' }
      if (reason !== null) fields.reason = reason
      const result = await decide(staff.cookie, fields)
      expect(result.status).toBe(400)
      expect(result.reply!.checkId).toBe(target.checks.domicilio)
      expect(result.reply!.result.error?.reason).toEqual(['Escribí el motivo del rechazo: se lo enviamos al proveedor'])
    }
    expect(checkRow(target.checks.domicilio!).status).toBe('pending')
    expect(newAuditRows()).toEqual([])
    expect(mailsTo(target.user.email)).toEqual([])
  })

  test('a reason over the limit is refused with its message, and the typed reason comes back', async () => {
    const staff = await staffMember()
    const target = await provider({ domicilio: 'pending' })
    const reason = 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1)
    const result = await decide(staff.cookie, { checkId: String(target.checks.domicilio), intent: 'rechazar', reason })
    expect(result.status).toBe(400)
    expect(result.reply!.result.error?.reason).toEqual([`El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`])
    expect(result.reply!.result.initialValue?.reason).toBe(reason)
    expect(checkRow(target.checks.domicilio!).status).toBe('pending')
    expect(newAuditRows()).toEqual([])
  })

  test('rejecting with a reason: stored, audited with it, and e-mailed to the provider', async () => {
    const staff = await staffMember()
    const target = await provider({ domicilio: 'pending' })
    const reason = 'La factura está a nombre de otra persona.'
    const result = await decide(staff.cookie, { checkId: String(target.checks.domicilio), intent: 'rechazar', reason: `  ${reason} ` })
    expect(result.status).toBe(302)
    expect(checkRow(target.checks.domicilio!)).toMatchObject({ status: 'rejected', rejectionReason: reason })
    const audit = newAuditRows()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'verification.reject', reason })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'rejected' })
    const [mail] = mailsTo(target.user.email)
    expect(mail?.subject).toBe('No pudimos aprobar tu verificación de Domicilio')
    expect(mail?.text).toContain(`Motivo: ${reason}`)
  })

  test('deciding a check already decided says so, and writes nothing twice', async () => {
    const staff = await staffMember()
    const other = await staffMember()
    const target = await provider({ cuit: 'pending' })
    expect((await decide(staff.cookie, { checkId: String(target.checks.cuit), intent: 'aprobar' })).status).toBe(302)
    const late = await decide(other.cookie, { checkId: String(target.checks.cuit), intent: 'rechazar', reason: 'CUIT dudoso' })
    expect(late.status).toBe(302)
    expect(await toastOf(late.headers)).toMatchObject({ type: 'info', title: 'Esa verificación ya no está en revisión' })
    expect(checkRow(target.checks.cuit!)).toMatchObject({ status: 'approved', decidedByUserId: staff.user.id })
    expect(newAuditRows()).toHaveLength(1)
    expect(mailsTo(target.user.email)).toHaveLength(1)
  })

  test('two staff approving the same check at once: one decides it, one audit row', async () => {
    const [first, second] = [await staffMember(), await staffMember()]
    const target = await provider({ cuit: 'pending' })
    const outcomes = await raceProcesses<string>(
      'decide-check-worker.ts',
      [first, second].map((staff) => [String(staff.user.id), staff.user.email, String(target.checks.cuit)]),
    )
    expect(outcomes.sort()).toEqual(['alreadyDecided', 'decided'])
    expect(checkRow(target.checks.cuit!).status).toBe('approved')
    expect(newAuditRows()).toHaveLength(1)
  }, 30_000)

  test('a CUIT another profile has approved cannot be approved again: a clear message, nothing written', async () => {
    const staff = await staffMember()
    await provider({ cuit: 'approved' })
    const second = await provider({ cuit: 'pending' })
    const result = await decide(staff.cookie, { checkId: String(second.checks.cuit), intent: 'aprobar' })
    expect(result.status).toBe(409)
    expect(result.reply!.checkId).toBe(second.checks.cuit)
    expect(result.reply!.result.error?.['']).toEqual([
      'Este CUIT ya está verificado por otra cuenta: no se puede aprobar para este perfil. Rechazala con el motivo.',
    ])
    expect(checkRow(second.checks.cuit!).status).toBe('pending')
    expect(newAuditRows()).toEqual([])
    expect(mailsTo(second.user.email)).toEqual([])
  })
})

describe("'Perfil Verificado': the five fields and the CUIT and Domicilio checks approved", () => {
  test.each([
    ['both approved', { cuit: 'approved', domicilio: 'pending' }, {}, true],
    ['CUIT only', { cuit: 'pending' }, {}, false],
    ['Domicilio rejected', { cuit: 'pending', domicilio: 'rejected' }, {}, false],
    ['a required field blank', { cuit: 'approved', domicilio: 'pending' }, { contactPerson: null }, false],
    ['Matrícula and Seguro do not stand in for them', { cuit: 'approved', matricula: 'approved', seguro: 'pending' }, {}, false],
  ] as const)('%s', async (_, checks, fields, verified) => {
    const staff = await staffMember()
    const target = await provider(checks, fields as Partial<typeof PROFILE>)
    const states: Partial<Record<VerificationKind, VerificationStatus>> = checks
    const pending = (Object.keys(states) as VerificationKind[]).find((kind) => states[kind] === 'pending')!
    // The one pending check is approved by staff: the badge follows in the same decision.
    expect((await decide(staff.cookie, { checkId: String(target.checks[pending]), intent: 'aprobar' })).status).toBe(302)
    expect(isVerified(target.profile.id)).toBe(verified)
    expect(JSON.parse(newAuditRows()[0]!.after!)).toMatchObject({ verified })
  })

  test('rejecting a check of a verified provider takes the badge away', async () => {
    const staff = await staffMember()
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    db.update(schema.verificationChecks).set({ status: 'pending' }).where(eq(schema.verificationChecks.id, target.checks.domicilio!)).run()
    await decide(staff.cookie, { checkId: String(target.checks.domicilio), intent: 'rechazar', reason: 'Factura vencida' })
    expect(isVerified(target.profile.id)).toBe(false)
  })
})

/** The /perfil form as the browser sends it (multipart), with the profile's values changed by `changes`. */
function saveProfile(cookie: string, changes: Record<string, string>) {
  const body = new FormData()
  body.append('intent', 'guardar-perfil')
  const values = { businessName: 'Techos del Sur', ...PROFILE, phone: '11 4321-4321', website: 'techosdelsur.com.ar', ...changes }
  for (const [name, value] of Object.entries(values)) body.append(name, value)
  body.append('logo', new File([], '', { type: 'application/octet-stream' }))
  const request = new Request(`${ORIGIN}/perfil?tab=personal&editar`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
  return answer(profileAction, request)
}

const statesOf = (checks: Partial<Record<VerificationKind, number>>) =>
  Object.fromEntries(Object.entries(checks).map(([kind, id]) => [kind, checkRow(id).status]))

describe('editing an approved fact sends its checks back to review and takes the badge away', () => {
  test.each([
    ['business name', { businessName: 'Banco Nación Techos' }, { cuit: 'pending', domicilio: 'approved' }],
    ['address', { address: 'Av. Cabildo 500, CABA' }, { cuit: 'approved', domicilio: 'pending' }],
    ['phone', { phone: '11 5555-1234' }, { cuit: 'pending', domicilio: 'pending' }],
    ['website', { website: 'www.otro-sitio.com.ar' }, { cuit: 'pending', domicilio: 'pending' }],
  ])('in /perfil: the %s', async (_, changes, states) => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved', matricula: 'approved' })
    expect((await saveProfile(target.cookie, changes)).status).toBe(302)
    expect(statesOf(target.checks)).toEqual({ ...states, matricula: 'approved' })
    expect(isVerified(target.profile.id)).toBe(false)
    // Back in the queue, for staff to look at again.
    const { reply } = await queue((await staffMember()).cookie)
    expect(reply!.checks.map((check) => check.profile.id)).toContain(target.profile.id)
  })

  test('in /perfil: saving the same facts, or changing only the description, keeps everything', async () => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    expect((await saveProfile(target.cookie, {})).status).toBe(302)
    expect((await saveProfile(target.cookie, { description: 'Ahora también impermeabilizamos terrazas.' })).status).toBe(302)
    expect(statesOf(target.checks)).toEqual({ cuit: 'approved', domicilio: 'approved' })
    expect(isVerified(target.profile.id)).toBe(true)
    expect(newAuditRows()).toEqual([])
  })

  test('in /perfil: a website or phone stored in another form is the same fact; only the changed address goes back', async () => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' }, { website: 'www.TechosDelSur.com.ar/' })
    const saved = await saveProfile(target.cookie, {
      website: 'www.techosdelsur.com.ar',
      phone: '011 4321-4321',
      address: 'Av. Cabildo 500, CABA',
    })
    expect(saved.status).toBe(302)
    expect(statesOf(target.checks)).toEqual({ cuit: 'approved', domicilio: 'pending' })
  })

  test('in /perfil: blanking a required field takes the badge away, filling it back returns it', async () => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    await saveProfile(target.cookie, { contactPerson: '' })
    expect(isVerified(target.profile.id)).toBe(false)
    await saveProfile(target.cookie, { contactPerson: 'Ana Pérez' })
    expect(isVerified(target.profile.id)).toBe(true)
  })

  test('in /perfil: a check that was not approved stays as it was', async () => {
    const target = await provider({ cuit: 'rejected', domicilio: 'approved' })
    await saveProfile(target.cookie, { businessName: 'Otro Nombre' })
    expect(statesOf(target.checks)).toEqual({ cuit: 'rejected', domicilio: 'approved' })
    expect(checkRow(target.checks.cuit!).rejectionReason).toBe('Documento ilegible')
  })

  const publish = (cookie: string, fields: Record<string, string>, search = '') =>
    answer(
      publishAction,
      post(
        `/publicar-servicio${search}`,
        Object.entries({
          sector: 'cubiertas',
          subsector: 'techistas',
          zona: 'CABA',
          localidad: 'Palermo',
          description: 'Techos.',
          ...fields,
        }),
        { Cookie: cookie },
      ),
    )

  test.each([
    ['phone', { phone: '11 5555-1234' }, { cuit: 'pending', domicilio: 'pending' }],
    ['address', { address: 'Av. Cabildo 500' }, { cuit: 'approved', domicilio: 'pending' }],
    ['website', { website: 'www.banco-falso.com.ar' }, { cuit: 'pending', domicilio: 'pending' }],
  ])('on a new service: its own %s', async (_, fields, states) => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    expect((await publish(target.cookie, fields)).status).toBe(302)
    expect(statesOf(target.checks)).toEqual(states)
    expect(isVerified(target.profile.id)).toBe(false)
  })

  test("on a service: the profile's own contact, or a change of description only, keeps everything", async () => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    expect((await publish(target.cookie, { phone: '11 4321-4321' })).status).toBe(302)
    const listing = db.select({ id: schema.listings.id }).from(schema.listings).get()!
    expect(
      (await publish(target.cookie, { phone: '11 4321-4321', description: 'Otra descripción.' }, `?servicio=${listing.id}`)).status,
    ).toBe(302)
    expect(statesOf(target.checks)).toEqual({ cuit: 'approved', domicilio: 'approved' })
    expect(isVerified(target.profile.id)).toBe(true)
  })

  test('on a service being edited: pointing its website elsewhere', async () => {
    const target = await provider({ cuit: 'approved', domicilio: 'approved' })
    const listing = createListing(db, { profileId: target.profile.id })
    expect((await publish(target.cookie, { website: 'www.banco-falso.com.ar' }, `?servicio=${listing.id}`)).status).toBe(302)
    expect(statesOf(target.checks)).toEqual({ cuit: 'pending', domicilio: 'pending' })
    expect(isVerified(target.profile.id)).toBe(false)
  })
})
