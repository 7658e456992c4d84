// One of several processes racing to publish or edit services of the same account, each on its
// own connection to the same database file (see tests/integration/listing-maintenance.test.ts).
// Each argument is "publish:sector/subsector" or "edit:<listing id>:sector/subsector"; it opens
// the file, says "ready", waits for a line on stdin so all start together, runs them and prints
// the outcomes as JSON.
import { publishListing, updateOwnListing } from '../../app/models/publishing.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, userId, ...operations] = process.argv.slice(2)
if (!file || !userId || operations.length === 0) throw new Error('usage: listing-worker <db file> <user id> <operation>...')

const db = openDatabase(file)
const SERVICE = { zona: 'CABA', localidad: 'Palermo', description: 'Servicio en carrera' }
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcomes = operations.map((operation) => {
    const [kind, ...rest] = operation.split(':')
    const [sector, subsector] = rest.at(-1)!.split('/') as [string, string]
    const input = { userId: Number(userId), sector, subsector, ...SERVICE }
    return (kind === 'edit' ? updateOwnListing(db, { ...input, listingId: Number(rest[0]) }) : publishListing(db, input)).status
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
