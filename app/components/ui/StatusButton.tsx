import type { ComponentProps, ReactNode } from 'react'
import { Button } from '~/components/ui/Button'

/**
 * A form's submit button: while `pending` it cannot be pressed again and reads `pendingLabel`, if
 * given. On a reading page, where React does not run, the form enhancement does the same from
 * `data-pending-label` (app/enhancements/forms.ts).
 */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean; pendingLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} data-pending-label={typeof pendingLabel === 'string' ? pendingLabel : undefined} {...props}>
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  )
}
