import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ReviewItem } from '~/components/ReviewList'
import * as reviewStyles from '~/components/ReviewList.css'
import type { ReviewForAction } from '~/models/reviews.server'
import * as text from '~/styles/text.css'
import * as styles from './ReviewActionPage.css'

/** A page that acts on one review (reply, report): its title, the review quoted, then the form. */
export function ReviewActionPage({ title, review, children }: { title: string; review: ReviewForAction; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <Link to={review.pagePath}>
        <span aria-hidden="true">← </span>
        Volver a {review.providerName}
      </Link>
      <h1 className={text.pageTitle}>{title}</h1>
      <figure className={styles.quote}>
        <figcaption className={styles.caption}>Reseña sobre {review.providerName}</figcaption>
        <div className={reviewStyles.review}>
          <ReviewItem review={{ ...review, reply: null }} heading="h2" />
        </div>
      </figure>
      {children}
    </div>
  )
}
