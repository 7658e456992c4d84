// One of several processes racing to add materials or projects for the same account, each on its
// own connection to the same database file (see tests/integration/quotas.test.ts). It opens the
// file, says "ready", waits for a line on stdin so all start together, adds `count` of them as
// fast as it can and prints the outcomes as JSON.
import { publishMaterial } from '../../app/models/materials.server'
import { createProject } from '../../app/models/projects.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, kind, userId, count] = process.argv.slice(2)
if (!file || (kind !== 'materials' && kind !== 'projects') || !userId || !count)
  throw new Error('usage: quota-worker <db file> materials|projects <user id> <count>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', async () => {
  const outcomes: string[] = []
  for (let i = 0; i < Number(count); i++) {
    const values = { userId: Number(userId), title: `Carrera ${process.pid}-${i}` }
    outcomes.push(
      kind === 'materials'
        ? publishMaterial(db, { ...values, description: 'Publicado en carrera', priceCents: 100 }).status
        : (await createProject(db, { ...values, isPublic: true, images: [] })).status,
    )
  }
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
