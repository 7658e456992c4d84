import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect } from 'vitest'

/**
 * Starts one process of `worker` (a script in tests/setup) per argument list, each with its own
 * connection to the test database; waits until all have opened it and say "ready", then starts
 * them at once and returns what each printed as JSON.
 */
export async function raceProcesses<Result>(worker: string, argumentLists: string[][]): Promise<Result[]> {
  const script = path.resolve('tests/setup', worker)
  const children = argumentLists.map((args) =>
    spawn(process.execPath, ['--import', 'tsx', script, process.env.DATABASE_PATH!, ...args], { stdio: ['pipe', 'pipe', 'inherit'] }),
  )
  const readers = children.map((child) => {
    let buffer = ''
    const waiters: Array<(line: string) => void> = []
    const lines: string[] = []
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk
      let newline
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        const waiter = waiters.shift()
        if (waiter) waiter(line)
        else lines.push(line)
      }
    })
    return () => new Promise<string>((resolve) => (lines.length ? resolve(lines.shift()!) : waiters.push(resolve)))
  })
  expect(await Promise.all(readers.map((next) => next()))).toEqual(argumentLists.map(() => 'ready'))
  for (const child of children) child.stdin.end('go\n')
  const results = await Promise.all(readers.map((next) => next()))
  await Promise.all(
    children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))),
  )
  return results.map((line) => JSON.parse(line) as Result)
}
