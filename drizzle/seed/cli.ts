/**
 * npm run db:seed [-- --listings N] [-- --materials N] [-- --database PATH]
 * The default size seeds the app database; any other size goes to ./data/redobra-N.db unless
 * --database says otherwise, so load tests never touch the app data.
 *
 * --if-empty is the start-up step (server.js runs it, built as build/seed/cli.js, before any worker
 * opens the database): it migrates an empty app database and loads the demo data into it, and does
 * nothing when the database has data, with SEED_DEMO_DATA=false or on a LiteFS replica.
 */
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { env } from '../../app/server/env.server'
import { logLine } from '../../server/log.js'
import { isLiteFsReplica, openDatabase } from '../../app/server/sqlite.server'
import * as schema from '../schema'
import { databaseIsEmpty } from './empty'
import type { SeedSummary } from './index'

const DEFAULT_LISTINGS = 420

function parseArgs(argv: readonly string[]) {
  let listings = DEFAULT_LISTINGS
  let materials = 0
  let database: string | undefined
  let ifEmpty = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [flag, inline] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, undefined]
    const value = () => inline ?? argv[++i]
    if (flag === '--listings') {
      const n = Number(value())
      if (!Number.isInteger(n) || n < 1) throw new Error('--listings expects a positive integer')
      listings = n
    } else if (flag === '--materials') {
      const n = Number(value())
      if (!Number.isInteger(n) || n < 0) throw new Error('--materials expects a whole number')
      materials = n
    } else if (flag === '--if-empty') {
      ifEmpty = true
    } else if (flag === '--database') {
      database = value()
      if (!database) throw new Error('--database expects a path')
    } else {
      throw new Error(`Unknown argument: ${arg}\nUsage: npm run db:seed -- [--listings N] [--materials N] [--database PATH] [--if-empty]`)
    }
  }
  return { listings, materials, database, ifEmpty }
}

function printSummary(summary: SeedSummary) {
  for (const [name, value] of Object.entries(summary)) console.info(`  ${name.padEnd(14)} ${value}`)
}

/** Read without migrating: on a start with data the server migrates, and the check stays quick. */
function holdsData(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const client = new Database(file, { readonly: true })
  try {
    return !databaseIsEmpty(drizzle(client, { schema }))
  } catch {
    // Tables not made yet: the full path below migrates and checks again.
    return false
  } finally {
    client.close()
  }
}

async function main() {
  const { listings, materials, database, ifEmpty } = parseArgs(process.argv.slice(2))
  const file = database ?? (listings === DEFAULT_LISTINGS ? env.DATABASE_PATH : `./data/redobra-${listings}.db`)
  if (ifEmpty && (!env.SEED_DEMO_DATA || isLiteFsReplica(file) || holdsData(file))) return
  const started = performance.now()
  const db = openDatabase(file)
  try {
    if (!databaseIsEmpty(db)) {
      if (ifEmpty) return
      console.error(`${file} already has data. Run \`npm run db:reset\` to start over with fresh demo data.`)
      process.exitCode = 1
      return
    }
    // Loaded only now: a start on a database that has data stays quick.
    const [{ seedDemoData, addMaterials }, { imageStorage, imageStorageLocation }] = await Promise.all([
      import('./index'),
      import('../../app/server/image-storage.server'),
    ])
    // Run by the server's start, it writes the server's log format: one JSON line.
    if (!ifEmpty) console.info(`Seeding ${file} with ${listings} listings (images in ${imageStorageLocation})...`)
    const summary = await seedDemoData(db, { listings, storage: imageStorage })
    if (materials > 0) {
      addMaterials(db, materials)
      summary.materials += materials
    }
    db.$client.pragma('wal_checkpoint(TRUNCATE)')
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (ifEmpty) logLine('info', 'demo-data-seeded', { seconds: Number(seconds), ...summary })
    else {
      printSummary(summary)
      console.info(`Done in ${seconds} s.`)
    }
  } finally {
    db.$client.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
