// One of several processes racing on one request's offers, each on its own connection to the same
// database file (see tests/integration/offers.test.ts). It opens the file, says "ready", waits for
// a line on stdin so all start together, then sends an offer for a recipient or closes the request
// (as accepting or cancelling it does), and prints the outcome as JSON.
import { sql } from 'drizzle-orm'
import { submitOffer } from '../../app/models/offers.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, mode, id] = process.argv.slice(2)
if (!file || !id || (mode !== 'offer' && mode !== 'close'))
  throw new Error('usage: offer-worker <db file> offer <recipient id> | close <request id>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome =
    mode === 'offer'
      ? submitOffer(db, {
          recipientId: Number(id),
          lines: [{ description: 'Membrana', quantityHundredths: 4550, unit: 'm2', unitPriceCents: 1_234_567, kind: 'materiales' }],
          iva: { mode: 'incluido' },
          validUntil: '2099-12-31',
          durationDays: 10,
          paymentTerms: '',
          notes: '',
        })
      : db.transaction((tx) => {
          tx.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = ${Date.now()} WHERE id = ${Number(id)}`)
          return { status: 'closed-it' }
        })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome)}\n`, () => process.exit(0))
})
