import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { CountedTextareaField, Field, SelectField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import {
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_QUANTITY_MAX_HUNDREDTHS,
  QUOTE_QUANTITY_SCALE,
  QUOTE_UNITS,
  type QuoteUnit,
} from '~/constants'
import { formatLongDate, formatQuantityHundredths } from '~/utils/format'
import { PREMIUM_ONLY_MESSAGE, QUOTES_PATH, QUOTE_UNIT_NAMES, QuoteSchema, parseQuoteForm, quoteIntent } from '~/utils/quote-form'
import { useHydrated } from '~/utils/use-hydrated'
import { newRequestHref } from '~/utils/request-links'
import * as styles from './QuotesPanel.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'

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
 * The "Publicar Cotización" tab of /perfil: the form and the user's quotes for premium accounts,
 * the upgrade offer for the rest. `lastResult` is the profile action's reply to this form.
 */
export function QuotesPanel({
  isPremium,
  quotes,
  requests = [],
  lastResult,
}: {
  isPremium: boolean
  quotes: QuoteItem[]
  requests?: OwnRequestItem[]
  lastResult?: SubmissionResult<string[]> | null
}) {
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
            Pedir presupuestos
          </ButtonLink>
        </p>
        <RequestList requests={requests} />
      </section>
      <section className={styles.section} aria-labelledby="quote-form-title">
        <h2 id="quote-form-title" className={styles.title}>
          Publicar Cotización <Badge tone="accent">PREMIUM</Badge>
        </h2>
        {/* A new quote at the top of the list means the last post succeeded: a fresh, empty form. */}
        <QuoteForm key={quotes[0]?.id ?? 'none'} lastResult={lastResult} />
      </section>
      <section className={styles.section} aria-labelledby="quote-list-title">
        <h2 id="quote-list-title" className={styles.title}>
          Tus cotizaciones
        </h2>
        <QuoteList quotes={quotes} />
      </section>
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

function QuoteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: 'quote',
    lastResult,
    constraint: getZodConstraint(QuoteSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseQuoteForm(formData),
  })
  const hydrated = useHydrated()
  const pending = useIsPending({ formAction: QUOTES_PATH, fields: { intent: quoteIntent } })

  const initial = (value: unknown) => (typeof value === 'string' ? value : '')
  const [unit, setUnit] = useState(initial(fields.unit.initialValue))
  // A number input cannot show "12,35"; the same quantity written with a point it can.
  const quantityValue = initial(fields.quantity.initialValue).replace(',', '.')

  return (
    <Form method="post" action={QUOTES_PATH} preventScrollReset className={styles.form} {...getFormProps(form)}>
      <FormAlert errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={quoteIntent} />
      <Field
        label="Título"
        errors={fields.title.errors}
        inputProps={getInputProps(fields.title, { type: 'text', ariaAttributes: false })}
      />
      <CountedTextareaField
        label="Descripción (opcional)"
        errors={fields.description.errors}
        max={QUOTE_DESCRIPTION_MAX}
        textareaProps={{ ...getTextareaProps(fields.description, { ariaAttributes: false }), rows: 4 }}
      />
      <div className={styles.row}>
        <SelectField
          label="Unidad"
          errors={fields.unit.errors}
          selectProps={{
            ...getSelectProps(fields.unit, { ariaAttributes: false }),
            onChange: (event) => setUnit(event.target.value),
          }}
        >
          <option value="">Elegí una unidad</option>
          {QUOTE_UNITS.map((value) => (
            <option key={value} value={value}>
              {QUOTE_UNIT_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Cantidad"
          hint={hydrated && !unit ? 'Elegí primero la unidad.' : 'Con hasta 2 decimales, por ejemplo 12,35.'}
          errors={fields.quantity.errors}
          inputProps={{
            ...getInputProps(fields.quantity, { type: 'number', ariaAttributes: false }),
            defaultValue: quantityValue,
            step: '0.01',
            min: 0,
            max: QUOTE_QUANTITY_MAX_HUNDREDTHS / QUOTE_QUANTITY_SCALE,
            inputMode: 'decimal',
            // Without JavaScript nothing could enable it again, so it is disabled only with it.
            disabled: hydrated && !unit,
          }}
        />
      </div>
      <StatusButton variant="accent" pending={pending} pendingLabel="Publicando...">
        Publicar cotización
      </StatusButton>
    </Form>
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
  if (quotes.length === 0) return <p className={styles.empty}>Todavía no publicaste cotizaciones.</p>
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
