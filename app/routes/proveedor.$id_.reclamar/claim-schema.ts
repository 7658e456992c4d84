import * as z from 'zod'
import { CLAIM_CONTACT_PROOF_MAX_LENGTH, CLAIM_MESSAGE_MAX_LENGTH, CLAIM_RELATIONS, CLAIMS_OPEN_PER_ACCOUNT_MAX } from '~/constants'
import { CuitSchema, DocumentFileSchema, optionalText } from '~/utils/validation'

export const PROVIDERS_ONLY_MESSAGE = 'Solo las cuentas de proveedor pueden reclamar un perfil.'
export const ALREADY_CLAIMED_MESSAGE = 'Este perfil ya fue reclamado.'
export const PROOF_MISSING_MESSAGE =
  'Ingresá un teléfono o correo que aparezca en el perfil, o adjuntá un documento que pruebe tu relación con la empresa'
export const DUPLICATE_CLAIM_MESSAGE = 'Ya tenés un reclamo en revisión para este perfil.'
export const TOO_MANY_CLAIMS_MESSAGE = `Ya tenés ${CLAIMS_OPEN_PER_ACCOUNT_MAX} reclamos en revisión: esperá a que los revisemos para enviar otro.`

/** The link to the company is shown by a contact on the listing, a document, or both. */
export const ClaimSchema = z
  .object({
    relation: z.enum(CLAIM_RELATIONS, { error: 'Elegí tu relación con la empresa' }),
    cuit: CuitSchema,
    contactProof: optionalText(
      'El teléfono o correo no es válido',
      CLAIM_CONTACT_PROOF_MAX_LENGTH,
      `El teléfono o correo puede tener hasta ${CLAIM_CONTACT_PROOF_MAX_LENGTH} caracteres`,
    ),
    message: optionalText(
      'El mensaje no es válido',
      CLAIM_MESSAGE_MAX_LENGTH,
      `El mensaje puede tener hasta ${CLAIM_MESSAGE_MAX_LENGTH} caracteres`,
    ),
    document: DocumentFileSchema,
  })
  .refine((claim) => claim.contactProof || claim.document, { path: ['contactProof'], message: PROOF_MISSING_MESSAGE })
