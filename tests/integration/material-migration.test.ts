import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterEach, expect, test } from 'vitest'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A database in the shape before migration `tag`, and a function that applies the rest. */
function databaseBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-migration-'))
  dirs.push(dir)
  const folder = path.join(dir, 'migrations')
  fs.cpSync('migrations', folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const full = journal.entries
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: full.filter((entry) => entry.tag < tag) }))
  const sqlite = new Database(path.join(dir, 'old.db'))
  sqlite.pragma('foreign_keys = ON')
  const db = drizzle(sqlite)
  migrate(db, { migrationsFolder: folder })
  return {
    sqlite,
    migrateRest() {
      fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: full }))
      migrate(db, { migrationsFolder: folder })
    },
  }
}

test('migration 0028 keeps every material with its price, gives each a category by its words and the defaults the spec names', () => {
  const { sqlite, migrateRest } = databaseBefore('0028')
  sqlite.exec(`
    INSERT INTO users (id, email, password_hash) VALUES (1, 'corralon@obra.com.ar', 'x'), (2, 'ana@obra.com.ar', 'x');
    INSERT INTO materials (id, user_id, title, description, price_cents, image_path, location, created_at, updated_at) VALUES
      (1, 1, 'Cemento Loma Negra', 'Bolsa de 50 kg', 1234567, 'materials/a.webp', 'Morón', 1000, 1700000000000),
      (2, 1, 'Placa Durlock 12,5 mm', 'Placa de yeso estándar', 999999, NULL, NULL, 2000, 1700000001000),
      (3, 1, 'Oferta del mes', 'Ladrillos huecos 12x18x33 por pallet', 5, NULL, NULL, 3000, 1700000002000),
      (4, 1, 'Hormigonera 130 litros', 'Poco uso', 45000000, NULL, NULL, 4000, 1700000003000),
      (5, 1, 'Lote variado', 'Cosas que sobraron', 0, NULL, NULL, 5000, 1700000004000);
    INSERT INTO conversations (id, requester_user_id, provider_user_id, material_id, subject) VALUES (1, 2, 1, 1, 'Consulta por Cemento Loma Negra');
  `)
  migrateRest()

  const rows = sqlite
    .prepare(
      `SELECT id, title, description, price_cents AS priceCents, (SELECT path FROM material_photos WHERE material_id = materials.id) AS imagePath, location, category, unit, iva_mode AS ivaMode,
              iva_rate_bp AS ivaRateBp, invoice_a AS invoiceA, availability, lead_days AS leadDays, condition, status,
              price_confirmed_at AS priceConfirmedAt, created_at AS createdAt
       FROM materials ORDER BY id`,
    )
    .all()
  expect(rows).toEqual([
    expect.objectContaining({
      id: 1,
      title: 'Cemento Loma Negra',
      priceCents: 1234567,
      // Its image became its first photo (migration 0032).
      imagePath: 'materials/a.webp',
      // Its place became 'Retiro en' (migration 0031, below).
      location: null,
      category: 'aridos-y-cementos',
    }),
    expect.objectContaining({ id: 2, priceCents: 999999, category: 'placas-y-perfiles' }),
    // Found by its description when the title says nothing.
    expect.objectContaining({ id: 3, priceCents: 5, category: 'ladrillos-y-bloques' }),
    // A mixer is a tool, though its name starts like concrete.
    expect.objectContaining({ id: 4, category: 'herramientas-y-equipos' }),
    expect.objectContaining({ id: 5, priceCents: 0, category: 'otros' }),
  ])
  for (const row of rows as Record<string, unknown>[]) {
    expect(row).toMatchObject({
      unit: 'unidad',
      ivaMode: 'incluido',
      ivaRateBp: null,
      invoiceA: 0,
      availability: 'en_stock',
      leadDays: null,
      condition: 'nuevo',
      status: 'publicado',
    })
  }
  // 'Precio al' is the last update.
  expect((rows as { priceConfirmedAt: number }[]).map((row) => row.priceConfirmedAt)).toEqual([
    1700000000000, 1700000001000, 1700000002000, 1700000003000, 1700000004000,
  ])
  // The conversation about a material still names it.
  expect(sqlite.prepare('SELECT material_id AS materialId FROM conversations WHERE id = 1').get()).toEqual({ materialId: 1 })
  // The search index holds the migrated materials, by their category's name too.
  const match = (term: string) =>
    sqlite
      .prepare('SELECT rowid AS id FROM materials_fts WHERE materials_fts MATCH ? ORDER BY rowid')
      .all(`"${term}"`)
      .map((row) => (row as { id: number }).id)
  expect(match('cemento')).toEqual([1])
  expect(match('construccion en seco')).toEqual([2])

  // A row written later without 'Precio al' gets its creation time, and the rules hold.
  sqlite.exec(
    `INSERT INTO materials (id, user_id, title, category, description, price_cents, created_at) VALUES (6, 1, 'Arena', 'aridos-y-cementos', 'x', 100, 7000)`,
  )
  expect(sqlite.prepare('SELECT price_confirmed_at AS at FROM materials WHERE id = 6').get()).toEqual({ at: 7000 })
  const refused = [
    `UPDATE materials SET iva_mode = 'mas_iva' WHERE id = 6`,
    `UPDATE materials SET iva_mode = 'mas_iva', iva_rate_bp = 2000 WHERE id = 6`,
    `UPDATE materials SET availability = 'a_pedido' WHERE id = 6`,
    `UPDATE materials SET availability = 'a_pedido', lead_days = 91 WHERE id = 6`,
    `UPDATE materials SET status = 'vendido' WHERE id = 6`,
    `UPDATE materials SET category = 'ferreteria' WHERE id = 6`,
    `UPDATE materials SET unit = 'docena' WHERE id = 6`,
    `UPDATE materials SET content = '${'x'.repeat(41)}' WHERE id = 6`,
    `UPDATE materials SET condition = 'reciclado' WHERE id = 6`,
  ]
  for (const statement of refused) expect(() => sqlite.exec(statement), statement).toThrow(/CHECK constraint failed/)
  sqlite.close()
})

test("migration 0031 turns a free-text place that names a localidad into 'Retiro en', and keeps any other text as it was", () => {
  const { sqlite, migrateRest } = databaseBefore('0031')
  sqlite.exec(`
    INSERT INTO users (id, email, password_hash) VALUES (1, 'corralon@obra.com.ar', 'x');
    INSERT INTO materials (id, user_id, title, description, price_cents, location) VALUES
      (1, 1, 'Cemento', 'Bolsa', 100, 'Morón'),
      (2, 1, 'Arena', 'm3', 100, 'palermo, CABA'),
      (3, 1, 'Cal', 'Bolsa', 100, 'Cerca de la estación'),
      (4, 1, 'Yeso', 'Bolsa', 100, NULL),
      (5, 1, 'Hierro', 'Barra', 100, '  Villa Crespo '),
      (6, 1, 'Malla', 'Rollo', 100, 'Morón, Av. Rivadavia 18000 (timbre 3)'),
      (7, 1, 'Cemento', 'Bolsa', 100, 'Palermo, Capital Federal');
  `)
  migrateRest()
  expect(
    sqlite
      .prepare(`SELECT id, location, pickup_zona AS zona, pickup_localidad AS localidad, delivery_cost AS cost FROM materials ORDER BY id`)
      .all(),
  ).toEqual([
    { id: 1, location: null, zona: 'GBA Oeste', localidad: 'Morón', cost: null },
    { id: 2, location: null, zona: 'CABA', localidad: 'Palermo', cost: null },
    { id: 3, location: 'Cerca de la estación', zona: null, localidad: null, cost: null },
    { id: 4, location: null, zona: null, localidad: null, cost: null },
    { id: 5, location: null, zona: 'CABA', localidad: 'Villa Crespo', cost: null },
    // An address after the comma is the seller's words: kept as they are.
    { id: 6, location: 'Morón, Av. Rivadavia 18000 (timbre 3)', zona: null, localidad: null, cost: null },
    { id: 7, location: null, zona: 'CABA', localidad: 'Palermo', cost: null },
  ])
  // The rules are the database's too: a cost with an amount needs it, a localidad needs its zone.
  expect(() => sqlite.exec(`UPDATE materials SET delivery_cost = 'fijo' WHERE id = 1`)).toThrow(/CHECK/)
  expect(() => sqlite.exec(`UPDATE materials SET delivery_cost_cents = 500 WHERE id = 1`)).toThrow(/CHECK/)
  expect(() => sqlite.exec(`UPDATE materials SET pickup_zona = NULL WHERE id = 1`)).toThrow(/CHECK/)
  expect(() => sqlite.exec(`UPDATE materials SET pickup_zona = 'Patagonia', pickup_localidad = 'X' WHERE id = 1`)).toThrow(/CHECK/)
  sqlite.exec(`UPDATE materials SET delivery_cost = 'sin_cargo_desde', delivery_cost_cents = 15000000 WHERE id = 1`)
})
