import type { MetaFunction } from '@remix-run/node'
import { ButtonLink } from '~/components/ui/Button'
import { SITE_NAME } from '~/site'
import * as text from '~/styles/text.css'
import * as styles from './sobre-nosotros.css'

const OFFER = [
  'Buscar proveedores, contratistas y oficios por rubro y por zona de CABA y el Gran Buenos Aires.',
  'Ver los servicios, los proyectos realizados y las reseñas de cada proveedor antes de llamarlo.',
  'Comparar materiales publicados por corralones y fabricantes, con su precio y su contacto.',
  'Publicar tus servicios, tus materiales y tus obras, y pedir o armar cotizaciones.',
]

export default function AboutPage() {
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Sobre Nosotros</h1>
        <p className={text.lead}>
          {SITE_NAME} es la red de la construcción de Buenos Aires: un lugar donde constructores, proveedores y profesionales se encuentran,
          se conocen y trabajan juntos.
        </p>
      </div>

      <section className={text.readingSection} aria-labelledby="mision">
        <h2 id="mision" className={text.sectionTitle}>
          Nuestra misión
        </h2>
        <p>
          Queremos que coordinar una obra sea más simple. Que encontrar al proveedor indicado, pedir un presupuesto y comparar opciones no
          dependa de tener la agenda justa ni de pasar la mañana al teléfono, y que quien hace bien su trabajo pueda mostrarlo y ser elegido
          por eso.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="motivacion">
        <h2 id="motivacion" className={text.sectionTitle}>
          Por qué lo hicimos
        </h2>
        <p>
          {SITE_NAME} nació dentro de una constructora mediana de Buenos Aires. En cada obra repetíamos lo mismo: llamados, mensajes y
          planillas para conseguir proveedores, esperar cotizaciones y coordinar entregas y gremios. Mucho tiempo se iba en buscar a quién
          llamar y en comparar presupuestos armados cada uno a su manera.
        </p>
        <p>
          Pensamos que a otros constructores y a los proveedores les pasaba lo mismo, del otro lado del mostrador. Por eso armamos una
          plataforma con lo que nos hubiera gustado tener: un directorio ordenado por rubros, perfiles con trabajos y reseñas reales, y
          herramientas para pedir y comparar cotizaciones sin vueltas.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="que-ofrecemos">
        <h2 id="que-ofrecemos" className={text.sectionTitle}>
          Qué podés hacer en {SITE_NAME}
        </h2>
        <ul className={text.readingList}>
          {OFFER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <div>
        <ButtonLink to="/" variant="accent">
          Conocé más
        </ButtonLink>
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Sobre Nosotros | RedObra' },
  {
    name: 'description',
    content:
      'RedObra nació en una constructora mediana de Buenos Aires para simplificar la coordinación y las cotizaciones entre constructores y proveedores.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
