import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Avatar } from '~/components/Avatar'
import { Badge } from '~/components/ui/Badge'
import { RATING_MAX } from '~/constants'
import type { ReviewControls } from '~/controllers/review-form.server'
import type { Review, ReviewSummary } from '~/models/reviews.server'
import { visuallyHidden } from '~/styles/utilities.css'
import { formatLongDate, formatRating, initialsOf } from '~/utils/format'
import { ratingTone } from '~/utils/rating'
import * as styles from './ReviewList.css'

/** The reviews section; `children` (the review form or a note about it) go under its heading. */
export function ReviewList({ summary, controls, children }: { summary: ReviewSummary; controls: ReviewControls; children?: ReactNode }) {
  const { average, count, reviews } = summary
  return (
    <section className={styles.root} aria-labelledby="resenas">
      <header className={styles.header}>
        <h2 id="resenas" className={styles.title}>
          Reseñas
        </h2>
        {average === null ? null : (
          <p className={styles.average}>
            <Badge tone={ratingTone(average)} className={styles.averageBadge}>
              <span className={visuallyHidden}>Calificación promedio:</span>
              <span aria-hidden="true">★</span> {formatRating(average)}
            </Badge>
            <span>{count === 1 ? '1 reseña' : `${count} reseñas`}</span>
          </p>
        )}
      </header>
      {children}
      {count === 0 ? (
        <p className={styles.empty}>Este proveedor aún no tiene reseñas</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} id={`resena-${review.id}`} className={styles.review}>
              <ReviewItem review={review}>
                <p className={styles.actions}>
                  {controls.canReply ? (
                    <Link to={`/resenas/${review.id}/responder`}>{review.reply ? 'Editar respuesta' : 'Responder'}</Link>
                  ) : null}
                  {controls.ownReviewIds.includes(review.id) ? null : <Link to={`/resenas/${review.id}/denunciar`}>Denunciar</Link>}
                </p>
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One review with its reply; `children` go under it. Its heading is an h3 under the list's h2, an h2 on a page of its own. */
export function ReviewItem({
  review,
  heading: Heading = 'h3',
  children,
}: {
  review: Pick<Review, 'rating' | 'comment' | 'createdAt' | 'reviewerName' | 'service' | 'reply' | 'verifiedHiring'>
  heading?: 'h2' | 'h3'
  children?: ReactNode
}) {
  return (
    <>
      <Avatar size="sm" fallback={review.reviewerName ? initialsOf(review.reviewerName) : '?'} />
      <div className={styles.body}>
        <Heading className={styles.name}>{review.reviewerName ?? 'Usuario anónimo'}</Heading>
        {review.verifiedHiring ? (
          <p>
            <Badge tone="success">Contratación verificada</Badge>
          </p>
        ) : null}
        <p className={styles.meta}>
          <Stars rating={review.rating} />
          <time dateTime={review.createdAt.toISOString()}>{formatLongDate(review.createdAt)}</time>
        </p>
        {review.service ? <p className={styles.service}>Servicio: {review.service}</p> : null}
        {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
        {review.reply ? (
          <div className={styles.reply}>
            <p className={styles.replyHeading}>
              Respuesta de {review.reply.providerName}{' '}
              <time dateTime={review.reply.date.toISOString()}>{formatLongDate(review.reply.date)}</time>
            </p>
            <p className={styles.comment}>{review.reply.text}</p>
          </div>
        ) : null}
        {children}
      </div>
    </>
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} de ${RATING_MAX} estrellas`} className={styles.stars}>
      {'★'.repeat(rating)}
      <span className={styles.starsEmpty}>{'★'.repeat(RATING_MAX - rating)}</span>
    </span>
  )
}
