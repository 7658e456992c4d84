// One of several processes accepting offers of the same request at once, each on its own
// connection to the same database file (see tests/integration/quote-decisions.test.ts). It opens
// the file, says "ready", waits for a line on stdin so all start together, accepts the offer and
// prints the outcome's status as JSON.
import { acceptOffer } from '../../app/models/quote-decisions.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, requestId, offerId, revisionId] = process.argv.slice(2)
if (!file || !requestId || !offerId || !revisionId)
  throw new Error('usage: accept-offer-worker <db file> <request id> <offer id> <revision id>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = acceptOffer(db, { requestId: Number(requestId), offerId: Number(offerId), revisionId: Number(revisionId) })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
