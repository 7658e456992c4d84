// One of several staff members deciding the same verification check at once, each on its own
// connection to the same database file (see tests/integration/verification-review.test.ts). It
// opens the file, says "ready", waits for a line on stdin so all start together, approves the
// check and prints the outcome as JSON.
import { decideCheck } from '../../app/models/verification-review.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, staffId, staffEmail, checkId] = process.argv.slice(2)
if (!file || !staffId || !staffEmail || !checkId)
  throw new Error('usage: decide-check-worker <db file> <staff id> <staff e-mail> <check id>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = decideCheck(db, { id: Number(staffId), email: staffEmail }, { checkId: Number(checkId), decision: 'approve' })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
