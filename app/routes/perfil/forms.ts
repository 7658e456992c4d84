import type { SubmissionResult } from '@conform-to/react'
import { VERIFICATION_KINDS, type VerificationKind } from '~/constants'

/*
 * The profile's forms as the page and its action share them: intents, field names, messages and
 * replies. Their schemas (`*-schema.ts`) stay on the server; the forms get their constraints from
 * the loader.
 */

export const saveProfileIntent = 'guardar-perfil'
export const deleteServiceIntent = 'eliminar-servicio'

export const PROFILE_SAVED = 'Los datos se guardaron correctamente'
export const PROFILE_NOT_SAVED = 'No se pudo actualizar el perfil'
export const LOGO_SAVED = 'Logo subido correctamente'
export const LOGO_FAILED = 'Error al subir el logo'
export const LOGO_PENDING = 'Logo subido pero no guardado en BD. Haz clic en Guardar.'

export type ProfileReply = { result: SubmissionResult<string[]>; pendingLogo?: string }

export const saveServiceAreasIntent = 'guardar-zonas'

/** The field of the 'Todo GBA Norte' shortcuts (zone slugs) and of the partidos and barrios (place slugs). */
export const WHOLE_ZONE_FIELD = 'todaLaZona'
export const PLACE_FIELD = 'lugar'

export const SERVICE_AREAS_SAVED = 'Guardamos las zonas donde trabajás'
export const SERVICE_AREAS_NOT_SAVED = 'No se pudieron guardar las zonas'

export type ServiceAreasReply = { serviceAreasResult: SubmissionResult<string[]> }

export const verificationIntent = (kind: VerificationKind) => `verificar-${kind}`

export function kindOfIntent(intent: FormDataEntryValue | null): VerificationKind | null {
  return VERIFICATION_KINDS.find((kind) => verificationIntent(kind) === intent) ?? null
}

export const PROVIDERS_ONLY = 'La verificación es solo para cuentas de proveedor.'
export const CHECK_NOT_SENT = 'No se pudo enviar la verificación'

export type CheckReply = { kind: VerificationKind; result: SubmissionResult<string[]> }

/** The page's action answers several forms; this is one of the verification tab's. */
export const isCheckReply = (reply: unknown): reply is CheckReply =>
  typeof reply === 'object' &&
  reply !== null &&
  'result' in reply &&
  'kind' in reply &&
  VERIFICATION_KINDS.some((kind) => kind === reply.kind)
