// One of several processes racing to review a provider, each on its own connection to the same
// database file (see tests/integration/reviews-belong-to-the-provider.test.ts). It opens the
// file, says "ready", waits for a line on stdin so all start together, reviews the given
// listings as the given user and prints the outcomes as JSON.
import { addReview } from '../../app/models/reviews.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, userId, listingIds] = process.argv.slice(2)
if (!file || !userId || !listingIds) throw new Error('usage: review-worker <db file> <user id> <listing ids, comma-separated>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcomes = listingIds
    .split(',')
    .map((listingId) => addReview(db, { userId: Number(userId), listingId: Number(listingId), rating: 4 }).status)
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
