import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ProviderCardGrid } from '~/components/ProviderCard'
import { visuallyHidden } from '~/styles/utilities.css'
import type { Subsector, Zone } from '~/taxonomy'
import { countLabel, directoryHref } from '~/utils/directory'
import type { loadSectionPage } from '~/controllers/directory.server'
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

/** Loads the first page of `path` once, on first open, and keeps it while the page stays. */
function ListingsAccordion({ name, path, zones, emptyText }: { name: string; path: string; zones: readonly Zone[]; emptyText: string }) {
  const fetcher = useFetcher<typeof loadSectionPage>()
  const details = useRef<HTMLDetailsElement>(null)
  const requested = useRef(false)
  const href = directoryHref(path, { zones })
  const result = fetcher.data
  const status = result
    ? result.total === 0
      ? emptyText
      : countLabel(result.total)
    : fetcher.state === 'loading'
      ? 'Cargando proveedores…'
      : ''

  function loadIfOpen() {
    if (!details.current?.open || requested.current) return
    requested.current = true
    fetcher.load(href)
  }
  // Also after hydration: on a slow connection the accordion may have been opened before the script ran.
  useEffect(loadIfOpen)

  return (
    <details ref={details} className={styles.item} onToggle={loadIfOpen}>
      <summary className={styles.summary}>{name}</summary>
      <div className={styles.panel}>
        <div className={styles.intro}>
          <OwnPageLink name={name} href={href} />
          <p role="status" className={styles.status}>
            {status}
          </p>
        </div>
        {result && result.items.length > 0 ? (
          <ProviderCardGrid listings={result.items} headingLevel="h2" favoriteIds={result.favoriteIds} />
        ) : null}
        {result && result.total > result.items.length ? (
          <Link to={href} className={styles.seeAll}>
            Ver todos<span className={visuallyHidden}> los proveedores de {name}</span> ({countLabel(result.total)})
          </Link>
        ) : null}
      </div>
    </details>
  )
}
