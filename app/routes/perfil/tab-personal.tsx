import { Link } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { Avatar } from '~/components/Avatar'
import { CancelPremiumTrigger } from '~/components/CancelPremium'
import { PlanLimitNotices } from '~/components/PlanLimitNotices'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import type { Plan } from '~/constants'
import type { VerificationState } from '~/models/profile.server'
import { websiteHref, websiteLabel } from '~/utils/format'
import { favoritesOverLimitNotice, PLAN_OFFERS, subsectorsOverLimitNotice, type PlanUsage } from '~/utils/plans'
import { DeleteAccountTrigger } from './delete-account-dialog'
import { OwnReviews, type OwnReview } from './own-reviews'
import type { ProfileReply } from './forms'
import type { PersonalData } from './tab-data.server'
import * as styles from './route.css'
import { TabLoading } from './tab-loading'

// The form and Conform come when the profile is edited.
const EditProfileForm = lazy(() => import('./edit-profile-form'))

const VERIFICATION_TAB_HREF = '/perfil?tab=verificacion'

const BANNERS: Record<VerificationState, { tone: 'warning' | 'success' | 'brand'; text: string }> = {
  incomplete: { tone: 'warning', text: 'Completa los datos necesarios para estar verificado' },
  verified: { tone: 'success', text: 'Perfil Verificado' },
  pending: { tone: 'brand', text: 'Tus datos están completos: RedObra verificará tu cuenta en cualquier momento.' },
}

function VerificationBanner({ state, missingChecks }: Pick<PersonalData, 'missingChecks'> & { state: VerificationState }) {
  const banner = BANNERS[state]
  return (
    <div className={`${styles.banner} ${styles.bannerTone[banner.tone]}`} data-state={state}>
      <p>{banner.text}</p>
      {missingChecks.length ? (
        <>
          <p>Para estar verificado también necesitás estas verificaciones aprobadas:</p>
          <ul>
            {missingChecks.map((check) => (
              <li key={check.kind}>{`${check.label}: ${check.state}`}</li>
            ))}
          </ul>
          <p>
            <Link to={VERIFICATION_TAB_HREF} className={styles.bannerLink}>
              Ir a Verificación
            </Link>
          </p>
        </>
      ) : null}
    </div>
  )
}

export default function PersonalTab({
  personal,
  plan,
  premiumSince,
  usage,
  ownReviews,
  reply,
}: {
  personal: PersonalData
  plan: Plan
  premiumSince: string | null
  usage: PlanUsage
  ownReviews: OwnReview[]
  reply: ProfileReply | undefined
}) {
  const offer = PLAN_OFFERS[plan]
  return (
    <>
      <VerificationBanner state={personal.verification} missingChecks={personal.missingChecks} />
      {personal.editing ? (
        <Suspense fallback={<TabLoading />}>
          <EditProfileForm personal={personal} reply={reply} />
        </Suspense>
      ) : (
        <ProfileView personal={personal} />
      )}
      <section className={styles.plan} aria-labelledby="plan-title">
        <h3 id="plan-title" className={styles.subTitle}>
          Tu plan <Badge tone={plan === 'premium' ? 'accent' : 'neutral'}>{offer.name}</Badge>
        </h3>
        {premiumSince ? <p>Tenés Premium desde el {premiumSince}.</p> : null}
        <ul className={styles.features}>
          {offer.included.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {plan === 'free' ? (
          <>
            <PlanLimitNotices notices={[favoritesOverLimitNotice(usage.favorites), subsectorsOverLimitNotice(usage.subsectors)]} />
            <ButtonLink to="/upgrade" variant="accent">
              Actualizar a Premium
            </ButtonLink>
          </>
        ) : (
          <CancelPremiumTrigger usage={usage} />
        )}
      </section>
      <OwnReviews reviews={ownReviews} />
      <div className={styles.dangerZone}>
        <h3 className={styles.subTitle}>Eliminar cuenta</h3>
        <p>Borra tu cuenta y todo lo que publicaste. Te pediremos tu contraseña para confirmar.</p>
        <DeleteAccountTrigger />
      </div>
    </>
  )
}

function ProfileView({ personal }: { personal: PersonalData }) {
  const empty = <span className={styles.empty}>Sin completar</span>
  return (
    <>
      <div className={styles.identity}>
        <Avatar size="lg" src={personal.logoUrl} fallback={<span>{personal.businessName.slice(0, 2).toUpperCase()}</span>} />
        <p className={styles.logoNote}>{personal.logoUrl ? 'Logo de tu empresa' : 'Todavía no subiste un logo'}</p>
      </div>
      <dl className={styles.details}>
        <dt>Nombre de la empresa</dt>
        <dd>{personal.businessName}</dd>
        <dt>Persona de contacto</dt>
        <dd>{personal.contactPerson || empty}</dd>
        <dt>Teléfono</dt>
        <dd>{personal.phoneLabel ?? empty}</dd>
        <dt>Dirección</dt>
        <dd>{personal.address || empty}</dd>
        <dt>Descripción</dt>
        <dd className={styles.multiline}>{personal.description || empty}</dd>
        <dt>Sitio web</dt>
        <dd>{personal.website ? <a href={websiteHref(personal.website)}>{websiteLabel(personal.website)}</a> : empty}</dd>
      </dl>
      <ButtonLink to="/perfil?tab=personal&editar" variant="primary" preventScrollReset>
        Editar
      </ButtonLink>
    </>
  )
}
