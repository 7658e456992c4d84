/**
 * `<image-carousel>`: shows the arrows, dots and "n / total" counter the server rendered hidden
 * and makes them scroll the strip, wrapping around. Without it the strip still swipes.
 */
class ImageCarousel extends HTMLElement {
  // The slide an arrow or dot is scrolling to: the smooth scroll passes others on its way, and
  // those must not move the counter (a second click would start from the wrong one).
  private scrollingTo: number | null = null
  private index = 0

  connectedCallback() {
    const strip = this.querySelector<HTMLElement>('[data-strip]')
    const slides = strip ? [...strip.querySelectorAll('li')] : []
    if (!strip || slides.length < 2 || this.dataset.enhanced) return
    this.dataset.enhanced = 'true'
    for (const control of this.querySelectorAll<HTMLElement>('[data-step], [data-counter], [data-dots]')) control.hidden = false
    this.addEventListener('click', (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-step], [data-dot]') : null
      if (!control) return
      const { step, dot } = control.dataset
      this.show(strip, slides, dot === undefined ? this.index + Number(step) : Number(dot))
    })
    strip.addEventListener('scroll', () => {
      if (strip.clientWidth === 0) return
      const shown = Math.round(strip.scrollLeft / strip.clientWidth)
      if (this.scrollingTo !== null) {
        if (shown === this.scrollingTo) this.scrollingTo = null
        return
      }
      this.mark(slides, shown)
    })
    this.mark(slides, 0)
  }

  private show(strip: HTMLElement, slides: HTMLElement[], next: number) {
    const target = (next + slides.length) % slides.length
    this.mark(slides, target)
    if (strip.clientWidth === 0) return
    this.scrollingTo = Math.round(strip.scrollLeft / strip.clientWidth) === target ? null : target
    strip.scrollTo({ left: target * strip.clientWidth, behavior: 'smooth' })
  }

  private mark(slides: HTMLElement[], index: number) {
    this.index = index
    slides.forEach((slide, i) => (i === index ? slide.removeAttribute('aria-hidden') : slide.setAttribute('aria-hidden', 'true')))
    const counter = this.querySelector('[data-counter]')
    if (counter) counter.textContent = `${index + 1} / ${slides.length}`
    for (const dot of this.querySelectorAll<HTMLElement>('[data-dot]')) {
      if (Number(dot.dataset.dot) === index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    }
  }
}

export function defineImageCarousel() {
  if (!customElements.get('image-carousel')) customElements.define('image-carousel', ImageCarousel)
}
