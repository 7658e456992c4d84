import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '~/constants'
import { Field } from '~/components/ui/Field'

/* The fields of an account and of its business's contact details, worded alike in every form that asks for them. */

/** An e-mail address, wired to its Conform field. */
export function EmailField({ meta, label = 'Correo electrónico' }: { meta: FieldMetadata<string>; label?: string }) {
  return (
    <Field
      label={label}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type: 'email' }), maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email' }}
    />
  )
}

export function PasswordField({
  meta,
  label,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string>
  label: string
  autoComplete: 'current-password' | 'new-password'
  hint?: ReactNode
}) {
  return (
    <Field label={label} hint={hint} errors={meta.errors} inputProps={{ ...getInputProps(meta, { type: 'password' }), autoComplete }} />
  )
}

/** A phone number, as every form that asks for one words it. */
export function PhoneField({
  meta,
  label = 'Teléfono',
  hint = 'Con el código de área, por ejemplo 11 2345-6789.',
}: {
  meta: FieldMetadata<string | undefined>
  label?: string
  hint?: ReactNode
}) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type: 'tel' }), maxLength: PHONE_MAX_LENGTH, autoComplete: 'tel' }}
    />
  )
}

/** A new password and its repetition, as setting one after a reset and changing it in the account ask for them. */
export function NewPasswordFields({ password, confirm }: { password: FieldMetadata<string>; confirm: FieldMetadata<string> }) {
  return (
    <>
      <PasswordField
        meta={password}
        label="Contraseña nueva"
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Evitá las contraseñas comunes."
      />
      <PasswordField meta={confirm} label="Repetí la contraseña nueva" autoComplete="new-password" />
    </>
  )
}

/** A business's website, as the profile and the publish form ask for it. */
export function WebsiteField({
  meta,
  hint = 'Por ejemplo: www.tuempresa.com.ar',
}: {
  meta: FieldMetadata<string | undefined>
  hint?: ReactNode
}) {
  return (
    <Field
      label="Sitio web"
      hint={hint}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type: 'text' }), inputMode: 'url', autoComplete: 'url' }}
    />
  )
}

/** A business's street address, as the profile and the publish form ask for it. */
export function AddressField({ meta, hint }: { meta: FieldMetadata<string | undefined>; hint?: ReactNode }) {
  return (
    <Field
      label="Dirección"
      hint={hint}
      errors={meta.errors}
      inputProps={{ ...getInputProps(meta, { type: 'text' }), autoComplete: 'street-address' }}
    />
  )
}
