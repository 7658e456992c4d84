import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ChatConversation } from '~/components/ChatConversation'
import { StatusButton } from '~/components/ui/StatusButton'
import { ErrorList } from '~/components/ui/Field'
import { GREETING } from '~/models/assistant.server'
import { ChatMessageSchema } from '~/utils/chat'
import { chatRateLimit, loadConversation, sendToConversation } from '~/controllers/chat.server'
import { env } from '~/server/env.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import * as text from '~/styles/text.css'
import * as styles from './cotiza-ia.css'
import { useSchemaForm } from '~/utils/use-schema-form'

type ChatActionData = { result?: SubmissionResult<string[]> }

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const messages = await loadConversation(request)
  return {
    greeting: GREETING,
    messages,
    now: Date.now(),
    usesLanguageModel: env.languageModel !== null,
    constraint: formConstraint(ChatMessageSchema),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: ChatMessageSchema })
  if (submission.status !== 'success') return data<ChatActionData>({ result: submission.reply() }, { status: 400 })
  const limited = chatRateLimit(request)
  if (limited) {
    return data<ChatActionData>(
      { result: submission.reply({ fieldErrors: { message: [limited.message] } }) },
      { status: 429, headers: limited.headers },
    )
  }
  const { setCookie } = await sendToConversation(request, submission.value.message)
  return redirect('/cotiza-ia#ultimo-mensaje', { headers: { 'Set-Cookie': setCookie } })
}

export default function QuoteAssistantPage() {
  const { greeting, messages, now, usesLanguageModel, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<ChatActionData>()
  const lastResult = actionData?.result
  const [form, fields] = useSchemaForm<typeof ChatMessageSchema>(constraint, {
    id: 'chat',
    lastResult,
  })
  const errors = fields.message.errors
  const errorId = `${fields.message.id}-error`

  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Cotizá con IA</h1>
        <p className={text.lead}>
          Calculá materiales de obra en segundos con{' '}
          {usesLanguageModel ? 'un modelo de lenguaje y el estimador integrado' : 'nuestro estimador integrado'}, en versión beta:
          ladrillos, hormigón, cerámicos, pintura, durlock y membranas, con los proveedores de RedObra que los venden.
        </p>
      </div>

      <section className={styles.chat} aria-label="Conversación con el asistente">
        <ChatConversation greeting={{ text: greeting, createdAt: messages[0]?.createdAt ?? now }} messages={messages} />
        <Form method="post" className={styles.composer} {...getFormProps(form)}>
          <label htmlFor={fields.message.id} className={styles.visuallyHidden}>
            Tu mensaje
          </label>
          <textarea
            id={fields.message.id}
            name={fields.message.name}
            className={styles.input}
            placeholder="Escribe tu mensaje sobre construcción..."
            rows={2}
            required
            defaultValue={String(lastResult?.initialValue?.message ?? '')}
            data-submit-on-enter=""
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? errorId : undefined}
          />
          <StatusButton pending={false} pendingLabel="Enviando...">
            Enviar
          </StatusButton>
          {errors?.length ? <ErrorList id={errorId} errors={errors} /> : null}
        </Form>
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Cotizá con IA: calculadora de materiales de obra | RedObra' },
  {
    name: 'description',
    content:
      'Preguntá cuántos ladrillos, bolsas de cemento, cajas de cerámicos o litros de pintura necesitás y encontrá en RedObra a los proveedores de Buenos Aires que los venden.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
