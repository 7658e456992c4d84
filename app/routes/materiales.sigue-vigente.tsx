import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { materialHref } from '~/components/MaterialCard'
import { badTokenReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { confirmPriceByToken } from '~/models/price-reminders.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { MATERIAL_STATE_DONE, MATERIALS_TAB_PATH } from '~/utils/material-form'
import { TokenLinkPage } from './auth/token-link'

/*
 * 'Sigue vigente' in the 'Confirmá tus precios' e-mail opens this page; its button confirms the
 * price. A GET never writes (mail scanners prefetch links); a forged, spent or outdated link
 * changes nothing and counts against the address like any bad link.
 */
export const headers = retryAfterHeaders

export { tokenFromAddress as loader } from './auth/token-link'

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const confirmed = confirmPriceByToken(db, String(formData.get('token') ?? '').slice(0, 200))
  if (!confirmed) {
    return badTokenReply(db, request, 'El enlace para confirmar el precio no es válido o ya se usó. Podés confirmarlo desde Mi Perfil.')
  }
  return redirectWithToast(confirmed.status === 'publicado' ? materialHref(confirmed.id) : MATERIALS_TAB_PATH, {
    type: 'success',
    title: MATERIAL_STATE_DONE['confirmar-precio'],
  })
}

export default function ConfirmPricePage() {
  return (
    <TokenLinkPage
      title="Confirmar precio"
      intro="Confirmá que el precio de tu material sigue vigente: los compradores lo ven con la fecha de hoy."
      submitLabel="Sigue vigente"
      pendingLabel="Confirmando..."
      next={{ to: MATERIALS_TAB_PATH, label: 'Ir a Mis materiales' }}
    />
  )
}

export const meta: MetaFunction = () => [
  { title: 'Confirmar precio | RedObra' },
  { name: 'description', content: 'Confirmá que el precio de tu material en RedObra sigue vigente.' },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
