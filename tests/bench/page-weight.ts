/**
 * Page-weight budget: gzip bytes of the document and of the JavaScript and CSS each reading page
 * loads, measured on the production build with the demo data. Run with `npm run bench` (it builds
 * first). Fails over budget: a reading page loads at most 10 KB gzip of JavaScript (the
 * enhancement module), the search page's document weighs at most 12 KB gzip and a zona page's 7 KB.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const JS_BUDGET_BYTES = 10 * 1024
const DOCUMENT_BUDGET_BYTES: Record<string, number> = { '/?q=ladrillo': 12 * 1024, '/mamposteria/zona/la-matanza': 7 * 1024 }
const PAGES = ['/', '/?q=ladrillo', '/mamposteria/zona/la-matanza', '/categorias', '/no-existe']
const PORT = 3199
const origin = `http://localhost:${PORT}`

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-bench-'))
// Node runs the server itself (not through npx), so killing this child stops the server.
const server = spawn(process.execPath, ['node_modules/@remix-run/serve/dist/cli.js', './build/index.js'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_PATH: path.join(dir, 'redobra.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
  },
})

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not start')
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

async function compressedSizes(url: string) {
  const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())
  return { gzip: gzipSync(body, { level: 9 }).length, brotli: brotli(body) }
}

async function total(urls: string[]) {
  const sizes = await Promise.all(urls.map(compressedSizes))
  return sizes.reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { gzip: 0, brotli: 0 })
}

function assetUrls(html: string) {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1]
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const js = new Set<string>()
  const css = new Set<string>()
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src')
      if (src) js.add(src)
    } else if (/rel="modulepreload"/.test(tag)) js.add(attr(tag, 'href')!)
    else if (/rel="stylesheet"/.test(tag)) css.add(attr(tag, 'href')!)
  }
  // Remix's entry script imports the route modules from inline code: count those imports too.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?"([^"]+\.js)"/g)) js.add(match[1]!)
  // Structured data is a data block the browser never runs.
  const inline = Buffer.from(
    (html.match(/<script\b[^>]*>([\s\S]*?)<\/script>/g) ?? []).filter((script) => !script.includes('application/ld+json')).join(''),
  )
  return { js: [...js], css: [...css], inline: { gzip: gzipSync(inline, { level: 9 }).length, brotli: brotli(inline) } }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

try {
  await waitForServer()
  let overBudget = false
  for (const page of PAGES) {
    const html = await (await fetch(new URL(page, origin))).text()
    const { js, css, inline } = assetUrls(html)
    const files = await total(js)
    const jsBytes = files.gzip + inline.gzip
    const cssBytes = (await total(css)).gzip
    const verdict = jsBytes <= JS_BUDGET_BYTES ? 'ok' : 'OVER BUDGET'
    if (jsBytes > JS_BUDGET_BYTES) overBudget = true
    const documentBytes = gzipSync(html, { level: 9 }).length
    const documentBudget = DOCUMENT_BUDGET_BYTES[page]
    const documentVerdict =
      documentBudget === undefined ? '' : ` (budget ${kb(documentBudget)}: ${documentBytes <= documentBudget ? 'ok' : 'OVER BUDGET'})`
    if (documentBudget !== undefined && documentBytes > documentBudget) overBudget = true
    console.info(
      `${page.padEnd(30)} JS ${kb(jsBytes)} gzip (${kb(files.brotli + inline.brotli)} brotli; ${js.length} files; budget ${kb(JS_BUDGET_BYTES)} gzip: ${verdict})  CSS ${kb(cssBytes)} gzip  HTML ${kb(documentBytes)} gzip${documentVerdict}`,
    )
  }
  process.exitCode = overBudget ? 1 : 0
} finally {
  server.kill()
  fs.rmSync(dir, { recursive: true, force: true })
}
