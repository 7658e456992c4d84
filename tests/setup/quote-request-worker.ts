// One of several processes sending solicitudes at the same moment, each on its own connection to
// the same database file (see tests/integration/quote-requests.test.ts). It opens the file, says
// "ready", waits for a line on stdin so all start together, sends one request for each builder
// id given and prints the outcomes as JSON.
import { createQuoteRequest } from '../../app/models/quote-requests.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, ...builderIds] = process.argv.slice(2)
if (!file || builderIds.length === 0) throw new Error('usage: quote-request-worker <db file> <builder id>...')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcomes = builderIds.map((userId) => {
    const outcome = createQuoteRequest(db, {
      userId: Number(userId),
      title: `Techo en carrera ${process.pid}`,
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      place: 'Palermo',
      description: '',
      desiredStartOn: null,
      items: [{ description: 'Membrana', quantityHundredths: 4000, unit: 'm2' }],
      attachments: [],
    })
    return outcome.status
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
