import { useState, type ComponentProps, type ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Modal, type ModalProps } from '~/components/ui/Modal'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * A button that opens a modal. Without JavaScript it is a link to `noScriptHref`, a page (or the
 * same page with a parameter) that shows the same content in place.
 */
export function ModalTrigger({
  label,
  noScriptHref,
  triggerProps,
  preventScrollReset,
  ...modal
}: Omit<ModalProps, 'open' | 'onClose'> & {
  label: ReactNode
  noScriptHref: string
  triggerProps?: Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'aria-label'>
  preventScrollReset?: boolean
  onClose?: () => void
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  if (!hydrated) {
    return (
      <ButtonLink to={noScriptHref} preventScrollReset={preventScrollReset} {...triggerProps}>
        {label}
      </ButtonLink>
    )
  }
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)} {...triggerProps}>
        {label}
      </Button>
      <Modal
        {...modal}
        open={open}
        onClose={() => {
          setOpen(false)
          modal.onClose?.()
        }}
      />
    </>
  )
}
