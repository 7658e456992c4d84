import type { ReactNode } from 'react'
import { Avatar } from '~/components/Avatar'
import { Badge } from '~/components/ui/Badge'
import { RATING_MAX } from '~/constants'
import type { ReviewSummary } from '~/models/reviews.server'
import { visuallyHidden } from '~/styles/utilities.css'
import { formatLongDate, formatRating, initialsOf } from '~/utils/format'
import { ratingTone } from '~/utils/rating'
import * as styles from './ReviewList.css'

/** The reviews section; `children` (the review form or a note about it) go under its heading. */
export function ReviewList({ summary, children }: { summary: ReviewSummary; children?: ReactNode }) {
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
            <li key={review.id} className={styles.review}>
              <Avatar size="sm" fallback={review.reviewerName ? initialsOf(review.reviewerName) : '?'} />
              <div className={styles.body}>
                <h3 className={styles.name}>{review.reviewerName ?? 'Usuario anónimo'}</h3>
                <p className={styles.meta}>
                  <Stars rating={review.rating} />
                  <time dateTime={review.createdAt.toISOString()}>{formatLongDate(review.createdAt)}</time>
                </p>
                {review.service ? <p className={styles.service}>Servicio: {review.service}</p> : null}
                {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
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
