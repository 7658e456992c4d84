import type { SerializeFrom } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { AttachmentsField, RemovableAttachments } from '~/components/RequestFormFields'
import { ChoiceField, Field, LabelledOptions, SelectField, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { Button } from '~/components/ui/Button'
import {
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
import { formatMoneyCents, offerTotals, parseMoneyCents, type OfferTotals } from '~/utils/money'
import {
  addLineIntent,
  IVA_CHOICES,
  LINE_FIELDS,
  offerFormValues,
  offerIntent,
  parseOfferQuantity,
  REQUEST_VERSION_FIELD,
  type OfferFormValues,
} from '~/utils/offer-form'
import { ATTACHMENTS_FIELD } from '~/utils/request-form'
import { useHydrated } from '~/utils/use-hydrated'
import { useIsPending } from '~/utils/use-is-pending'
import type { loadRecipientView, RecipientActionData } from './recipient.server'
import * as styles from './recipient-view.css'

type ViewData = SerializeFrom<ReturnType<typeof loadRecipientView>>

/** The three sums of the lines by kind, the total, the IVA and the total with IVA. */
export function TotalsList({ totals, ivaLabel }: { totals: OfferTotals; ivaLabel: string }) {
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

export function OfferForm({ data, actionData, submitLabel }: { data: ViewData; actionData?: RecipientActionData; submitLabel: string }) {
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
                <LabelledOptions values={REQUEST_UNITS} labels={REQUEST_UNIT_LABELS} />
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
                <LabelledOptions values={OFFER_LINE_KINDS} labels={OFFER_LINE_KIND_LABELS} />
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
