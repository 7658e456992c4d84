import { getFormProps, getTextareaProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { ReviewActionPage } from '~/components/ReviewActionPage'
import * as styles from '~/components/ReviewActionPage.css'
import { ButtonLink } from '~/components/ui/Button'
import { ChoiceField, CountedTextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { REVIEW_REPORT_DETAILS_MAX_LENGTH, REVIEW_REPORT_REASONS } from '~/constants'
import { requireReviewForAction } from '~/controllers/review-actions.server'
import { useIsPending } from '~/utils/use-is-pending'
import { ALREADY_REPORTED_MESSAGE, OWN_REVIEW_REPORT_MESSAGE, ReviewReportSchema } from '~/utils/validation'
import { reportAction } from './report.server'
import { useSchemaForm } from '~/utils/use-schema-form'
import { formConstraint } from '~/server/forms.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { review } = await requireReviewForAction(request, params.reviewId)
  return { review, constraint: formConstraint(ReviewReportSchema) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  return reportAction(request, params.reviewId)
}

export default function ReviewReportPage() {
  const { review, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof ReviewReportSchema>(constraint, {
    id: 'denuncia',
    lastResult: actionData?.result,
  })
  const sending = useIsPending()
  const refusal = review.writtenByUser ? OWN_REVIEW_REPORT_MESSAGE : review.reportedByUser ? ALREADY_REPORTED_MESSAGE : null
  return (
    <ReviewActionPage title="Denunciar una reseña" review={review}>
      {refusal ? (
        <p role="status">{refusal}</p>
      ) : (
        <Form method="post" className={styles.form} {...getFormProps(form)}>
          <FormAlert title="No se pudo enviar la denuncia" errors={form.errors} id={form.errorId} />
          <ChoiceField
            legend="¿Por qué la denunciás?"
            name={fields.reason.name}
            options={REVIEW_REPORT_REASONS.map((reason) => ({ value: reason, label: reason }))}
            defaultValue={fields.reason.initialValue}
            errors={fields.reason.errors}
            errorId={fields.reason.errorId}
            required
          />
          <CountedTextareaField
            label="Detalle (obligatorio si elegís «Otro»)"
            errors={fields.details.errors}
            max={REVIEW_REPORT_DETAILS_MAX_LENGTH}
            textareaProps={{
              ...getTextareaProps(fields.details),
              maxLength: REVIEW_REPORT_DETAILS_MAX_LENGTH,
              rows: 4,
            }}
          />
          <div className={styles.actions}>
            <ButtonLink to={review.pagePath} variant="ghost">
              Cancelar
            </ButtonLink>
            <StatusButton pending={sending} pendingLabel="Enviando...">
              Enviar denuncia
            </StatusButton>
          </div>
        </Form>
      )}
    </ReviewActionPage>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Denunciar una reseña sobre ${data.review.providerName} | RedObra` : 'Reseña no encontrada | RedObra' },
  { name: 'description', content: 'Avisale al equipo de RedObra que una reseña no cumple las reglas del sitio.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Reseña no encontrada', 'La reseña que buscás no existe o no está disponible.')}
    />
  )
}
