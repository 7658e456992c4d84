import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { confirmEmailChange } from '~/models/accounts.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { badTokenReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { TokenLinkPage } from './auth/token-link'

/*
 * The link mailed to a new address opens this page; its button makes the change. A GET never
 * writes (mail scanners prefetch links) and never tells whether the token is good.
 */
export const headers = retryAfterHeaders

export { tokenFromAddress as loader } from './auth/token-link'

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const result = confirmEmailChange(db, String(formData.get('token') ?? '').slice(0, 200))
  if (result.ok) {
    return redirectWithToast('/perfil/cuenta', {
      type: 'success',
      title: '¡Correo actualizado!',
      description: `Desde ahora iniciás sesión con ${result.email}.`,
    })
  }
  if (result.reason === 'taken') {
    return data(
      {
        message:
          'Ese correo electrónico ya está registrado en otra cuenta, así que no pudimos usarlo. Tu cuenta sigue con su correo anterior.',
      },
      { status: 409 },
    )
  }
  return badTokenReply(
    db,
    request,
    result.reason === 'expired'
      ? 'El enlace para confirmar tu nuevo correo venció. Pedí otro desde Mi Perfil.'
      : 'El enlace para confirmar tu nuevo correo no es válido o ya se usó. Pedí otro desde Mi Perfil.',
  )
}

export default function ConfirmEmailChangePage() {
  return (
    <TokenLinkPage
      title="Confirmar nuevo correo"
      intro="Confirmá que querés usar esta dirección para iniciar sesión en tu cuenta."
      submitLabel="Confirmar mi nuevo correo"
      pendingLabel="Confirmando..."
      next={{ to: '/perfil/cuenta', label: 'Ir a Mi Perfil' }}
    />
  )
}

export const meta: MetaFunction = () => [
  { title: 'Confirmar nuevo correo | RedObra' },
  { name: 'description', content: 'Confirmá la nueva dirección de correo electrónico de tu cuenta de RedObra.' },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
