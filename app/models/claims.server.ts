import { sql } from 'drizzle-orm'
import { listingClaims } from '~/../drizzle/schema'
import { ADMIN_PAGE_SIZE, CLAIMS_OPEN_PER_ACCOUNT_MAX, type CLAIM_RELATIONS } from '~/constants'
import { recordPrivateDocument, type PendingDocument } from '~/server/private-documents.server'
import { foldText, type Db, type DbOrTransaction } from '~/server/sqlite.server'
import { websiteHref } from '~/utils/format'
import { normalizeArgentinePhone } from '~/utils/validation'
import { recordStaffAction, type StaffMember } from './audit.server'
import { refreshVerified } from './verification.server'

export const OTHER_CLAIM_APPROVED_REASON = 'Otro reclamo fue aprobado'

type ClaimRelation = (typeof CLAIM_RELATIONS)[number]

/** What the claim page needs of a listing: active, and whether someone owns it already. */
export function getClaimableListing(db: Db, listingId: number) {
  return db.get<{ id: number; businessName: string; claimed: number } | undefined>(sql`
    SELECT id, business_name AS businessName, claimed FROM listings WHERE id = ${listingId} AND is_active = 1`)
}

/** The claim of this profile on this listing still waiting for staff, if any. */
export function getOpenClaim(db: DbOrTransaction, { listingId, profileId }: { listingId: number; profileId: number }) {
  return db.get<{ id: number; createdAt: number } | undefined>(sql`
    SELECT id, created_at AS createdAt FROM listing_claims
    WHERE listing_id = ${listingId} AND profile_id = ${profileId} AND status = 'pending'`)
}

/** Whether the profile has as many claims in review as it may (CLAIMS_OPEN_PER_ACCOUNT_MAX). */
export function hasMaxOpenClaims(db: DbOrTransaction, profileId: number) {
  return (
    db.get<{ count: number }>(sql`SELECT count(*) AS count FROM listing_claims WHERE profile_id = ${profileId} AND status = 'pending'`)
      .count >= CLAIMS_OPEN_PER_ACCOUNT_MAX
  )
}

export type NewClaim = {
  listingId: number
  profileId: number
  relation: ClaimRelation
  cuit: string
  contactProof?: string
  message?: string
}

export type SubmitClaimResult =
  | { status: 'submitted'; id: number }
  | { status: 'too-many' }
  | { status: 'not-found' }
  | { status: 'claimed' }
  /** This profile already has a claim in review on the listing. */
  | { status: 'duplicate' }

function violates(error: unknown, index: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === 'SQLITE_CONSTRAINT_UNIQUE' && cause.message.includes(index)) return true
  }
  return false
}

/**
 * Files a claim for staff to review. The partial unique index (one pending claim per listing and
 * profile) decides, not a read before the write, so two simultaneous posts leave one claim.
 */
export function submitClaim(db: Db, claim: NewClaim, document?: { ownerUserId: number; file: PendingDocument }): SubmitClaimResult {
  return db.transaction(() => {
    const listing = getClaimableListing(db, claim.listingId)
    if (!listing) return { status: 'not-found' }
    if (listing.claimed) return { status: 'claimed' }
    if (getOpenClaim(db, claim)) return { status: 'duplicate' }
    // Counted inside the IMMEDIATE transaction: simultaneous claims cannot pass the limit together.
    if (hasMaxOpenClaims(db, claim.profileId)) return { status: 'too-many' }
    try {
      const row = db
        .insert(listingClaims)
        .values({
          ...claim,
          contactProof: claim.contactProof ?? null,
          message: claim.message ?? null,
          documentId: document ? recordPrivateDocument(db, document.ownerUserId, document.file) : null,
          status: 'pending',
        })
        .returning({ id: listingClaims.id })
        .get()
      return { status: 'submitted', id: row.id }
    } catch (error) {
      if (violates(error, 'listing_claims.listing_id, listing_claims.profile_id')) return { status: 'duplicate' }
      throw error
    }
  })
}

export type PendingClaim = {
  id: number
  createdAt: number
  relation: ClaimRelation
  cuit: string
  contactProof: string | null
  /** Whether the contact proof is the listing's phone, or an e-mail at its website's domain. */
  contactMatches: boolean
  message: string | null
  documentId: number | null
  listing: { id: number; businessName: string; phone: string | null; address: string | null; website: string | null; localidad: string }
  claimant: { businessName: string; email: string }
}

type PendingClaimRow = Omit<PendingClaim, 'listing' | 'claimant' | 'contactMatches'> & {
  listingId: number
  listingName: string
  listingPhone: string | null
  listingAddress: string | null
  listingWebsite: string | null
  listingLocalidad: string
  claimantName: string
  claimantEmail: string
}

/**
 * The staff search of the queue: the listing's or the claimant's name, the claimant's e-mail, or
 * the CUIT however it is written ('20-12345678-9' or its digits). Pending claims are few, so
 * folding each one's text is cheap.
 */
function claimMatches(term: string) {
  if (!term) return sql`1`
  const digits = term.replace(/[\s.-]/g, '')
  const cuit = /^\d+$/.test(digits) ? sql` OR instr(c.cuit, ${digits}) > 0` : sql``
  return sql`(instr(fold(l.business_name || ' ' || p.business_name || ' ' || u.email), ${foldText(term)}) > 0${cuit})`
}

const PENDING_CLAIMS = sql`listing_claims c INDEXED BY listing_claims_queue_idx
    JOIN listings l ON l.id = c.listing_id
    JOIN provider_profiles p ON p.id = c.profile_id
    JOIN users u ON u.id = p.user_id`

export function countPendingClaims(db: Db, q = '') {
  return db.get<{ count: number }>(sql`SELECT count(*) AS count FROM ${PENDING_CLAIMS} WHERE c.status = 'pending' AND ${claimMatches(q)}`)
    .count
}

/** One page of the staff queue, oldest first, each claim beside the listing as the directory shows it. */
export function listPendingClaims(db: Db, { page, q = '' }: { page: number; q?: string }): PendingClaim[] {
  const rows = db.all<PendingClaimRow>(sql`
    SELECT c.id, c.created_at AS createdAt, c.relation, c.cuit, c.contact_proof AS contactProof, c.message,
      c.document_id AS documentId, l.id AS listingId, l.business_name AS listingName, l.phone AS listingPhone,
      l.address AS listingAddress, l.website AS listingWebsite, l.localidad AS listingLocalidad,
      p.business_name AS claimantName, u.email AS claimantEmail
    FROM ${PENDING_CLAIMS}
    WHERE c.status = 'pending' AND ${claimMatches(q)}
    ORDER BY c.created_at, c.id
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`)
  return rows.map((row) => {
    const listing = {
      id: row.listingId,
      businessName: row.listingName,
      phone: row.listingPhone,
      address: row.listingAddress,
      website: row.listingWebsite,
      localidad: row.listingLocalidad,
    }
    return {
      id: row.id,
      createdAt: row.createdAt,
      relation: row.relation,
      cuit: row.cuit,
      contactProof: row.contactProof,
      contactMatches: contactProofMatches(row.contactProof, listing),
      message: row.message,
      documentId: row.documentId,
      listing,
      claimant: { businessName: row.claimantName, email: row.claimantEmail },
    }
  })
}

/** A phone's 10-digit national number, mobile or not, so two ways of writing it compare equal. */
const nationalNumber = (phone: string) => normalizeArgentinePhone(phone)?.replace(/^\+549?/, '') ?? phone.replace(/\D/g, '')

/**
 * Whether the contact a claimant gave is one the listing shows: the same phone number however it
 * is written, or an e-mail address at the listing's website domain.
 */
export function contactProofMatches(proof: string | null, listing: { phone: string | null; website: string | null }) {
  const given = proof?.trim().toLowerCase()
  if (!given) return false
  if (given.includes('@')) {
    if (!listing.website) return false
    const host = URL.canParse(websiteHref(listing.website)) ? new URL(websiteHref(listing.website)).hostname : ''
    return host !== '' && given.split('@').pop() === host.replace(/^www\./, '')
  }
  return listing.phone !== null && nationalNumber(given).length >= 8 && nationalNumber(given) === nationalNumber(listing.phone)
}

type Decided = {
  claimId: number
  claimantEmail: string
  claimantName: string
  /** When the claimant proved its address (epoch ms), or null: the e-mail greets it by name only then. */
  claimantEmailVerifiedAt: number | null
  listingId: number
  listingName: string
}

export type ApproveClaimResult =
  | ({
      status: 'approved'
      alsoRejected: Decided[]
      otherClaimsReason: typeof OTHER_CLAIM_APPROVED_REASON
      cuitCheck: 'pending' | 'already-approved'
    } & Decided)
  | { status: 'not-found' }
  /** Decided already, by another staff member or by the approval of another claim. */
  | { status: 'decided' }
  /** The listing has an owner: another claim won, or its owner published it. */
  | { status: 'listing-claimed' }

type ClaimRow = Decided & { profileId: number; status: string; cuit: string; listingProfileId: number | null }

function getClaim(db: Db, claimId: number) {
  return db.get<ClaimRow | undefined>(sql`
    SELECT c.id AS claimId, c.profile_id AS profileId, c.status, c.cuit, c.listing_id AS listingId,
      l.business_name AS listingName, l.profile_id AS listingProfileId, u.email AS claimantEmail, p.business_name AS claimantName,
      u.email_verified_at AS claimantEmailVerifiedAt
    FROM listing_claims c
    JOIN listings l ON l.id = c.listing_id
    JOIN provider_profiles p ON p.id = c.profile_id
    JOIN users u ON u.id = p.user_id
    WHERE c.id = ${claimId}`)
}

const decidedOf = ({ claimId, claimantEmail, claimantName, claimantEmailVerifiedAt, listingId, listingName }: ClaimRow): Decided => ({
  claimId,
  claimantEmail,
  claimantName,
  claimantEmailVerifiedAt,
  listingId,
  listingName,
})

/**
 * Hands the listing to the claimant's profile, in one transaction with everything that follows:
 * the other claims in review on it are rejected, the CUIT sent becomes the profile's CUIT check
 * in review (unless that same CUIT is approved already), and one audit row tells it all. The reviews stay
 * tied to the listing itself (migrations/0010), and the favourites and counters are the
 * listing's, so its page and its place in search read the same afterwards.
 */
export function approveClaim(db: Db, staff: StaffMember, claimId: number): ApproveClaimResult {
  return db.transaction(() => {
    const claim = getClaim(db, claimId)
    if (!claim) return { status: 'not-found' }
    if (claim.listingProfileId !== null) return { status: 'listing-claimed' }
    if (claim.status !== 'pending') return { status: 'decided' }
    const decidedAt = Date.now()

    db.run(sql`UPDATE listings SET profile_id = ${claim.profileId} WHERE id = ${claim.listingId} AND profile_id IS NULL`)
    db.run(sql`UPDATE listing_claims SET status = 'approved', decided_at = ${decidedAt}, decided_by_user_id = ${staff.id}
        WHERE id = ${claimId}`)
    const others = db
      .all<{ id: number }>(sql`SELECT id FROM listing_claims WHERE listing_id = ${claim.listingId} AND status = 'pending'`)
      .map(({ id }) => getClaim(db, id)!)
    db.run(sql`UPDATE listing_claims SET status = 'rejected', decision_reason = ${OTHER_CLAIM_APPROVED_REASON},
          decided_at = ${decidedAt}, decided_by_user_id = ${staff.id}
        WHERE listing_id = ${claim.listingId} AND status = 'pending'`)

    // The claim's CUIT is what staff must check now: an approved CUIT stays only when it is the same one.
    const approvedCuit = db.get<{ cuit: string } | undefined>(sql`
        SELECT cuit FROM verification_checks WHERE profile_id = ${claim.profileId} AND kind = 'cuit' AND status = 'approved'`)
    const sameCuitApproved = approvedCuit?.cuit === claim.cuit
    if (!sameCuitApproved) {
      db.run(sql`
          INSERT INTO verification_checks (profile_id, kind, status, cuit, submitted_at)
          VALUES (${claim.profileId}, 'cuit', 'pending', ${claim.cuit}, ${decidedAt})
          ON CONFLICT (profile_id, kind) DO UPDATE SET status = 'pending', cuit = excluded.cuit, legal_name = NULL,
            tax_condition = NULL, rejection_reason = NULL, submitted_at = excluded.submitted_at, decided_at = NULL,
            decided_by_user_id = NULL`)
      if (approvedCuit) refreshVerified(db, claim.profileId)
    }
    const cuitCheck = sameCuitApproved ? 'already-approved' : 'pending'

    recordStaffAction(db, staff, {
      action: 'claim.approve',
      objectType: 'claim',
      objectId: claimId,
      before: { status: 'pending', listingId: claim.listingId, listingProfileId: null },
      after: {
        status: 'approved',
        listingId: claim.listingId,
        listingProfileId: claim.profileId,
        rejectedClaimIds: others.map((other) => other.claimId),
        rejectionReason: others.length ? OTHER_CLAIM_APPROVED_REASON : undefined,
        cuitCheck: sameCuitApproved
          ? `CUIT ${claim.cuit} ya aprobado: sin cambios`
          : `CUIT ${claim.cuit} en revisión${approvedCuit ? ` (reemplaza al CUIT ${approvedCuit.cuit}, que estaba aprobado)` : ''}`,
      },
    })
    return {
      status: 'approved',
      ...decidedOf(claim),
      alsoRejected: others.map(decidedOf),
      otherClaimsReason: OTHER_CLAIM_APPROVED_REASON,
      cuitCheck,
    }
  })
}

export type RejectClaimResult = ({ status: 'rejected' } & Decided) | { status: 'not-found' } | { status: 'decided' }

export function rejectClaim(db: Db, staff: StaffMember, { claimId, reason }: { claimId: number; reason: string }): RejectClaimResult {
  return db.transaction(() => {
    const claim = getClaim(db, claimId)
    if (!claim) return { status: 'not-found' }
    if (claim.status !== 'pending') return { status: 'decided' }
    db.run(sql`UPDATE listing_claims SET status = 'rejected', decision_reason = ${reason}, decided_at = ${Date.now()},
        decided_by_user_id = ${staff.id} WHERE id = ${claimId}`)
    recordStaffAction(db, staff, {
      action: 'claim.reject',
      objectType: 'claim',
      objectId: claimId,
      reason,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    })
    return { status: 'rejected', ...decidedOf(claim) }
  })
}
