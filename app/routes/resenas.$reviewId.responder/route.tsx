import { getFormProps, getTextareaProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { ReviewActionPage } from '~/components/ReviewActionPage'
import * as styles from '~/components/ReviewActionPage.css'
import { ButtonLink } from '~/components/ui/Button'
import { CountedTextareaField } from '~/components/ui/Field'
import { StatusButton } from '~/components/ui/StatusButton'
import { REVIEW_REPLY_MAX_LENGTH } from '~/constants'
import { requireReviewForAction } from '~/controllers/review-actions.server'
import { notFound } from '~/utils/responses'
import { useIsPending } from '~/utils/use-is-pending'
import { deleteReplyIntent, replyIntent, ReviewReplySchema } from '~/utils/validation'
import { replyAction } from './reply.server'
import { useSchemaForm } from '~/utils/use-schema-form'
import { formConstraint } from '~/server/forms.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { review } = await requireReviewForAction(request, params.reviewId)
  if (!review.ownedByUser) notFound()
  return { review, constraint: formConstraint(ReviewReplySchema) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  return replyAction(request, params.reviewId)
}

export default function ReviewReplyPage() {
  const { review, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof ReviewReplySchema>(constraint, {
    id: 'respuesta',
    lastResult: actionData?.result,
    defaultValue: { reply: review.reply ?? '' },
  })
  const saving = useIsPending({ fields: { intent: replyIntent } })
  const deleting = useIsPending({ fields: { intent: deleteReplyIntent } })
  return (
    <ReviewActionPage title={review.reply ? 'Editar tu respuesta' : 'Responder a una reseña'} review={review}>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={replyIntent} />
        <CountedTextareaField
          label="Tu respuesta (pública)"
          errors={fields.reply.errors}
          max={REVIEW_REPLY_MAX_LENGTH}
          textareaProps={{ ...getTextareaProps(fields.reply), maxLength: REVIEW_REPLY_MAX_LENGTH, rows: 6 }}
        />
        <div className={styles.actions}>
          <ButtonLink to={review.pagePath} variant="ghost">
            Cancelar
          </ButtonLink>
          <StatusButton pending={saving} pendingLabel="Publicando...">
            Publicar respuesta
          </StatusButton>
        </div>
      </Form>
      {review.reply ? (
        <Form method="post">
          <input type="hidden" name="intent" value={deleteReplyIntent} />
          <StatusButton variant="secondary" pending={deleting} pendingLabel="Eliminando...">
            Eliminar respuesta
          </StatusButton>
        </Form>
      ) : null}
    </ReviewActionPage>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Responder a una reseña sobre ${data.review.providerName} | RedObra` : 'Reseña no encontrada | RedObra' },
  { name: 'description', content: 'Tu respuesta pública a una reseña de tu empresa en RedObra.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Reseña no encontrada', 'La reseña que buscás no existe o no está disponible.')}
    />
  )
}
