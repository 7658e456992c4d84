import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SectorCardGrid } from '~/components/SectorCard'
import { sectorSummaries } from '~/taxonomy'
import * as text from '~/styles/text.css'
import * as styles from './categorias.css'

export function loader() {
  return { sectors: sectorSummaries() }
}

export default function CategoryOverviewPage() {
  const { sectors } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Categorías</h1>
        <p className={text.lead}>
          Los rubros siguen las etapas de la obra, de los preliminares a las terminaciones. Entrá al que necesitás y encontrá tu proveedor.
        </p>
      </header>
      <SectorCardGrid sectors={sectors} headingLevel="h2" />
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Categorías | RedObra' },
  {
    name: 'description',
    content:
      'Los doce rubros de la construcción en RedObra: preliminares, movimientos de suelo, fundaciones, mampostería, estructura, cubiertas, instalaciones y más.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
