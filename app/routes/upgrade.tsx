import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useNavigate, type FetcherWithComponents } from '@remix-run/react'
import { useEffect } from 'react'
import { Badge } from '~/components/ui/Badge'
import { Button, ButtonLink } from '~/components/ui/Button'
import { UPGRADE_REDIRECT_DELAY_MS } from '~/constants'
import { upgradeToPremium } from '~/models/accounts.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { PLAN_OFFERS } from '~/utils/plans'
import { requireSameOrigin } from '~/server/request.server'
import { getOptionalUser } from '~/server/session.server'
import { createToastHeaders, redirectWithToast } from '~/server/toast.server'
import { useHydrated } from '~/utils/use-hydrated'
import { page, visuallyHidden } from '~/styles/utilities.css'
import * as text from '~/styles/text.css'
import * as styles from './upgrade.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { StrokeIcon } from '~/components/ui/Icon'
import { workspacePage } from '~/utils/hydration'
import { logError } from '~/server/log.server'

/** Sent only by the page with JavaScript running: it shows the success and moves on by itself. */
const STAY_FIELD = 'stay'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request)
  return { plan: user?.plan ?? null }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await getOptionalUser(request)
  if (!user) {
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: '/upgrade' })}`, {
      type: 'error',
      title: 'Debes iniciar sesión para actualizar tu plan',
    })
  }
  const formData = await readFormData(request)
  try {
    upgradeToPremium(db, user.id)
  } catch (error) {
    logError(error)
    return redirectWithToast('/upgrade', { type: 'error', title: 'Error al actualizar el plan. Intentá nuevamente.' })
  }
  const toast = { type: 'success', title: 'Felicitaciones! Ahora tenés acceso a Premium' } as const
  if (formData.get(STAY_FIELD) === 'true') return data({ upgraded: true }, { headers: await createToastHeaders(toast) })
  return redirectWithToast('/perfil', toast)
}

export default function PlansPage() {
  const { plan } = useLoaderData<typeof loader>()
  const { free, premium } = PLAN_OFFERS
  const upgrade = useFetcher<typeof action>()
  const navigate = useNavigate()
  const upgraded = upgrade.data?.upgraded === true

  // The success toast stays in view a moment; the page below already shows Premium as current.
  useEffect(() => {
    if (!upgraded) return
    const timer = setTimeout(() => navigate('/perfil'), UPGRADE_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [upgraded, navigate])

  return (
    <div className={page}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Planes</h1>
        <p className={text.lead}>Elegí el plan que mejor se adapte a tu negocio.</p>
      </header>
      <div className={styles.plans}>
        <section className={styles.plan} aria-labelledby="plan-free">
          <PlanHeading id="plan-free" name={free.name} price={free.price} />
          <FeatureList included={free.included} excluded={free.excluded} />
          {plan === 'free' ? (
            <Button variant="secondary" fullWidth disabled>
              Plan Actual
            </Button>
          ) : plan === null ? (
            <ButtonLink to="/auth?register=true" variant="secondary" fullWidth>
              Crear cuenta gratis
            </ButtonLink>
          ) : null}
        </section>
        <section className={`${styles.plan} ${styles.recommended}`} aria-labelledby="plan-premium">
          <Badge tone="accent" className={styles.badge}>
            Recomendado
          </Badge>
          <PlanHeading id="plan-premium" name={premium.name} price={premium.price} note={premium.promotion} />
          <FeatureList included={premium.included} />
          {plan === 'premium' ? (
            <Button variant="secondary" fullWidth disabled>
              Plan Actual
            </Button>
          ) : (
            <UpgradeForm fetcher={upgrade} />
          )}
        </section>
      </div>
      <p className={styles.notes}>
        Podés cancelar la suscripción cuando quieras desde tu perfil. ¿Tenés dudas sobre los planes? <Link to="/contacto">Escribinos</Link>.
      </p>
    </div>
  )
}

function PlanHeading({ id, name, price, note }: { id: string; name: string; price: string; note?: string }) {
  return (
    <header className={styles.planHeader}>
      <h2 id={id} className={styles.planName}>
        Plan {name}
      </h2>
      <p className={styles.price}>{price}</p>
      {note ? <p className={styles.promotion}>{note}</p> : null}
    </header>
  )
}

function FeatureList({ included, excluded = [] }: { included: readonly string[]; excluded?: readonly string[] }) {
  return (
    <ul className={styles.features}>
      {included.map((feature) => (
        <li key={feature} className={styles.feature}>
          <StrokeIcon size={20} className={styles.included} strokeWidth={2.5} roundJoins>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </StrokeIcon>
          {feature}
        </li>
      ))}
      {excluded.map((feature) => (
        <li key={feature} className={`${styles.feature} ${styles.excludedFeature}`}>
          <StrokeIcon size={20} strokeWidth={2.5}>
            <path d="M7 7l10 10M17 7 7 17" />
          </StrokeIcon>
          <span className={visuallyHidden}>No incluye: </span>
          {feature}
        </li>
      ))}
    </ul>
  )
}

/** A plain post without JavaScript (the answer goes to /perfil at once); with it, the page waits a moment first. */
function UpgradeForm({ fetcher }: { fetcher: FetcherWithComponents<unknown> }) {
  const hydrated = useHydrated()
  const busy = useIsPending({ fetcher, state: 'non-idle' })
  return (
    <fetcher.Form method="post">
      {hydrated ? <input type="hidden" name={STAY_FIELD} value="true" /> : null}
      <StatusButton variant="accent" fullWidth pending={busy} pendingLabel="Actualizando...">
        Actualizar a Premium
      </StatusButton>
    </fetcher.Form>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Planes | RedObra' },
  {
    name: 'description',
    content:
      'Plan Gratuito y plan Premium de RedObra: favoritos, publicaciones por subrubro, perfil destacado y primer lugar en las búsquedas.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
