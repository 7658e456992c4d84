import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { Card } from '~/components/ui/Card'
import { ChoiceField, CountedTextareaField, Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { CLAIM_CONTACT_PROOF_MAX_LENGTH, CLAIM_MESSAGE_MAX_LENGTH, CLAIM_RELATION_LABELS, DOCUMENT_CONTENT_TYPES } from '~/constants'
import * as text from '~/styles/text.css'
import { DOCUMENT_HINT } from '~/utils/documents'
import { useIsPending } from '~/utils/use-is-pending'
import { claimListingAction, loadClaimPage } from './claim-listing.server'
import { ALREADY_CLAIMED_MESSAGE, PROVIDERS_ONLY_MESSAGE, TOO_MANY_CLAIMS_MESSAGE, type ClaimSchema } from './claim-schema'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadClaimPage(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return claimListingAction(request, params.id)
}

export default function ClaimListingPage() {
  const { listing, state } = useLoaderData<typeof loader>()
  // A claim refused after the page changed (sent twice, or claimed meanwhile) says why above the new state.
  const refused = useActionData<typeof action>()?.result.error?.['']
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Reclamar este perfil</h1>
        <p className={text.lead}>{listing.businessName}</p>
      </div>
      <Card as="section">
        {state === 'open' ? (
          <ClaimForm />
        ) : (
          <>
            <FormAlert errors={refused ?? undefined} id="reclamo-rechazado" />
            <ClaimState state={state} />
          </>
        )}
        <p className={styles.back}>
          <Link to={`/proveedor/${listing.id}`}>Volver al perfil</Link>
        </p>
      </Card>
    </div>
  )
}

function ClaimState({ state }: { state: 'claimed' | 'builder' | 'in-review' | 'too-many' }) {
  if (state === 'claimed') return <p role="status">{ALREADY_CLAIMED_MESSAGE}</p>
  if (state === 'builder') return <p role="status">{PROVIDERS_ONLY_MESSAGE}</p>
  if (state === 'too-many') return <p role="status">{TOO_MANY_CLAIMS_MESSAGE}</p>
  return (
    <div role="status" className={styles.state}>
      <h2 className={styles.title}>En revisión</h2>
      <p>El equipo de RedObra revisa tu reclamo y te escribe por correo cuando lo apruebe o lo rechace.</p>
    </div>
  )
}

function ClaimForm() {
  const actionData = useActionData<typeof action>()
  const pending = useIsPending()
  const [form, fields] = useSchemaForm<typeof ClaimSchema>(useLoaderData<typeof loader>().constraint, {
    id: 'reclamar',
    lastResult: actionData?.result,
  })
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} {...getFormProps(form)}>
      <FormAlert title="No pudimos enviar el reclamo" errors={form.errors} id={form.errorId} />
      <p>Contanos quién sos: el equipo de RedObra revisa cada reclamo antes de pasarte el perfil, con sus reseñas y favoritos.</p>
      <ChoiceField
        legend="Tu relación con la empresa"
        name={fields.relation.name}
        options={Object.entries(CLAIM_RELATION_LABELS).map(([value, label]) => ({ value, label }))}
        defaultValue={typeof fields.relation.initialValue === 'string' ? fields.relation.initialValue : undefined}
        errors={fields.relation.errors}
        errorId={fields.relation.errorId}
        required
      />
      <Field
        label="CUIT de la empresa"
        hint="11 dígitos, con o sin guiones: 30-12345678-1."
        errors={fields.cuit.errors}
        inputProps={{ ...getInputProps(fields.cuit, { type: 'text' }), inputMode: 'numeric', autoComplete: 'off' }}
      />
      <Field
        label="Un teléfono o correo electrónico que aparezca en el perfil"
        hint="Lo usamos para confirmar que la empresa es tuya. Si no tenés uno, adjuntá un documento."
        errors={fields.contactProof.errors}
        inputProps={{
          ...getInputProps(fields.contactProof, { type: 'text' }),
          maxLength: CLAIM_CONTACT_PROOF_MAX_LENGTH,
        }}
      />
      <CountedTextareaField
        label="Mensaje para el equipo (opcional)"
        errors={fields.message.errors}
        max={CLAIM_MESSAGE_MAX_LENGTH}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4, maxLength: CLAIM_MESSAGE_MAX_LENGTH }}
      />
      {/* Last: if the file is refused, every field above it has been read and comes back. */}
      <Field
        label="Documento que pruebe tu relación con la empresa (opcional)"
        hint={DOCUMENT_HINT}
        errors={fields.document.errors}
        inputProps={{
          ...getInputProps(fields.document, { type: 'file' }),
          accept: DOCUMENT_CONTENT_TYPES.join(','),
        }}
      />
      <StatusButton variant="accent" pending={pending} pendingLabel="Enviando...">
        Enviar reclamo
      </StatusButton>
    </Form>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Reclamar ${data.listing.businessName} | RedObra` : 'Perfil no encontrado | RedObra' },
  { name: 'description', content: 'Pedí que el perfil de tu empresa en RedObra pase a tu cuenta de proveedor.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Perfil no encontrado', 'El proveedor que buscas no existe o no está disponible.')}
    />
  )
}
