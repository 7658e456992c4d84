import { ImageDots } from '~/components/ProjectDialog'
import * as styles from './ImageCarousel.css'

export type CarouselImage = { src: string; srcSet?: string; alt: string }

/**
 * A scroll-snap strip of images: swipeable without JavaScript. The `image-carousel` enhancement
 * (app/enhancements/image-carousel.ts) shows the arrows, dots and "n / total" counter rendered
 * here hidden, and makes them scroll the strip (wrapping around).
 */
export function ImageCarousel({
  images,
  label,
  size,
  sizes,
  eager = false,
  imageClassName,
  dots = true,
}: {
  images: readonly CarouselImage[]
  /** The strip's name, when it scrolls. */
  label: string
  size: { width: number; height: number }
  sizes: string
  eager?: boolean
  imageClassName?: string
  /** Below the strip, so shown late they move what follows: a page whose layout must hold leaves them out. */
  dots?: boolean
}) {
  const count = images.length
  return (
    <image-carousel class={styles.carousel}>
      <div
        className={styles.strip}
        data-strip=""
        // A strip that scrolls must be reachable with the keyboard.
        {...(count > 1 ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        <ul className={styles.slides}>
          {images.map((image, i) => (
            <li key={i} className={styles.slide}>
              <img {...image} {...size} sizes={sizes} loading={eager && i === 0 ? 'eager' : 'lazy'} className={imageClassName} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={styles.previous} aria-label="Imagen anterior" data-step="-1" hidden>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label="Imagen siguiente" data-step="1" hidden>
            <span aria-hidden="true">›</span>
          </button>
          <p className={styles.counter} aria-live="polite" data-counter="" hidden>
            1 / {count}
          </p>
          {dots ? (
            // Hidden by its wrapper: the dots' own rule sets their display.
            <div data-dots="" hidden>
              <ImageDots count={count} current={0} />
            </div>
          ) : null}
        </>
      ) : null}
    </image-carousel>
  )
}
