// One of several server processes sweeping folded notifications at the same moment on the same
// database file (see tests/integration/notifications.test.ts): prints how many e-mails it sent.
import { sendFoldedNotifications } from '../../app/models/notifications.server'
import { queuedEmailsSent } from '../../app/server/email.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, now] = process.argv.slice(2)
if (!file || !now) throw new Error('usage: notification-sweep-worker <db file> <now in ms>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const sent = sendFoldedNotifications(db, Number(now))
  void queuedEmailsSent().then(() => {
    db.$client.close()
    process.stdout.write(`${JSON.stringify(sent)}\n`, () => process.exit(0))
  })
})
