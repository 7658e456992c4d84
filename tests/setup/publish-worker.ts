// One of several processes racing to publish services for the same account, each on its own
// connection to the same database file (see tests/integration/publishing.test.ts). It opens the
// file, says "ready", waits for a line on stdin so all start together, publishes in the given
// "sector/subsector" pairs as fast as it can and prints the outcomes as JSON.
import { publishListing } from '../../app/models/publishing.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, userId, pairs] = process.argv.slice(2)
if (!file || !userId || !pairs) throw new Error('usage: publish-worker <db file> <user id> <sector/subsector, comma-separated>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcomes = pairs.split(',').map((pair) => {
    const [sector, subsector] = pair.split('/') as [string, string]
    return publishListing(db, {
      userId: Number(userId),
      sector,
      subsector,
      // Under "otros" the second half is the typed subsector.
      subsectorOther: subsector,
      zona: 'CABA',
      localidad: 'Palermo',
      description: 'Servicio publicado en carrera',
    }).status
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
