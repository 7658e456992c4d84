import { eq } from 'drizzle-orm'
import { verificationChecks } from '~/../drizzle/schema'
import type { Db } from '~/server/sqlite.server'
import type { PublicCheck } from '~/utils/verification-lines'

/**
 * A profile's checks as the public panel and the profile banner read them, in one query. The
 * CUIT, street address, policy and document are not even selected, so no page can leak them.
 */
export function listPublicChecks(db: Db, profileId: number): PublicCheck[] {
  return db
    .select({
      kind: verificationChecks.kind,
      status: verificationChecks.status,
      decidedAt: verificationChecks.decidedAt,
      expiresOn: verificationChecks.expiresOn,
      localidad: verificationChecks.localidad,
      licenseIssuer: verificationChecks.licenseIssuer,
      licenseNumber: verificationChecks.licenseNumber,
      insuranceKind: verificationChecks.insuranceKind,
    })
    .from(verificationChecks)
    .where(eq(verificationChecks.profileId, profileId))
    .all()
}
