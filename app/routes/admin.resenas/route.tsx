import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { ReviewItem } from '~/components/ReviewList'
import * as reviewStyles from '~/components/ReviewList.css'
import { Button } from '~/components/ui/Button'
import { StatusButton } from '~/components/ui/StatusButton'
import type { ModeratedReview } from '~/models/review-moderation.server'
import * as text from '~/styles/text.css'
import { formatLongDate } from '~/utils/format'
import { PAGE_PARAM } from '~/utils/pagination'
import { useIsPending } from '~/utils/use-is-pending'
import { adminMeta } from '../admin/sections'
import type { HideReviewSchema } from './moderation-schema'
import { HIDDEN_VIEW, moderationIntents, VIEW_PARAM } from './forms'
import { loadModeration, moderateReview, type ModerationActionData } from './moderation.server'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadModeration(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return moderateReview(request)
}

export default function ReviewModerationPage() {
  const { hidden, reviews, total, page, pageCount } = useLoaderData<typeof loader>()
  const base = hidden ? `?${VIEW_PARAM}=${HIDDEN_VIEW}&` : '?'
  return (
    <section className={styles.root} aria-labelledby="moderacion">
      <h1 id="moderacion" className={text.pageTitle}>
        {hidden ? 'Reseñas ocultas' : 'Reseñas denunciadas'}
      </h1>
      <nav aria-label="Listas de reseñas">
        <ul className={styles.views}>
          <li>
            <Link to="/admin/resenas" aria-current={hidden ? undefined : 'page'}>
              Denunciadas
            </Link>
          </li>
          <li>
            <Link to={`?${VIEW_PARAM}=${HIDDEN_VIEW}`} aria-current={hidden ? 'page' : undefined}>
              Ocultas
            </Link>
          </li>
        </ul>
      </nav>
      <p className={styles.count}>
        {total === 0
          ? hidden
            ? 'No hay reseñas ocultas.'
            : 'No hay reseñas denunciadas para revisar.'
          : `${total} ${total === 1 ? 'reseña' : 'reseñas'}${hidden ? '' : ', las más denunciadas primero'}.`}
      </p>
      <ul className={reviewStyles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={reviewStyles.review}>
            <ReviewItem review={{ ...review, reply: null }} heading="h2">
              <ModerationDetails review={review} />
            </ReviewItem>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `${base}${PAGE_PARAM}=${n}`} />
    </section>
  )
}

function ModerationDetails({ review }: { review: ModeratedReview }) {
  return (
    <div className={styles.details}>
      <p>
        Sobre <Link to={review.pagePath}>{review.providerName}</Link>
      </p>
      {review.reportCount > 0 ? (
        <div>
          <p>
            {review.reportCount === 1 ? '1 denuncia' : `${review.reportCount} denuncias`}:{' '}
            {review.reasonCounts.map(({ reason, count }) => `${reason} (${count})`).join(', ')}
          </p>
          {review.details.length ? (
            <ul className={styles.reportTexts}>
              {review.details.map((detail, index) => (
                <li key={index}>«{detail}»</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {review.hiddenAt ? (
        <>
          <p>
            Ocultada el {formatLongDate(review.hiddenAt)}: {review.hiddenReason}
          </p>
          <IntentForm reviewId={review.id} intent={moderationIntents.restore} label="Restaurar" />
        </>
      ) : (
        <div className={styles.decisions}>
          <HideForm reviewId={review.id} />
          <IntentForm reviewId={review.id} intent={moderationIntents.keep} label="Mantener" />
        </div>
      )}
    </div>
  )
}

function HideForm({ reviewId }: { reviewId: number }) {
  const actionData = useActionData<ModerationActionData>()
  const [form, fields] = useSchemaForm<typeof HideReviewSchema>(useLoaderData<typeof loader>().constraint, {
    id: `ocultar-${reviewId}`,
    lastResult: actionData?.reviewId === reviewId ? actionData.result : undefined,
  })
  const pending = useIsPending({ fields: { intent: moderationIntents.hide, reviewId } })
  return (
    <Form method="post" className={styles.hideForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={moderationIntents.hide} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <StaffReasonField label="Motivo para ocultarla (lo ve su autor)" field={fields.reason} counted />
      <StatusButton pending={pending} pendingLabel="Ocultando...">
        Ocultar
      </StatusButton>
    </Form>
  )
}

function IntentForm({ reviewId, intent, label }: { reviewId: number; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  )
}

export const meta: MetaFunction = () =>
  adminMeta('Reseñas denunciadas', 'Las reseñas denunciadas, las más denunciadas primero: ocultarlas, mantenerlas o restaurarlas.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
