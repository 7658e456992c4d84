import { getFormProps, getInputProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { MessageFields } from '~/components/MessageFields'
import * as styles from '~/components/Messages.css'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { VerifyEmailNotice } from '~/components/VerifyEmailNotice'
import { Card } from '~/components/ui/Card'
import { Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { CONVERSATION_SUBJECT_MAX } from '~/constants'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import * as text from '~/styles/text.css'
import type { InquirySchema } from '~/utils/message-schema'
import { useIsPending } from '~/utils/use-is-pending'
import { inquiryAction, loadInquiryPage } from './inquiry.server'
import { workspacePage } from '~/utils/hydration'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'

export const headers = retryAfterHeaders

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  return loadInquiryPage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return inquiryAction(request)
}

export default function InquiryPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Enviar consulta</h1>
        <p className={text.lead}>{page.state === 'open' && page.kind === 'material' ? `Sobre ${page.name}` : `A ${page.name}`}</p>
      </div>
      <Card as="section">
        {page.state === 'open' ? (
          <InquiryForm subject={page.subject} formKey={page.formKey} constraint={page.constraint} />
        ) : page.state === 'unverified' ? (
          <VerifyEmailNotice message={page.message} email={page.email} />
        ) : (
          <p role="status">{page.message}</p>
        )}
      </Card>
    </div>
  )
}

function InquiryForm({ subject, formKey, constraint }: { subject: string; formKey: string; constraint: FormConstraint }) {
  const actionData = useActionData<typeof action>()
  const pending = useIsPending()
  const [form, fields] = useSchemaForm<typeof InquirySchema>(constraint, {
    id: 'consulta',
    lastResult: actionData?.result,
    defaultValue: { subject },
  })
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} {...getFormProps(form)}>
      <FormAlert title="No pudimos enviar la consulta" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <Field
        label="Asunto"
        errors={fields.subject.errors}
        inputProps={{ ...getInputProps(fields.subject, { type: 'text' }), maxLength: CONVERSATION_SUBJECT_MAX }}
      />
      <MessageFields body={fields.body} attachments={fields.attachments} />
      <StatusButton variant="accent" pending={pending} pendingLabel="Enviando...">
        Enviar consulta
      </StatusButton>
    </Form>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Enviar consulta a ${data.name} | RedObra` : 'Proveedor no encontrado | RedObra' },
  { name: 'description', content: 'Escribile a un proveedor de la construcción en RedObra y seguí la conversación en tus mensajes.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Proveedor no encontrado', 'El proveedor o el material que buscás no existe o no está disponible.')}
    />
  )
}
