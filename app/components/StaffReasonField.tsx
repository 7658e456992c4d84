import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { CountedTextareaField, TextareaField } from './ui/Field'

/**
 * The reason staff write for an action the log keeps. Where the person concerned reads it (a
 * rejection, a hidden review) it counts its characters as they are typed; elsewhere it says the log keeps it.
 */
export function StaffReasonField({ label, field, counted = false }: { label: string; field: FieldMetadata<unknown>; counted?: boolean }) {
  const textareaProps = { ...getTextareaProps(field), maxLength: STAFF_REASON_MAX_LENGTH, rows: 2 }
  return counted ? (
    <CountedTextareaField label={label} errors={field.errors} max={STAFF_REASON_MAX_LENGTH} textareaProps={textareaProps} />
  ) : (
    <TextareaField
      label={label}
      hint={`Hasta ${STAFF_REASON_MAX_LENGTH} caracteres. Queda en el registro.`}
      errors={field.errors}
      textareaProps={textareaProps}
    />
  )
}
