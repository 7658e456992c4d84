import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { LISTING_ORDERS, RANKING_EXPLAINED_PATH } from '~/constants'
import { absoluteUrl } from '~/controllers/directory.server'
import * as text from '~/styles/text.css'
import { notFoundMeta, pageMeta } from '~/utils/directory'
import { page } from '~/styles/utilities.css'

export function loader() {
  return { canonical: absoluteUrl(RANKING_EXPLAINED_PATH) }
}

const [relevance, rating, reviews, name] = LISTING_ORDERS.map((order) => order.label)

/** The directory's order in words: it states what findListings (app/models/listings.server.ts) does, order by order. */
export default function RankingExplainedPage() {
  return (
    <div className={page}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Cómo ordenamos los resultados</h1>
        <p className={text.lead}>
          En la búsqueda y en las páginas de cada rubro ordenamos a los proveedores siempre con las mismas reglas, iguales para todos. Acá
          te las contamos.
        </p>
      </header>

      <section className={text.readingSection} aria-labelledby="relevancia">
        <h2 id="relevancia" className={text.sectionTitle}>
          El orden de siempre: «{relevance}»
        </h2>
        <p>Si no elegís otro orden, los resultados van así:</p>
        <ol className={text.readingList}>
          <li>Primero, los proveedores con plan Premium. Los vas a ver con la etiqueta «Destacado».</li>
          <li>
            Después, los proveedores que tienen su perfil en RedObra (lo crearon o reclamaron su ficha), antes que las fichas que todavía
            nadie reclamó.
          </li>
          <li>Dentro de cada grupo, primero los que tienen más reseñas.</li>
          <li>Con la misma cantidad de reseñas, por nombre, en orden alfabético: los acentos no cuentan y la ñ va después de la n.</li>
        </ol>
        <p>
          Cuando buscás un texto, antes que todo eso va lo que mejor coincide: primero los proveedores del rubro que nombraste (si buscás
          «gas», los gasistas), después los que tienen tus palabras enteras en su nombre o descripción, y al final los que las tienen dentro
          de otras palabras («gas» en «vigas»). El plan Premium ordena solo entre los que coinciden igual de bien. Si nombrás un partido, un
          barrio o una zona («corralón en La Matanza»), te mostramos los proveedores que trabajan ahí.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="destacado">
        <h2 id="destacado" className={text.sectionTitle}>
          Qué significa «Destacado»
        </h2>
        <p>
          «Destacado» marca a un proveedor que aparece más arriba porque tiene el plan Premium. Ese lugar lo da el plan, no una
          recomendación nuestra: por eso siempre lo señalamos, y no dice nada de la calidad de su trabajo ni de sus reseñas.
        </p>
        <p>
          La etiqueta aparece solo cuando ves los resultados por «{relevance}». Si elegís otro orden, el plan no cambia el lugar de nadie y
          la etiqueta no se muestra.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="otros-ordenes">
        <h2 id="otros-ordenes" className={text.sectionTitle}>
          Otros órdenes que podés elegir
        </h2>
        <p>
          Arriba de los resultados podés cambiar el orden. Lo que buscaste y las zonas que filtraste se mantienen, y al pasar de página el
          orden sigue siendo el que elegiste.
        </p>
        <dl className={text.readingList}>
          <dt>{rating}</dt>
          <dd>
            Por el promedio de las calificaciones, de mayor a menor. Si dos tienen el mismo promedio, va primero el que tiene más reseñas, y
            después por nombre. Los proveedores que todavía no tienen reseñas van al final, por nombre.
          </dd>
          <dt>{reviews}</dt>
          <dd>Por la cantidad de reseñas, de mayor a menor. Si empatan, va primero el de mejor promedio, y después por nombre.</dd>
          <dt>{name}</dt>
          <dd>Por nombre, en orden alfabético.</dd>
        </dl>
      </section>

      <section className={text.readingSection} aria-labelledby="perfil-verificado">
        <h2 id="perfil-verificado" className={text.sectionTitle}>
          Qué significa «Perfil Verificado»
        </h2>
        <p>
          Un proveedor tiene el sello «Perfil Verificado» cuando completó los cinco datos de su perfil (nombre del negocio, persona de
          contacto, teléfono, dirección y descripción) y nuestro equipo aprobó dos controles:
        </p>
        <ul className={text.readingList}>
          <li>CUIT: revisamos que el número sea válido y que corresponda al negocio.</li>
          <li>Domicilio: revisamos la dirección con una factura de servicios o una constancia de AFIP.</li>
        </ul>
        <p>
          También podemos verificar su matrícula profesional y su seguro. En el perfil de cada proveedor, el panel «Qué verificamos» muestra
          cada control con su fecha, o «No verificado». Nunca publicamos los documentos. Si el proveedor cambia un dato ya verificado, el
          sello se quita hasta que lo revisemos de nuevo. El sello no cambia el orden de los resultados.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="respuestas">
        <h2 id="respuestas" className={text.sectionTitle}>
          Cómo responde cada proveedor
        </h2>
        <p>
          En el perfil de un proveedor mostramos cuánto tarda en responder las solicitudes de presupuesto y qué parte responde, contando las
          que recibió en los últimos 90 días. Solo contamos las que recibió hace más de 48 horas, para darle tiempo a contestar, y lo
          mostramos recién cuando son por lo menos 3. Responder es enviar un presupuesto o decir que no le interesa. Esto no cambia el orden
          de los resultados.
        </p>
      </section>

      <section className={text.readingSection} aria-labelledby="resenas">
        <h2 id="resenas" className={text.sectionTitle}>
          Las reseñas no se compran
        </h2>
        <p>
          Las reseñas las escriben usuarios registrados, una por proveedor. Ningún plan permite comprar reseñas, ni borrarlas o esconderlas
          pagando: el plan Premium no cambia ni una calificación.
        </p>
        <p>
          El proveedor puede responder cada reseña en público. Cualquier usuario registrado puede denunciar una reseña que no cumpla las
          reglas, y la revisa nuestro equipo, sin mirar el plan de nadie. Una reseña ocultada por moderación deja de contar en el promedio y
          en la cantidad.
        </p>
        <p>
          ¿Tenés dudas sobre el orden o sobre una reseña? <Link to="/contacto">Escribinos</Link>.
        </p>
      </section>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: 'Cómo ordenamos los resultados | RedObra',
        description:
          'Cómo ordena RedObra a los proveedores: plan Premium («Destacado»), perfil en RedObra, reseñas y nombre. Qué revisa el «Perfil Verificado» y por qué las reseñas no se compran.',
        canonical: data.canonical,
      })
    : notFoundMeta

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
