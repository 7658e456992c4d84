/**
 * npm run db:restore -- FILE
 * Checks a backup and replaces the database at DATABASE_PATH with it; the app must be stopped.
 */
import { restoreDatabase } from '../app/server/backup.server'
import { env } from '../app/server/env.server'
import { printCounts, runCli } from './cli'

runCli('npm run db:restore -- FILE', [], ([file]) => {
  const { counts, previous } = restoreDatabase(file, env.DATABASE_PATH)
  console.info(`Restored ${file} to ${env.DATABASE_PATH} (integrity ok, migrations level known to this code)`)
  printCounts(counts)
  if (previous) console.info(`The previous database is kept as ${previous}; to undo, stop the app and move it back.`)
})
