import type { ReactNode } from 'react'
import * as styles from './Badge.css'

export type BadgeTone = keyof typeof styles.tone

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={[styles.base, styles.tone[tone], className].filter(Boolean).join(' ')}>{children}</span>
}
