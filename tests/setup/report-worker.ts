// One of several processes racing to report a review, each on its own connection to the same
// database file (see tests/integration/review-moderation.test.ts). It opens the file, says
// "ready", waits for a line on stdin so all start together, reports the review as the given
// user and prints the outcome as JSON.
import { reportReview } from '../../app/models/reviews.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, userId, reviewId] = process.argv.slice(2)
if (!file || !userId || !reviewId) throw new Error('usage: report-worker <db file> <user id> <review id>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = reportReview(db, { reviewId: Number(reviewId), userId: Number(userId), reason: 'Spam' }).status
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome)}\n`, () => process.exit(0))
})
