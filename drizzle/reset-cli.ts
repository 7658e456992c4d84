/**
 * npm run db:reset [-- --database PATH]
 * Deletes the database and the demo images, then recreates the schema and the demo data.
 */
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { imageStorage, imageStorageLocation } from '../app/server/image-storage.server'
import { openDatabase } from '../app/server/sqlite.server'
import { demoImageKeys, seedDemoData, type SeedSummary } from './seed/index'

function databaseArg(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--database') return argv[i + 1]
    if (arg.startsWith('--database=')) return arg.slice('--database='.length)
    throw new Error(`Unknown argument: ${arg}\nUsage: npm run db:reset -- [--database PATH]`)
  }
  return undefined
}

function printSummary(summary: SeedSummary) {
  for (const [name, value] of Object.entries(summary)) console.info(`  ${name.padEnd(14)} ${value}`)
}

async function main() {
  const file = databaseArg(process.argv.slice(2)) ?? process.env.DATABASE_PATH ?? './data/redobra.db'
  const started = performance.now()

  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) {
      fs.rmSync(file + suffix)
      console.info(`Deleted ${file + suffix}`)
    }
  }
  const keys = demoImageKeys()
  await Promise.all(keys.map((key) => imageStorage.delete(key)))
  console.info(`Deleted the ${keys.length} demo images in ${imageStorageLocation}`)

  const db = openDatabase(file)
  try {
    console.info(`Created ${file} and applied migrations`)
    const summary = await seedDemoData(db, { storage: imageStorage })
    db.$client.pragma('wal_checkpoint(TRUNCATE)')
    printSummary(summary)
    console.info(`Seeded demo data in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  } finally {
    db.$client.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
