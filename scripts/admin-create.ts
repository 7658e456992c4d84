/**
 * npm run admin:create -- EMAIL
 * Makes an existing account staff on the app's database (DATABASE_PATH), so it can open /admin.
 */
import { grantStaff } from '../app/models/accounts.server'
import { env } from '../app/server/env.server'
import { openDatabase } from '../app/server/sqlite.server'

const args = process.argv.slice(2)
if (args.length !== 1 || !args[0]?.trim()) {
  console.error('Uso: npm run admin:create -- CORREO')
  process.exit(2)
}

const db = openDatabase(env.DATABASE_PATH)
try {
  const result = grantStaff(db, args[0])
  switch (result.status) {
    case 'granted':
      console.info(`${result.email} ahora es parte del equipo: puede entrar a /admin (base de datos ${env.DATABASE_PATH}).`)
      break
    case 'already':
      console.info(`${result.email} ya era parte del equipo; no se cambió nada.`)
      break
    case 'no-account':
      console.error(
        `No hay ninguna cuenta con el correo ${result.email} en ${env.DATABASE_PATH}. Creala primero desde /auth?register=true.`,
      )
      process.exitCode = 1
  }
} finally {
  db.$client.close()
}
