import { defineConfig, devices } from '@playwright/test'
import { JS_TAG, SERVER_SPECS, SPECS_BOTH_WAYS } from './tests/e2e/projects'
import { SYSTEM_CHROMIUM_FLAGS, TEST_CHROMIUM } from './tests/setup/chromium'

const PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // The page's DOM at each step is what explains a failure; screenshots added 11 % to every test.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: TEST_CHROMIUM ? { executablePath: TEST_CHROMIUM, args: SYSTEM_CHROMIUM_FLAGS } : {},
  },
  projects: [
    // Each spec once with JavaScript off; with it, the specs and tests it changes (tests/e2e/projects.ts).
    { name: 'js', testMatch: SPECS_BOTH_WAYS, use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    {
      name: 'js-enhancements',
      testIgnore: [SPECS_BOTH_WAYS, SERVER_SPECS],
      grep: new RegExp(JS_TAG),
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true },
    },
    { name: 'no-js', testIgnore: SERVER_SPECS, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
    {
      // Servers of their own, timed: last, one at a time, so no browser test takes their CPU.
      name: 'server',
      testMatch: SERVER_SPECS,
      dependencies: ['js', 'js-enhancements', 'no-js'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true },
    },
  ],
  // The production build on a freshly migrated and seeded database of its own.
  webServer: {
    command: 'node tests/e2e/start-server.js',
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(PORT), NODE_ENV: 'production' },
  },
})
