import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useActionData, useFetcher } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { CountedTextareaField, ErrorList, SelectField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '~/constants'
import { visuallyHidden } from '~/styles/utilities.css'
import type { ReviewActionData, ReviewService } from '~/controllers/review-form.server'
import { reviewIntent, type ReviewSchema } from '~/utils/validation'
import * as styles from './ReviewDialog.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'

/*
 * The review form itself, in a module of its own: it brings Conform to the browser, so
 * ReviewDialog loads it only for users who may review (see the lazy import there).
 */

/** `action` is the page with the form shown on it, where a refused post without JavaScript comes back. */
export function ReviewForm({
  services,
  constraint,
  action,
  cancel,
}: {
  services: ReviewService[]
  constraint: FormConstraint
  action: string
  cancel: ReactNode
}) {
  const fetcher = useFetcher<ReviewActionData>()
  // Without JavaScript the form posts as a page navigation: its answer is the page's action data.
  const actionData = useActionData<ReviewActionData>()
  const [form, fields] = useSchemaForm<typeof ReviewSchema>(constraint, {
    id: 'review',
    lastResult: fetcher.data?.result ?? actionData?.result,
    defaultValue: { listingId: String(services[0]?.listingId ?? '') },
  })
  const pending = useIsPending({ fetcher })
  const formRef = useRef<HTMLFormElement>(null)
  // On a slow connection the dialog opens before this module arrives, with nothing to focus yet:
  // the form takes the focus then, as the dialog gives it when the form is already there.
  useEffect(() => {
    const element = formRef.current
    if (!element?.closest('dialog[open]') || element.contains(document.activeElement)) return
    element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus()
  }, [])

  return (
    <fetcher.Form ref={formRef} method="post" action={action} preventScrollReset className={styles.form} {...getFormProps(form)}>
      <FormAlert title="No se pudo enviar la reseña" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={reviewIntent} />
      {services.length > 1 ? (
        <SelectField label="Servicio que reseñás" errors={fields.listingId.errors} selectProps={getSelectProps(fields.listingId)}>
          {services.map((service) => (
            <option key={service.listingId} value={service.listingId}>
              {service.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <input {...getInputProps(fields.listingId, { type: 'hidden' })} />
          {fields.listingId.errors ? <ErrorList id={fields.listingId.errorId} errors={fields.listingId.errors} /> : null}
        </>
      )}
      <StarRating meta={fields.rating} />
      <CommentField meta={fields.comment} />
      <div className={styles.actions}>
        {cancel}
        <StatusButton pending={pending} pendingLabel="Enviando...">
          Enviar reseña
        </StatusButton>
      </div>
    </fetcher.Form>
  )
}

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)

/** Five radios drawn as stars; each is named for screen readers ("1 estrella" … "5 estrellas"). */
function StarRating({ meta }: { meta: FieldMetadata<number> }) {
  const invalid = meta.errors?.length ? true : undefined
  return (
    <fieldset className={styles.rating} aria-invalid={invalid} aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className={styles.label}>Calificación</legend>
      <div className={styles.stars}>
        {RATINGS.map((value) => (
          <label key={value} className={styles.star}>
            <input
              type="radio"
              name={meta.name}
              value={value}
              defaultChecked={meta.initialValue === String(value)}
              required
              className={styles.starInput}
            />
            <span aria-hidden="true">★</span>
            <span className={visuallyHidden}>{value === 1 ? '1 estrella' : `${value} estrellas`}</span>
          </label>
        ))}
      </div>
      {invalid ? <ErrorList id={meta.errorId} errors={meta.errors} /> : null}
    </fieldset>
  )
}

/** The optional comment: `maxlength` stops typing past the limit; with JavaScript a counter shows the length. */
function CommentField({ meta }: { meta: FieldMetadata<string> }) {
  return (
    <CountedTextareaField
      label="Comentario (opcional)"
      errors={meta.errors}
      max={REVIEW_COMMENT_MAX}
      textareaProps={{ ...getTextareaProps(meta), maxLength: REVIEW_COMMENT_MAX, rows: 4 }}
    />
  )
}
