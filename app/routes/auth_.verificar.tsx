import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { isEmailVerified, verifyEmail } from '~/models/accounts.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { badTokenReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { TokenLinkPage } from './auth/token-link'

/*
 * The link from the verification e-mail opens this page; its button verifies. A GET never writes
 * (replicas serve it, mail scanners prefetch it) and never tells whether the token is good.
 */
export const headers = retryAfterHeaders

export { tokenFromAddress as loader } from './auth/token-link'

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const check = verifyEmail(db, String(formData.get('token') ?? ''))
  if (check.ok || (check.userId !== undefined && isEmailVerified(db, check.userId))) {
    return redirectWithToast('/auth', {
      type: 'success',
      title: '¡Correo verificado!',
      description: 'Tu cuenta está activa. Ya podés iniciar sesión.',
    })
  }
  return badTokenReply(
    db,
    request,
    check.reason === 'expired'
      ? 'El enlace de verificación venció. Pedí uno nuevo desde Iniciar Sesión.'
      : 'El enlace de verificación no es válido o ya se usó. Pedí uno nuevo desde Iniciar Sesión.',
  )
}

export default function VerifyEmailPage() {
  return (
    <TokenLinkPage
      title="Verificación de correo"
      intro="Confirmá tu correo para activar tu cuenta."
      submitLabel="Verificar mi correo"
      pendingLabel="Verificando..."
      next={{ to: '/auth', label: 'Ir a Iniciar Sesión' }}
    />
  )
}

export const meta: MetaFunction = () => [
  { title: 'Verificación de correo | RedObra' },
  { name: 'description', content: 'Confirmá tu correo electrónico para activar tu cuenta de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
