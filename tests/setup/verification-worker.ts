// One of several processes racing to send a CUIT check, each on its own connection to the same
// database file (see tests/integration/verification-provider.test.ts). It opens the file, says
// "ready", waits for a line on stdin so all start together, sends the CUIT for the given
// profile and prints the outcome as JSON.
import { submitCheck } from '../../app/models/verification.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, profileId, userId, cuit] = process.argv.slice(2)
if (!file || !profileId || !userId || !cuit) throw new Error('usage: verification-worker <db file> <profile id> <user id> <cuit>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome = submitCheck(db, {
    profileId: Number(profileId),
    userId: Number(userId),
    data: { kind: 'cuit', cuit, legalName: 'Razón social', taxCondition: 'Monotributo' },
  })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
