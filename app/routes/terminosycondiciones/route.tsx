import type { MetaFunction } from '@remix-run/node'
import { TERMS_UPDATED_AT } from '~/constants'
import * as text from '~/styles/text.css'
import { useOperator } from '~/utils/use-root-data'
import * as styles from './route.css'
import { emailLink, SECTIONS } from './terms-sections'

export default function TermsPage() {
  const operator = useOperator()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Términos y Condiciones</h1>
        <p className={styles.updated}>Última actualización: {TERMS_UPDATED_AT}</p>
      </header>

      <nav className={styles.index} aria-labelledby="indice">
        <h2 id="indice" className={styles.indexTitle}>
          Índice
        </h2>
        <ol className={styles.indexList}>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.sections}>
        {SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-titulo`}>
            <h2 id={`${section.id}-titulo`} className={styles.sectionTitle}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>

      <p className={styles.contact}>
        La Plataforma es operada por {operator.name}. ¿Tenés dudas sobre estos términos? Escribinos a {emailLink} o acercate a{' '}
        {operator.address}.
      </p>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Términos y Condiciones | RedObra' },
  {
    name: 'description',
    content:
      'Condiciones de uso de RedObra, el mercado de proveedores de la construcción de CABA y GBA: registro, publicaciones, reseñas, responsabilidad y datos personales.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
