import { getPlanUpdatedAt } from '~/models/accounts.server'
import { listFavorites } from '~/models/favorites.server'
import { listOwnListings } from '~/models/listings.server'
import { getMaterial, listMaterials } from '~/models/materials.server'
import { getPlanUsage } from '~/models/plans.server'
import { getOwnProfile, verificationState } from '~/models/profile.server'
import { listOwnProjects } from '~/models/projects.server'
import { listPublicChecks } from '~/models/public-verification.server'
import { listOwnReviews } from '~/models/reviews.server'
import { listUserQuotes } from '~/models/quotes.server'
import { listOwnQuoteRequests } from '~/models/quote-requests.server'
import { listOwnChecks } from '~/models/verification.server'
import { serviceAreaChoices } from '~/models/service-areas.server'
import { VERIFICATION_KINDS } from '~/constants'
import { db } from '~/server/db.server'
import { formatCalendarDay, formatLongDate, formatPhone } from '~/utils/format'
import { parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { parsePositiveInt } from '~/utils/params'
import type { SessionUser } from '~/server/session.server'
import { uploadUrl } from '~/utils/uploads'
import { formatCuit } from '~/utils/cuit'
import { documentUrl } from '~/utils/documents'
import { buenosAiresToday, checkState } from '~/utils/verification'
import { missingRequiredChecks } from '~/utils/verification-lines'
import { CHECK_SCHEMAS } from './verification-schema'
import { ProfileSchema } from './profile-schema'
import { materialFormConstraint } from '~/controllers/material-form.server'
import { ProjectSchema } from '~/utils/project-schema'
import { formConstraint } from '~/server/forms.server'

type OwnProfile = NonNullable<ReturnType<typeof getOwnProfile>>

/** What the header shows on every tab; null when the account has no profile. */
export function loadAccount(user: SessionUser) {
  const profile = getOwnProfile(db, user.id)
  if (!profile) return null
  const planUpdatedAt = getPlanUpdatedAt(db, user.id)
  return {
    profile,
    account: {
      profileId: profile.id,
      businessName: profile.businessName,
      role: user.role,
      plan: user.plan,
      premiumSince: user.plan === 'premium' && planUpdatedAt ? formatLongDate(planUpdatedAt) : null,
    },
  }
}

export function loadPersonalTab(user: SessionUser, profile: OwnProfile, url: URL) {
  const verification = verificationState(profile)
  return {
    planUsage: getPlanUsage(db, user.id),
    ownReviews: listOwnReviews(db, user.id),
    personal: {
      editing: url.searchParams.has('editar'),
      verification,
      // Only providers ask for checks; a builder's banner stays as the spec wrote it.
      missingChecks:
        user.role === 'proveedor' && verification !== 'verified'
          ? missingRequiredChecks(listPublicChecks(db, profile.id), buenosAiresToday())
          : [],
      businessName: profile.businessName,
      contactPerson: profile.contactPerson,
      phone: profile.phone,
      phoneLabel: profile.phone ? formatPhone(profile.phone) : null,
      address: profile.address,
      description: profile.description,
      website: profile.website,
      logoUrl: profile.logoPath ? uploadUrl(profile.logoPath) : null,
      constraint: formConstraint(ProfileSchema),
    },
  }
}

export type PersonalData = ReturnType<typeof loadPersonalTab>['personal']

export function loadServicesTab(user: SessionUser, profile: OwnProfile, url: URL) {
  const listings = listOwnListings(db, profile.id)
  const toDelete = Number(url.searchParams.get('eliminar'))
  const own = (param: string) => {
    const id = parsePositiveInt(url.searchParams.get(param))
    const material = id === null ? null : getMaterial(db, id)
    return material?.userId === user.id ? material : null
  }
  return {
    listings,
    confirmDelete: listings.find((listing) => listing.id === toDelete) ?? null,
    materials: listMaterials(db, { ownerId: user.id, page: parsePage(url.searchParams) }),
    editMaterial: own('editarMaterial'),
    confirmDeleteMaterial: own('eliminarMaterial'),
    materialConstraint: materialFormConstraint,
  }
}

export function loadFavoritesTab(user: SessionUser) {
  return { favorites: listFavorites(db, user.id) }
}

export function loadProjectsTab(user: SessionUser, url: URL) {
  const projects = listOwnProjects(db, user.id)
  const toDelete = Number(url.searchParams.get('eliminar'))
  return {
    projects,
    creating: url.searchParams.has('crear'),
    confirmDelete: projects.find((project) => project.id === toDelete) ?? null,
    projectConstraint: formConstraint(ProjectSchema),
  }
}

export function loadQuotesTab(user: SessionUser) {
  const premium = user.plan === 'premium'
  return { quotes: premium ? listUserQuotes(db, user.id) : [], requests: premium ? listOwnQuoteRequests(db, user.id) : [] }
}

/** Each check with its state and what was sent, as the forms show it again; null for a builder. */
export function loadVerificationTab(user: SessionUser, profile: OwnProfile) {
  if (user.role !== 'proveedor') return { checks: null }
  const own = listOwnChecks(db, profile.id)
  const today = buenosAiresToday()
  return {
    checks: VERIFICATION_KINDS.map((kind) => {
      const check = own.get(kind)
      const constraint = formConstraint(CHECK_SCHEMAS[kind])
      if (!check) return { kind, state: checkState(check, today), sent: null, constraint }
      const { documentId, submittedAt, decidedAt, cuit, ...values } = check
      return {
        kind,
        state: checkState(check, today),
        constraint,
        sent: {
          ...values,
          cuit: cuit ? formatCuit(cuit) : null,
          documentUrl: documentId === null ? null : documentUrl(documentId),
          submittedOn: formatLongDate(submittedAt),
          decidedOn: decidedAt ? formatLongDate(decidedAt) : null,
          expiresOnLabel: values.expiresOn ? formatCalendarDay(values.expiresOn) : null,
        },
      }
    }),
  }
}

export type VerificationTabData = ReturnType<typeof loadVerificationTab>

/** Every zone with its partidos or barrios, and the ones the provider serves; a builder has none (404). */
export function loadZonasTab(user: SessionUser, profile: OwnProfile) {
  if (user.role !== 'proveedor') notFound()
  return {
    ...serviceAreaChoices(db, profile.id),
  }
}
