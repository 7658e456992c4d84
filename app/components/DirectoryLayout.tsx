import type { ReactNode } from 'react'
import { ListOrder, RankingExplainedLink } from '~/components/ListOrder'
import { ZoneFilter } from '~/components/ZoneFilter'
import { ButtonLink } from '~/components/ui/Button'
import type { ListingOrder } from '~/constants'
import type { Zone } from '~/taxonomy'
import { ZONE_PARAM } from '~/utils/directory'
import * as text from '~/styles/text.css'
import * as styles from './DirectoryLayout.css'

/**
 * The frame of a sector, subsector or division page: way back, heading, zone filter, the order
 * (a list page may be sorted; the sector page's accordions keep the directory's order), then the providers.
 */
export function DirectoryLayout({
  nav,
  title,
  lead,
  path,
  zones,
  order,
  action,
  children,
}: {
  nav: ReactNode
  title: string
  lead?: ReactNode
  /** The page's own path, where the zone filter submits. */
  path: string
  zones: readonly Zone[]
  /** The order of a list page; none where the list cannot be sorted. */
  order?: ListingOrder
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
      {order ? (
        <ListOrder action={path} order={order} kept={new URLSearchParams(zones.map((zone) => [ZONE_PARAM, zone]))} />
      ) : (
        <p>
          <RankingExplainedLink />
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
