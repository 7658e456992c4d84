import { useState, type ReactNode } from 'react'
import * as styles from './Avatar.css'

const PIXELS = { sm: 40, md: 56, lg: 96 } as const

/**
 * A logo in a round frame, or the fallback (initials, an icon) when there is none or it fails
 * to load. Decorative: the name always sits beside it.
 */
export function Avatar({
  src,
  fallback,
  size = 'md',
  className,
}: {
  src?: string | null
  fallback: ReactNode
  size?: keyof typeof PIXELS
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  return (
    <span aria-hidden="true" className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}>
      {src && !failed ? (
        <img
          // An image that failed before hydration fired its error event before React listened.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailed(true)
          }}
          src={src}
          alt=""
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading="lazy"
          className={styles.image}
          onError={() => setFailed(true)}
        />
      ) : (
        fallback
      )}
    </span>
  )
}
