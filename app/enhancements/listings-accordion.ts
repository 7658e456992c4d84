/**
 * `<listings-accordion data-href data-empty>` around a sector page's accordion: on first open it
 * loads the first providers of the section's own page (the same document a click on its link
 * shows) into the accordion, with their count, and keeps them while the page stays.
 */
class ListingsAccordion extends HTMLElement {
  private requested = false

  connectedCallback() {
    const details = this.querySelector('details')
    if (!details || this.dataset.enhanced) return
    this.dataset.enhanced = 'true'
    details.addEventListener('toggle', () => void this.loadIfOpen(details))
    // On a slow connection the accordion may have been opened before the script ran.
    void this.loadIfOpen(details)
  }

  private async loadIfOpen(details: HTMLDetailsElement) {
    const { href, empty, stylesheet } = this.dataset
    const status = details.querySelector('[role="status"]')
    const place = details.querySelector('[data-listings]')
    if (!details.open || this.requested || !href || !status || !place) return
    this.requested = true
    status.textContent = 'Cargando proveedores…'
    const page = document.createElement('template')
    try {
      const response = await fetch(href)
      if (!response.ok) throw new Error(String(response.status))
      const html = await response.text()
      // Only the page's main part, parsed inert: its head's style element is this page's business.
      page.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length)
    } catch {
      // The link to the section's page is there all the same.
      status.textContent = ''
      this.requested = false
      return
    }
    const grid = page.content.querySelector<HTMLElement>('main ul[data-total]')
    if (!grid) {
      status.textContent = empty ?? ''
      return
    }
    // The cards' rules are not all in this page's own: the whole stylesheet, cached for a year.
    if (stylesheet && !document.querySelector(`link[href="${stylesheet}"]`)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet }))
    }
    status.textContent = grid.dataset.totalLabel ?? ''
    place.replaceChildren(document.adoptNode(grid))
    const seeAll = details.querySelector<HTMLElement>('[data-see-all]')
    if (seeAll && Number(grid.dataset.total) > grid.children.length) {
      seeAll.append(` (${grid.dataset.totalLabel})`)
      seeAll.hidden = false
    }
  }
}

export function defineListingsAccordion() {
  if (!customElements.get('listings-accordion')) customElements.define('listings-accordion', ListingsAccordion)
}
