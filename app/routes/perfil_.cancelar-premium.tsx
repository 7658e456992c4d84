import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CancelPremiumChanges, CancelPremiumForm } from '~/components/CancelPremium'
import { ButtonLink } from '~/components/ui/Button'
import { cancelPremium } from '~/models/accounts.server'
import { getPlanUsage } from '~/models/plans.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'
import { workspacePage } from '~/utils/hydration'
import { logError } from '~/server/log.server'

/** The confirmation of "Cancelar Premium" as a page: where the button leads without JavaScript. */
export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  if (user.plan !== 'premium') throw redirect('/perfil')
  return { usage: getPlanUsage(db, user.id) }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  await readFormData(request)
  let cancelled: boolean
  try {
    cancelled = cancelPremium(db, user.id)
  } catch (error) {
    logError(error)
    return redirectWithToast('/perfil', { type: 'error', title: 'No pudimos cancelar Premium. Intentá nuevamente.' })
  }
  if (!cancelled) return redirectWithToast('/perfil', { type: 'info', title: 'Tu plan ya es Gratuito' })
  return redirectWithToast('/perfil', {
    type: 'success',
    title: 'Cancelaste Premium',
    description: 'Tu plan ahora es Gratuito. Podés volver a Premium cuando quieras desde Planes.',
  })
}

export default function CancelPremiumPage() {
  const { usage } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>¿Cancelar Premium?</h1>
        <p className={text.lead}>Esto cambia cuando cancelás:</p>
      </div>
      <div className={styles.panel}>
        <CancelPremiumChanges usage={usage} />
        <CancelPremiumForm
          stay={
            <ButtonLink to="/perfil" variant="ghost">
              No, mantener Premium
            </ButtonLink>
          }
        />
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Cancelar Premium | RedObra' },
  { name: 'description', content: 'Confirmá la baja de tu plan Premium de RedObra y mirá qué cambia.' },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
