import { z } from 'zod'
import { CLAIM_CONTACT_PROOF_MAX_LENGTH, CLAIM_MESSAGE_MAX_LENGTH, CLAIM_RELATIONS } from '~/constants'
import { CuitSchema } from '~/utils/cuit'
import { optionalText, requiredText } from '~/utils/validation'

export const PROVIDERS_ONLY_MESSAGE = 'Solo las cuentas de proveedor pueden reclamar un perfil.'
export const ALREADY_CLAIMED_MESSAGE = 'Este perfil ya fue reclamado.'
export const DUPLICATE_CLAIM_MESSAGE = 'Ya tenés un reclamo en revisión para este perfil.'

export const ClaimSchema = z.object({
  relation: z.enum(CLAIM_RELATIONS, { error: 'Elegí tu relación con la empresa' }),
  cuit: CuitSchema,
  contactProof: requiredText(
    'Ingresá un teléfono o correo electrónico que aparezca en el perfil',
    CLAIM_CONTACT_PROOF_MAX_LENGTH,
    `El teléfono o correo puede tener hasta ${CLAIM_CONTACT_PROOF_MAX_LENGTH} caracteres`,
  ),
  message: optionalText(
    'El mensaje no es válido',
    CLAIM_MESSAGE_MAX_LENGTH,
    `El mensaje puede tener hasta ${CLAIM_MESSAGE_MAX_LENGTH} caracteres`,
  ),
})
