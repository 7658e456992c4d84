import { BackupError } from '../app/server/backup.server'

/** Runs a command that takes one file argument and some flags; refusals exit with status 1. */
export function runCli(usage: string, knownFlags: string[], command: (args: [string], flags: Set<string>) => unknown) {
  const argv = process.argv.slice(2)
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')))
  const files = argv.filter((arg) => !arg.startsWith('--'))
  const unknown = [...flags].filter((flag) => !knownFlags.includes(flag))
  if (files.length !== 1 || unknown.length > 0) {
    console.error(`Usage: ${usage}`)
    process.exit(2)
  }
  Promise.resolve()
    .then(() => command([files[0] as string], flags))
    .catch((error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error)
      process.exit(1)
    })
}

export function printCounts(counts: Record<string, number>) {
  for (const [table, rows] of Object.entries(counts)) console.info(`  ${table.padEnd(10)} ${rows}`)
}
