import type { ReactNode } from 'react'
import * as styles from './Card.css'

export function Card({
  as: Element = 'div',
  className,
  children,
}: {
  as?: 'div' | 'article' | 'section' | 'li'
  className?: string
  children: ReactNode
}) {
  return <Element className={className ? `${styles.root} ${className}` : styles.root}>{children}</Element>
}
