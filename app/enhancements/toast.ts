import { TOAST_DURATION_MS } from '~/constants'

type ShownToast = { type?: 'success' | 'error' | 'info'; title: string; description?: string }

/**
 * Shows a toast in place, from the empty toast of its tone the server put in the page
 * (`template[data-toast]`, the Toaster's own markup). Without one, nothing shows.
 */
export function showToast({ type = 'info', title, description }: ShownToast) {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-toast="${type}"]`)
  const toast = template?.content.firstElementChild?.cloneNode(true)
  if (!(toast instanceof HTMLElement)) return
  const [titleText, descriptionText] = toast.querySelectorAll('p')
  if (titleText) titleText.textContent = title
  if (descriptionText) {
    if (description) descriptionText.textContent = description
    else descriptionText.remove()
  }
  document.querySelectorAll('[data-shown-toast]').forEach((shown) => shown.remove())
  toast.dataset.shownToast = ''
  document.body.append(toast)
  closable(toast)
}

/** The toast a reading page came with: its close button shown, and gone after a while as the app's. */
export function enhanceServerToasts() {
  if ('__remixContext' in window) return
  document.querySelectorAll<HTMLElement>('[data-toast-close]').forEach((button) => closable(button.parentElement))
}

function closable(toast: HTMLElement | null) {
  const button = toast?.querySelector<HTMLButtonElement>('[data-toast-close]')
  if (!toast || !button) return
  button.hidden = false
  button.addEventListener('click', () => toast.remove())
  setTimeout(() => toast.remove(), TOAST_DURATION_MS)
}
