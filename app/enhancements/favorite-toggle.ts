import type { FavoriteReply } from '~/controllers/favorites.server'
import { addFavoriteIntent, ENHANCED_FIELD, favoriteLabel, removeFavoriteIntent } from '~/utils/favorites'
import { favoritesOverLimitNotice } from '~/utils/plans'
import { showToast } from './toast'

/**
 * `<favorite-toggle data-name="…">` around the favourite form: posts the same form with fetch and
 * shows the new state at once (back to the old one if it fails), the toast in place, and the
 * plan-limit dialog the server put in the page (`template[data-favorite-limit]`).
 */
class FavoriteToggle extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form')
    // On a page the app runs (a member's lists), the plain post answers with the page and its toast.
    if (!form || this.dataset.enhanced || '__remixContext' in window) return
    this.dataset.enhanced = 'true'
    const marker = Object.assign(document.createElement('input'), { type: 'hidden', name: ENHANCED_FIELD, value: 'true' })
    form.append(marker)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void this.toggle(form, marker)
    })
  }

  private async toggle(form: HTMLFormElement, marker: HTMLInputElement) {
    const adding = (form.elements.namedItem('intent') as HTMLInputElement).value === addFavoriteIntent
    const body = new FormData(form)
    this.show(form, adding)
    let reply: FavoriteReply
    try {
      // A redirect (the session ended) is the plain post's to follow, toast and all.
      const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'application/json' }, redirect: 'manual' })
      if (!response.headers.get('Content-Type')?.startsWith('application/json')) throw new Error('not an enhanced answer')
      reply = (await response.json()) as FavoriteReply
    } catch {
      // Whatever went wrong (a lost session, the network), the plain post says it in full.
      marker.remove()
      form.submit()
      return
    }
    const { status } = reply
    this.show(form, status === 'added' || status === 'duplicate' || (status !== 'removed' && !adding))
    if (reply.toast) showToast(reply.toast)
    if (status === 'limit') this.openLimitDialog(form, reply.kept)
  }

  private show(form: HTMLFormElement, favorite: boolean) {
    ;(form.elements.namedItem('intent') as HTMLInputElement).value = favorite ? removeFavoriteIntent : addFavoriteIntent
    const button = form.querySelector('button')
    if (!button) return
    button.setAttribute('aria-pressed', String(favorite))
    button.setAttribute('aria-label', favoriteLabel(favorite, this.dataset.name ?? ''))
    const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
    if (text) text.textContent = favorite ? 'Favorito' : 'Agregar'
  }

  private openLimitDialog(form: HTMLFormElement, kept: number | undefined) {
    const template = document.querySelector<HTMLTemplateElement>('template[data-favorite-limit]')
    const dialog = template?.content.firstElementChild?.cloneNode(true)
    if (!(dialog instanceof HTMLDialogElement)) {
      // The page without the dialog: the limit page says the same.
      form.querySelector<HTMLInputElement>(`input[name="${ENHANCED_FIELD}"]`)?.remove()
      form.submit()
      return
    }
    const notice = kept === undefined ? null : favoritesOverLimitNotice(kept)
    const overLimit = dialog.querySelector<HTMLElement>('[data-favorites-over-limit]')
    const noticeItem = overLimit?.querySelector('li')
    if (notice && overLimit && noticeItem) {
      noticeItem.textContent = notice
      overLimit.hidden = false
    }
    const opener = form.querySelector('button')
    dialog.addEventListener('close', () => {
      dialog.remove()
      opener?.focus()
    })
    // A click on the backdrop lands on the dialog itself.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close()
    })
    document.body.append(dialog)
    dialog.showModal()
  }
}

export function defineFavoriteToggle() {
  if (!customElements.get('favorite-toggle')) customElements.define('favorite-toggle', FavoriteToggle)
}
