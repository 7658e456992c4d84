/**
 * Runs npm scripts one after another, stops at the first that fails, and prints how long each
 * took: `node scripts/run-parts.js typecheck lint test:unit`.
 */
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const parts = process.argv.slice(2)
const took = []
let failed = null
for (const part of parts) {
  const started = performance.now()
  const { status } = spawnSync('npm', ['run', '--silent', part], { stdio: 'inherit' })
  took.push([part, performance.now() - started])
  if (status !== 0) {
    failed = part
    break
  }
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`
const total = took.reduce((sum, [, ms]) => sum + ms, 0)
console.info(`\n${took.map(([part, ms]) => `${part.padEnd(16)} ${minutes(ms).padStart(6)}`).join('\n')}`)
console.info(`${'in all'.padEnd(16)} ${minutes(total).padStart(6)}${failed ? `  (${failed} failed)` : ''}`)
process.exit(failed ? 1 : 0)
