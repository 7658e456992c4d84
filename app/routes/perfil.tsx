import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { getPlanUpdatedAt } from '~/models/accounts.server'
import { formatLongDate } from '~/utils/format'
import { PLAN_OFFERS } from '~/utils/plans'
import { requireUser } from '~/utils/session.server'
import { page } from '~/styles/utilities.css'
import * as text from '~/styles/text.css'
import * as styles from './perfil.css'

const ROLE_LABELS = { constructor: 'Constructor', proveedor: 'Proveedor' } as const

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const planUpdatedAt = getPlanUpdatedAt(user.id)
  return {
    businessName: user.businessName,
    email: user.email,
    role: ROLE_LABELS[user.role],
    plan: user.plan,
    premiumSince: user.plan === 'premium' && planUpdatedAt ? formatLongDate(planUpdatedAt) : null,
  }
}

export default function ProfilePage() {
  const { businessName, email, role, plan, premiumSince } = useLoaderData<typeof loader>()
  const offer = PLAN_OFFERS[plan]

  return (
    <div className={page}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Mi Perfil</h1>
        <p className={text.lead}>{businessName}</p>
      </header>
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="cuenta-title">
          <h2 id="cuenta-title" className={styles.panelTitle}>
            Datos de la cuenta
          </h2>
          <dl className={styles.details}>
            <dt>Nombre comercial</dt>
            <dd>{businessName}</dd>
            <dt>Correo electrónico</dt>
            <dd>{email}</dd>
            <dt>Tipo de cuenta</dt>
            <dd>{role}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.panelTitle}>
            Tu plan{' '}
            <Badge tone={plan === 'premium' ? 'accent' : 'neutral'}>{offer.name}</Badge>
          </h2>
          {premiumSince ? <p>Tenés Premium desde el {premiumSince}.</p> : null}
          <ul className={styles.features}>
            {offer.included.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {plan === 'free' ? (
            <ButtonLink to="/upgrade" variant="accent">
              Actualizar a Premium
            </ButtonLink>
          ) : null}
        </section>
      </div>
      <p>
        <ButtonLink to="/cuenta/eliminar" variant="ghost">
          Eliminar cuenta
        </ButtonLink>
      </p>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Mi Perfil | RedObra' },
  { name: 'description', content: 'Los datos de tu cuenta de RedObra y tu plan.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
