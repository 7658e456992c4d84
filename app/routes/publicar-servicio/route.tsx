import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PlanLimitNotices } from '~/components/PlanLimitNotices'
import { PublishServiceForm } from './publish-form'
import { loadPublishService, publishServiceAction } from './publish-service.server'
import * as text from '~/styles/text.css'
import * as styles from './route.css'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPublishService(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return publishServiceAction(request)
}

export default function PublishServicePage() {
  const { editing, profilePhone, profileAddress, profileWebsite, subsectorsNotice, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()

  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>{editing ? 'Editar Servicio' : 'Publicar Servicio'}</h1>
        <p className={text.lead}>
          {editing
            ? 'Cambiá lo que hacés o dónde trabajás: el servicio conserva sus reseñas.'
            : 'Contá qué hacés y dónde trabajás, y aparecé en las búsquedas de tu rubro.'}
        </p>
      </header>
      <PlanLimitNotices notices={[subsectorsNotice]} />
      <PublishServiceForm
        editing={editing}
        profilePhone={profilePhone}
        profileAddress={profileAddress}
        profileWebsite={profileWebsite}
        reply={actionData}
        constraint={constraint}
      />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.editing ? 'Editar Servicio | RedObra' : 'Publicar Servicio | RedObra',
  },
  {
    name: 'description',
    content: 'Publicá tu servicio en RedObra y aparecé en las búsquedas de tu rubro en Buenos Aires.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
