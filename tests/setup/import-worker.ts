// One of several processes importing the same CSV at once, each on its own connection to the
// same database file (see tests/integration/listing-import.test.ts). Arguments: the CSV file,
// the staff account's id and e-mail. It opens the database, says "ready", waits for a line on
// stdin so all start together, imports and prints how many rows it added as JSON.
import fs from 'node:fs'
import { importListings } from '../../app/models/listing-import.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, csvFile, staffId, staffEmail] = process.argv.slice(2)
if (!file || !csvFile || !staffId || !staffEmail) throw new Error('usage: import-worker <db file> <csv file> <staff id> <staff email>')

const db = openDatabase(file)
const bytes = fs.readFileSync(csvFile)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const { added } = importListings(db, { id: Number(staffId), email: staffEmail }, { bytes, fileName: 'carrera.csv' })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(added)}\n`, () => process.exit(0))
})
