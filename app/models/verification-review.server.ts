import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { providerProfiles, users, verificationChecks } from '~/../drizzle/schema'
import { type VerificationKind } from '~/constants'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import { checkDataColumns, refreshVerified } from '~/models/verification.server'
import { foldText, type Db, type DbOrTransaction } from '~/server/sqlite.server'
import { websiteLabel } from '~/utils/format'
import { normalizeArgentinePhone } from '~/utils/validation'

/** The facts a visitor reads on a provider's profile and services that staff vouch for. */
export type ProfileFacts = { businessName: string; phone: string | null; address: string | null; website: string | null }

/**
 * Which approved checks a changed fact puts back to 'En revisión'. The CUIT check approved the
 * razón social behind the business name; the Domicilio check, the address. Phone and website are
 * the contact the badge promises: staff checked them against both, so both are looked at again.
 */
export const CHECKS_RESTING_ON: Record<keyof ProfileFacts, readonly VerificationKind[]> = {
  businessName: ['cuit'],
  address: ['domicilio'],
  phone: ['cuit', 'domicilio'],
  website: ['cuit', 'domicilio'],
}

/**
 * A fact as staff compared it: the same website written with or without 'https://' or a final
 * slash, or the same phone written another way, is not a change.
 */
const FACT_FORMS: Record<keyof ProfileFacts, (value: string) => string> = {
  businessName: (value) => value.replace(/\s+/g, ' '),
  address: (value) => value.replace(/\s+/g, ' '),
  phone: (value) => normalizeArgentinePhone(value) ?? value.replace(/\s+/g, ' '),
  website: (value) => websiteLabel(value).toLowerCase(),
}

const sameFact = (fact: keyof ProfileFacts, a: string | null, b: string | null) => {
  const form = (value: string | null) => (value?.trim() ? FACT_FORMS[fact](value.trim()) : null)
  return form(a) === form(b)
}

/**
 * After a provider's edit: approved checks that rest on a fact that changed go back to
 * 'En revisión' (queued anew), and 'Perfil Verificado' follows. Checks not approved stay as they
 * are. Call it inside the transaction of the edit.
 */
export function recheckChangedFacts(tx: DbOrTransaction, profileId: number, before: ProfileFacts, after: ProfileFacts) {
  const facts = Object.keys(CHECKS_RESTING_ON) as (keyof ProfileFacts)[]
  const kinds = [...new Set(facts.filter((fact) => !sameFact(fact, before[fact], after[fact])).flatMap((fact) => CHECKS_RESTING_ON[fact]))]
  if (kinds.length > 0) {
    tx.update(verificationChecks)
      .set({ status: 'pending', submittedAt: new Date(), decidedAt: null, decidedByUserId: null })
      .where(
        and(
          eq(verificationChecks.profileId, profileId),
          inArray(verificationChecks.kind, kinds),
          eq(verificationChecks.status, 'approved'),
        ),
      )
      .run()
  }
  refreshVerified(tx, profileId)
}

export type PendingCheck = {
  id: number
  kind: VerificationKind
  submittedAt: Date
  cuit: string | null
  legalName: string | null
  taxCondition: string | null
  streetAddress: string | null
  localidad: string | null
  licenseNumber: string | null
  licenseIssuer: string | null
  licenseTrade: string | null
  insuranceKind: string | null
  insurer: string | null
  policyNumber: string | null
  expiresOn: string | null
  documentId: number | null
  profile: ProfileFacts & { id: number }
}

/** The staff queue: checks 'En revisión', oldest first, one page, with the provider's facts to compare. */
/** The staff search of the queue: the provider's name or e-mail, or a CUIT however it is written. */
function checkMatches(term: string) {
  if (!term) return undefined
  const digits = term.replace(/[\s.-]/g, '')
  const cuit = /^\d+$/.test(digits) ? sql` OR instr(${verificationChecks.cuit}, ${digits}) > 0` : sql``
  return sql`(instr(fold(${providerProfiles.businessName} || ' ' || (SELECT email FROM users WHERE users.id = ${providerProfiles.userId})), ${foldText(term)}) > 0${cuit})`
}

export function listPendingChecks(db: Db, { page, pageSize, q = '' }: { page: number; pageSize: number; q?: string }) {
  const pending = and(eq(verificationChecks.status, 'pending'), checkMatches(q))
  const checks: PendingCheck[] = db
    .select({
      id: verificationChecks.id,
      kind: verificationChecks.kind,
      submittedAt: verificationChecks.submittedAt,
      ...checkDataColumns,
      documentId: verificationChecks.documentId,
      profile: {
        id: providerProfiles.id,
        businessName: providerProfiles.businessName,
        phone: providerProfiles.phone,
        address: providerProfiles.address,
        website: providerProfiles.website,
      },
    })
    .from(verificationChecks)
    .innerJoin(providerProfiles, eq(providerProfiles.id, verificationChecks.profileId))
    .where(pending)
    .orderBy(asc(verificationChecks.submittedAt), asc(verificationChecks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all()
  const total = db
    .select({ total: count() })
    .from(verificationChecks)
    .innerJoin(providerProfiles, eq(providerProfiles.id, verificationChecks.profileId))
    .where(pending)
    .get()!.total
  return { checks, total }
}

export type CheckDecision = { checkId: number } & (
  | { decision: 'approve'; /** For the audit log only. */ note?: string }
  | { decision: 'reject'; /** Shown to the provider. */ reason: string }
)

export type DecideCheckResult =
  | { status: 'decided'; kind: VerificationKind; provider: { email: string; emailVerifiedAt: Date | null; businessName: string } }
  | { status: 'notFound' }
  /** Another staff member decided it first: nothing was written. */
  | { status: 'alreadyDecided' }
  /** Another profile has this CUIT approved: nothing was written. */
  | { status: 'cuitTaken' }

/** Drizzle wraps the driver's error; its cause says which constraint failed. */
function isApprovedCuitViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === 'SQLITE_CONSTRAINT_UNIQUE' && /verification_checks\.cuit/.test(cause.message)) return true
  }
  return false
}

/**
 * Approves or rejects a check 'En revisión', with its one audit row and the profile's badge, in
 * one IMMEDIATE transaction: of two staff deciding at once, the second finds it decided. The
 * partial unique index on approved CUITs decides a CUIT approved for another profile meanwhile.
 */
export function decideCheck(db: Db, staff: StaffMember, input: CheckDecision): DecideCheckResult {
  try {
    return db.transaction((tx): DecideCheckResult => {
      const check = tx
        .select({
          kind: verificationChecks.kind,
          status: verificationChecks.status,
          profileId: verificationChecks.profileId,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          businessName: providerProfiles.businessName,
        })
        .from(verificationChecks)
        .innerJoin(providerProfiles, eq(providerProfiles.id, verificationChecks.profileId))
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(eq(verificationChecks.id, input.checkId))
        .get()
      if (!check) return { status: 'notFound' }
      if (check.status !== 'pending') return { status: 'alreadyDecided' }
      const status = input.decision === 'approve' ? 'approved' : 'rejected'
      const rejectionReason = input.decision === 'reject' ? input.reason : null
      tx.update(verificationChecks)
        .set({ status, rejectionReason, decidedAt: new Date(), decidedByUserId: staff.id })
        .where(and(eq(verificationChecks.id, input.checkId), eq(verificationChecks.status, 'pending')))
        .run()
      const verifiedBefore = tx
        .select({ verified: providerProfiles.verified })
        .from(providerProfiles)
        .where(eq(providerProfiles.id, check.profileId))
        .get()!.verified
      const verifiedAfter = refreshVerified(tx, check.profileId)
      const subject = { kind: check.kind, profileId: check.profileId }
      recordStaffAction(tx, staff, {
        action: input.decision === 'approve' ? 'verification.approve' : 'verification.reject',
        objectType: 'verification',
        objectId: input.checkId,
        reason: input.decision === 'reject' ? input.reason : input.note,
        before: { ...subject, status: 'pending', verified: verifiedBefore },
        after: { ...subject, status, verified: verifiedAfter },
      })
      return {
        status: 'decided',
        kind: check.kind,
        provider: { email: check.email, emailVerifiedAt: check.emailVerifiedAt, businessName: check.businessName },
      }
    })
  } catch (error) {
    if (isApprovedCuitViolation(error)) return { status: 'cuitTaken' }
    throw error
  }
}
