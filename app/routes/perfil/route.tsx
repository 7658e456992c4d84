import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { isCheckReply } from './forms'
import { loadProfilePage, profilePageAction } from './profile-page.server'
import { TABS, tabHref, tabsFor } from './tabs'
import * as text from '~/styles/text.css'
import * as styles from './route.css'
import { workspacePage } from '~/utils/hydration'
import { TabLoading } from './tab-loading'

export const handle = workspacePage

// Each tab's code comes with the tab: the page sends the one it shows, and another when it is opened.
const PersonalTab = lazy(() => import('./tab-personal'))
const ServicesTab = lazy(() => import('./tab-services'))
const FavoritesTab = lazy(() => import('./tab-favorites'))
const ProjectsPanel = lazy(() => import('~/components/ProjectsPanel').then((module) => ({ default: module.ProjectsPanel })))
const ZonasTab = lazy(() => import('./tab-zonas'))
const StatsTab = lazy(() => import('./tab-stats'))
const VerificationTab = lazy(() => import('./tab-verification'))
const QuotesPanel = lazy(() => import('~/components/QuotesPanel').then((module) => ({ default: module.QuotesPanel })))

export async function loader({ request }: LoaderFunctionArgs) {
  return loadProfilePage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return profilePageAction(request)
}

export default function ProfilePage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { tab, ...account } = loaderData
  const premium = account.plan === 'premium'
  const lastResult = actionData && 'result' in actionData ? actionData : undefined

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={text.headingGroup}>
          <h1 className={text.pageTitle}>Mi Perfil</h1>
          <p className={text.lead}>
            {account.businessName} <Badge tone={premium ? 'accent' : 'neutral'}>{premium ? 'Premium' : 'Gratuito'}</Badge>
          </p>
        </div>
        <nav aria-label="Accesos de tu cuenta" className={styles.shortcuts}>
          <ButtonLink to="/publicar-servicio" variant="accent" size="sm">
            Publicar Servicio
          </ButtonLink>
          <ButtonLink to="/PublicarMateriales" variant="secondary" size="sm">
            Vender Materiales
          </ButtonLink>
          <ButtonLink to={`/perfilDeProveedorActivo/${account.profileId}`} variant="secondary" size="sm">
            Ver mi perfil público
          </ButtonLink>
          <ButtonLink to="/perfil/cuenta" variant="secondary" size="sm">
            Contraseña y correo
          </ButtonLink>
          {premium ? null : (
            <ButtonLink to="/upgrade" variant="ghost" size="sm">
              Actualizar a Premium
            </ButtonLink>
          )}
        </nav>
      </header>

      <nav aria-label="Secciones del perfil" className={styles.tabs}>
        <ul className={styles.tabList}>
          {tabsFor(account.role).map((item) => (
            <li key={item.id}>
              <Link to={tabHref(item.id)} className={styles.tab} aria-current={item.id === tab ? 'page' : undefined} preventScrollReset>
                {item.label}
                {item.id === 'cotizaciones' && premium ? <Badge tone="accent">PREMIUM</Badge> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.panel} aria-labelledby="tab-title">
        <h2 id="tab-title" className={styles.panelTitle}>
          {TABS.find((item) => item.id === tab)!.label}
        </h2>
        <Suspense fallback={<TabLoading />}>
          {loaderData.tab === 'personal' ? (
            <PersonalTab
              personal={loaderData.personal}
              plan={account.plan}
              premiumSince={account.premiumSince}
              usage={loaderData.planUsage}
              ownReviews={loaderData.ownReviews}
              reply={lastResult}
            />
          ) : loaderData.tab === 'services' ? (
            <ServicesTab
              data={loaderData}
              deleteError={actionData && 'deleteError' in actionData ? actionData.deleteError : null}
              materialEdit={actionData && 'materialResult' in actionData ? actionData : undefined}
              materialDeleteError={actionData && 'materialDeleteError' in actionData ? actionData.materialDeleteError : undefined}
              materialStateError={actionData && 'materialStateError' in actionData ? actionData.materialStateError : undefined}
            />
          ) : loaderData.tab === 'favorites' ? (
            <FavoritesTab favorites={loaderData.favorites} />
          ) : loaderData.tab === 'projects' ? (
            <ProjectsPanel
              projects={loaderData.projects}
              creating={loaderData.creating}
              confirmDelete={loaderData.confirmDelete}
              lastResult={lastResult?.result}
              deleteError={actionData && 'projectDeleteError' in actionData ? actionData.projectDeleteError : null}
              constraint={loaderData.projectConstraint}
            />
          ) : loaderData.tab === 'zonas' ? (
            <ZonasTab data={loaderData} reply={actionData && 'serviceAreasResult' in actionData ? actionData : undefined} />
          ) : loaderData.tab === 'estadisticas' ? (
            <StatsTab stats={loaderData.stats} />
          ) : loaderData.tab === 'verificacion' ? (
            <VerificationTab checks={loaderData.checks} reply={isCheckReply(actionData) ? actionData : undefined} />
          ) : (
            <QuotesPanel isPremium={premium} quotes={loaderData.quotes} requests={loaderData.requests} />
          )}
        </Suspense>
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Mi Perfil | RedObra' },
  { name: 'description', content: 'Tus datos, servicios, proveedores preferidos y proyectos en RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
