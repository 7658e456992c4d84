import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { ButtonLink } from '~/components/ui/Button'
import { isEmailVerified, verifyEmail } from '~/models/accounts.server'
import { db } from '~/utils/db.server'
import { rateLimitReply, retryAfterHeaders } from '~/utils/rate-limit.server'
import { getClientIp } from '~/utils/request.server'
import { redirectWithToast } from '~/utils/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'

/** The link from the verification e-mail. Following it once verifies the account. */
export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const check = verifyEmail(token)
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
  const { message } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Verificación de correo</h1>
        <p className={text.lead} role="alert">
          {message}
        </p>
      </div>
      <ButtonLink to="/auth">Ir a Iniciar Sesión</ButtonLink>
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
