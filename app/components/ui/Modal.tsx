import { useLocation } from '@remix-run/react'
import { createContext, useCallback, useContext, useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { Button } from '~/components/ui/Button'
import * as styles from '~/styles/modal.css'

const CloseModal = createContext<() => void>(() => {})

export type ModalProps = {
  open: boolean
  /** Called however the dialog closed: Escape, a close button, the backdrop or a navigation. */
  onClose: () => void
  /** The heading the dialog opens with; without it, `labelledBy` names a heading inside `children`. */
  title?: ReactNode
  heading?: 'h2' | 'h3'
  titleClassName?: string
  /** The id of the dialog's heading (generated when omitted). */
  labelledBy?: string
  width: keyof typeof styles.width
  padding?: keyof typeof styles.padding
  className?: string
  closeOnBackdrop?: boolean
  /** Close when the page navigates, as after a form's redirect back to the same page. */
  closeOnNavigation?: boolean
  children: ReactNode
}

/**
 * A native modal <dialog>, shown with showModal while `open`: the browser keeps focus inside it
 * and closes it on Escape; closing returns focus to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  heading: Heading = 'h3',
  titleClassName = styles.title,
  labelledBy,
  width,
  padding = 'regular',
  className,
  closeOnBackdrop = false,
  closeOnNavigation = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const generatedId = useId()
  const titleId = labelledBy ?? generatedId
  const { key: locationKey } = useLocation()
  const close = useCallback(() => ref.current?.close(), [])

  useEffect(() => {
    if (closeOnNavigation) ref.current?.close()
  }, [closeOnNavigation, locationKey])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={[styles.modal, styles.width[width], styles.padding[padding], className].filter(Boolean).join(' ')}
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
        onClose()
      }}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) event.currentTarget.close()
            }
          : undefined
      }
    >
      <CloseModal.Provider value={close}>
        {title ? (
          <Heading id={titleId} className={titleClassName}>
            {title}
          </Heading>
        ) : null}
        {children}
      </CloseModal.Provider>
    </dialog>
  )
}

/** Closes the modal around the caller. */
export function useCloseModal() {
  return useContext(CloseModal)
}

/** A button that closes the modal around it ("Cancelar", "Ahora no"). */
export function ModalClose({ variant = 'ghost', ...props }: Omit<ComponentProps<typeof Button>, 'onClick' | 'type'>) {
  const close = useCloseModal()
  return <Button variant={variant} onClick={close} {...props} />
}
