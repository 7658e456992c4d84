// One of several processes racing to suspend an account, each on its own connection to the same
// database file (see tests/integration/suspension.test.ts). It opens the file, says "ready",
// waits for a line on stdin so all start together, suspends the account as the given staff
// member and prints the outcome as JSON.
import { suspendAccount } from '../../app/models/suspension.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, staffId, staffEmail, userId] = process.argv.slice(2)
if (!file || !staffId || !staffEmail || !userId) throw new Error('usage: suspension-worker <db file> <staff id> <staff e-mail> <user id>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = suspendAccount(db, { id: Number(staffId), email: staffEmail }, { userId: Number(userId), reason: `Spam (${staffEmail})` })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
