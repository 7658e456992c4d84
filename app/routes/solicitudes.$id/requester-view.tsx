import type { SerializeFrom } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Badge } from '~/components/ui/Badge'
import { Card } from '~/components/ui/Card'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { IVA_MODE_LABELS, REQUEST_STATUS_LABELS } from '~/constants'
import * as text from '~/styles/text.css'
import { visuallyHidden } from '~/styles/utilities.css'
import { formatCalendarDay, formatDecimal, formatLongDate, formatRating } from '~/utils/format'
import { formatMoneyCents } from '~/utils/money'
import { useIsPending } from '~/utils/use-is-pending'
import { acceptIntent, confirmAcceptIntent, confirmCancelIntent } from './requester-decisions'
import type { loadRequesterView, RequesterReply } from './requester.server'
import { Recipients } from './requester-recipients'
import { AttachmentLinks, OfferLinesTable, RequestDetails, TableScroll } from './request-details'
import * as styles from './requester-view.css'
import { REVIEW_PROMPT_TEXT } from '~/utils/review-links'

type View = SerializeFrom<ReturnType<typeof loadRequesterView>>
type Offer = View['offers'][number]

export default function RequesterView({ data }: { data: View }) {
  const reply = useActionData<RequesterReply>()
  const open = data.status === 'open'
  const cancelling = useIsPending({ fields: { intent: confirmCancelIntent } })
  return (
    <article className={styles.root} aria-labelledby="solicitud-titulo">
      <header className={text.headingGroup}>
        <h1 id="solicitud-titulo" className={text.pageTitle}>
          {data.title}
        </h1>
        <p className={styles.actions}>
          <Badge tone={open ? 'brand' : data.status === 'accepted' ? 'success' : 'neutral'}>{REQUEST_STATUS_LABELS[data.status]}</Badge>
          {data.closedAt === null ? null : <span className={styles.note}>Cerrada el {formatLongDate(data.closedAt)}</span>}
        </p>
        {data.editable ? (
          <p>
            <Link to={`/solicitudes/${data.id}/editar`}>Modificar solicitud</Link>{' '}
            <span className={styles.note}>(hasta recibir el primer presupuesto)</span>
          </p>
        ) : null}
        {data.reviewPrompt ? (
          <p>
            <Link to={data.reviewPrompt}>{REVIEW_PROMPT_TEXT}</Link>
          </p>
        ) : null}
      </header>
      {reply && 'confirm' in reply ? (
        <Confirmation confirm={reply.confirm} notice={'error' in reply ? reply.error : undefined} title={data.title} requestId={data.id} />
      ) : null}
      <FormAlert id="solicitud-error" errors={reply && !('confirm' in reply) ? [reply.error] : undefined} />
      <RequestDetails
        headingId="pedido-titulo"
        heading="Lo que pediste"
        facts={[
          { label: 'Rubro', value: data.subsectorName },
          { label: 'Zona', value: data.zone && data.zone !== data.place ? `${data.place} (${data.zone})` : data.place },
        ]}
        request={data}
      />
      <Recipients data={data} />
      <Offers data={data} />
      {open ? (
        <section className={styles.section} aria-labelledby="cancelar-titulo">
          <h2 id="cancelar-titulo" className={text.sectionTitle}>
            Cancelar solicitud
          </h2>
          <p className={styles.note}>La solicitud se cierra para todos los proveedores que la recibieron, y les avisamos.</p>
          <Form method="post">
            <input type="hidden" name="intent" value={confirmCancelIntent} />
            <StatusButton variant="secondary" pending={cancelling}>
              Cancelar solicitud
            </StatusButton>
          </Form>
        </section>
      ) : null}
    </article>
  )
}

/** The second step of a decision: the same page, with what is about to happen and Confirmar / Volver. */
function Confirmation({
  confirm,
  notice,
  title,
  requestId,
}: {
  confirm: Extract<RequesterReply, { confirm: unknown }>['confirm']
  notice: string | undefined
  title: string
  requestId: number
}) {
  const pending = useIsPending({ fields: { intent: confirm.intent } })
  const section = useRef<HTMLElement>(null)
  // The decision was asked for further down the page: bring the keyboard and screen readers here.
  useEffect(() => section.current?.focus(), [confirm])
  return (
    <section ref={section} tabIndex={-1} className={styles.confirmation} aria-labelledby="confirmar-titulo">
      <h2 id="confirmar-titulo" className={text.sectionTitle}>
        {confirm.intent === acceptIntent ? 'Confirmá que aceptás este presupuesto' : 'Confirmá que cancelás la solicitud'}
      </h2>
      {notice ? <FormAlert id="confirmar-aviso" errors={[notice]} /> : null}
      <p>
        {confirm.intent === acceptIntent
          ? `Vas a aceptar el presupuesto de ${confirm.providerName} por ${confirm.total}. La solicitud se cierra y les avisamos a todos los proveedores.`
          : `Vas a cancelar la solicitud «${title}». Se cierra para todos los proveedores que la recibieron.`}
      </p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value={confirm.intent} />
        {confirm.intent === acceptIntent ? (
          <>
            <input type="hidden" name="offerId" value={confirm.offerId} />
            <input type="hidden" name="revisionId" value={confirm.revisionId} />
          </>
        ) : null}
        <StatusButton variant="primary" pending={pending} pendingLabel="Confirmando...">
          Confirmar
        </StatusButton>
        <Link to={`/solicitudes/${requestId}`}>Volver</Link>
      </Form>
    </section>
  )
}

function ivaText(offer: Offer) {
  if (offer.ivaMode === 'incluido') return IVA_MODE_LABELS.incluido
  return `${formatMoneyCents(offer.ivaCents)} (${formatDecimal((offer.ivaRateBp ?? 0) / 100)} %)`
}

const money = (cents: number) => <span className={styles.amount}>{formatMoneyCents(cents)}</span>

/** The comparison's rows, in the spec's order; the table and the cards both read them. */
const OFFER_FACTS: Array<{ label: string; value: (offer: Offer) => ReactNode }> = [
  { label: 'Total', value: (offer) => money(offer.subtotalCents) },
  { label: 'Materiales', value: (offer) => money(offer.materialsCents) },
  { label: 'Mano de obra', value: (offer) => money(offer.labourCents) },
  { label: 'Otros', value: (offer) => money(offer.otherCents) },
  { label: 'IVA', value: ivaText },
  { label: 'Total con IVA', value: (offer) => <strong>{money(offer.totalCents)}</strong> },
  {
    label: 'Validez',
    value: (offer) => (
      <>
        Hasta el {formatCalendarDay(offer.validUntil)} {offer.expired ? <Badge tone="danger">Vencido</Badge> : null}
      </>
    ),
  },
  { label: 'Plazo', value: (offer) => (offer.durationDays === 1 ? '1 día' : `${offer.durationDays} días`) },
  { label: 'Forma de pago', value: (offer) => <span className={styles.text}>{offer.paymentTerms || 'Sin indicar'}</span> },
  {
    label: 'Calificación',
    value: (offer) =>
      offer.rating
        ? `★ ${formatRating(offer.rating.average)} (${offer.rating.count === 1 ? '1 reseña' : `${offer.rating.count} reseñas`})`
        : 'Sin reseñas',
  },
  {
    label: 'Perfil Verificado',
    value: (offer) => (offer.isVerified ? <Badge tone="success">Perfil Verificado</Badge> : 'Sin verificar todavía'),
  },
  {
    label: 'Estado',
    value: (offer) => (
      <>
        {offer.accepted ? <Badge tone="success">Aceptado</Badge> : null}
        {offer.revisedAt === null ? 'Presupuesto original' : `Actualizado el ${formatLongDate(offer.revisedAt)}`}
      </>
    ),
  },
]

function Offers({ data }: { data: View }) {
  const { offers } = data
  const anyAcceptable = offers.some((offer) => offer.acceptable)
  return (
    <section className={styles.section} aria-labelledby="presupuestos-titulo">
      <h2 id="presupuestos-titulo" className={text.sectionTitle}>
        Presupuestos
      </h2>
      {offers.length === 0 ? (
        <p>Todavía no recibiste presupuestos.</p>
      ) : (
        <>
          <TableScroll label="Presupuestos comparados" className={styles.wide}>
            <table className={styles.table}>
              <caption className={styles.caption}>Presupuestos comparados, del total más bajo al más alto</caption>
              <thead>
                <tr>
                  <td />
                  {offers.map((offer) => (
                    <th key={offer.id} scope="col">
                      {offer.providerName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {OFFER_FACTS.map((fact) => (
                  <tr key={fact.label}>
                    <th scope="row">{fact.label}</th>
                    {offers.map((offer) => (
                      <td key={offer.id}>{fact.value(offer)}</td>
                    ))}
                  </tr>
                ))}
                {anyAcceptable ? (
                  <tr>
                    <th scope="row">Decisión</th>
                    {offers.map((offer) => (
                      <td key={offer.id}>{offer.acceptable ? <AcceptButton offer={offer} /> : null}</td>
                    ))}
                  </tr>
                ) : null}
              </tbody>
            </table>
          </TableScroll>
          <ol className={styles.narrow} aria-label="Presupuestos, del total más bajo al más alto">
            {offers.map((offer) => (
              <Card as="li" key={offer.id}>
                <h3 className={styles.cardTitle}>{offer.providerName}</h3>
                <dl className={styles.cardFacts}>
                  {OFFER_FACTS.map((fact) => (
                    <div key={fact.label} className={styles.cardFact}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value(offer)}</dd>
                    </div>
                  ))}
                </dl>
                {offer.acceptable ? <AcceptButton offer={offer} /> : null}
              </Card>
            ))}
          </ol>
          {offers.map((offer) => (
            <OfferLines key={offer.id} offer={offer} />
          ))}
        </>
      )}
    </section>
  )
}

function AcceptButton({ offer }: { offer: Offer }) {
  const pending = useIsPending({ fields: { intent: confirmAcceptIntent, offerId: offer.id } })
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={confirmAcceptIntent} />
      <input type="hidden" name="offerId" value={offer.id} />
      <input type="hidden" name="revisionId" value={offer.revisionId} />
      <StatusButton variant="primary" size="sm" pending={pending}>
        Aceptar<span className={visuallyHidden}> el presupuesto de {offer.providerName}</span>
      </StatusButton>
    </Form>
  )
}

function OfferLines({ offer }: { offer: Offer }) {
  return (
    <>
      <details>
        <summary>Ítems del presupuesto de {offer.providerName}</summary>
        <OfferLinesTable
          label={`Ítems del presupuesto de ${offer.providerName}`}
          caption={<caption className={visuallyHidden}>Ítems del presupuesto de {offer.providerName}</caption>}
          lines={offer.lines}
        />
        {offer.notes ? <p className={styles.text}>Notas: {offer.notes}</p> : null}
      </details>
      <AttachmentLinks heading={`Adjuntos del presupuesto de ${offer.providerName}`} attachments={offer.attachments} />
    </>
  )
}
