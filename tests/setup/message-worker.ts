// One of several processes posting the same message form at once (a double click that reached
// two server processes), each on its own connection to the same database file (see
// tests/integration/conversations.test.ts). It says "ready", waits for a line on stdin so all
// start together, posts once and prints the outcome as JSON.
import { postMessage } from '../../app/models/conversations.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, conversationId, senderUserId, otherUserId, key] = process.argv.slice(2)
if (!file || !conversationId || !senderUserId || !otherUserId || !key) {
  throw new Error('usage: message-worker <db file> <conversation id> <sender id> <other side id> <key>')
}

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = postMessage(db, {
    conversationId: Number(conversationId),
    senderUserId: Number(senderUserId),
    side: 'requester',
    otherUserId: Number(otherUserId),
    body: 'Dos clics, un mensaje.',
    idempotencyKey: key,
    documents: [],
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
