import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useFetcher, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { ChatConversation } from '~/components/ChatConversation'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { Toaster } from '~/components/Toaster'
import { Button } from '~/components/ui/Button'
import { ErrorList } from '~/components/ui/Field'
import { GREETING } from '~/models/assistant.server'
import { CHAT_ENHANCED_FIELD, ChatMessageSchema } from '~/utils/chat'
import { chatRateLimit, loadConversation, sendToConversation } from '~/controllers/chat.server'
import { env } from '~/server/env.server'
import { readFormData } from '~/server/forms.server'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { useChatComposer } from '~/utils/use-chat-composer'
import * as text from '~/styles/text.css'
import * as styles from './cotiza-ia.css'

type ChatActionData = { result?: SubmissionResult<string[]>; sent?: boolean; networkError?: boolean }

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const messages = await loadConversation(request)
  return { greeting: GREETING, messages, now: Date.now(), usesLanguageModel: env.languageModel !== null }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const enhanced = formData.get(CHAT_ENHANCED_FIELD) === 'true'
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
  const headers = { 'Set-Cookie': setCookie }
  // Post/Redirect/Get without JavaScript; the hydrated page revalidates its loader instead.
  return enhanced ? data<ChatActionData>({ sent: true }, { headers }) : redirect('/cotiza-ia#ultimo-mensaje', { headers })
}

/** A failed fetch (no connection) becomes data the page can answer with a toast. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ChatActionData> {
  try {
    return await serverAction<ChatActionData>()
  } catch (error) {
    if (error instanceof Response) throw error
    return { networkError: true }
  }
}

export default function QuoteAssistantPage() {
  const { greeting, messages, now, usesLanguageModel } = useLoaderData<typeof loader>()
  const actionData = useActionData<ChatActionData>()
  const fetcher = useFetcher<ChatActionData>({ key: 'chat' })
  const lastResult = fetcher.data?.result ?? actionData?.result
  const [form, fields] = useForm({
    id: 'chat',
    lastResult,
    constraint: getZodConstraint(ChatMessageSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChatMessageSchema }),
    onSubmit: (event, { formData }) => composer.submit(event, formData),
  })
  const composer = useChatComposer({
    fetcher,
    initialDraft: String(lastResult?.initialValue?.message ?? ''),
    textareaId: fields.message.id,
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
        <ChatConversation
          greeting={{ text: greeting, createdAt: messages[0]?.createdAt ?? now }}
          messages={messages}
          pending={composer.pending}
        />
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
            value={composer.draft}
            onChange={(event) => composer.setDraft(event.currentTarget.value)}
            onKeyDown={composer.onKeyDown}
            disabled={composer.waiting}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? errorId : undefined}
          />
          <Button type="submit" disabled={composer.waiting}>
            {composer.waiting ? 'Enviando...' : 'Enviar'}
          </Button>
          {errors?.length ? <ErrorList id={errorId} errors={errors} /> : null}
        </Form>
      </section>
      {composer.networkToast ? <Toaster toast={composer.networkToast} /> : null}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
