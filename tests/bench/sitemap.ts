/**
 * /sitemap.xml and its files at 100k listings on the production build, asked for as a crawler
 * asks (compressed): time to the first and to the last byte, bytes, URLs, and how much the
 * server's resident memory grows while it writes each one. Run with `npm run bench:sitemap` (it
 * builds first; port from BENCH_PORT). Fails when a document takes longer than the budget to
 * its last byte, or is not streamed: sent with a Content-Length, or its first byte comes later
 * than half-way to its last. The memory growth is printed, not judged: it is mostly garbage the
 * collector has not taken yet. Reads /proc, so it runs on Linux.
 */
import fs from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import { ensureDatabase, printLoad, startServer } from './bench-server'

const LISTINGS = 100_000
const BUDGET_LAST_BYTE_MS = 1000
const RUNS = 5
const PORT = Number(process.env.BENCH_PORT ?? 3152)

type Measure = { firstByteMs: number; lastByteMs: number; bytes: number; xml: string; rssGrowth: number }

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024
}

/** One GET, timed from the request to the first and last byte of the body; the server's peak RSS is reset first (Linux clear_refs 5). */
function measure(url: string, pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
  const rssBefore = memoryKb(pid, 'VmRSS')
  return new Promise<Measure>((resolve, reject) => {
    const started = performance.now()
    let firstByteMs = 0
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - started
          chunks.push(chunk)
        })
        response.on('end', () => {
          const lastByteMs = performance.now() - started
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
          if (response.headers['content-length']) return reject(new Error(`${url} was sent whole, with a Content-Length`))
          const body = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const xml = (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString()
          resolve({ firstByteMs, lastByteMs, bytes: body.length, xml, rssGrowth: memoryKb(pid, 'VmHWM') - rssBefore })
        })
      })
      .on('error', reject)
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

printLoad('start')
const file = ensureDatabase(LISTINGS)
const server = await startServer(file, PORT)
const failures: string[] = []
try {
  const index = await measure(`${server.origin}/sitemap.xml`, server.pid)
  const documents = [
    '/sitemap.xml',
    ...Array.from(index.xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g), (match) => new URL(match[1]!).pathname),
  ]
  for (const path of documents) await measure(`${server.origin}${path}`, server.pid)
  console.info(`\n${LISTINGS.toLocaleString('en')} listings, ${RUNS} runs each, compressed as a crawler asks (median; worst last byte)`)
  console.info(
    `${'document'.padEnd(18)} ${'URLs'.padStart(7)} ${'first byte'.padStart(11)} ${'last byte'.padStart(10)} ${'worst'.padStart(8)} ${'sent'.padStart(9)} ${'XML'.padStart(9)} ${'peak RSS growth'.padStart(16)}`,
  )
  let urls = 0
  for (const path of documents) {
    const runs: Measure[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${server.origin}${path}`, server.pid))
    const { xml, bytes } = runs[0]!
    const count = (xml.match(/<url>/g) ?? []).length
    urls += count
    const firstByte = median(runs.map((run) => run.firstByteMs))
    const lastByte = median(runs.map((run) => run.lastByteMs))
    const worst = Math.max(...runs.map((run) => run.lastByteMs))
    const growth = Math.max(...runs.map((run) => run.rssGrowth))
    const xmlBytes = Buffer.byteLength(xml)
    console.info(
      `${path.padEnd(18)} ${String(count || '—').padStart(7)} ${`${firstByte.toFixed(0)} ms`.padStart(11)} ${`${lastByte.toFixed(0)} ms`.padStart(10)} ${`${worst.toFixed(0)} ms`.padStart(8)} ${mb(bytes).padStart(9)} ${mb(xmlBytes).padStart(9)} ${mb(growth).padStart(16)}`,
    )
    if (lastByte > BUDGET_LAST_BYTE_MS)
      failures.push(`${path}: last byte after ${lastByte.toFixed(0)} ms (budget ≤ ${BUDGET_LAST_BYTE_MS} ms)`)
    if (count > 0 && firstByte > lastByte / 2)
      failures.push(`${path}: first byte at ${firstByte.toFixed(0)} ms of ${lastByte.toFixed(0)} ms: not streamed`)
  }
  console.info(`${urls.toLocaleString('en')} URLs in all`)
} finally {
  await server.stop()
}
printLoad('end')
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`)
  process.exitCode = 1
} else console.info(`\nEvery document within ${BUDGET_LAST_BYTE_MS} ms to its last byte, streamed.`)
