/**
 * npm run db:backup -- FILE [--force]
 * A consistent copy of the live database (DATABASE_PATH), safe while the app serves and writes.
 */
import { backupDatabase } from '../app/server/backup.server'
import { env } from '../app/server/env.server'
import { printCounts, runCli } from './cli'

runCli('npm run db:backup -- FILE [--force]', ['--force'], async ([file], flags) => {
  const { bytes, counts, milliseconds } = await backupDatabase(env.DATABASE_PATH, file, { force: flags.has('--force') })
  console.info(`Backed up ${env.DATABASE_PATH} to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(milliseconds / 1000).toFixed(2)} s`)
  printCounts(counts)
})
