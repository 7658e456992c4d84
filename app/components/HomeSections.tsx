import type { ReactNode } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { Card } from '~/components/ui/Card'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT } from '~/constants'
import * as accordion from '~/styles/accordion.css'
import * as text from '~/styles/text.css'
import * as styles from './HomeSections.css'
import { StrokeIcon } from '~/components/ui/Icon'

const TONES = { alt: styles.sectionAlt, brand: styles.sectionBrand }

/** A band of the home page: its background across the page, its content in the page column. */
export function HomeSection({
  id,
  titleId,
  tone,
  children,
}: {
  id?: string
  titleId: string
  tone?: keyof typeof TONES
  children: ReactNode
}) {
  return (
    <section id={id} className={tone ? `${styles.section} ${TONES[tone]}` : styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionInner}>{children}</div>
    </section>
  )
}

const CHECKS = [
  { title: 'CUIT verificado', text: 'Confirmamos que el CUIT esté activo y corresponda a la empresa o profesional.' },
  { title: 'Matrícula profesional', text: 'Si la actividad la exige, chequeamos que la matrícula esté vigente.' },
  { title: 'Ubicación y contacto', text: 'Validamos la dirección, el teléfono y el correo para que siempre puedas ubicarlos.' },
  { title: 'Documentación oficial', text: 'Habilitaciones, seguros y constancias al día.' },
  {
    title: 'Calificaciones e historial de obras',
    text: 'Las reseñas de otros constructores y las obras realizadas quedan a la vista.',
  },
]

export function VerificationSection() {
  return (
    <HomeSection titleId="verificados-title" tone="alt">
      <header className={text.headingGroup}>
        <h2 id="verificados-title" className={text.sectionTitle}>
          Proveedores verificados
        </h2>
        <p className={text.lead}>Antes de darle el sello de verificado a un proveedor, revisamos:</p>
      </header>
      <ul className={styles.checkList}>
        {CHECKS.map((check) => (
          <li key={check.title} className={styles.checkItem}>
            <StrokeIcon className={styles.checkIcon} roundJoins>
              <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
              <path d="m9 12 2 2 4-4" />
            </StrokeIcon>
            <div>
              <strong className={styles.checkTitle}>{check.title}</strong>
              <p className={styles.checkText}>{check.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

export function SignUpSection() {
  return (
    <HomeSection titleId="sumate-title" tone="brand">
      <header className={text.headingGroup}>
        <h2 id="sumate-title" className={text.sectionTitle}>
          Sumate a RedObra
        </h2>
        <p className={text.lead}>Registrarte es gratis. Elegí cómo querés usar la red.</p>
      </header>
      <div className={styles.signUpGrid}>
        <Card as="article" className={styles.signUpCard}>
          <h3 className={styles.signUpTitle}>Soy constructor</h3>
          <p className={styles.signUpRole}>Busco proveedores</p>
          <p className={styles.signUpText}>
            Encontrá corralones, contratistas y servicios verificados, guardá tus favoritos y pedí cotizaciones.
          </p>
          <ButtonLink to="/auth?register=true" fullWidth>
            Crear cuenta de constructor
          </ButtonLink>
        </Card>
        <Card as="article" className={styles.signUpCard}>
          <h3 className={styles.signUpTitle}>Soy proveedor</h3>
          <p className={styles.signUpRole}>Ofrezco servicios</p>
          <p className={styles.signUpText}>
            Publicá tus servicios y materiales, mostrá tus obras y recibí consultas de constructores de toda la zona.
          </p>
          <ButtonLink to="/auth?register=true" variant="accent" fullWidth>
            Crear cuenta de proveedor
          </ButtonLink>
        </Card>
      </div>
      <p className={styles.moreLink}>
        <ButtonLink to="/auth" variant="ghost">
          Ya tengo cuenta
        </ButtonLink>
      </p>
    </HomeSection>
  )
}

const FAQS = [
  {
    question: '¿Tengo que registrarme para usar RedObra?',
    answer:
      'No. Podés recorrer los rubros, los proveedores, las reseñas, los proyectos y los materiales sin registrarte. Para contactar a un proveedor, pedir una cotización, dejar una reseña o publicar, sí necesitás una cuenta, que es gratis.',
  },
  {
    question: '¿Cómo verifican a los proveedores?',
    answer:
      'Cuando un proveedor reclama su perfil revisamos su CUIT, su matrícula profesional si la actividad la requiere, su ubicación y sus datos de contacto, y la documentación oficial. Los perfiles verificados muestran además las calificaciones de otros constructores y su historial de obras.',
  },
  {
    question: '¿Qué suma el plan Premium?',
    answer: `Con Premium publicás en todos los subrubros (el plan gratuito permite hasta ${FREE_SUBSECTORS_LIMIT}), guardás todos los favoritos que quieras (el gratuito permite ${FREE_FAVORITES_LIMIT}), tu perfil aparece destacado y primero en los resultados, y tenés consultas y publicaciones ilimitadas, soporte prioritario 24/7 y estadísticas detalladas.`,
  },
  {
    question: '¿En qué zonas trabajan?',
    answer:
      'En la Ciudad Autónoma de Buenos Aires (CABA) y en el Gran Buenos Aires: GBA Norte, GBA Sur y GBA Oeste. En cada búsqueda podés filtrar los proveedores por zona.',
  },
  {
    question: 'Soy proveedor, ¿cómo publico mis servicios?',
    answer:
      'Creá tu cuenta como proveedor, completá tu perfil y entrá a «Publicar servicio». Elegís el rubro, el subrubro, la zona y la localidad, sumás una descripción y listo: tu servicio aparece en el directorio.',
  },
  {
    question: '¿Cuánto cuesta?',
    answer:
      'El plan gratuito cuesta $0 por mes. El plan Premium también está a $0 por mes: Por tiempo limitado - Promoción de lanzamiento.',
  },
]

export function FaqSection() {
  return (
    <HomeSection titleId="faq-title">
      <header className={text.headingGroup}>
        <h2 id="faq-title" className={text.sectionTitle}>
          Preguntas frecuentes
        </h2>
      </header>
      <div className={styles.faqList}>
        {FAQS.map((faq) => (
          <details key={faq.question} className={accordion.item}>
            <summary className={accordion.summary}>{faq.question}</summary>
            <p className={styles.faqAnswer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  )
}
