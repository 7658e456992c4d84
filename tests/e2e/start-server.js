// Starts the production build on a fresh database and uploads folder under tests/.tmp/e2e.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dir = path.resolve('tests/.tmp/e2e')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const server = spawn(process.execPath, ['node_modules/@remix-run/serve/dist/cli.js', './build/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_PATH: path.join(dir, 'redobra.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SESSION_SECRET: 'e2e-secret',
    APP_URL: `http://localhost:${process.env.PORT}`,
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
