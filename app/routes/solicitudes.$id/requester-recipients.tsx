import type { SerializeFrom } from '@remix-run/node'
import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/Badge'
import { Button } from '~/components/ui/Button'
import { RECIPIENT_STATUS_LABELS } from '~/constants'
import * as text from '~/styles/text.css'
import { visuallyHidden } from '~/styles/utilities.css'
import { formatPhone, formatQuantityInput } from '~/utils/format'
import { ITEM_FIELDS, NEW_REQUEST_PATH, prefillIntent } from '~/utils/request-links'
import type { loadRequesterView } from './requester.server'
import * as styles from './requester-view.css'

type View = SerializeFrom<ReturnType<typeof loadRequesterView>>

/** Who the request reached and what each answered; when nobody, what else to do. */
export function Recipients({ data }: { data: View }) {
  return (
    <section className={styles.section} aria-labelledby="destinatarios-titulo">
      <h2 id="destinatarios-titulo" className={text.sectionTitle}>
        Quiénes la recibieron
      </h2>
      {data.noMatch ? (
        <NoMatch data={data} noMatch={data.noMatch} />
      ) : (
        <ul className={styles.list}>
          {data.recipients.map((recipient) => (
            <li key={recipient.id} className={styles.recipient}>
              <span>
                <strong>{recipient.businessName}</strong>{' '}
                <Badge tone={recipient.status === 'offered' ? 'success' : recipient.status === 'declined' ? 'neutral' : 'brand'}>
                  {RECIPIENT_STATUS_LABELS[recipient.status]}
                </Badge>
                {recipient.declineReason ? <span className={styles.note}> «{recipient.declineReason}»</span> : null}
              </span>
              {recipient.conversationId === null ? null : (
                <Link to={`/mensajes/${recipient.conversationId}`}>
                  Mensajes<span className={visuallyHidden}> con {recipient.businessName}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** 'Ampliar la zona': the form again, every typed field and item kept, in a place where providers of the subsector work. */
function WiderPlaces({ data, places }: { data: View; places: readonly string[] }) {
  const fields: [string, string][] = [
    ['title', data.title],
    ['sector', data.sectorSlug],
    ['subsector', data.subsectorSlug],
    ['description', data.description],
    ['startOn', data.desiredStartOn ?? ''],
    ...data.items.flatMap((item): [string, string][] => [
      [ITEM_FIELDS.description, item.description],
      [ITEM_FIELDS.quantity, formatQuantityInput(item.quantityHundredths)],
      [ITEM_FIELDS.unit, item.unit],
    ]),
  ]
  return (
    <Form method="post" action={NEW_REQUEST_PATH} aria-labelledby="ampliar-titulo" className={styles.wider}>
      <h3 id="ampliar-titulo" className={styles.widerTitle}>
        Ampliar la zona
      </h3>
      <p>Pedí presupuestos con los mismos datos en una zona cercana donde trabajan proveedores de {data.subsectorName}:</p>
      <input type="hidden" name="intent" value={prefillIntent} />
      {fields.map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <ul className={styles.places}>
        {places.map((place) => (
          <li key={place}>
            <Button type="submit" name="place" value={place} variant="secondary" size="sm">
              {place}
            </Button>
          </li>
        ))}
      </ul>
    </Form>
  )
}

function NoMatch({ data, noMatch }: { data: View; noMatch: NonNullable<View['noMatch']> }) {
  return (
    <>
      <p>
        Todavía no hay proveedores de {data.subsectorName} que trabajen en {data.place}.
      </p>
      {noMatch.widerPlaces.length === 0 ? null : <WiderPlaces data={data} places={noMatch.widerPlaces} />}
      {noMatch.unclaimed.length === 0 ? null : (
        <>
          <p>Mientras tanto, podés llamar a estos proveedores de la zona, que todavía no reciben solicitudes en RedObra:</p>
          <ul className={styles.list}>
            {noMatch.unclaimed.map((listing) => (
              <li key={listing.href} className={styles.recipient}>
                <Link to={listing.href}>{listing.name}</Link>
                {listing.phone ? (
                  <a href={`tel:${listing.phone}`}>
                    <span className={visuallyHidden}>Llamar a {listing.name}: </span>
                    {formatPhone(listing.phone)}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
