import { RATING_MAX } from '~/constants'
import type { listOwnReviews } from '~/models/reviews.server'
import { formatLongDate } from '~/utils/format'
import * as styles from './route.css'

export type OwnReview = ReturnType<typeof listOwnReviews>[number]

/** The reviews the user wrote; one hidden by moderation says why, and only its author sees it. */
export function OwnReviews({ reviews }: { reviews: OwnReview[] }) {
  if (reviews.length === 0) return null
  return (
    <section aria-labelledby="mis-resenas">
      <h3 id="mis-resenas" className={styles.subTitle}>
        Mis reseñas
      </h3>
      <ul className={styles.rows}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>{review.providerName}</p>
              <p className={styles.rowMeta}>
                {review.rating} de {RATING_MAX} estrellas, el {formatLongDate(review.createdAt)}
              </p>
              {review.comment ? <p className={styles.multiline}>{review.comment}</p> : null}
              {review.hiddenReason ? (
                <p className={`${styles.banner} ${styles.bannerTone.warning}`}>Ocultada por moderación: {review.hiddenReason}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
