import os from 'node:os'
import path from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Route modules import .css.ts style files, which only evaluate through the bundler.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': path.resolve('app') } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/template-database.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    pool: 'forks',
    // Vitest leaves a core to its main process, which in forks mode only waits: on two cores that halved the speed.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
  },
})
