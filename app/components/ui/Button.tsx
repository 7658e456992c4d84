import { Link, type LinkProps } from '@remix-run/react'
import type { ButtonHTMLAttributes } from 'react'
import * as styles from './Button.css'

export type ButtonVariant = keyof typeof styles.variant
export type ButtonSize = keyof typeof styles.size

type LookProps = {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
}

function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: LookProps, className?: string) {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className].filter(Boolean).join(' ')
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: LookProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />
}

/** A navigation link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: LookProps & LinkProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />
}
