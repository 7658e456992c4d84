import type { ReactNode } from 'react'
import { ZoneFilter } from '~/components/ZoneFilter'
import type { Zone } from '~/taxonomy'
import * as text from '~/styles/text.css'
import * as styles from './DirectoryLayout.css'

/** The frame of a sector, subsector or division page: way back, heading, zone filter, then the providers. */
export function DirectoryLayout({
  nav,
  title,
  lead,
  path,
  zones,
  children,
}: {
  nav: ReactNode
  title: string
  lead?: ReactNode
  /** The page's own path, where the zone filter submits. */
  path: string
  zones: readonly Zone[]
  children: ReactNode
}) {
  return (
    <div className={styles.root}>
      {nav}
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>{title}</h1>
        {lead ? <p className={text.lead}>{lead}</p> : null}
      </header>
      <ZoneFilter action={path} selected={zones} />
      {children}
    </div>
  )
}
