// One of several processes guessing one account's password at once, each with its own connection
// to the same database file (see tests/integration/sign-in-lock.test.ts). It says "ready", waits
// for a line on stdin so all start together, checks the given passwords in parallel and prints
// the outcomes as JSON.
import { checkPassword } from '../../app/controllers/auth.server'

const [file, email, passwords] = process.argv.slice(2)
if (!file || !email || !passwords) throw new Error('usage: sign-in-worker <db file> <e-mail> <passwords, comma-separated>')
process.env.DATABASE_PATH = file

process.stdout.write('ready\n')
process.stdin.once('data', async () => {
  const outcomes = await Promise.all(passwords.split(',').map(async (password) => (await checkPassword(email, password)).status))
  process.stdout.write(`${JSON.stringify(outcomes)}\n`, () => process.exit(0))
})
