// One of several processes racing to add favourites for the same account, each on its own
// connection to the same database file (see tests/integration/favorites.test.ts). It opens the
// file, says "ready", waits for a line on stdin so all start together, adds its listings as fast
// as it can and prints the outcomes as JSON.
import { addFavorite } from '../../app/models/favorites.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, userId, listingIds] = process.argv.slice(2)
if (!file || !userId || !listingIds) throw new Error('usage: add-favorites-worker <db file> <user id> <listing ids, comma-separated>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcomes = listingIds.split(',').map((id) => addFavorite(db, { userId: Number(userId), listingId: Number(id) }).status)
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
