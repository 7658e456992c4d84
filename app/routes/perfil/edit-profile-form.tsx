import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { ButtonLink } from '~/components/ui/Button'
import { Field, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { websiteLabel } from '~/utils/format'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import type { ProfileSchema } from './profile-schema'
import { LOGO_PENDING, saveProfileIntent, type ProfileReply } from './forms'
import type { PersonalData } from './tab-data.server'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { AddressField, PhoneField, WebsiteField } from '~/components/AccountFields'

export default function EditProfileForm({ personal, reply }: { personal: PersonalData; reply: ProfileReply | undefined }) {
  const [form, fields] = useSchemaForm<typeof ProfileSchema>(personal.constraint, {
    id: 'perfil-datos',
    lastResult: reply?.result,
    defaultValue: {
      businessName: personal.businessName,
      contactPerson: personal.contactPerson ?? '',
      phone: personal.phoneLabel ?? '',
      address: personal.address ?? '',
      description: personal.description ?? '',
      website: personal.website ? websiteLabel(personal.website) : '',
    },
  })
  const submitting = useIsPending({ formAction: '/perfil?tab=personal&editar', fields: { intent: saveProfileIntent } })

  return (
    <Form
      method="post"
      action="/perfil?tab=personal&editar"
      encType="multipart/form-data"
      className={styles.form}
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={saveProfileIntent} />
      {reply?.pendingLogo ? <input type="hidden" name="pendingLogo" value={reply.pendingLogo} /> : null}
      <FormAlert title={form.errors?.includes(LOGO_PENDING) ? undefined : 'Revisá los datos'} errors={form.errors} id={form.errorId} />
      <Field
        label="Nombre de la empresa"
        errors={fields.businessName.errors}
        inputProps={{ ...getInputProps(fields.businessName, { type: 'text' }), autoComplete: 'organization' }}
      />
      <Field
        label="Persona de contacto"
        errors={fields.contactPerson.errors}
        inputProps={{ ...getInputProps(fields.contactPerson, { type: 'text' }), autoComplete: 'name' }}
      />
      <PhoneField meta={fields.phone} />
      <AddressField meta={fields.address} />
      <TextareaField
        label="Descripción"
        errors={fields.description.errors}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 5 }}
      />
      <WebsiteField meta={fields.website} />
      {/* Last in the form: if the file is refused, the fields above it have already been read and come back. */}
      <Field
        label="Logo"
        hint="JPG, PNG o WEBP, menor a 5MB. Si no elegís uno, queda el actual."
        errors={fields.logo.errors}
        inputProps={{
          ...getInputProps(fields.logo, { type: 'file' }),
          accept: 'image/png,image/jpeg,image/webp',
        }}
      />
      <div className={styles.actions}>
        <StatusButton variant="accent" pending={submitting} pendingLabel="Guardando...">
          Guardar
        </StatusButton>
        <ButtonLink to="/perfil?tab=personal" variant="ghost" preventScrollReset>
          Cancelar
        </ButtonLink>
      </div>
    </Form>
  )
}
