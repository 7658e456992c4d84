import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ZoneFilter } from '~/components/ZoneFilter'
import { ButtonLink } from '~/components/ui/Button'
import { RANKING_EXPLAINED_LABEL, RANKING_EXPLAINED_PATH, type ListingOrder } from '~/constants'
import type { Zone } from '~/taxonomy'
import * as text from '~/styles/text.css'
import * as styles from './DirectoryLayout.css'

/**
 * The frame of a sector, subsector, division or zona page: way back, heading, zone filter, the
 * list's order (a list page may be sorted; the sector page's accordions keep the directory's
 * order), then the providers.
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
  /** The zones the filter shows selected; none on a page that is itself a zone's. */
  zones?: readonly Zone[]
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
      {zones ? <ZoneFilter action={path} selected={zones} order={order} /> : null}
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

export type Crumb = { label: string; href: string }

/** 'Inicio › Mampostería y Durlock › GBA Oeste': the way up, the current page last and unlinked. */
export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Ruta de navegación">
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

/** A named row of links drawn as pills: a subsector's divisions, a sector's zones. */
export function PillLinks({ label, links }: { label: string; links: readonly { label: string; href: string }[] }) {
  if (links.length === 0) return null
  return (
    <nav aria-label={label}>
      <ul className={styles.pills}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.pill}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
