import type { SerializeFrom } from '@remix-run/node'
import { Form, useActionData, useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { Badge } from '~/components/ui/Badge'
import { TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { Button } from '~/components/ui/Button'
import { DECLINE_REASON_MAX } from '~/constants'
import * as recipes from '~/styles/recipes.css'
import * as text from '~/styles/text.css'
import { formatCalendarDay, formatLongDate } from '~/utils/format'
import { declineIntent, IVA_CHOICES, receivedOutcomeLabel, receivedStatusLabel, seenIntent } from '~/utils/offer-form'
import { useIsPending } from '~/utils/use-is-pending'
import type { loadRecipientView, RecipientActionData } from './recipient.server'
import * as styles from './recipient-view.css'
import { AttachmentLinks, OfferLinesTable, RequestDetails } from './request-details'
import { OfferForm, TotalsList } from './offer-form'

type ViewData = SerializeFrom<ReturnType<typeof loadRecipientView>>
type OfferData = NonNullable<ViewData['offer']>

export default function RecipientView({ data }: { data: ViewData }) {
  const actionData = useActionData<RecipientActionData>()
  const open = data.status === 'open'
  const declined = data.recipientStatus === 'declined'
  return (
    <article className={styles.page}>
      <header className={text.headingGroup}>
        <p className={recipes.note}>Solicitud de presupuesto recibida</p>
        <h1 className={text.pageTitle}>{data.title}</h1>
        <p>
          <Badge tone={declined ? 'neutral' : 'brand'}>{receivedStatusLabel(data.recipientStatus)}</Badge>
        </p>
        {data.recipientStatus === 'sent' ? <MarkSeen /> : null}
      </header>
      <ClosedNotice data={data} />
      <RequestDetails
        headingId="la-solicitud"
        heading="La solicitud"
        facts={[
          { label: 'Cliente', value: data.requesterName ?? 'Cuenta eliminada' },
          { label: 'Rubro', value: `${data.sectorName} › ${data.subsectorName}` },
          { label: 'Zona', value: data.place },
        ]}
        request={data}
      />
      {declined ? (
        <section className={styles.section} aria-labelledby="respuesta">
          <h2 id="respuesta" className={text.sectionTitle}>
            Tu respuesta
          </h2>
          <p>Respondiste que no te interesa esta solicitud.</p>
          {data.declineReason ? <p className={recipes.muted}>Motivo: {data.declineReason}</p> : null}
        </section>
      ) : null}
      {data.offer ? <CurrentOffer offer={data.offer} /> : null}
      <FormAlert id="respuesta-error" errors={actionData?.formError ? [actionData.formError] : undefined} />
      {open && !declined ? (
        data.offer ? (
          <details className={styles.revise} open={actionData?.values !== undefined}>
            <summary className={styles.reviseSummary}>Modificar presupuesto</summary>
            <OfferForm data={data} actionData={actionData} submitLabel="Guardar cambios" />
          </details>
        ) : (
          <>
            <section className={styles.section} aria-labelledby="enviar-presupuesto">
              <h2 id="enviar-presupuesto" className={text.sectionTitle}>
                Enviar presupuesto
              </h2>
              <OfferForm data={data} actionData={actionData} submitLabel="Enviar presupuesto" />
            </section>
            <DeclineForm errors={actionData?.errors.reason} />
          </>
        )
      ) : null}
    </article>
  )
}

/**
 * Opening the request tells the builder it was seen, however it was reached (the inbox, the
 * e-mail's link): a post, as a GET never writes, that the page sends itself while visible with
 * JavaScript, and the button sends without it.
 */
function MarkSeen() {
  const { submit } = useFetcher({ key: seenIntent })
  useEffect(() => {
    if (document.visibilityState === 'visible') submit({ intent: seenIntent }, { method: 'post', preventScrollReset: true })
  }, [submit])
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={seenIntent} />
      <Button type="submit" variant="secondary" size="sm">
        Marcar como vista
      </Button>
    </Form>
  )
}

function ClosedNotice({ data }: { data: ViewData }) {
  if (data.status === 'open') return null
  const message =
    data.status === 'cancelled' ? 'El cliente canceló esta solicitud.' : receivedOutcomeLabel({ requestStatus: data.status, ...data })
  return (
    <p role="status" className={data.acceptedMine ? styles.noticeGood : styles.notice}>
      {message}
    </p>
  )
}

function ivaLabelOf(offer: Pick<OfferData, 'ivaMode' | 'ivaRateBp'>) {
  return offer.ivaMode === 'incluido' ? 'Incluido' : (IVA_CHOICES.find((choice) => choice.value === String(offer.ivaRateBp))?.label ?? '')
}

function CurrentOffer({ offer }: { offer: OfferData }) {
  return (
    <section className={styles.section} aria-labelledby="tu-presupuesto">
      <h2 id="tu-presupuesto" className={text.sectionTitle}>
        Tu presupuesto
      </h2>
      <p className={recipes.muted}>
        {offer.updated ? `Actualizado el ${formatLongDate(offer.updatedAt)}` : `Enviado el ${formatLongDate(offer.createdAt)}`}
      </p>
      <OfferLinesTable label="Líneas de tu presupuesto" lines={offer.lines} />
      <TotalsList totals={offer} ivaLabel={ivaLabelOf(offer)} />
      <AttachmentLinks heading="Tus adjuntos" attachments={offer.attachments} />
      <dl className={styles.facts}>
        <dt>IVA</dt>
        <dd>{ivaLabelOf(offer)}</dd>
        <dt>Válido hasta</dt>
        <dd>{formatCalendarDay(offer.validUntil)}</dd>
        <dt>Plazo de ejecución</dt>
        <dd>{offer.durationDays === 1 ? '1 día' : `${offer.durationDays} días`}</dd>
        {offer.paymentTerms ? (
          <>
            <dt>Forma de pago</dt>
            <dd>{offer.paymentTerms}</dd>
          </>
        ) : null}
        {offer.notes ? (
          <>
            <dt>Notas</dt>
            <dd className={styles.description}>{offer.notes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}

function DeclineForm({ errors }: { errors?: string[] }) {
  const declining = useIsPending({ fields: { intent: declineIntent } })
  return (
    <section className={styles.section} aria-labelledby="no-me-interesa">
      <h2 id="no-me-interesa" className={text.sectionTitle}>
        No me interesa
      </h2>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value={declineIntent} />
        <TextareaField
          label="Motivo (opcional)"
          errors={errors}
          textareaProps={{ name: 'reason', maxLength: DECLINE_REASON_MAX, rows: 2 }}
        />
        <div>
          <StatusButton variant="secondary" pending={declining} pendingLabel="Enviando...">
            No me interesa
          </StatusButton>
        </div>
      </Form>
    </section>
  )
}
