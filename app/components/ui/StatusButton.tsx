import type { ComponentProps, ReactNode } from 'react'
import { Button } from '~/components/ui/Button'

/** A form's submit button: while `pending` it cannot be pressed again and reads `pendingLabel`, if given. */
export function StatusButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & { pending: boolean; pendingLabel?: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  )
}
