// Builds the enhancement modules (app/enhancements) beside the app's browser build: a loader the
// pages name, which imports the enhancements themselves after the first paint, each file named
// by its content so it can be cached for a year. Writes the loader's address to
// build/enhancements.json, where the server reads it (app/server/enhancements.server.ts).
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const OUT_DIR = 'public/build/enhancements'
const PUBLIC_PATH = '/build/enhancements/'

fs.rmSync(OUT_DIR, { recursive: true, force: true })
const result = await esbuild.build({
  entryPoints: ['app/enhancements/loader.ts', 'app/enhancements/index.ts'],
  outdir: OUT_DIR,
  entryNames: 'enhancements-[name]-[hash]',
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  metafile: true,
  logLevel: 'warning',
  alias: { '~': path.resolve('app') },
})
const [output] = Object.entries(result.metafile.outputs)
  .filter(([, meta]) => meta.entryPoint === 'app/enhancements/loader.ts')
  .map(([file]) => file)
fs.mkdirSync('build', { recursive: true })
fs.writeFileSync('build/enhancements.json', JSON.stringify({ href: PUBLIC_PATH + path.basename(output) }))
