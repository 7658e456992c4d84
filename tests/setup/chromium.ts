import fs from 'node:fs'

/** Debian's Chromium, which the Lighthouse benchmark drives, and the flags that keep it quiet. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
export const SYSTEM_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Whether the run shows a window (`--headed`, `--debug`, `--ui`), which the headless shell cannot. */
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg)) || Boolean(process.env.PWDEBUG)

/**
 * The browser the browser tests drive: Debian's headless shell (Chromium without a window, about
 * half the CPU per test of the full browser), else Debian's Chromium, else Playwright's own.
 */
export const TEST_CHROMIUM = [...(headed ? [] : ['/usr/lib/chromium/chromium-headless-shell']), SYSTEM_CHROMIUM].find((file) =>
  fs.existsSync(file),
)
