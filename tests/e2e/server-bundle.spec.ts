/*
 * The server bundle Remix loads (build/index.js) holds none of the demo seed: its word lists,
 * drawings and password are in build/seed/, the program server.js runs before the app starts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../../drizzle/seed'

// Each from a different part of the seed: an account, a business name, the image drawing.
const SEED_MARKS = [DEMO_PASSWORD, 'Hormigones del Oeste', 'materialSvg']

function readTree(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}

test('the server bundle holds no demo seed code; the seed program beside it does', () => {
  const server = fs.readFileSync('build/index.js', 'utf8')
  const seed = readTree('build/seed')
  for (const mark of SEED_MARKS) {
    expect(seed).toContain(mark)
    expect(server).not.toContain(mark)
  }
  const { inputs } = JSON.parse(fs.readFileSync('build/metafile.server.json', 'utf8')) as { inputs: Record<string, unknown> }
  expect(Object.keys(inputs).filter((input) => input.startsWith('drizzle/seed'))).toEqual([])
})
