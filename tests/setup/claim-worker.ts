// One of several processes racing on listing claims, each on its own connection to the same
// database file (see tests/integration/claims.test.ts). It opens the file, says "ready", waits
// for a line on stdin so all start together, then either approves a claim as a staff member or
// files a claim for a profile, and prints the outcome's status as JSON.
import { approveClaim, submitClaim } from '../../app/models/claims.server'
import { openDatabase } from '../../app/server/sqlite.server'

const [file, mode, first, second] = process.argv.slice(2)
if (!file || !first || !second || (mode !== 'approve' && mode !== 'submit')) {
  throw new Error('usage: claim-worker <db file> approve <staff id> <claim id> | submit <listing id> <profile id>')
}

const db = openDatabase(file)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const outcome =
    mode === 'approve'
      ? approveClaim(db, { id: Number(first), email: `staff-${first}@redobra.com.ar` }, Number(second))
      : submitClaim(db, {
          listingId: Number(first),
          profileId: Number(second),
          relation: 'titular',
          cuit: '20123456786',
          contactProof: '11 4321-4321',
        })
  db.$client.close()
  process.stdout.write(`${JSON.stringify(outcome.status)}\n`, () => process.exit(0))
})
