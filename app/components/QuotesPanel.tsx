import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { REQUEST_STATUS_LABELS, type RequestStatus, type QuoteUnit } from '~/constants'
import { formatLongDate, formatQuantityHundredths } from '~/utils/format'
import { newRequestHref, PREMIUM_ONLY_MESSAGE } from '~/utils/request-links'
import * as styles from './QuotesPanel.css'

/** A published quote as the profile's loader hands it over (dates may arrive as text). */
export type QuoteItem = {
  id: number
  title: string
  description: string | null
  unit: QuoteUnit
  quantityHundredths: number
  createdAt: Date | string
}

const UNIT_SYMBOLS: Record<QuoteUnit, string> = { m2: 'm²', m3: 'm³', ml: 'ml' }

/**
 * The "Publicar Cotización" tab of /perfil: the way to the request form and the account's
 * solicitudes for premium accounts, the upgrade offer for the rest. Cotizaciones saved by the
 * one-line form this tab once had are still listed, read-only, so none is lost.
 */
export function QuotesPanel({ isPremium, quotes, requests }: { isPremium: boolean; quotes: QuoteItem[]; requests: OwnRequestItem[] }) {
  if (!isPremium) return <PremiumOffer />
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="request-list-title">
        <h2 id="request-list-title" className={styles.title}>
          Solicitudes de presupuesto <Badge tone="accent">PREMIUM</Badge>
        </h2>
        <p>Enviá tus ítems y planos a hasta 5 proveedores de tu zona y compará sus presupuestos.</p>
        <p>
          <ButtonLink to={newRequestHref()} variant="accent">
            Publicar Cotización
          </ButtonLink>
        </p>
        <RequestList requests={requests} />
      </section>
      {quotes.length > 0 ? (
        <section className={styles.section} aria-labelledby="quote-list-title">
          <h2 id="quote-list-title" className={styles.title}>
            Tus cotizaciones anteriores
          </h2>
          <QuoteList quotes={quotes} />
        </section>
      ) : null}
    </div>
  )
}

/** 'Función Exclusiva Premium': what a free account sees where a premium feature would be. */
export function PremiumOffer() {
  return (
    <section className={styles.offer} aria-labelledby="quote-premium-title">
      <h2 id="quote-premium-title" className={styles.title}>
        Función Exclusiva Premium
      </h2>
      <p>{PREMIUM_ONLY_MESSAGE}</p>
      <ButtonLink to="/upgrade" variant="accent">
        Actualizar a Premium
      </ButtonLink>
    </section>
  )
}

/** One of the account's solicitudes as the profile's loader hands it over. */
export type OwnRequestItem = { id: number; title: string; status: RequestStatus; recipientCount: number; createdAt: Date | string }

function RequestList({ requests }: { requests: OwnRequestItem[] }) {
  if (requests.length === 0) return <p className={styles.empty}>Todavía no enviaste solicitudes de presupuesto.</p>
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.id} className={styles.item}>
          <div className={styles.itemHeader}>
            <h3 className={styles.itemTitle}>
              <Link to={`/solicitudes/${request.id}`}>{request.title}</Link>
            </h3>
            <Badge tone={request.status === 'open' ? 'accent' : 'neutral'}>{REQUEST_STATUS_LABELS[request.status]}</Badge>
          </div>
          <p className={styles.date}>
            Enviada el <time dateTime={new Date(request.createdAt).toISOString()}>{formatLongDate(request.createdAt)}</time> a{' '}
            {request.recipientCount === 1 ? '1 proveedor' : `${request.recipientCount} proveedores`}
          </p>
        </li>
      ))}
    </ul>
  )
}

function QuoteList({ quotes }: { quotes: QuoteItem[] }) {
  return (
    <ul className={styles.list}>
      {quotes.map((quote) => (
        <li key={quote.id} className={styles.item}>
          <div className={styles.itemHeader}>
            <h3 className={styles.itemTitle}>{quote.title}</h3>
            <p className={styles.quantity}>
              {formatQuantityHundredths(quote.quantityHundredths)} {UNIT_SYMBOLS[quote.unit]}
            </p>
          </div>
          {quote.description ? <p className={styles.description}>{quote.description}</p> : null}
          <p className={styles.date}>
            Publicada el <time dateTime={new Date(quote.createdAt).toISOString()}>{formatLongDate(quote.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}
