/**
 * The materials marketplace at 100k materials (spec/materials.md §5): the demo data plus 100,000
 * materials (`npm run db:seed -- --materials 100000` makes the same), then, in-process, the
 * marketplace's loader with a search term and two filters (budget p95 ≤ 30 ms) and the
 * 'Precio de referencia' of a material's page (budget p95 ≤ 5 ms), and publishing a material with
 * six phone photos through the upload pipeline (budget ≤ 2 s). Run with `npm run bench:materials`.
 */
import { performance } from 'node:perf_hooks'
import { benchDatabase, percentile, runBench } from './bench-server'

const MATERIALS = 100_000
const RUNS = 300
const BUDGET_SEARCH_MS = 30
const BUDGET_REFERENCE_MS = 5
const BUDGET_PUBLISH_MS = 2000
const PUBLISH_RUNS = 5

const TERMS = ['cemento', 'ladrillo hueco', 'hierro', 'placa de yeso', 'arena', 'membrana', 'caño', 'porcelanato', 'cal', 'pintura']

function timed(runs: number, run: (index: number) => unknown) {
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    run(index)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! }
}

runBench('materials', async (dir) => {
  const file = await benchDatabase(dir, 420)
  const { db } = await import('../../app/server/db.server')
  const { addMaterials } = await import('../../drizzle/seed')
  const { referencePrice } = await import('../../app/models/materials.server')
  const { loadMarketplace } = await import('../../app/controllers/marketplace.server')
  const { MATERIAL_CATEGORIES } = await import('../../app/constants')

  const seeding = performance.now()
  addMaterials(db, MATERIALS)
  db.$client.pragma('optimize')
  console.info(`${MATERIALS.toLocaleString('es-AR')} materials added to ${file} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)

  const filterPairs = [
    'disponibilidad=en-stock&factura-a=1',
    'categoria=aridos-y-cementos&disponibilidad=en-stock',
    'condicion=nuevo&factura-a=1',
    'zona=moron&disponibilidad=en-stock',
    'zona=caba&factura-a=1',
  ]
  const search = timed(RUNS, (index) => {
    const term = encodeURIComponent(TERMS[index % TERMS.length]!)
    loadMarketplace(new Request(`http://localhost/marketplace?q=${term}&${filterPairs[index % filterPairs.length]}`))
  })
  const browse = timed(RUNS, (index) => {
    const category = MATERIAL_CATEGORIES[index % MATERIAL_CATEGORIES.length]!.slug
    loadMarketplace(new Request(`http://localhost/marketplace/${category}?unidad=bolsa&orden=menor-precio`), category)
  })
  const ids = db.$client.prepare('SELECT id, category, unit, content FROM materials ORDER BY random() LIMIT ?').all(RUNS) as {
    id: number
    category: (typeof MATERIAL_CATEGORIES)[number]['slug']
    unit: 'bolsa'
    content: string | null
  }[]
  let shown = 0
  const reference = timed(ids.length, (index) => {
    if (referencePrice(db, ids[index]!)) shown++
  })

  const publish = await timePublishing(db)

  const row = (label: string, t: ReturnType<typeof timed>, budget?: number) =>
    `${label.padEnd(58)} p50 ${t.p50.toFixed(2).padStart(6)} ms  p95 ${t.p95.toFixed(2).padStart(6)} ms  max ${t.max.toFixed(1).padStart(6)} ms${budget ? `  (budget ${budget} ms)` : ''}`
  console.info(row('/marketplace, a term and two filters (loader)', search, BUDGET_SEARCH_MS))
  console.info(row('a category page, one unit, by price (loader)', browse))
  console.info(row(`'Precio de referencia' (shown on ${shown} of ${ids.length})`, reference, BUDGET_REFERENCE_MS))
  console.info(row(`publishing with 6 photos of ${publish.megabytes} MB (action, ${PUBLISH_RUNS} runs)`, publish.times, BUDGET_PUBLISH_MS))
  const missed = [
    search.p95 > BUDGET_SEARCH_MS && 'search',
    reference.p95 > BUDGET_REFERENCE_MS && 'reference',
    publish.times.max > BUDGET_PUBLISH_MS && 'publishing',
  ].filter(Boolean)
  if (missed.length) {
    console.error(`Over budget: ${missed.join(', ')}`)
    process.exitCode = 1
  }
})

/** Six distinct 4032 × 3024 phone-like photos (smooth colour with grain), posted to the publish action. */
async function timePublishing(db: typeof import('../../app/server/db.server').db) {
  const sharp = (await import('sharp')).default
  const { createAccount } = await import('../setup/factories')
  const { readMaterialForm, publishMaterialAction } = await import('../../app/controllers/material-form.server')
  const { MATERIAL_FORM } = await import('../setup/material-form')
  const photos = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      sharp({
        create: { width: 1008, height: 756, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 110 + i * 10, sigma: 40 } },
      })
        .blur(1.2)
        .resize(4032, 3024)
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  )
  const megabytes = (photos.reduce((sum, photo) => sum + photo.length, 0) / 6 / 1024 / 1024).toFixed(1)
  const times: number[] = []
  for (let run = 0; run < PUBLISH_RUNS; run++) {
    const { user, profile } = createAccount(db)
    const body = new FormData()
    for (const [name, value] of Object.entries(MATERIAL_FORM)) body.append(name, value)
    for (const [i, photo] of photos.entries())
      body.append('photos', new File([new Uint8Array(photo)], `foto-${i}.jpg`, { type: 'image/jpeg' }))
    const request = new Request('http://localhost/PublicarMateriales', { method: 'POST', body })
    const sessionUser = {
      id: user.id,
      email: user.email,
      profileId: profile.id,
      businessName: profile.businessName,
      role: profile.userRole,
      plan: profile.plan,
      isStaff: false,
      emailVerifiedAt: user.emailVerifiedAt,
    }
    const started = performance.now()
    const response = await publishMaterialAction(sessionUser, await readMaterialForm(request))
    times.push(performance.now() - started)
    if (!(response instanceof Response) || response.status !== 302) throw new Error('The bench could not publish its material')
  }
  times.sort((a, b) => a - b)
  return { megabytes, times: { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! } }
}
