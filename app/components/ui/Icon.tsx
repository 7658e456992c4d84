import type { ReactNode } from 'react'

/** A decorative line icon on a 24-unit grid, drawn in the text colour; `children` are its paths. */
export function StrokeIcon({
  size,
  strokeWidth = 2,
  roundJoins = false,
  className,
  children,
}: {
  size?: number
  strokeWidth?: number
  roundJoins?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** The down chevron of a menu or disclosure trigger. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  )
}

export const CLOSE_ICON_PATH = 'M6 6l12 12M18 6 6 18'
