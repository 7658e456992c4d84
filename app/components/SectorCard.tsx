import { Link } from '@remix-run/react'
import { SectorIcon } from '~/components/SectorIcon'
import type { SectorSummary } from '~/taxonomy'
import * as cards from '~/styles/cards.css'
import * as styles from './SectorCard.css'

type HeadingLevel = 'h2' | 'h3'

export function SectorCardGrid({ sectors, headingLevel }: { sectors: SectorSummary[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className={cards.grid}>
      {sectors.map((sector) => (
        <li key={sector.slug}>
          <SectorCard sector={sector} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

/** One link per card, stretched over the whole card, so its accessible name is just the title. */
export function SectorCard({ sector, headingLevel: Heading = 'h3' }: { sector: SectorSummary; headingLevel?: HeadingLevel }) {
  return (
    <article className={styles.root}>
      <span className={styles.icon}>
        <SectorIcon name={sector.icon} />
      </span>
      <Heading className={styles.title}>
        <Link to={`/${sector.slug}`} className={styles.link}>
          {sector.title}
        </Link>
      </Heading>
      <p className={styles.description}>{sector.description}</p>
    </article>
  )
}
