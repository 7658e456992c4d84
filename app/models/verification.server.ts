import { and, eq, inArray, ne } from 'drizzle-orm'
import { type INSURANCE_KINDS, type TAX_CONDITIONS, type VerificationKind } from '~/constants'
import { providerProfiles, verificationChecks } from '~/../drizzle/schema'
import { deleteUnreferencedDocuments } from '~/models/private-documents.server'
import { recordPrivateDocument, type PendingDocument } from '~/server/private-documents.server'
import { type Db, type DbOrTransaction } from '~/server/sqlite.server'
import { buenosAiresToday, checkState, REQUIRED_CHECKS } from '~/utils/verification'
import { hasRequiredFields } from '~/models/providers.server'

/** What a provider sends for each check; the fields of the other kinds stay empty. */
export type CheckData =
  | { kind: 'cuit'; cuit: string; legalName: string; taxCondition: (typeof TAX_CONDITIONS)[number] }
  | { kind: 'domicilio'; streetAddress: string; localidad: string }
  | { kind: 'matricula'; licenseNumber: string; licenseIssuer: string; licenseTrade: string }
  | {
      kind: 'seguro'
      insuranceKind: (typeof INSURANCE_KINDS)[number]
      insurer: string
      policyNumber: string
      /** YYYY-MM-DD, a Buenos Aires calendar day. */
      expiresOn: string
    }

export type CheckSubmission = {
  profileId: number
  userId: number
  data: CheckData
  /** A newly stored document; without one, a check that has a document keeps it. */
  document?: PendingDocument
}

export type SubmitOutcome =
  /** `replacedDocumentKeys`: the files of the documents the new one replaced, to delete once committed. */
  { status: 'submitted'; replacedDocumentKeys: string[] } | { status: 'cuitTaken' } | { status: 'documentMissing' }

export const CUIT_TAKEN_MESSAGE = 'Este CUIT ya está verificado por otra cuenta. Si es tuyo, escribinos desde /contacto.'

/** What a provider sends for a check, as select columns: one list for every reader of it. */
export const checkDataColumns = {
  cuit: verificationChecks.cuit,
  legalName: verificationChecks.legalName,
  taxCondition: verificationChecks.taxCondition,
  streetAddress: verificationChecks.streetAddress,
  localidad: verificationChecks.localidad,
  licenseNumber: verificationChecks.licenseNumber,
  licenseIssuer: verificationChecks.licenseIssuer,
  licenseTrade: verificationChecks.licenseTrade,
  insuranceKind: verificationChecks.insuranceKind,
  insurer: verificationChecks.insurer,
  policyNumber: verificationChecks.policyNumber,
  expiresOn: verificationChecks.expiresOn,
}
type DataColumns = Pick<typeof verificationChecks.$inferInsert, keyof typeof checkDataColumns>

function cuitApprovedElsewhere(db: DbOrTransaction, cuit: string, profileId: number) {
  return Boolean(
    db
      .select({ id: verificationChecks.id })
      .from(verificationChecks)
      .where(
        and(
          eq(verificationChecks.kind, 'cuit'),
          eq(verificationChecks.status, 'approved'),
          eq(verificationChecks.cuit, cuit),
          ne(verificationChecks.profileId, profileId),
        ),
      )
      .get(),
  )
}

function keptDocumentId(db: DbOrTransaction, profileId: number, kind: VerificationKind) {
  return db
    .select({ documentId: verificationChecks.documentId })
    .from(verificationChecks)
    .where(and(eq(verificationChecks.profileId, profileId), eq(verificationChecks.kind, kind)))
    .get()?.documentId
}

function isApprovedCuitConflict(error: unknown) {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    /verification_checks\.cuit/.test(error.message)
  )
}

/**
 * Sends (or sends again) one check: its data replaces what was there and it goes back to
 * 'En revisión', whatever its state was, until staff decide again. A new document replaces the
 * old one, whose row goes with it.
 */
export function submitCheck(db: Db, { profileId, userId, data, document }: CheckSubmission): SubmitOutcome {
  const { kind } = data
  // Only the columns of a check's data, whatever else the caller's object carries.
  const fields = Object.fromEntries(
    Object.keys(checkDataColumns).map((column) => [column, (data as Record<string, unknown>)[column] ?? null]),
  ) as DataColumns
  try {
    return db.transaction((tx) => {
      if (data.kind === 'cuit' && cuitApprovedElsewhere(tx, data.cuit, profileId)) return { status: 'cuitTaken' } as const
      if (data.kind !== 'cuit' && !document && !keptDocumentId(tx, profileId, data.kind)) return { status: 'documentMissing' } as const
      const replaced = document ? keptDocumentId(tx, profileId, data.kind) : null
      const documentId = document ? recordPrivateDocument(tx, userId, document) : undefined
      const values = {
        ...fields,
        ...(documentId === undefined ? {} : { documentId }),
        status: 'pending' as const,
        submittedAt: new Date(),
        rejectionReason: null,
        decidedAt: null,
        decidedByUserId: null,
      }
      tx.insert(verificationChecks)
        .values({ profileId, kind, ...values })
        .onConflictDoUpdate({ target: [verificationChecks.profileId, verificationChecks.kind], set: values })
        .run()
      refreshVerified(tx, profileId)
      return { status: 'submitted', replacedDocumentKeys: deleteUnreferencedDocuments(tx, replaced ? [replaced] : []) } as const
    })
  } catch (error) {
    if (isApprovedCuitConflict(error)) return { status: 'cuitTaken' }
    throw error
  }
}

/**
 * 'Perfil Verificado', the one rule: the five profile fields filled and the CUIT and Domicilio
 * checks approved (and not expired). Every write that can change either calls this in its own
 * transaction, so the stored `verified` that search, cards and badges read never disagrees.
 */
export function refreshVerified(tx: DbOrTransaction, profileId: number, today = buenosAiresToday()) {
  const profile = tx
    .select({
      businessName: providerProfiles.businessName,
      contactPerson: providerProfiles.contactPerson,
      phone: providerProfiles.phone,
      address: providerProfiles.address,
      description: providerProfiles.description,
    })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, profileId))
    .get()
  if (!profile) return false
  const checks = tx
    .select({ kind: verificationChecks.kind, status: verificationChecks.status, expiresOn: verificationChecks.expiresOn })
    .from(verificationChecks)
    .where(and(eq(verificationChecks.profileId, profileId), inArray(verificationChecks.kind, REQUIRED_CHECKS)))
    .all()
  const verified =
    hasRequiredFields(profile) &&
    REQUIRED_CHECKS.every(
      (kind) =>
        checkState(
          checks.find((check) => check.kind === kind),
          today,
        ) === 'Aprobada',
    )
  tx.update(providerProfiles).set({ verified }).where(eq(providerProfiles.id, profileId)).run()
  return verified
}

/** The provider's own checks, by kind: what each says and its state's inputs. */
export function listOwnChecks(db: Db, profileId: number) {
  const rows = db
    .select({
      kind: verificationChecks.kind,
      status: verificationChecks.status,
      ...checkDataColumns,
      documentId: verificationChecks.documentId,
      rejectionReason: verificationChecks.rejectionReason,
      submittedAt: verificationChecks.submittedAt,
      decidedAt: verificationChecks.decidedAt,
    })
    .from(verificationChecks)
    .where(eq(verificationChecks.profileId, profileId))
    .all()
  return new Map<VerificationKind, (typeof rows)[number]>(rows.map((row) => [row.kind, row]))
}
