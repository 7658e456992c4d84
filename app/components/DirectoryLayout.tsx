import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ZoneFilter } from '~/components/ZoneFilter'
import { ButtonLink } from '~/components/ui/Button'
import { RANKING_EXPLAINED_LABEL, RANKING_EXPLAINED_PATH, type ListingOrder } from '~/constants'
import type { Zone } from '~/taxonomy'
import * as text from '~/styles/text.css'
import * as styles from './DirectoryLayout.css'

/**
 * The frame of a sector, subsector or division page: way back, heading, zone filter, the list's
 * order (a list page may be sorted; the sector page's accordions keep the directory's order), then the providers.
 */
export function DirectoryLayout({
  nav,
  title,
  lead,
  path,
  zones,
  order,
  orderControl,
  action,
  children,
}: {
  nav: ReactNode
  title: string
  lead?: ReactNode
  /** The page's own path, where the zone filter submits. */
  path: string
  zones: readonly Zone[]
  /** The order of a list page, which the zone filter keeps; none where the list cannot be sorted. */
  order?: ListingOrder
  /** Where the list can be sorted, its 'Ordenar por' form; otherwise a link to how the order is decided. */
  orderControl?: ReactNode
  /** What a builder can do from here besides browsing ('Pedir presupuestos'). */
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.root}>
      {nav}
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>{title}</h1>
        {lead ? <p className={text.lead}>{lead}</p> : null}
        {action}
      </header>
      <ZoneFilter action={path} selected={zones} order={order} />
      {orderControl ?? (
        <p>
          <Link to={RANKING_EXPLAINED_PATH}>{RANKING_EXPLAINED_LABEL}</Link>
        </p>
      )}
      {children}
    </div>
  )
}

/** 'Pedir presupuestos': the request form with this page's sector (and subsector) filled in. */
export function RequestQuotesLink({ href }: { href: string }) {
  return (
    <p>
      <ButtonLink to={href} variant="accent" size="sm">
        Pedir presupuestos
      </ButtonLink>
    </p>
  )
}
