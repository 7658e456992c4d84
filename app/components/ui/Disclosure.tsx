import { useId, useRef, type ReactNode } from 'react'
import * as styles from './Disclosure.css'
import { useDetailsDismiss } from './useDetailsDismiss'
import { ChevronIcon } from './Icon'

/** A disclosure panel: a native <details>, so it opens and closes with JavaScript off. */
export function Disclosure({
  triggerLabel,
  title,
  children,
  className,
}: {
  triggerLabel: ReactNode
  title: string
  children: ReactNode
  className?: string
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  const titleId = useId()
  useDetailsDismiss(ref)

  return (
    <details ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
      <summary className={styles.trigger}>
        {triggerLabel}
        <ChevronIcon className={styles.chevron} />
      </summary>
      <div role="group" aria-labelledby={titleId} className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </details>
  )
}
