import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { EmailField } from '~/components/AccountFields'
import { TokenLinkContent } from '~/components/TokenLinkContent'
import { ButtonLink } from '~/components/ui/Button'
import { StatusButton } from '~/components/ui/StatusButton'
import { FormAlert } from '~/components/ui/FormAlert'
import { SIGN_IN_LINK_TTL_MS } from '~/constants'
import { signInWithLink } from '~/models/accounts.server'
import { isAccountSuspended, SUSPENDED_ACCOUNT_MESSAGE } from '~/models/suspension.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { badTokenReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import * as text from '~/styles/text.css'
import { useIsPending } from '~/utils/use-is-pending'
import { requestSignInLink } from './auth/account-links.server'
import { AccountEmailSchema, signInLinkIntent } from './auth/auth-schema'
import { redirectSignedIn } from './auth/sign-in.server'
import { tokenFromAddress } from './auth/token-link'
import * as styles from './auth.css'
import { useSchemaForm } from '~/utils/use-schema-form'

/*
 * The link from the one-time sign-in e-mail opens this page; its button signs in. A GET never
 * writes (mail scanners prefetch it). A spent or expired link offers to send a new one.
 */
export const headers = retryAfterHeaders

export function loader(args: LoaderFunctionArgs) {
  return { ...tokenFromAddress(args), constraint: formConstraint(AccountEmailSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  if (formData.get('intent') === signInLinkIntent) return requestSignInLink(request, formData)
  const check = signInWithLink(db, String(formData.get('token') ?? ''))
  if (check.ok && isAccountSuspended(db, check.userId)) return data({ message: SUSPENDED_ACCOUNT_MESSAGE }, { status: 403 })
  if (check.ok) return redirectSignedIn(check.userId, '/')
  return badTokenReply(
    db,
    request,
    check.reason === 'expired'
      ? `El enlace para ingresar venció: dura ${SIGN_IN_LINK_TTL_MS / 60_000} minutos. Pedí uno nuevo.`
      : 'El enlace para ingresar no es válido o ya se usó. Pedí uno nuevo.',
  )
}

export default function SignInLinkPage() {
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const tokenMessage = actionData && 'message' in actionData ? actionData.message : undefined
  const requestResult = actionData && 'result' in actionData ? actionData.result : undefined
  return (
    <div className={styles.root}>
      {tokenMessage || requestResult ? (
        <>
          <div className={text.headingGroup}>
            <h1 className={text.pageTitle}>Ingresar con un enlace</h1>
            {tokenMessage ? (
              <p className={text.lead} role="alert">
                {tokenMessage}
              </p>
            ) : null}
          </div>
          <RequestLinkForm lastResult={requestResult} />
          <ButtonLink to="/auth" variant="ghost">
            Volver a Iniciar Sesión
          </ButtonLink>
        </>
      ) : (
        <TokenLinkContent
          token={token}
          title="Ingresar con un enlace"
          intro="Con este enlace de un solo uso ingresás a tu cuenta sin tu contraseña, y la cuenta se desbloquea."
          submitLabel="Ingresar a mi cuenta"
          pendingLabel="Ingresando..."
          next={{ to: '/auth', label: 'Ir a Iniciar Sesión' }}
        />
      )}
    </div>
  )
}

function RequestLinkForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm<typeof AccountEmailSchema>(useLoaderData<typeof loader>().constraint, {
    id: 'sign-in-link',
    lastResult,
  })
  const submitting = useIsPending({ fields: { intent: signInLinkIntent } })
  return (
    <Form method="post" className={`${styles.panel} ${styles.form}`} {...getFormProps(form)}>
      <FormAlert errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={signInLinkIntent} />
      <EmailField meta={fields.email} />
      <StatusButton fullWidth pending={submitting} pendingLabel="Enviando...">
        Enviarme un enlace para ingresar
      </StatusButton>
    </Form>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Ingresar con un enlace | RedObra' },
  { name: 'description', content: 'Ingresá a tu cuenta de RedObra con un enlace de un solo uso enviado a tu correo.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
