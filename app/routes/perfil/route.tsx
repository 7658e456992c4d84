import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ProjectsPanel } from '~/components/ProjectsPanel'
import { QuotesPanel } from '~/components/QuotesPanel'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { deleteMaterialIntent, editMaterialIntent, materialStateIntent } from '~/utils/material-form'
import { deleteMaterialAction, editMaterialAction, materialStateAction } from '~/controllers/material-form.server'
import { createProjectIntent, deleteProjectIntent } from '~/utils/project-form'
import { loadStatsTab } from '~/controllers/provider-stats.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { deleteServiceAction } from './delete-service.server'
import { saveProfileIntent } from './profile-schema'
import { createProjectAction, deleteProjectAction } from './project-form.server'
import { readProfileBody } from './read-body.server'
import { saveProfileAction } from './save-profile.server'
import {
  loadAccount,
  loadFavoritesTab,
  loadPersonalTab,
  loadProjectsTab,
  loadQuotesTab,
  loadServicesTab,
  loadVerificationTab,
  loadZonasTab,
} from './tab-data.server'
import { FavoritesTab } from './tab-favorites'
import { PersonalTab } from './tab-personal'
import { deleteServiceIntent, ServicesTab } from './tab-services'
import { StatsTab } from './tab-stats'
import { TABS, tabHref, tabOf, tabsFor } from './tabs'
import { VerificationTab } from './tab-verification'
import { isCheckReply } from './verification-schema'
import { verificationAction } from './verification.server'
import { saveServiceAreasIntent } from './service-areas-schema'
import { saveServiceAreasAction } from './service-areas.server'
import { ZonasTab } from './tab-zonas'
import * as text from '~/styles/text.css'
import * as styles from './route.css'
import { notFound } from '~/utils/responses'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('tab'))
  const own = loadAccount(user)
  if (!own) notFound('Perfil no encontrado')
  const { profile, account } = own

  switch (tab) {
    case 'personal':
      return { tab, ...account, ...loadPersonalTab(user, profile, url) }
    case 'services':
      return { tab, ...account, ...loadServicesTab(user, profile, url) }
    case 'favorites':
      return { tab, ...account, ...loadFavoritesTab(user) }
    case 'projects':
      return { tab, ...account, ...loadProjectsTab(user, url) }
    case 'cotizaciones':
      return { tab, ...account, ...loadQuotesTab(user) }
    case 'verificacion':
      return { tab, ...account, ...loadVerificationTab(user, profile) }
    case 'zonas':
      return { tab, ...account, ...loadZonasTab(user, profile) }
    case 'estadisticas':
      return { tab, ...account, ...loadStatsTab(user, url) }
  }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const url = new URL(request.url)
  // Who is asking is known before a byte of the body is read: a visitor's post is answered unread.
  const user = await requireUser(request)
  // Its forms carry a document of up to 10 MB, kept byte for byte: its own reader.
  if (tabOf(url.searchParams.get('tab')) === 'verificacion') return verificationAction(user, request)
  const body = await readProfileBody(request)
  // Files refused by their size before any field was read: only the address says which form it was.
  const intent = body.formData.get('intent') ?? (body.uploadError && url.searchParams.has('crear') ? createProjectIntent : null)
  switch (intent) {
    case saveProfileIntent:
      return saveProfileAction(user, body)
    case deleteServiceIntent:
      return deleteServiceAction(user, body.formData)
    case editMaterialIntent:
      return editMaterialAction(user, body)
    case deleteMaterialIntent:
      return deleteMaterialAction(user, body.formData)
    case materialStateIntent:
      return materialStateAction(user, body.formData)
    case createProjectIntent:
      return createProjectAction(user, body)
    case deleteProjectIntent:
      return deleteProjectAction(user, body.formData)
    case saveServiceAreasIntent:
      return saveServiceAreasAction(user, body.formData)
    default:
      throw new Response('Acción desconocida.', { status: 400 })
  }
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
      </section>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Mi Perfil | RedObra' },
  { name: 'description', content: 'Tus datos, servicios, proveedores preferidos y proyectos en RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
