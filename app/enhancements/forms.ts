/**
 * Forms on a reading page, where React does not run. A page that hydrates is left to the app, which
 * does the same with Conform and its own handlers.
 *
 * - Their constraints (required, lengths, types: Conform derives them from the server's Zod
 *   schema) are sent with `novalidate`, so without JavaScript every post reaches the server and its
 *   Spanish messages stand next to the fields; with JavaScript the browser checks them first.
 * - A select marked `data-submit-on-change` applies its choice at once (its button stays for
 *   readers without JavaScript).
 * - A submit button with `data-pending-label` reads it, and cannot be pressed again, while the
 *   post is on its way; a text box marked `data-submit-on-enter` waits with it.
 * - In a text box marked `data-submit-on-enter`, Enter sends the form and Shift+Enter breaks the line.
 */
export function enhanceForms() {
  if ('__remixContext' in window) return
  for (const form of document.querySelectorAll('form[novalidate]')) (form as HTMLFormElement).noValidate = false
  document.addEventListener('change', (event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement && select.hasAttribute('data-submit-on-change')) select.form?.requestSubmit()
  })
  document.addEventListener('keydown', (event) => {
    const box = event.target
    if (!(box instanceof HTMLTextAreaElement) || !box.hasAttribute('data-submit-on-enter')) return
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return
    event.preventDefault()
    box.form?.requestSubmit()
  })
  document.addEventListener('submit', (event) => {
    const form = event.target
    const button = event.submitter ?? (form instanceof HTMLFormElement ? form.querySelector('button[type="submit"]') : null)
    if (
      event.defaultPrevented ||
      !(form instanceof HTMLFormElement) ||
      !(button instanceof HTMLButtonElement) ||
      !button.dataset.pendingLabel
    )
      return
    button.textContent = button.dataset.pendingLabel
    // Disabled once the browser has built the post from the fields and the button.
    setTimeout(() => {
      button.disabled = true
      for (const box of form.querySelectorAll<HTMLTextAreaElement>('textarea[data-submit-on-enter]')) box.disabled = true
    })
  })
}
