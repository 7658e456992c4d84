import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Starts server.js with two worker processes on a fresh folder of its own (tests/.tmp/<name>),
 * for specs that need to watch or stop the server itself. `portOffset` keeps it off the port of
 * the suite's server; `env` adds to or overrides the defaults.
 */
export function startOwnServer(name: string, portOffset: number, env: Record<string, string> = {}) {
  const dir = path.resolve('tests/.tmp', name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + portOffset}`
  const database = path.join(dir, 'redobra.db')
  const server = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: new URL(origin).port,
      WEB_CONCURRENCY: '2',
      DATABASE_PATH: database,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SESSION_SECRET: `${name}-secret`,
      APP_URL: origin,
      ...env,
    },
  })
  return { server, origin, database }
}
