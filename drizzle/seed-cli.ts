/**
 * npm run db:seed [-- --listings N] [-- --database PATH]
 * The default size seeds the app database; any other size goes to ./data/redobra-N.db unless
 * --database says otherwise, so load tests never touch the app data.
 */
import { performance } from 'node:perf_hooks'
import { imageStorage, imageStorageLocation } from '../app/server/image-storage.server'
import { openDatabase } from '../app/server/sqlite.server'
import { databaseIsEmpty, seedDemoData, type SeedSummary } from './seed'

const DEFAULT_LISTINGS = 420

function parseArgs(argv: readonly string[]) {
  let listings = DEFAULT_LISTINGS
  let database: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [flag, inline] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, undefined]
    const value = () => inline ?? argv[++i]
    if (flag === '--listings') {
      const n = Number(value())
      if (!Number.isInteger(n) || n < 1) throw new Error('--listings expects a positive integer')
      listings = n
    } else if (flag === '--database') {
      database = value()
      if (!database) throw new Error('--database expects a path')
    } else {
      throw new Error(`Unknown argument: ${arg}\nUsage: npm run db:seed -- [--listings N] [--database PATH]`)
    }
  }
  return { listings, database }
}

function printSummary(summary: SeedSummary) {
  for (const [name, value] of Object.entries(summary)) console.info(`  ${name.padEnd(14)} ${value}`)
}

async function main() {
  const { listings, database } = parseArgs(process.argv.slice(2))
  const file =
    database ??
    (listings === DEFAULT_LISTINGS ? (process.env.DATABASE_PATH ?? './data/redobra.db') : `./data/redobra-${listings}.db`)
  const started = performance.now()
  const db = openDatabase(file)
  try {
    if (!databaseIsEmpty(db)) {
      console.error(`${file} already has data. Run \`npm run db:reset\` to start over with fresh demo data.`)
      process.exitCode = 1
      return
    }
    console.info(`Seeding ${file} with ${listings} listings (images in ${imageStorageLocation})...`)
    const summary = await seedDemoData(db, { listings, storage: imageStorage })
    db.$client.pragma('wal_checkpoint(TRUNCATE)')
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    printSummary(summary)
    console.info(`Done in ${seconds} s.`)
  } finally {
    db.$client.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
