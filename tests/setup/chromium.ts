/** Debian's Chromium, which the browser tests and the Lighthouse benchmark drive, and the flags that keep it quiet. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
export const SYSTEM_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
