import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FavoriteLimitPitch } from '~/components/FavoriteLimitDialog'
import { ButtonLink } from '~/components/ui/Button'
import { getPlanUsage } from '~/models/plans.server'
import { db } from '~/server/db.server'
import { safeRedirect } from '~/utils/redirect'
import { getUserId } from '~/server/session.server'
import * as styles from './favoritos_.limite.css'

/** The plan-limit dialog as a page, where a plain post (JavaScript off) lands instead of adding. */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await getUserId(request)
  return {
    backTo: safeRedirect(new URL(request.url).searchParams.get('redirectTo')),
    kept: userId === null ? undefined : getPlanUsage(db, userId).favorites,
  }
}

export default function FavoriteLimitPage() {
  const { backTo, kept } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <div className={styles.panel}>
        <FavoriteLimitPitch
          titleId="limite-favoritos"
          heading="h1"
          kept={kept}
          actions={
            <ButtonLink to={backTo} variant="ghost">
              Volver
            </ButtonLink>
          }
        />
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Límite de favoritos | RedObra' },
  { name: 'description', content: 'El plan gratuito guarda pocos favoritos; con Premium son ilimitados.' },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
