// One of several processes counting the same viewer's view of the same listing at once, each on
// its own connection to the same database file (see tests/integration/listing-events.test.ts).
// It opens the file, says "ready", waits for a line on stdin so all start together, records the
// view and prints how many rows it added.
import { recordListingEvents } from '../../app/models/listing-events.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, listingId, day, viewerHash] = process.argv.slice(2)
if (!file || !listingId || !day || !viewerHash) throw new Error('usage: listing-event-worker <db file> <listing id> <day> <viewer hash>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const result = recordListingEvents(db, {
    listingIds: [Number(listingId)],
    kind: 'view',
    day,
    viewerHash,
    addressHash: viewerHash,
    viewerUserId: null,
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0))
})
