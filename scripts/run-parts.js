/**
 * Runs npm scripts one after another, stops after the first that fails, and prints how long each
 * took: `node scripts/run-parts.js typecheck lint test:unit`. Scripts joined by a comma run side
 * by side (`typecheck,lint`), each to its end: checks that each keep one core busy finish
 * together on two.
 */
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const run = (part) =>
  new Promise((resolve) => {
    const started = performance.now()
    const done = (ok) => resolve({ part, ms: performance.now() - started, ok })
    spawn('npm', ['run', '--silent', part], { stdio: 'inherit' })
      .on('error', () => done(false))
      .on('close', (status) => done(status === 0))
  })

const startedAll = performance.now()
const took = []
let failed = null
for (const group of process.argv.slice(2)) {
  const started = performance.now()
  const results = await Promise.all(group.split(',').map(run))
  took.push(...results.map(({ part, ms }) => [part, ms]))
  if (results.length > 1) took.push(['  side by side', performance.now() - started])
  failed = results.find((result) => !result.ok)?.part ?? null
  if (failed) break
}

const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`
const total = performance.now() - startedAll
console.info(`\n${took.map(([part, ms]) => `${part.padEnd(16)} ${minutes(ms).padStart(6)}`).join('\n')}`)
console.info(`${'in all'.padEnd(16)} ${minutes(total).padStart(6)}${failed ? `  (${failed} failed)` : ''}`)
process.exit(failed ? 1 : 0)
