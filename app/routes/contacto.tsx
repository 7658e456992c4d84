import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { HoneypotField } from '~/components/HoneypotField'
import { Card } from '~/components/ui/Card'
import { Field, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '~/constants'
import { saveContactMessage } from '~/models/contact.server'
import { LOCATION } from '~/site'
import { CONTACT_PATH, ContactSchema, parseContactForm, SEND_FAILED_MESSAGE, SENT_MESSAGE } from '~/utils/contact-form'
import { db } from '~/server/db.server'
import { sendEmail } from '~/server/email.server'
import { contactMessageEmail } from '~/server/email-templates.server'
import { env } from '~/server/env.server'
import { formatPhone, telHref } from '~/utils/format'
import { formConstraint, readFormData } from '~/server/forms.server'
import { checkHoneypot } from '~/server/honeypot.server'
import { rateLimitReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { useOperator } from '~/utils/use-root-data'
import { redirectWithToast } from '~/server/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './contacto.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { useSchemaForm } from '~/utils/use-schema-form'
import { logError } from '~/server/log.server'
import { EmailField, PhoneField } from '~/components/AccountFields'

export const headers = retryAfterHeaders

export function loader() {
  return { constraint: formConstraint(ContactSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  checkHoneypot(formData)
  const submission = parseContactForm(formData)
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const limited = rateLimitReply(db, 'contactMessagesPerIp', getClientIp(request))
  if (limited) {
    return data({ result: submission.reply({ formErrors: [limited.message] }) }, { status: 429, headers: limited.headers })
  }

  let inquiry
  try {
    inquiry = saveContactMessage(db, submission.value)
  } catch (error) {
    logError(error, 'contact-inquiry-not-stored')
    return data({ result: submission.reply({ formErrors: [SEND_FAILED_MESSAGE] }) }, { status: 503 })
  }
  // Stored means received: the team reads it even if this e-mail fails, and asking the visitor to
  // send it again would only duplicate it. So a failed e-mail is logged, not shown.
  try {
    await sendEmail({ to: env.operator.email, replyTo: inquiry.email, ...contactMessageEmail(inquiry) })
  } catch (error) {
    logError(error, 'contact-inquiry-email-failed')
  }
  return redirectWithToast(CONTACT_PATH, {
    type: 'success',
    title: SENT_MESSAGE,
    description: 'Te vamos a responder a la brevedad.',
  })
}

export default function ContactPage() {
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Sumate</h1>
        <p className={text.lead}>
          ¿Tenés una consulta, querés sumar tu empresa a la red o necesitás ayuda con tu cuenta? Escribinos y te respondemos a la brevedad.
        </p>
      </div>
      <div className={styles.columns}>
        <CompanyContact />
        <ContactForm />
      </div>
    </div>
  )
}

function CompanyContact() {
  const { phone, email } = useOperator()
  return (
    <Card as="section">
      <h2 className={styles.title}>Datos de contacto</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Teléfono</dt>
          <dd>
            <a href={telHref(phone)}>{formatPhone(phone)}</a>
          </dd>
        </div>
        <div>
          <dt>Correo electrónico</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>Ubicación</dt>
          <dd>{LOCATION}</dd>
        </div>
      </dl>
    </Card>
  )
}

function ContactForm() {
  const actionData = useActionData<typeof action>()
  const sending = useIsPending({ formAction: CONTACT_PATH, state: 'non-idle' })
  const [form, fields] = useSchemaForm<typeof ContactSchema>(useLoaderData<typeof loader>().constraint, {
    id: 'contacto',
    lastResult: actionData?.result,
  })
  useClearAfterSending(sending, actionData === undefined, form.reset)

  return (
    <Card as="section">
      <h2 className={styles.title}>Envianos tu consulta</h2>
      <Form method="post" action={CONTACT_PATH} className={styles.form} {...getFormProps(form)}>
        <FormAlert title="No pudimos enviar la consulta" errors={form.errors} id={form.errorId} />
        <HoneypotField />
        <Field
          label="Nombre"
          errors={fields.name.errors}
          inputProps={{
            ...getInputProps(fields.name, { type: 'text' }),
            maxLength: CONTACT_NAME_MAX_LENGTH,
            autoComplete: 'name',
          }}
        />
        <EmailField meta={fields.email} />
        <PhoneField meta={fields.phone} label="Teléfono (opcional)" />
        <TextareaField
          label="Mensaje"
          errors={fields.message.errors}
          textareaProps={{
            ...getTextareaProps(fields.message),
            maxLength: CONTACT_MESSAGE_MAX_LENGTH,
            rows: 6,
          }}
        />
        <StatusButton variant="accent" fullWidth pending={sending} pendingLabel="Enviando...">
          Enviar consulta
        </StatusButton>
      </Form>
    </Card>
  )
}

/**
 * A successful send redirects (no action data comes back) to this same page, which keeps its
 * inputs: clear them once that round trip ends. Without JS the page reloads empty anyway.
 */
function useClearAfterSending(sending: boolean, succeeded: boolean, clear: () => void) {
  const wasSending = useRef(false)
  useEffect(() => {
    if (sending) wasSending.current = true
    else if (wasSending.current) {
      wasSending.current = false
      if (succeeded) clear()
    }
  }, [sending, succeeded, clear])
}

export const meta: MetaFunction = () => [
  { title: 'Sumate | Contacto | RedObra' },
  {
    name: 'description',
    content:
      'Escribile a RedObra: consultas sobre la red de proveedores de la construcción de Buenos Aires, cómo sumar tu empresa o ayuda con tu cuenta.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
