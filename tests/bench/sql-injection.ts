/**
 * npm run scan:sql [-- name,name] — Debian's sqlmap (level 3, risk 2) against the production
 * build on a copy of a seeded database: the search and filter parameters, the ids in the paths and
 * the main forms, signed in where they need it. Fails on any injection finding, on any 5xx answer
 * and on a target sqlmap could not finish. Names given scan only the targets whose name contains one.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import readline from 'node:readline'
import Database from 'better-sqlite3'
import { backupDatabase } from '../../app/server/backup.server'
import { honeypotFieldName } from '../../app/utils/honeypot'
import { DEMO_ACCOUNTS } from '../../drizzle/seed'
import { ensureDatabase, printLoad, startServer } from './bench-server'
import { MATERIAL_FORM } from '../setup/material-form'

const LISTINGS = 1_000
const PORT = Number(process.env.SCAN_PORT ?? 3420)
const PARALLEL_TARGETS = 2
const THREADS_PER_TARGET = 4
const DEMO_PASSWORD = 'obra-demo-2025'
// sqlmap's verdicts on a parameter. "target URL appears to be UNION injectable with N columns" is only a
// step of its UNION test, followed by the verdict ("does not seem to be injectable" when it fails).
const FINDING = /parameter '[^']+' (is vulnerable|appears to be '.+' injectable)|sqlmap identified the following injection point/i
const CLEAN = /all tested parameters do not appear to be injectable/i
// sqlmap's closing summary, e.g. "400 (Bad Request) - 507 times, 500 (Internal Server Error) - 2 times".
const SERVER_ERROR_CODES = /HTTP error codes detected during run:\s*\n(?:[^\n]*, )?5\d\d \(/
const BOUNDARY = '----redobra-scan'

type Account = 'anonymous' | 'builder' | 'provider'
type Target = { name: string; url: string; data?: string; multipart?: boolean; account: Account }
type Outcome = { target: Target; seconds: number; requests: number; statuses: Map<number, number>; findings: string[]; result: string }

function requireSqlmap() {
  const probe = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    console.error('sqlmap is not installed. On Debian or Ubuntu: sudo apt-get install sqlmap — then run npm run scan:sql again.')
    process.exit(2)
  }
  return probe.stdout.trim().split('\n')[0]!
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`

/** Real ids from the copy, so every target answers 200 before sqlmap starts tampering. */
function sampleIds(file: string) {
  const sqlite = new Database(file, { readonly: true })
  try {
    const one = (query: string) => (sqlite.prepare(query).get() as { id: number } | undefined)?.id ?? 1
    return {
      listing: one('SELECT id FROM listings ORDER BY id LIMIT 1'),
      profile: one('SELECT id FROM provider_profiles ORDER BY id LIMIT 1'),
      material: one('SELECT id FROM materials ORDER BY id LIMIT 1'),
      providerListing: one(
        `SELECT l.id FROM listings l JOIN provider_profiles p ON p.id = l.profile_id JOIN users u ON u.id = p.user_id WHERE u.email = '${DEMO_ACCOUNTS.premiumProvider}' LIMIT 1`,
      ),
      providerMaterial: one(
        `SELECT m.id FROM materials m JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO_ACCOUNTS.premiumProvider}' LIMIT 1`,
      ),
    }
  } finally {
    sqlite.close()
  }
}

function targets(origin: string, ids: ReturnType<typeof sampleIds>): Target[] {
  const material = MATERIAL_FORM
  return [
    { name: 'home search', url: `${origin}/?q=techos&zona=CABA&page=1`, account: 'anonymous' },
    { name: 'sector with zone', url: `${origin}/instalaciones?zona=CABA`, account: 'anonymous' },
    { name: 'subsector with zone and page', url: `${origin}/instalaciones/electricidad?zona=CABA&page=1`, account: 'anonymous' },
    { name: 'provider id', url: `${origin}/proveedor/${ids.listing}*`, account: 'builder' },
    { name: 'provider profile id', url: `${origin}/perfilDeProveedorActivo/${ids.profile}*`, account: 'builder' },
    { name: 'marketplace search', url: `${origin}/marketplace?q=ladrillo&page=1`, account: 'anonymous' },
    { name: 'published projects page', url: `${origin}/proyectos-publicados?page=1`, account: 'anonymous' },
    { name: 'material id', url: `${origin}/detalleMaterial/${ids.material}*`, account: 'anonymous' },
    {
      name: 'sign-in',
      url: `${origin}/auth`,
      data: form({ intent: 'login', email: DEMO_ACCOUNTS.builder, password: 'contraseña-equivocada', redirectTo: '/perfil' }),
      account: 'anonymous',
    },
    {
      name: 'contact',
      url: `${origin}/contacto`,
      data: form({
        name: 'Marta Giménez',
        email: 'marta@estudio.com.ar',
        phone: '11 2345-6789',
        message: 'Quiero sumar mi corralón.',
        [honeypotFieldName]: '',
      }),
      account: 'anonymous',
    },
    {
      name: 'publish a service',
      url: `${origin}/publicar-servicio`,
      data: form({
        sector: 'instalaciones',
        subsector: 'electricidad',
        zona: 'CABA',
        localidad: 'Palermo',
        description: 'Instalaciones eléctricas.',
        phone: '11 2345-6789',
        address: 'Av. Corrientes 1234',
        website: 'www.ejemplo.com.ar',
      }),
      account: 'provider',
    },
    {
      name: 'review',
      url: `${origin}/proveedor/${ids.listing}?resena`,
      data: form({ intent: 'review', listingId: String(ids.listing), rating: '4', comment: 'Buen trabajo y puntuales.' }),
      account: 'builder',
    },
    {
      name: 'favourite toggle',
      url: `${origin}/favoritos`,
      data: form({ intent: 'add', listingId: String(ids.listing), redirectTo: `/proveedor/${ids.listing}` }),
      account: 'builder',
    },
    {
      name: 'profile: save',
      url: `${origin}/perfil`,
      data: form({
        intent: 'guardar-perfil',
        businessName: 'Techos del Sur',
        contactPerson: 'Ana Pérez',
        phone: '11 2345-6789',
        address: 'Av. Corrientes 1234',
        description: 'Obras de techos.',
        website: 'www.ejemplo.com.ar',
      }),
      account: 'provider',
    },
    {
      name: 'profile: delete a service',
      url: `${origin}/perfil?tab=services`,
      data: form({ intent: 'eliminar-servicio', listingId: String(ids.providerListing) }),
      account: 'provider',
    },
    {
      name: 'profile: edit a material',
      url: `${origin}/perfil?tab=services`,
      data: form({ intent: 'editar-material', materialId: String(ids.providerMaterial), ...material }),
      account: 'provider',
    },
    {
      name: 'profile: delete a project',
      url: `${origin}/perfil?tab=projects`,
      data: form({ intent: 'eliminar-proyecto', projectId: '1' }),
      account: 'provider',
    },
    { name: 'publish a material', url: `${origin}/PublicarMateriales`, data: multipart(material), multipart: true, account: 'provider' },
    {
      name: 'request form',
      url: `${origin}/solicitudes/nueva`,
      data: multipart({
        intent: 'send',
        title: 'Cambio de membrana',
        sector: 'cubiertas',
        subsector: 'techistas',
        place: 'Palermo',
        itemDescription: 'Membrana asfáltica',
        itemQuantity: '45,5',
        itemUnit: 'm2',
      }),
      multipart: true,
      account: 'builder',
    },
  ]
}

/** Signs in through the app's own form, as a browser would, and keeps the session cookie. */
async function signIn(origin: string, email: string) {
  const response = await fetch(`${origin}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: form({ intent: 'login', email, password: DEMO_PASSWORD }),
  })
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ro_session='))
  if (response.status !== 302 || !session) throw new Error(`signing in as ${email} failed (${response.status})`)
  return session.split(';')[0]!
}

/** Counts the requests and the answers by status in sqlmap's traffic file, then drops the file (it holds every page). */
async function readTraffic(file: string) {
  const statuses = new Map<number, number>()
  let requests = 0
  if (!fs.existsSync(file)) return { requests, statuses }
  const lines = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'latin1' }), crlfDelay: Infinity })
  for await (const line of lines) {
    if (line.startsWith('HTTP request [#')) requests++
    const status = /^HTTP response \[#\d+\] \((\d{3})/.exec(line)
    if (status) statuses.set(Number(status[1]), (statuses.get(Number(status[1])) ?? 0) + 1)
  }
  fs.rmSync(file, { force: true })
  return { requests, statuses }
}

async function scan(target: Target, index: number, dir: string, cookies: Record<Account, string | null>): Promise<Outcome> {
  const work = path.join(dir, `target-${String(index).padStart(2, '0')}`)
  fs.mkdirSync(work, { recursive: true })
  const traffic = path.join(work, 'traffic.txt')
  const cookie = cookies[target.account]
  const args = [
    '-u',
    target.url,
    ...(target.data ? ['--data', target.data] : []),
    ...(target.multipart ? ['--headers', `Content-Type: multipart/form-data; boundary=${BOUNDARY}`] : []),
    ...(cookie ? ['--cookie', cookie] : []),
    '--batch',
    '--level=3',
    '--risk=2',
    '--dbms=SQLite',
    // A random X-Forwarded-For on each request: the per-address limits then count each payload apart.
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    '--drop-set-cookie',
    `--threads=${THREADS_PER_TARGET}`,
    '--timeout=30',
    '--output-dir',
    work,
    '-t',
    traffic,
  ]
  const started = performance.now()
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.once('error', reject)
    child.once('exit', () => resolve(text))
  })
  const seconds = (performance.now() - started) / 1000
  fs.writeFileSync(path.join(work, 'sqlmap.log'), output)
  const { requests, statuses } = await readTraffic(traffic)
  const findings = output.split('\n').filter((line) => FINDING.test(line))
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  const result =
    findings.length > 0
      ? 'INJECTABLE'
      : serverErrors > 0 || SERVER_ERROR_CODES.test(output)
        ? 'SERVER ERROR'
        : CLEAN.test(output)
          ? 'clean'
          : 'DID NOT FINISH'
  return { target, seconds, requests, statuses, findings, result }
}

function report(outcome: Outcome) {
  const statuses = [...outcome.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')
  console.info(
    `${outcome.target.name.padEnd(30)} ${outcome.result.padEnd(14)} ${outcome.seconds.toFixed(0).padStart(5)} s ${String(outcome.requests).padStart(6)} requests   ${statuses}`,
  )
  for (const line of outcome.findings) console.info(`    ${line.trim()}`)
}

async function main() {
  const version = requireSqlmap()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-sqlmap-'))
  const file = path.join(dir, 'redobra.db')
  await backupDatabase(ensureDatabase(LISTINGS), file)
  const ids = sampleIds(file)
  const server = await startServer(file, PORT)
  // Every forged POST also counts against the per-account limits: without a reset, most of a form's
  // payloads would meet a 429 before reaching the code under test. The copy is thrown away. The
  // sign-in lock stays: it only guards the password check (0.4 s of scrypt per attempt), which no
  // payload reaches SQL through, and an email payload is an account of its own anyway.
  const limits = new Database(file)
  limits.pragma('busy_timeout = 5000')
  const resetLimits = setInterval(() => limits.exec("DELETE FROM rate_limits WHERE key NOT LIKE 'signInFailuresPerAccount:%'"), 250)
  const outcomes: Outcome[] = []
  const started = performance.now()
  try {
    const cookies: Record<Account, string | null> = {
      anonymous: null,
      builder: await signIn(server.origin, DEMO_ACCOUNTS.builder),
      provider: await signIn(server.origin, DEMO_ACCOUNTS.premiumProvider),
    }
    const filters = (process.argv[2] ?? '').toLowerCase().split(',')
    const list = targets(server.origin, ids).filter((target) => filters.some((filter) => target.name.toLowerCase().includes(filter)))
    console.info(
      `${version}: ${list.length} targets, level 3, risk 2, ${PARALLEL_TARGETS} at a time, on ${server.origin} (${LISTINGS} listings; work files in ${dir})`,
    )
    printLoad('Before')
    let next = 0
    const worker = async () => {
      while (next < list.length) {
        const index = next++
        const outcome = await scan(list[index]!, index, dir, cookies)
        report(outcome)
        outcomes.push(outcome)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_TARGETS }, worker))
  } finally {
    clearInterval(resetLimits)
    limits.close()
    await server.stop()
  }
  const total = outcomes.reduce((sum, outcome) => sum + outcome.requests, 0)
  const failed = outcomes.filter((outcome) => outcome.result !== 'clean')
  console.info(`\n${outcomes.length} targets, ${total} requests in ${((performance.now() - started) / 60_000).toFixed(1)} min.`)
  console.info(
    'Rate limits (but the sign-in lock) were reset every 250 ms on the scanned copy and each request came from its own address; 429s left are bursts within that time.',
  )
  if (failed.length > 0) {
    console.error(`FAILED: ${failed.map((outcome) => `${outcome.target.name} (${outcome.result})`).join(', ')}. sqlmap's logs: ${dir}`)
    process.exit(1)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  console.info('No injection found and no 5xx answer.')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
