import path from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Route modules import .css.ts style files, which only evaluate through the bundler.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': path.resolve('app') } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
})
