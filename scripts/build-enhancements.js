// Builds the enhancement modules (app/enhancements) into one small module beside the app's
// browser build, named by its content so it can be cached for a year, and writes its address to
// build/enhancements.json, where the server reads it (app/server/enhancements.server.ts).
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'

const OUT_DIR = 'public/build/enhancements'
const PUBLIC_PATH = '/build/enhancements/'

fs.rmSync(OUT_DIR, { recursive: true, force: true })
const result = await esbuild.build({
  entryPoints: ['app/enhancements/index.ts'],
  outdir: OUT_DIR,
  entryNames: 'enhancements-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  metafile: true,
  logLevel: 'warning',
  alias: { '~': path.resolve('app') },
})
const [output] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'))
fs.mkdirSync('build', { recursive: true })
fs.writeFileSync('build/enhancements.json', JSON.stringify({ href: PUBLIC_PATH + path.basename(output) }))
