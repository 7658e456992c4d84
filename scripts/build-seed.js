// Builds the demo seed (drizzle/seed/cli.ts) into build/seed/, a program of its own beside the
// server bundle, so that server.js can run it before the app starts without the app holding it.
// Split into chunks so that a start on a database with data never loads the seeding itself.
import fs from 'node:fs'
import * as esbuild from 'esbuild'

fs.rmSync('build/seed', { recursive: true, force: true })
await esbuild.build({
  entryPoints: ['drizzle/seed/cli.ts'],
  outdir: 'build/seed',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[hash]',
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  plugins: [
    {
      // Dependencies stay imports, resolved from node_modules at run time; `~/` is the app's own alias.
      name: 'dependencies-external',
      setup(build) {
        build.onResolve({ filter: /^[^./~]/ }, ({ path }) => ({ path, external: true }))
      },
    },
  ],
})
