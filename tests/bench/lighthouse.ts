/**
 * Lighthouse (mobile preset: simulated slow 4G, 4× slower CPU) on every public page and the
 * signed-in pages, against the production build on a freshly seeded demo database. Prints the
 * median of the runs per page and fails when a page misses its goals: a reading page's (no
 * runtime) or, signed in, a workspace page's (docs/benchmarks.md).
 * Run with `npm run bench:lighthouse [-- --runs N] [-- <part of a page's name or path>…]`
 * (LIGHTHOUSE_RUNS also sets the runs); the JSON reports land in tests/bench/.lighthouse/.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { DEMO_ACCOUNTS } from '../../drizzle/seed/data'
import { SYSTEM_CHROMIUM, SYSTEM_CHROMIUM_FLAGS } from '../setup/chromium'
import { BENCH_SESSION_SECRET, percentile, printLoad, startServer, UPLOADS_DIR } from './bench-server'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3180)
const REPORTS_DIR = path.resolve('tests/bench/.lighthouse')

/** A reading page sends no framework runtime: whole at the first round trip, usable at once. */
const READING_GOALS = {
  performance: 100,
  otherScores: 100,
  fcpMs: 900,
  lcpMs: 900,
  tbtMs: 50,
  cls: 0,
  consoleErrors: 0,
  jsBytes: 10 * 1024,
  scripts: 3,
}

/** A workspace page hydrates: React and Remix are its floor. */
const WORKSPACE_GOALS = { performance: 90, otherScores: 100, consoleErrors: 0, jsBytes: 130 * 1024 }

type Account = keyof typeof DEMO_ACCOUNTS
type Page = { name: string; path: string; status?: number; signedInAs?: Account }

function parseArgs(argv: readonly string[]) {
  let runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  const filters: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--runs') runs = Number(argv[++i])
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else filters.push(arg.toLowerCase())
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a positive integer')
  return { runs, filters }
}

/** Seeds the demo data into a new file (images go to the benchmarks' uploads folder the server reads). */
function seedDemoDatabase(file: string) {
  const seeded = spawnSync('npx', ['tsx', 'drizzle/seed/cli.ts', '--database', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, UPLOADS_DIR },
  })
  if (seeded.status !== 0) throw new Error('seeding the demo database failed')
}

/** The pages with ids read from the seeded data, and a session cookie for each demo account. */
async function preparePages(file: string) {
  Object.assign(process.env, { DATABASE_PATH: file, SESSION_SECRET: BENCH_SESSION_SECRET, SEED_DEMO_DATA: 'false' })
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const client = db.$client
  const id = (query: string, ...params: unknown[]) => {
    const row = client.prepare(query).get(...params) as { id: number } | undefined
    if (!row) throw new Error(`the demo data has nothing for: ${query}`)
    return row.id
  }
  const userId = (account: Account) => id('SELECT id FROM users WHERE email = ?', DEMO_ACCOUNTS[account])
  const builder = userId('builder')
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/?q=ladrillo' },
    { name: 'sector', path: '/mamposteria' },
    { name: 'subsector', path: '/mamposteria/corralones' },
    { name: 'zona page (partido)', path: '/mamposteria/zona/la-matanza' },
    { name: 'zona page (zone, subsector)', path: '/mamposteria/corralones/zona/gba-oeste' },
    { name: 'categories', path: '/categorias' },
    { name: 'marketplace', path: '/marketplace' },
    { name: 'materials category', path: '/marketplace/ladrillos-y-bloques' },
    { name: 'material', path: `/detalleMaterial/${id('SELECT id FROM materials ORDER BY id LIMIT 1')}` },
    { name: 'projects', path: '/proyectos-publicados' },
    {
      name: 'claimed provider',
      path: `/proveedor/${id('SELECT id FROM listings WHERE is_active AND profile_id IS NOT NULL ORDER BY is_premium DESC, id LIMIT 1')}`,
    },
    {
      name: 'unclaimed provider',
      path: `/proveedor/${id('SELECT id FROM listings WHERE is_active AND profile_id IS NULL ORDER BY id LIMIT 1')}`,
    },
    { name: 'contact', path: '/contacto' },
    { name: 'quote assistant', path: '/cotiza-ia' },
    { name: 'sign in', path: '/auth' },
    { name: 'forgotten password', path: '/auth/recuperar' },
    { name: 'plans', path: '/upgrade', signedInAs: 'freeProvider' },
    { name: 'terms', path: '/terminosycondiciones' },
    { name: 'providers landing', path: '/proveedores' },
    { name: 'builders landing', path: '/constructores' },
    { name: 'for providers', path: '/para-proveedores' },
    { name: 'about', path: '/sobre-nosotros' },
    { name: 'how we rank', path: '/como-ordenamos' },
    { name: 'not found', path: '/no-existe', status: 404 },
    { name: 'profile', path: '/perfil', signedInAs: 'premiumProvider' },
    { name: 'publish', path: '/publicar-servicio', signedInAs: 'premiumProvider' },
    { name: 'statistics', path: '/perfil?tab=estadisticas', signedInAs: 'premiumProvider' },
    { name: 'request form', path: '/solicitudes/nueva', signedInAs: 'builder' },
    {
      name: 'conversation',
      path: `/mensajes/${id('SELECT id FROM conversations WHERE requester_user_id = ? ORDER BY id LIMIT 1', builder)}`,
      signedInAs: 'builder',
    },
    {
      name: 'offer comparison',
      path: `/solicitudes/${id('SELECT r.request_id AS id FROM offers JOIN quote_request_recipients r ON r.id = offers.recipient_id JOIN quote_requests q ON q.id = r.request_id WHERE q.user_id = ? LIMIT 1', builder)}`,
      signedInAs: 'builder',
    },
    {
      name: 'received request',
      path: `/solicitudes/${id('SELECT r.request_id AS id FROM quote_request_recipients r JOIN provider_profiles p ON p.id = r.profile_id WHERE p.user_id = ? ORDER BY r.id LIMIT 1', userId('premiumProvider'))}`,
      signedInAs: 'premiumProvider',
    },
    { name: 'admin', path: '/admin', signedInAs: 'staff' },
  ]
  const cookies = new Map<Account, string>()
  for (const account of new Set(pages.flatMap((page) => page.signedInAs ?? []))) {
    cookies.set(account, (await createSession(userId(account))).split(';')[0]!)
  }
  client.pragma('wal_checkpoint(TRUNCATE)')
  client.close()
  return { pages, cookies }
}

const MEASURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsBytes',
  'cssBytes',
  'requests',
  'scripts',
  'consoleErrors',
] as const
type Measure = (typeof MEASURES)[number]
type Figures = Record<Measure, number> & { indexable: boolean }

type NetworkRequest = { resourceType?: string; transferSize?: number }

function figuresOf(lhr: Result): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  const details = (audit: string) => lhr.audits[audit]?.details as { items?: unknown[] } | undefined
  const requests = (details('network-requests')?.items ?? []) as NetworkRequest[]
  const transfer = (type: string) =>
    requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: transfer('Script'),
    cssBytes: transfer('Stylesheet'),
    requests: requests.length,
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    consoleErrors: details('errors-in-console')?.items?.length ?? 0,
    // A page kept out of search engines (noindex, or a not-found status) is not held to the SEO goal.
    indexable: lhr.audits['is-crawlable']?.score === 1 && lhr.audits['http-status-code']?.score === 1,
  }
}

function median(figures: Figures[]): Figures {
  const middle = (measure: Measure) =>
    percentile(
      figures.map((f) => f[measure]).sort((a, b) => a - b),
      50,
    )
  return {
    ...(Object.fromEntries(MEASURES.map((measure) => [measure, middle(measure)])) as Record<Measure, number>),
    indexable: figures.every((f) => f.indexable),
  }
}

function missedGoals(page: Page, f: Figures) {
  const common: [boolean, string][] = [
    [f.accessibility >= READING_GOALS.otherScores, 'a11y'],
    [f.bestPractices >= READING_GOALS.otherScores, 'best practices'],
    [!f.indexable || f.seo >= READING_GOALS.otherScores, 'SEO'],
    [f.consoleErrors <= READING_GOALS.consoleErrors, 'console errors'],
  ]
  const checks: [boolean, string][] = page.signedInAs
    ? [
        ...common,
        [f.performance >= WORKSPACE_GOALS.performance, 'perf'],
        [f.jsBytes <= WORKSPACE_GOALS.jsBytes, `JS > ${WORKSPACE_GOALS.jsBytes / 1024} KB`],
      ]
    : [
        ...common,
        [f.performance >= READING_GOALS.performance, 'perf'],
        [f.fcpMs <= READING_GOALS.fcpMs, 'FCP'],
        [f.lcpMs <= READING_GOALS.lcpMs, 'LCP'],
        [f.tbtMs <= READING_GOALS.tbtMs, 'TBT'],
        [f.cls <= READING_GOALS.cls, 'CLS'],
        [f.jsBytes <= READING_GOALS.jsBytes, `JS > ${READING_GOALS.jsBytes / 1024} KB`],
        [f.scripts <= READING_GOALS.scripts, `> ${READING_GOALS.scripts} scripts`],
      ]
  return checks.filter(([met]) => !met).map(([, goal]) => goal)
}

const COLUMNS = [
  'page',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS KB',
  'CSS KB',
  'requests',
  'scripts',
  'errors',
  'misses',
]

function printTable(rows: { page: Page; figures: Figures; missed: string[] }[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const lines = rows.map(({ page, figures: f, missed }) => [
    `${page.name} ${page.path}`,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    f.indexable ? String(f.seo) : `${f.seo} (noindex)`,
    (f.fcpMs / 1000).toFixed(2),
    (f.lcpMs / 1000).toFixed(2),
    String(Math.round(f.tbtMs)),
    f.cls.toFixed(3),
    kb(f.jsBytes),
    kb(f.cssBytes),
    String(f.requests),
    String(f.scripts),
    String(f.consoleErrors),
    missed.join(', ') || '—',
  ])
  console.info(`| ${COLUMNS.join(' | ')} |\n|${COLUMNS.map(() => ' --- |').join('')}`)
  for (const line of lines) console.info(`| ${line.join(' | ')} |`)
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function measure(port: number, url: string, cookie: string | undefined, status: number) {
  let error = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // gzip, as the goals are counted in gzip bytes (Chrome would take brotli).
      extraHeaders: { 'Accept-Encoding': 'gzip', ...(cookie ? { Cookie: cookie } : {}) },
      // The not-found page is measured too: its status is the one expected, not a failed load.
      ignoreStatusCode: status !== 200,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (!result.lhr.runtimeError) return result
    error = result.lhr.runtimeError.message
  }
  throw new Error(`${url}: ${error}`)
}

async function main() {
  const { runs, filters } = parseArgs(process.argv.slice(2))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
  const file = path.join(dir, 'redobra.db')
  fs.mkdirSync(REPORTS_DIR, { recursive: true })
  try {
    seedDemoDatabase(file)
    const { pages: allPages, cookies } = await preparePages(file)
    const pages = filters.length
      ? allPages.filter((page) => filters.some((filter) => `${page.name} ${page.path}`.toLowerCase().includes(filter)))
      : allPages
    if (pages.length === 0) throw new Error(`no page matches ${filters.join(', ')}`)
    const server = await startServer(file, PORT)
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
      chromeFlags: ['--headless', ...SYSTEM_CHROMIUM_FLAGS],
    })
    try {
      printLoad('before')
      const rows = []
      for (const page of pages) {
        const url = `${server.origin}${page.path}`
        const cookie = page.signedInAs ? cookies.get(page.signedInAs)! : undefined
        // A signed-in page that redirects to sign-in would be measured as the wrong page.
        const answer = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
        if (answer.status !== (page.status ?? 200)) throw new Error(`${page.path} answered ${answer.status}`)
        const figures: Figures[] = []
        for (let run = 1; run <= runs; run++) {
          const result = await measure(chrome.port, url, cookie, page.status ?? 200)
          const slug = page.name.replace(/\W+/g, '-')
          fs.writeFileSync(path.join(REPORTS_DIR, `${slug}-${run}.json`), result.report as string)
          figures.push(figuresOf(result.lhr))
        }
        const medianFigures = median(figures)
        rows.push({ page, figures: medianFigures, missed: missedGoals(page, medianFigures) })
        console.info(`measured ${page.path} (${runs} run${runs === 1 ? '' : 's'})`)
      }
      printLoad('after')
      console.info(`\nLighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page, mobile preset; JS and CSS: gzip transfer\n`)
      printTable(rows)
      const missing = rows.filter((row) => row.missed.length > 0).length
      console.info(missing ? `\n${missing} of ${rows.length} pages miss the goals` : `\nevery page meets the goals`)
      process.exitCode = missing ? 1 : 0
    } finally {
      chrome.kill()
      await server.stop()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
