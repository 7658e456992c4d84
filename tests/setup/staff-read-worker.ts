// One of several processes reading the same conversation as staff again and again, each on its
// own connection to the same database file (see tests/integration/staff-conversations.test.ts).
// It opens the file, says "ready", waits for a line on stdin so all start together, reads the
// conversation the given number of times and prints how many readings answered and which errors came.
import { readConversationAsStaff } from '../../app/models/staff-conversations.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, staffId, staffEmail, conversationId, times] = process.argv.slice(2)
if (!file || !staffId || !staffEmail || !conversationId || !times) {
  throw new Error('usage: staff-read-worker <db file> <staff id> <staff e-mail> <conversation id> <times>')
}

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  let read = 0
  const errors: string[] = []
  for (let i = 0; i < Number(times); i++) {
    try {
      if (readConversationAsStaff(db, { id: Number(staffId), email: staffEmail }, Number(conversationId), 'Denuncia de un usuario')) read++
    } catch (error) {
      errors.push((error as Error).message)
    }
  }
  db.$client.close()
  process.stdout.write(`${JSON.stringify({ read, errors: [...new Set(errors)] })}\n`, () => process.exit(0))
})
