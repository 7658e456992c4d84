import { Link } from '@remix-run/react'
import { ButtonLink } from '~/components/ui/Button'
import * as styles from './LandingPage.css'

/* The layout both audience landings share (/constructores, /para-proveedores): only the words and pictures differ. */

const SIGN_UP_PATH = '/auth?register=true'
const WHY_ID = 'por-que-sumarte'

type Illustration = { src: string; alt: string }

export type LandingContent = {
  /** Who the page speaks to, under the hero title. */
  lead: string
  hero: Illustration
  whyTitle: string
  whyIntro: string
  benefits: { title: string; text: string }[]
  /** Text beside a picture, alternating sides on wide screens. */
  sections: { id: string; title: string; paragraphs: string[]; link?: { to: string; label: string }; image: Illustration }[]
  closing: { title: string; text: string }
}

export function LandingPage({ content }: { content: LandingContent }) {
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={styles.heroText}>
          <h1 id="landing-title" className={styles.heroTitle}>
            <span className={styles.heroStrong}>SUMATE</span> al Ecosistema
          </h1>
          <p className={styles.lead}>{content.lead}</p>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH} variant="accent">
              Quiero sumarme
            </ButtonLink>
            <a href={`#${WHY_ID}`} className={styles.moreLink}>
              Más información
            </a>
          </div>
        </div>
        <Picture image={content.hero} eager />
      </section>

      <section id={WHY_ID} className={styles.band} aria-labelledby={`${WHY_ID}-title`}>
        <div className={styles.headingGroup}>
          <h2 id={`${WHY_ID}-title`} className={styles.sectionTitle}>
            {content.whyTitle}
          </h2>
          <p className={styles.sectionLead}>{content.whyIntro}</p>
        </div>
        <ul className={styles.benefits}>
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <JoinCall />
      </section>

      {content.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={index % 2 ? styles.featureReversed : styles.feature}
          aria-labelledby={`${section.id}-title`}
        >
          <div className={styles.featureText}>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.link ? (
              <Link to={section.link.to} className={styles.moreLink}>
                {section.link.label}
              </Link>
            ) : null}
          </div>
          <Picture image={section.image} />
        </section>
      ))}

      <section className={styles.closing} aria-labelledby="landing-closing">
        <h2 id="landing-closing" className={styles.closingTitle}>
          {content.closing.title}
        </h2>
        <p>{content.closing.text}</p>
        <JoinCall />
      </section>
    </div>
  )
}

function JoinCall() {
  return (
    <div className={styles.actions}>
      <ButtonLink to={SIGN_UP_PATH} variant="accent">
        Quiero sumarme
      </ButtonLink>
      <ButtonLink to="/auth" variant="secondary">
        Ya tengo cuenta
      </ButtonLink>
    </div>
  )
}

/** The drawings are light SVG files; width and height keep their room while they load. */
function Picture({ image, eager = false }: { image: Illustration; eager?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={styles.picture}
    />
  )
}
