/**
 * The demo's trust states: the staff account, verification checks (every provider marked
 * verified has its CUIT and Domicilio approved), a provider with an expired insurance, one with
 * checks in review, a pending claim, a reported review and the audit rows of the approvals.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../app/server/sqlite.server'
import { checkCuit } from '../../app/utils/cuit'
import { auditLog, listingClaims, listings, providerProfiles, reviewReports, reviews, users, verificationChecks } from '../schema'
import type { Place } from './data'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type CheckRow = typeof verificationChecks.$inferInsert

export type TrustAccount = {
  userId: number
  profileId: number
  role: 'constructor' | 'proveedor'
  verified: boolean
  complete: boolean
  businessName: string
  street: string | null
  place: Place
}

const DAY = 86_400_000
/** The fully verified provider's insurance runs past any date the demo is likely to be shown on. */
const CURRENT_INSURANCE_EXPIRY = '2028-06-30'
const EXPIRED_INSURANCE_EXPIRY = '2026-06-30'

/** A valid CUIT, distinct for each `n`: companies get prefix 30, people 20; a body with no check digit moves on. */
export function demoCuit(n: number, company: boolean) {
  for (let body = 10_000_000 + n * 7_919; ; body++) {
    const stem = `${company ? '30' : '20'}${body}`
    for (let digit = 0; digit <= 9; digit++) {
      const check = checkCuit(`${stem}${digit}`)
      if (check.ok) return check.digits
    }
  }
}

const isCompany = (name: string) => /\b(S\.?A\.?|SRL|S\.R\.L\.|SAS|Hnos\.?|e Hijos)\b/i.test(name)

export function seedTrust(
  tx: Tx,
  {
    accounts,
    staff,
    fullyVerified,
    expiredInsurance,
    baseTime,
  }: {
    accounts: readonly TrustAccount[]
    staff: { userId: number; email: string }
    fullyVerified: TrustAccount
    expiredInsurance: TrustAccount
    baseTime: number
  },
) {
  const decidedAt = new Date(baseTime - 20 * DAY)
  const approved = { status: 'approved' as const, submittedAt: new Date(baseTime - 25 * DAY), decidedAt, decidedByUserId: staff.userId }
  const cuitOf = new Map<number, string>()
  const checks: CheckRow[] = []
  for (const account of accounts) {
    if (account.role !== 'proveedor' || !account.verified) continue
    const cuit = demoCuit(account.userId, isCompany(account.businessName))
    cuitOf.set(account.profileId, cuit)
    checks.push(
      {
        profileId: account.profileId,
        kind: 'cuit',
        cuit,
        legalName: account.businessName,
        taxCondition: isCompany(account.businessName) ? 'Responsable Inscripto' : 'Monotributo',
        ...approved,
      },
      { profileId: account.profileId, kind: 'domicilio', streetAddress: account.street, localidad: account.place.localidad, ...approved },
    )
  }
  checks.push(
    {
      profileId: fullyVerified.profileId,
      kind: 'matricula',
      licenseNumber: '4127',
      licenseIssuer: 'CPIC',
      licenseTrade: 'Ingeniería civil',
      ...approved,
    },
    {
      profileId: fullyVerified.profileId,
      kind: 'seguro',
      insuranceKind: 'Responsabilidad civil',
      insurer: 'La Segunda Seguros',
      policyNumber: 'RC-0045871',
      expiresOn: CURRENT_INSURANCE_EXPIRY,
      ...approved,
    },
    {
      profileId: expiredInsurance.profileId,
      kind: 'seguro',
      insuranceKind: 'Accidentes personales',
      insurer: 'Federación Patronal',
      policyNumber: 'AP-2291034',
      expiresOn: EXPIRED_INSURANCE_EXPIRY,
      ...approved,
    },
  )

  // A complete provider that asked for its CUIT and Domicilio checks: staff have them in the queue.
  const inReview = accounts.find((a) => a.role === 'proveedor' && a.complete && !a.verified && a.street)
  if (inReview) {
    const submittedAt = new Date(baseTime - 2 * DAY)
    checks.push(
      {
        profileId: inReview.profileId,
        kind: 'cuit',
        cuit: demoCuit(inReview.userId, isCompany(inReview.businessName)),
        legalName: inReview.businessName,
        taxCondition: 'Monotributo',
        status: 'pending',
        submittedAt,
      },
      {
        profileId: inReview.profileId,
        kind: 'domicilio',
        streetAddress: inReview.street,
        localidad: inReview.place.localidad,
        status: 'pending',
        submittedAt,
      },
    )
  }
  for (let i = 0; i < checks.length; i += 500)
    tx.insert(verificationChecks)
      .values(checks.slice(i, i + 500))
      .run()

  // The staff decisions on the fully verified provider, as the console would have logged them.
  const decided = tx
    .select({ id: verificationChecks.id, kind: verificationChecks.kind })
    .from(verificationChecks)
    .where(eq(verificationChecks.profileId, fullyVerified.profileId))
    .orderBy(asc(verificationChecks.id))
    .all()
  tx.insert(auditLog)
    .values(
      decided.map((check, i) => ({
        staffUserId: staff.userId,
        staffEmail: staff.email,
        action: 'verification.approve',
        objectType: 'verification',
        objectId: String(check.id),
        before: JSON.stringify({ kind: check.kind, status: 'pending' }),
        after: JSON.stringify({ kind: check.kind, status: 'approved' }),
        createdAt: new Date(decidedAt.getTime() + i * 60_000),
      })),
    )
    .run()

  // The free demo provider asks for an unclaimed listing.
  const claimant = expiredInsurance
  const unclaimed = tx
    .select({ id: listings.id, phone: listings.phone })
    .from(listings)
    .where(and(isNull(listings.profileId), eq(listings.isActive, true), isNotNull(listings.phone)))
    .orderBy(asc(listings.id))
    .limit(1)
    .get()
  if (unclaimed) {
    tx.insert(listingClaims)
      .values({
        listingId: unclaimed.id,
        profileId: claimant.profileId,
        relation: 'titular',
        cuit: cuitOf.get(claimant.profileId) ?? demoCuit(claimant.userId, true),
        contactProof: unclaimed.phone,
        message: 'Es nuestro local de siempre: el teléfono del perfil es el nuestro.',
        createdAt: new Date(baseTime - DAY),
      })
      .run()
  }

  // A review on the fully verified provider's profile, reported by two other accounts.
  const reported = tx
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.profileId, fullyVerified.profileId), isNotNull(reviews.userId), isNotNull(reviews.comment)))
    .orderBy(asc(reviews.id))
    .limit(1)
    .get()
  if (reported) {
    const reporters = accounts.filter((a) => a.userId !== reported.userId && a.userId !== fullyVerified.userId).slice(0, 2)
    tx.insert(reviewReports)
      .values(
        reporters.map((reporter, i) => ({
          reviewId: reported.id,
          userId: reporter.userId,
          reason: i === 0 ? ('No es una experiencia real' as const) : ('Spam' as const),
          createdAt: new Date(baseTime - (3 - i) * DAY),
        })),
      )
      .run()
  }
}

/** The account the README lists for the console: staff, with a builder profile like any signed-in user. */
export function seedStaffAccount(
  tx: Tx,
  {
    userId,
    profileId,
    email,
    passwordHash,
    createdAt,
  }: { userId: number; profileId: number; email: string; passwordHash: string; createdAt: number },
) {
  tx.insert(users)
    .values({
      id: userId,
      email,
      passwordHash,
      isStaff: true,
      emailVerifiedAt: new Date(createdAt + 60_000),
      createdAt: new Date(createdAt),
    })
    .run()
  tx.insert(providerProfiles)
    .values({
      id: profileId,
      userId,
      userRole: 'constructor',
      businessName: 'Equipo RedObra',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })
    .run()
}
