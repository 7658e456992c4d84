// Starts the production build on a fresh database and uploads folder under tests/.tmp/e2e.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dir = path.resolve('tests/.tmp/e2e')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const server = spawn(process.execPath, ['server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_PATH: path.join(dir, 'redobra.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SESSION_SECRET: 'e2e-secret',
    APP_URL: `http://localhost:${process.env.PORT}`,
    // The tests give each one its own client address in X-Forwarded-For, as a proxy on this machine would.
    TRUST_PROXY: 'loopback',
    // Two worker processes on one database file, as production may run: every flow must pass
    // whichever process answers each request.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
    // The tests change the database directly and then read pages as visitors at once; the page
    // cache (tested on its own) could show them a page from before the change.
    PAGE_CACHE_TTL_MS: '0',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
