/**
 * React takes a workspace page in two steps: `hydrateRoot`, then its first render as a task once
 * the page's data is decoded. A key or click in between makes React render the root at once,
 * the render waits for that data with no Suspense boundary above the document, and React gives up
 * on the page ("Root did not complete", error #345). Until the first render has committed, such
 * events do what they do without JavaScript (a link is followed, a form posted, the text typed)
 * and React never hears of them; no public API of Remix 2 lets the app wait for the data instead.
 */
const EVENTS = [
  'click',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'change',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'submit',
] as const

const hide = (event: Event) => event.stopImmediatePropagation()

export function holdEventsFromReact() {
  for (const type of EVENTS) window.addEventListener(type, hide, true)
}

export function releaseEventsToReact() {
  for (const type of EVENTS) window.removeEventListener(type, hide, true)
}
