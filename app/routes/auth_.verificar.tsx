import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { Button, ButtonLink } from '~/components/ui/Button'
import { isEmailVerified, verifyEmail } from '~/models/accounts.server'
import { db } from '~/utils/db.server'
import { readFormData } from '~/utils/forms.server'
import { rateLimitReply, retryAfterHeaders } from '~/utils/rate-limit.server'
import { getClientIp, requireSameOrigin } from '~/utils/request.server'
import { redirectWithToast } from '~/utils/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'

/*
 * The link from the verification e-mail opens this page; its button verifies. A GET never writes
 * (replicas serve it, mail scanners prefetch it) and never tells whether the token is good.
 */
export const headers = retryAfterHeaders

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const check = verifyEmail(String(formData.get('token') ?? ''))
  if (check.ok || (check.userId !== undefined && isEmailVerified(check.userId))) {
    return redirectWithToast('/auth', {
      type: 'success',
      title: '¡Correo verificado!',
      description: 'Tu cuenta está activa. Ya podés iniciar sesión.',
    })
  }
  const limited = rateLimitReply(db, 'invalidTokensPerIp', getClientIp(request))
  if (limited) return data({ message: limited.message }, { status: 429, headers: limited.headers })
  return data(
    {
      message:
        check.reason === 'expired'
          ? 'El enlace de verificación venció. Pedí uno nuevo desde Iniciar Sesión.'
          : 'El enlace de verificación no es válido o ya se usó. Pedí uno nuevo desde Iniciar Sesión.',
    },
    { status: 400 },
  )
}

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const submitting = useNavigation().state !== 'idle'
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Verificación de correo</h1>
        {actionData ? (
          <p className={text.lead} role="alert">
            {actionData.message}
          </p>
        ) : (
          <p className={text.lead}>Confirmá tu correo para activar tu cuenta.</p>
        )}
      </div>
      {actionData ? (
        <ButtonLink to="/auth">Ir a Iniciar Sesión</ButtonLink>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" fullWidth disabled={submitting}>
            {submitting ? 'Verificando...' : 'Verificar mi correo'}
          </Button>
        </Form>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Verificación de correo | RedObra' },
  { name: 'description', content: 'Confirmá tu correo electrónico para activar tu cuenta de RedObra.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
