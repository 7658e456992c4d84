import { cssBundleHref } from '@remix-run/css-bundle'
import { Link } from '@remix-run/react'
import { visuallyHidden } from '~/styles/utilities.css'
import type { Subsector, Zone } from '~/taxonomy'
import { directoryHref } from '~/utils/directory'
import * as styles from './SectorAccordions.css'

const SERVICE_EMPTY_TEXT = 'No hay proveedores disponibles para este servicio.'
const DIVISION_EMPTY_TEXT = 'No hay proveedores para esta división.'

/**
 * A sector's subsectors as accordions, nested for divisions. Each one links to its own page (all
 * that works without JavaScript); with it, opening one also loads that page's first providers.
 */
export function SectorAccordions({
  sectorSlug,
  subsectors,
  zones,
}: {
  sectorSlug: string
  subsectors: readonly Subsector[]
  zones: readonly Zone[]
}) {
  return (
    <div className={styles.list}>
      {subsectors.map((subsector) => {
        const path = `/${sectorSlug}/${subsector.slug}`
        if (subsector.divisions.length === 0) {
          return <ListingsAccordion key={subsector.slug} name={subsector.name} path={path} zones={zones} emptyText={SERVICE_EMPTY_TEXT} />
        }
        return (
          <details key={subsector.slug} className={styles.item}>
            <summary className={styles.summary}>{subsector.name}</summary>
            <div className={styles.panel}>
              <OwnPageLink name={subsector.name} href={directoryHref(path, { zones })} />
              <div className={styles.list}>
                {subsector.divisions.map((division) => (
                  <ListingsAccordion
                    key={division.slug}
                    name={division.name}
                    path={`${path}/${division.slug}`}
                    zones={zones}
                    emptyText={DIVISION_EMPTY_TEXT}
                  />
                ))}
              </div>
            </div>
          </details>
        )
      })}
    </div>
  )
}

function OwnPageLink({ name, href }: { name: string; href: string }) {
  return (
    <Link to={href} className={styles.ownPage}>
      Ver proveedores de {name}
    </Link>
  )
}

/**
 * Without JavaScript, the accordion holds the link to its own page. The `listings-accordion`
 * enhancement (app/enhancements/listings-accordion.ts) loads that page's first providers into it
 * on first open and keeps them while the page stays.
 */
function ListingsAccordion({ name, path, zones, emptyText }: { name: string; path: string; zones: readonly Zone[]; emptyText: string }) {
  const href = directoryHref(path, { zones })
  return (
    <listings-accordion data-href={href} data-empty={emptyText} data-stylesheet={cssBundleHref}>
      <details className={styles.item}>
        <summary className={styles.summary}>{name}</summary>
        <div className={styles.panel}>
          <div className={styles.intro}>
            <OwnPageLink name={name} href={href} />
            <p role="status" className={styles.status} />
          </div>
          <div data-listings="" />
          <Link to={href} className={styles.seeAll} data-see-all="" hidden>
            Ver todos<span className={visuallyHidden}> los proveedores de {name}</span>
          </Link>
        </div>
      </details>
    </listings-accordion>
  )
}
