// A client of the database in another process, as the app would be during a backup: it inserts
// listings one committed transaction at a time, yielding to the event loop between them, until a
// line arrives on stdin; then it prints how many it inserted.
import { openDatabase } from '../../app/server/sqlite.server'
import { createListing } from './factories'

const [file] = process.argv.slice(2)
if (!file) throw new Error('usage: backup-writer <db file>')

const db = openDatabase(file)
let inserted = 0
let stopped = false
process.stdin.once('data', () => (stopped = true))
process.stdout.write('ready\n')
;(function write() {
  if (stopped) {
    db.$client.close()
    process.stdout.write(`${JSON.stringify({ inserted })}\n`)
    return
  }
  createListing(db, { businessName: `Escritura ${++inserted}` })
  setImmediate(write)
})()
