import type { SerializeFrom } from '@remix-run/node'
import { Form, useActionData, useFetcher } from '@remix-run/react'
import { useEffect, useState, type FormEvent } from 'react'
import { AttachmentsField, RemovableAttachments } from '~/components/RequestFormFields'
import { Badge } from '~/components/ui/Badge'
import { Field, SelectField, TextareaField, ChoiceField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { Button } from '~/components/ui/Button'
import {
  DECLINE_REASON_MAX,
  OFFER_ATTACHMENTS_MAX,
  OFFER_DURATION_DAYS_MAX,
  OFFER_LINE_KIND_LABELS,
  OFFER_LINE_KINDS,
  OFFER_LINES_MAX,
  OFFER_NOTES_MAX,
  OFFER_PAYMENT_TERMS_MAX,
  REQUEST_ITEM_DESCRIPTION_MAX,
  REQUEST_UNIT_LABELS,
  REQUEST_UNITS,
} from '~/constants'
import * as recipes from '~/styles/recipes.css'
import * as text from '~/styles/text.css'
import { formatCalendarDay, formatLongDate } from '~/utils/format'
import { formatMoneyCents, offerTotals, parseMoneyCents, type OfferTotals } from '~/utils/money'
import {
  addLineIntent,
  declineIntent,
  IVA_CHOICES,
  LINE_FIELDS,
  offerFormValues,
  offerIntent,
  parseOfferQuantity,
  REQUEST_VERSION_FIELD,
  receivedOutcomeLabel,
  receivedStatusLabel,
  seenIntent,
  type OfferFormValues,
} from '~/utils/offer-form'
import { ATTACHMENTS_FIELD } from '~/utils/request-form'
import { useHydrated } from '~/utils/use-hydrated'
import { useIsPending } from '~/utils/use-is-pending'
import type { loadRecipientView, RecipientActionData } from './recipient.server'
import * as styles from './recipient.css'
import { AttachmentLinks, OfferLinesTable, RequestDetails } from './request-details'

type ViewData = SerializeFrom<ReturnType<typeof loadRecipientView>>
type OfferData = NonNullable<ViewData['offer']>

export function RecipientView({ data }: { data: ViewData }) {
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
          { label: 'Inicio deseado', value: data.desiredStartOn ? formatCalendarDay(data.desiredStartOn) : 'Sin fecha' },
          { label: 'Enviada el', value: formatLongDate(data.createdAt) },
          ...(data.editedAt === null ? [] : [{ label: 'Modificada el', value: formatLongDate(data.editedAt) }]),
        ]}
        description={data.description}
        items={data.items}
        attachments={data.attachments}
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

function TotalsList({ totals, ivaLabel }: { totals: OfferTotals; ivaLabel: string }) {
  return (
    <dl className={styles.totals}>
      <dt>Materiales</dt>
      <dd>{formatMoneyCents(totals.materialsCents)}</dd>
      <dt>Mano de obra</dt>
      <dd>{formatMoneyCents(totals.labourCents)}</dd>
      <dt>Otro</dt>
      <dd>{formatMoneyCents(totals.otherCents)}</dd>
      <dt>Total</dt>
      <dd>{formatMoneyCents(totals.subtotalCents)}</dd>
      <dt>IVA</dt>
      <dd>{ivaLabel === 'Incluido' ? 'Incluido' : formatMoneyCents(totals.ivaCents)}</dd>
      <dt className={styles.grandTotal}>Total con IVA</dt>
      <dd className={styles.grandTotal}>{formatMoneyCents(totals.totalCents)}</dd>
    </dl>
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

/** What the typed lines add up to, shown while typing; the server computes the stored totals again. */
function useTypedTotals(initial: OfferFormValues) {
  const [values, setValues] = useState(initial)
  const lines = values.rows.flatMap((row) => {
    const quantity = parseOfferQuantity(row.quantity)
    const price = parseMoneyCents(row.price)
    const kind = OFFER_LINE_KINDS.find((candidate) => candidate === row.kind)
    return quantity.ok && price.ok && kind ? [{ quantityHundredths: quantity.hundredths, unitPriceCents: price.hundredths, kind }] : []
  })
  const iva = values.iva === 'incluido' ? { mode: 'incluido' as const } : { mode: 'mas_iva' as const, rateBp: Number(values.iva) }
  const computed = offerTotals(lines, iva)
  const onInput = (event: FormEvent<HTMLFormElement>) => setValues(offerFormValues(new FormData(event.currentTarget)))
  return { totals: computed?.totals ?? null, ivaLabel: values.iva === 'incluido' ? 'Incluido' : 'Más IVA', onInput }
}

function OfferForm({ data, actionData, submitLabel }: { data: ViewData; actionData?: RecipientActionData; submitLabel: string }) {
  const values = actionData?.values ?? data.form
  const errors = actionData?.errors ?? {}
  const hydrated = useHydrated()
  const typed = useTypedTotals(values)
  const sending = useIsPending({ fields: { intent: offerIntent } })
  // A new key when the server sends the values back, so the uncontrolled fields show them.
  const formKey = JSON.stringify(actionData?.values?.rows.length ?? data.form.rows.length)
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} onInput={typed.onInput} key={formKey}>
      <input type="hidden" name={REQUEST_VERSION_FIELD} value={data.requestVersion} />
      <FormAlert id="lineas-error" errors={errors.lines} />
      <ol className={styles.lines}>
        {values.rows.map((row, index) => (
          <li key={index}>
            <fieldset className={styles.line}>
              <legend className={styles.lineLegend}>Línea {index + 1}</legend>
              <Field
                className={styles.lineDescription}
                label="Descripción"
                errors={errors[`line.${index}.description`]}
                inputProps={{ name: LINE_FIELDS.description, defaultValue: row.description, maxLength: REQUEST_ITEM_DESCRIPTION_MAX }}
              />
              <Field
                label="Cantidad"
                errors={errors[`line.${index}.quantity`]}
                inputProps={{ name: LINE_FIELDS.quantity, defaultValue: row.quantity, inputMode: 'decimal', autoComplete: 'off' }}
              />
              <SelectField
                label="Unidad"
                errors={errors[`line.${index}.unit`]}
                selectProps={{ name: LINE_FIELDS.unit, defaultValue: row.unit || 'u' }}
              >
                {REQUEST_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {REQUEST_UNIT_LABELS[unit]}
                  </option>
                ))}
              </SelectField>
              <Field
                label="Precio unitario ($)"
                errors={errors[`line.${index}.price`]}
                inputProps={{ name: LINE_FIELDS.price, defaultValue: row.price, inputMode: 'decimal', autoComplete: 'off' }}
              />
              <SelectField
                label="Tipo"
                errors={errors[`line.${index}.kind`]}
                selectProps={{ name: LINE_FIELDS.kind, defaultValue: row.kind || 'materiales' }}
              >
                {OFFER_LINE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {OFFER_LINE_KIND_LABELS[kind]}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          </li>
        ))}
      </ol>
      {values.rows.length < OFFER_LINES_MAX ? (
        <div>
          <Button type="submit" name="intent" value={addLineIntent} variant="secondary" formNoValidate>
            Agregar línea
          </Button>
        </div>
      ) : null}
      <ChoiceField
        legend="IVA"
        name="iva"
        options={IVA_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
        defaultValue={values.iva || 'incluido'}
        errors={errors.iva}
        errorId="iva-error"
      />
      <div className={styles.fieldRow}>
        <Field
          label="Válido hasta"
          errors={errors.validUntil}
          inputProps={{ name: 'validUntil', type: 'date', defaultValue: values.validUntil, min: data.today, required: true }}
        />
        <Field
          label="Plazo de ejecución (días)"
          errors={errors.durationDays}
          inputProps={{
            name: 'durationDays',
            type: 'number',
            min: 1,
            max: OFFER_DURATION_DAYS_MAX,
            step: 1,
            defaultValue: values.durationDays,
            required: true,
          }}
        />
      </div>
      <TextareaField
        label="Forma de pago (opcional)"
        errors={errors.paymentTerms}
        textareaProps={{ name: 'paymentTerms', defaultValue: values.paymentTerms, maxLength: OFFER_PAYMENT_TERMS_MAX, rows: 2 }}
      />
      <TextareaField
        label="Notas (opcional)"
        errors={errors.notes}
        textareaProps={{ name: 'notes', defaultValue: values.notes, maxLength: OFFER_NOTES_MAX, rows: 4 }}
      />
      <RemovableAttachments legend="Tus adjuntos" attachments={data.offer?.attachments ?? []} removed={values.removeAttachment} />
      <AttachmentsField
        label={`Adjuntos (opcional, hasta ${OFFER_ATTACHMENTS_MAX})`}
        hint="Tu presupuesto en PDF, planos o fotos."
        errors={errors[ATTACHMENTS_FIELD]}
        filesDropped={actionData?.filesDropped ?? false}
      />
      {hydrated ? (
        <section aria-live="polite" aria-label="Totales del presupuesto" className={styles.preview}>
          {typed.totals ? (
            <TotalsList totals={typed.totals} ivaLabel={typed.ivaLabel} />
          ) : (
            <p>Completá cantidades y precios para ver el total.</p>
          )}
        </section>
      ) : null}
      <div>
        <StatusButton name="intent" value={offerIntent} pending={sending} pendingLabel="Enviando...">
          {submitLabel}
        </StatusButton>
      </div>
    </Form>
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
