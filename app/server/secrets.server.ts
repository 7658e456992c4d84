import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env.server'
import { logEvent } from './log.server'

/**
 * Cookie-signing secrets. SESSION_SECRET wins; otherwise a random secret is created once and
 * kept beside the database, so a self-hosted `npm start` is secure with no configuration.
 */
function readSessionSecrets(): string[] {
  if (env.SESSION_SECRET)
    return env.SESSION_SECRET.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), 'session-secret')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  if (env.NODE_ENV === 'production') {
    logEvent('warn', 'session-secret-generated', { file })
  }
  return [fs.readFileSync(file, 'utf8').trim()]
}

export const sessionSecrets = readSessionSecrets()
