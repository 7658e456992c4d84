import { Fragment, type ReactNode } from 'react'
import { OFFER_LINE_KIND_LABELS, REQUEST_UNIT_LABELS, type OfferLineKind, type RequestUnit } from '~/constants'
import * as text from '~/styles/text.css'
import { documentUrl } from '~/utils/documents'
import { formatCalendarDay, formatLongDate, formatQuantityHundredths } from '~/utils/format'
import { formatMoneyCents } from '~/utils/money'
import * as styles from './request-details.css'

type Item = { description: string; quantityHundredths: number; unit: RequestUnit }

type AskedRequest = {
  description: string | null
  desiredStartOn: string | null
  createdAt: number
  editedAt: number | null
  items: Item[]
  attachments: Array<{ documentId: number; name: string }>
}

/**
 * What was asked, as the requester and the providers it reached both see it: the caller's facts
 * and then its dates, the description, items and attachments.
 */
export function RequestDetails({
  headingId,
  heading,
  facts,
  request,
}: {
  headingId: string
  heading: string
  facts: Array<{ label: string; value: ReactNode }>
  request: AskedRequest
}) {
  const { description, items, attachments } = request
  const allFacts = [
    ...facts,
    { label: 'Inicio deseado', value: request.desiredStartOn ? formatCalendarDay(request.desiredStartOn) : 'Sin fecha' },
    { label: 'Enviada el', value: formatLongDate(request.createdAt) },
    ...(request.editedAt === null ? [] : [{ label: 'Modificada el', value: formatLongDate(request.editedAt) }]),
  ]
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={text.sectionTitle}>
        {heading}
      </h2>
      <dl className={styles.facts}>
        {allFacts.map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {description ? <p className={styles.text}>{description}</p> : null}
      <h3 className={styles.subheading}>Ítems</h3>
      <TableScroll label="Ítems de la solicitud">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Descripción</th>
              <th scope="col">Cantidad</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={index}>
                <td className={styles.text}>{item.description}</td>
                <td className={styles.amount}>
                  {formatQuantityHundredths(item.quantityHundredths)} {REQUEST_UNIT_LABELS[item.unit]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <AttachmentLinks heading="Adjuntos" attachments={attachments} />
    </section>
  )
}

/** Files of a request or an offer, each a link that downloads it (to the parties only). */
export function AttachmentLinks({ heading, attachments }: { heading: string; attachments: Array<{ documentId: number; name: string }> }) {
  if (attachments.length === 0) return null
  return (
    <>
      <h3 className={styles.subheading}>{heading}</h3>
      <ul className={styles.attachments}>
        {attachments.map((attachment) => (
          <li key={attachment.documentId}>
            <a href={documentUrl(attachment.documentId)}>{attachment.name}</a>
          </li>
        ))}
      </ul>
    </>
  )
}

type OfferLine = Item & { kind: OfferLineKind; unitPriceCents: number; lineTotalCents: number }

/** An offer's priced lines, materials and labour apart. */
export function OfferLinesTable({ label, caption, lines }: { label: string; caption?: ReactNode; lines: OfferLine[] }) {
  return (
    <TableScroll label={label}>
      <table className={styles.table}>
        {caption}
        <thead>
          <tr>
            <th scope="col">Descripción</th>
            <th scope="col">Tipo</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio unitario</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td className={styles.text}>{line.description}</td>
              <td>{OFFER_LINE_KIND_LABELS[line.kind]}</td>
              <td className={styles.amount}>
                {formatQuantityHundredths(line.quantityHundredths)} {REQUEST_UNIT_LABELS[line.unit]}
              </td>
              <td className={styles.amount}>{formatMoneyCents(line.unitPriceCents)}</td>
              <td className={styles.amount}>{formatMoneyCents(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

/** A table that may scroll sideways at 360 px: focusable, so a keyboard can scroll it too. */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} tabIndex={0} className={[styles.scroller, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  )
}
