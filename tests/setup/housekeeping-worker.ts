// One of several server processes whose schedules fire at the same moment on the same database
// file (see tests/integration/housekeeping.test.ts): prints whether this one ran the housekeeping.
import { runHousekeeping } from '../../app/models/housekeeping.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file] = process.argv.slice(2)
if (!file) throw new Error('usage: housekeeping-worker <db file>')

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const ran = runHousekeeping(db)
  db.$client.close()
  process.stdout.write(`${JSON.stringify(ran)}\n`, () => process.exit(0))
})
