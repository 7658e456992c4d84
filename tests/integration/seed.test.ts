import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type Db } from '../../app/server/sqlite.server'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT, REVIEW_COMMENT_MAX } from '../../app/constants'
import { SECTORS, ZONES, getZona, isLocalidadOf, type Zone } from '../../app/taxonomy'
import { findListings } from '../../app/models/listings.server'
import { referencePrice } from '../../app/models/materials.server'
import { areaFilterOf } from '../../app/models/service-areas.server'
import { localDiskStorage } from '../../app/server/image-storage.server'
import { checkCuit } from '../../app/utils/cuit'
import { buenosAiresToday, checkState } from '../../app/utils/verification'
import { DEMO_ACCOUNTS, seedDemoData, type SeedSummary } from '../../drizzle/seed'

const SEED_TIMEOUT_MS = 60_000
const MAX_IMAGE_BYTES = 60 * 1024
/** The seed's clock for materials' 'Precio al', the same for both seeds of the determinism test. */
const SEEDED_AT = Date.parse('2026-11-29T12:00:00-03:00')

const tempFiles: string[] = []
const openDbs: Db[] = []
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-uploads-'))
const storage = localDiskStorage(uploadsDir)

function freshDatabase(label: string): Db {
  const file = path.join(os.tmpdir(), `seed-test-${process.pid}-${Date.now()}-${label}.db`)
  tempFiles.push(file)
  const db = openDatabase(file)
  openDbs.push(db)
  return db
}

function all<T>(db: Db, query: string, ...params: unknown[]): T[] {
  return db.$client.prepare(query).all(...params) as T[]
}

function count(db: Db, query: string, ...params: unknown[]): number {
  const row = db.$client
    .prepare(query)
    .pluck()
    .get(...params)
  return Number(row)
}

let db: Db
let summary: SeedSummary

beforeAll(async () => {
  db = freshDatabase('main')
  summary = await seedDemoData(db, { storage, now: SEEDED_AT })
}, SEED_TIMEOUT_MS)

afterAll(() => {
  for (const open of openDbs) open.$client.close()
  for (const file of tempFiles) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  }
  fs.rmSync(uploadsDir, { recursive: true, force: true })
})

describe('seedDemoData', () => {
  test("its materials show every state of spec/materials.md, and the bricks sold by the unit a 'Precio de referencia'", () => {
    const rows = db.$client
      .prepare(
        'SELECT id, status, availability, condition, iva_mode AS ivaMode, invoice_a AS invoiceA, price_confirmed_at AS at FROM materials',
      )
      .all() as { id: number; status: string; availability: string; condition: string; ivaMode: string; invoiceA: number; at: number }[]
    const ageInDays = (at: number) => (SEEDED_AT - at) / 86_400_000
    expect(rows.filter((row) => ageInDays(row.at) > 30 && ageInDays(row.at) <= 90).length, 'to confirm').toBeGreaterThan(0)
    expect(rows.filter((row) => ageInDays(row.at) > 90).length, 'out of the lists').toBeGreaterThan(0)
    for (const [column, value] of [
      ['status', 'vendido'],
      ['availability', 'a_pedido'],
      ['availability', 'sin_stock'],
      ['condition', 'sobrante'],
      ['condition', 'usado'],
      ['ivaMode', 'mas_iva'],
    ] as const) {
      expect(
        rows.some((row) => row[column] === value),
        `${column} ${value}`,
      ).toBe(true)
    }
    const brick = db.get<{ id: number; category: 'ladrillos-y-bloques'; unit: 'unidad'; content: null }>(
      sql`SELECT id, category, unit, content FROM materials WHERE title = 'Ladrillo hueco 18x18x33'`,
    )
    expect(referencePrice(db, brick, SEEDED_AT)).toMatchObject({ count: 5 })
  })

  test('returns counts that match the tables', () => {
    expect(summary.listings).toBeGreaterThanOrEqual(400)
    expect(count(db, 'SELECT count(*) FROM listings')).toBe(summary.listings)
    expect(count(db, 'SELECT count(*) FROM users')).toBe(summary.users)
    expect(count(db, 'SELECT count(*) FROM provider_profiles')).toBe(summary.profiles)
    expect(count(db, 'SELECT count(*) FROM reviews')).toBe(summary.reviews)
    expect(count(db, 'SELECT count(*) FROM favorites')).toBe(summary.favorites)
    expect(count(db, 'SELECT count(*) FROM materials')).toBe(summary.materials)
    expect(count(db, 'SELECT count(*) FROM projects')).toBe(summary.projects)
    expect(count(db, 'SELECT count(*) FROM project_images')).toBe(summary.projectImages)
    expect(summary.reviews).toBeGreaterThan(400)
    expect(summary.materials).toBeGreaterThanOrEqual(30)
    expect(summary.projects).toBeGreaterThanOrEqual(20)
  })

  test('every sector, subsector and zone has active listings', () => {
    for (const sector of SECTORS) {
      for (const subsector of sector.subsectors) {
        const n = count(
          db,
          'SELECT count(*) FROM listings WHERE is_active = 1 AND sector_slug = ? AND subsector_slug = ?',
          sector.slug,
          subsector.slug,
        )
        expect(n, `${sector.slug}/${subsector.slug}`).toBeGreaterThan(0)
      }
    }
    for (const zone of ZONES) {
      expect(count(db, 'SELECT count(*) FROM listings WHERE is_active = 1 AND zona = ?', zone), zone).toBeGreaterThan(0)
    }
  })

  test("the spec's example page, 'Mampostería y Durlock en La Matanza', lists active providers of each kind", () => {
    const page = findListings(db, { sectorSlug: 'mamposteria', area: areaFilterOf(getZona('la-matanza')!) })
    expect(page.total).toBeGreaterThanOrEqual(3)
    expect(page.items.map((item) => item.subsector.slug)).toEqual(
      expect.arrayContaining(['corralones', 'construccion-en-seco', 'albanileria']),
    )
  })

  test('every division of the sectors that use divisions has a listing', () => {
    for (const sector of SECTORS.filter((s) => s.usesDivisions)) {
      for (const subsector of sector.subsectors) {
        for (const division of subsector.divisions) {
          const n = count(
            db,
            'SELECT count(*) FROM listings WHERE sector_slug = ? AND subsector_slug = ? AND division_slug = ?',
            sector.slug,
            subsector.slug,
            division.slug,
          )
          expect(n, `${sector.slug}/${subsector.slug}/${division.slug}`).toBeGreaterThan(0)
        }
      }
    }
  })

  test('division is set exactly when the subsector has divisions', () => {
    for (const sector of SECTORS) {
      for (const subsector of sector.subsectors) {
        const wrong = count(
          db,
          `SELECT count(*) FROM listings WHERE sector_slug = ? AND subsector_slug = ? AND division_slug IS ${
            subsector.divisions.length > 0 ? '' : 'NOT '
          }NULL`,
          sector.slug,
          subsector.slug,
        )
        expect(wrong, `${sector.slug}/${subsector.slug}`).toBe(0)
      }
    }
  })

  test('listings sit in a real localidad of their zone', () => {
    const rows = all<{ zona: Zone; localidad: string }>(db, 'SELECT DISTINCT zona, localidad FROM listings')
    for (const row of rows) expect(isLocalidadOf(row.zona, row.localidad), `${row.zona}/${row.localidad}`).toBe(true)
  })

  test('mixes unclaimed, claimed and inactive listings', () => {
    const total = summary.listings
    const claimed = count(db, 'SELECT count(*) FROM listings WHERE profile_id IS NOT NULL')
    const inactive = count(db, 'SELECT count(*) FROM listings WHERE is_active = 0')
    expect(claimed / total).toBeGreaterThan(0.2)
    expect(claimed / total).toBeLessThan(0.4)
    expect(inactive).toBeGreaterThan(0)
    expect(inactive / total).toBeLessThan(0.1)
    expect(count(db, 'SELECT count(*) FROM listings WHERE claimed = 1')).toBe(claimed)
  })

  test('claimed listings carry their profile business name and respect the free subsector limit', () => {
    expect(
      count(db, 'SELECT count(*) FROM listings l JOIN provider_profiles p ON p.id = l.profile_id WHERE l.business_name != p.business_name'),
    ).toBe(0)
    expect(
      count(
        db,
        `SELECT count(*) FROM listings l JOIN provider_profiles p ON p.id = l.profile_id
         WHERE p.user_role != 'proveedor' OR l.is_premium != (p.plan_type = 'premium')`,
      ),
    ).toBe(0)
    const overLimit = count(
      db,
      `SELECT count(*) FROM (
         SELECT p.id FROM provider_profiles p JOIN listings l ON l.profile_id = p.id
         WHERE p.plan_type = 'free'
         GROUP BY p.id HAVING count(DISTINCT l.sector_slug || '/' || l.subsector_slug) > ?)`,
      FREE_SUBSECTORS_LIMIT,
    )
    expect(overLimit).toBe(0)
  })

  test('has no dangling foreign keys', () => {
    expect(all(db, 'PRAGMA foreign_key_check')).toEqual([])
  })

  test('the demo accounts exist with their role and plan, and every user has one profile', () => {
    const account = (email: string) =>
      db.$client
        .prepare(
          `SELECT u.id, u.email_verified_at AS verifiedAt, p.user_role AS role, p.plan_type AS plan,
                  p.verified, p.plan_updated_at AS planUpdatedAt, p.business_name AS businessName,
                  p.contact_person AS contactPerson, p.phone, p.address, p.description
           FROM users u JOIN provider_profiles p ON p.user_id = u.id WHERE u.email = ?`,
        )
        .get(email) as Record<string, unknown> | undefined

    const builder = account(DEMO_ACCOUNTS.builder)
    expect(builder).toMatchObject({ role: 'constructor' })
    expect(builder?.verifiedAt).not.toBeNull()

    const free = account(DEMO_ACCOUNTS.freeProvider)
    expect(free).toMatchObject({ role: 'proveedor', plan: 'free', verified: 1 })
    for (const field of ['verifiedAt', 'businessName', 'contactPerson', 'phone', 'address', 'description']) {
      expect(free?.[field], field).toBeTruthy()
    }
    const freeSubsectors = all<{ subsector: string }>(
      db,
      `SELECT DISTINCT l.subsector_slug AS subsector FROM listings l JOIN provider_profiles p ON p.id = l.profile_id
       WHERE p.user_id = ?`,
      free?.id,
    )
    expect(count(db, 'SELECT count(*) FROM listings l JOIN provider_profiles p ON p.id = l.profile_id WHERE p.user_id = ?', free?.id)).toBe(
      2,
    )
    expect(freeSubsectors).toHaveLength(2)

    const premium = account(DEMO_ACCOUNTS.premiumProvider)
    expect(premium).toMatchObject({ role: 'proveedor', plan: 'premium', verified: 1 })
    expect(premium?.planUpdatedAt).not.toBeNull()
    expect(premium?.verifiedAt).not.toBeNull()
    expect(
      count(
        db,
        `SELECT count(DISTINCT l.subsector_slug) FROM listings l JOIN provider_profiles p ON p.id = l.profile_id
         WHERE p.user_id = ?`,
        premium?.id,
      ),
    ).toBeGreaterThanOrEqual(3)

    expect(count(db, 'SELECT count(*) FROM users u LEFT JOIN provider_profiles p ON p.user_id = u.id WHERE p.id IS NULL')).toBe(0)
    expect(count(db, 'SELECT count(*) FROM users WHERE email != lower(email)')).toBe(0)
  })

  test('the staff account: staff, signed in like anyone (a profile), the only staff', () => {
    expect(all(db, 'SELECT email FROM users WHERE is_staff = 1')).toEqual([{ email: DEMO_ACCOUNTS.staff }])
    expect(
      count(db, 'SELECT count(*) FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = ?', DEMO_ACCOUNTS.staff),
    ).toBe(1)
  })

  test("'Perfil Verificado' rests on approved CUIT and Domicilio checks with valid, distinct CUITs", () => {
    const verified = all<{ id: number; contact: string; phone: string; address: string; description: string; name: string }>(
      db,
      `SELECT id, contact_person AS contact, phone, address, description, business_name AS name FROM provider_profiles WHERE verified = 1`,
    )
    expect(verified.length).toBeGreaterThan(10)
    for (const profile of verified) {
      for (const field of ['name', 'contact', 'phone', 'address', 'description'] as const)
        expect(profile[field]?.trim(), field).toBeTruthy()
      const approved = all<{ kind: string }>(
        db,
        `SELECT kind FROM verification_checks WHERE profile_id = ? AND status = 'approved'`,
        profile.id,
      )
      expect(approved.map((c) => c.kind)).toEqual(expect.arrayContaining(['cuit', 'domicilio']))
    }
    const cuits = all<{ cuit: string }>(db, `SELECT cuit FROM verification_checks WHERE kind = 'cuit'`).map((c) => c.cuit)
    expect(new Set(cuits).size).toBe(cuits.length)
    for (const cuit of cuits) expect(checkCuit(cuit), cuit).toMatchObject({ ok: true })
    // A provider that is not verified has no approved CUIT and Domicilio pair.
    expect(
      count(
        db,
        `SELECT count(*) FROM provider_profiles p WHERE p.verified = 0
           AND (SELECT count(*) FROM verification_checks c WHERE c.profile_id = p.id AND c.status = 'approved' AND c.kind IN ('cuit', 'domicilio')) = 2`,
      ),
    ).toBe(0)
  })

  test('every trust state is in the demo: fully verified, expired insurance, in review, a pending claim, a reported review, audit rows', () => {
    const today = buenosAiresToday()
    const statesOf = (email: string) =>
      Object.fromEntries(
        all<{ kind: string; status: 'pending' | 'approved' | 'rejected'; expiresOn: string | null }>(
          db,
          `SELECT c.kind, c.status, c.expires_on AS expiresOn FROM verification_checks c
             JOIN provider_profiles p ON p.id = c.profile_id JOIN users u ON u.id = p.user_id WHERE u.email = ?`,
          email,
        ).map((check) => [check.kind, checkState(check, today)]),
      )
    expect(statesOf(DEMO_ACCOUNTS.premiumProvider)).toEqual({
      cuit: 'Aprobada',
      domicilio: 'Aprobada',
      matricula: 'Aprobada',
      seguro: 'Aprobada',
    })
    expect(statesOf(DEMO_ACCOUNTS.freeProvider)).toEqual({ cuit: 'Aprobada', domicilio: 'Aprobada', seguro: 'Vencida' })
    expect(count(db, `SELECT count(*) FROM verification_checks WHERE status = 'pending'`)).toBeGreaterThanOrEqual(1)

    const claim = db.$client
      .prepare(
        `SELECT l.profile_id AS listingOwner, u.email FROM listing_claims c JOIN listings l ON l.id = c.listing_id
           JOIN provider_profiles p ON p.id = c.profile_id JOIN users u ON u.id = p.user_id WHERE c.status = 'pending'`,
      )
      .all()
    expect(claim).toEqual([{ listingOwner: null, email: DEMO_ACCOUNTS.freeProvider }])

    const reported = all<{ reports: number; hidden: number | null }>(
      db,
      'SELECT count(*) AS reports, r.hidden_at AS hidden FROM review_reports x JOIN reviews r ON r.id = x.review_id GROUP BY x.review_id',
    )
    expect(reported).toEqual([{ reports: 2, hidden: null }])

    expect(count(db, `SELECT count(*) FROM audit_log WHERE staff_email = ?`, DEMO_ACCOUNTS.staff)).toBeGreaterThanOrEqual(1)
  })

  test('reviews: skewed positive, nobody reviews their own listing, some anonymous, some listings without reviews', () => {
    expect(
      count(
        db,
        `SELECT count(*) FROM reviews r JOIN listings l ON l.id = r.listing_id
         JOIN provider_profiles p ON p.id = l.profile_id WHERE p.user_id = r.user_id`,
      ),
    ).toBe(0)
    expect(count(db, 'SELECT count(*) FROM reviews WHERE user_id IS NULL')).toBeGreaterThan(0)
    expect(count(db, 'SELECT count(*) FROM listings WHERE review_count = 0')).toBeGreaterThan(0)
    expect(count(db, 'SELECT count(*) FROM reviews WHERE length(comment) > ?', REVIEW_COMMENT_MAX)).toBe(0)
    const average = count(db, 'SELECT avg(rating) FROM reviews')
    expect(average).toBeGreaterThan(3.5)
    const withComment = count(db, 'SELECT count(*) FROM reviews WHERE comment IS NOT NULL') / summary.reviews
    expect(withComment).toBeGreaterThan(0.5)
    expect(withComment).toBeLessThan(0.9)
    const builderReviews = count(
      db,
      'SELECT count(*) FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.email = ?',
      DEMO_ACCOUNTS.builder,
    )
    expect(builderReviews).toBeGreaterThan(0)
  })

  test('listing review counters match the reviews (kept by triggers)', () => {
    const mismatched = count(
      db,
      // A listing counts its provider's reviews written on its service.
      `SELECT count(*) FROM listings l JOIN (
         SELECT l2.id, count(r.id) AS n, coalesce(sum(r.rating), 0) AS total FROM listings l2 LEFT JOIN reviews r
           ON r.listing_id = l2.id OR (r.profile_id = l2.profile_id AND r.sector_slug = l2.sector_slug AND r.subsector_slug = l2.subsector_slug)
         GROUP BY l2.id
       ) c ON c.id = l.id
       WHERE l.review_count != c.n OR l.rating_total != c.total`,
    )
    expect(mismatched).toBe(0)
  })

  test('favourites: the demo builder has exactly 2, free accounts stay within the limit', () => {
    expect(count(db, 'SELECT count(*) FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email = ?', DEMO_ACCOUNTS.builder)).toBe(2)
    const overLimit = count(
      db,
      `SELECT count(*) FROM (
         SELECT f.user_id FROM favorites f JOIN provider_profiles p ON p.user_id = f.user_id
         WHERE p.plan_type = 'free' GROUP BY f.user_id HAVING count(*) > ?)`,
      FREE_FAVORITES_LIMIT,
    )
    expect(overLimit).toBe(0)
  })

  test('materials and projects belong to providers, project images are numbered from 0', () => {
    expect(
      count(db, `SELECT count(*) FROM materials m JOIN provider_profiles p ON p.user_id = m.user_id WHERE p.user_role != 'proveedor'`),
    ).toBe(0)
    expect(
      count(db, `SELECT count(*) FROM projects m JOIN provider_profiles p ON p.user_id = m.user_id WHERE p.user_role != 'proveedor'`),
    ).toBe(0)
    expect(count(db, 'SELECT count(*) FROM projects WHERE is_public = 1')).toBeGreaterThan(0)
    expect(count(db, 'SELECT count(*) FROM projects WHERE is_public = 0')).toBeGreaterThan(0)
    expect(count(db, 'SELECT count(*) FROM projects WHERE description IS NULL')).toBeGreaterThan(0)
    const gaps = count(
      db,
      `SELECT count(*) FROM projects p WHERE (SELECT count(*) FROM project_images i WHERE i.project_id = p.id) = 0
         OR (SELECT max(position) FROM project_images i WHERE i.project_id = p.id)
            != (SELECT count(*) FROM project_images i WHERE i.project_id = p.id) - 1`,
    )
    expect(gaps).toBe(0)
  })

  test('every referenced image exists, is WebP and is small', () => {
    const keys = all<{ key: string }>(db, 'SELECT path AS key FROM material_photos UNION SELECT path FROM project_images').map(
      (row) => row.key,
    )
    expect(keys.length).toBeGreaterThan(0)
    expect(
      count(db, 'SELECT count(*) FROM materials m WHERE NOT EXISTS (SELECT 1 FROM material_photos p WHERE p.material_id = m.id)'),
    ).toBeGreaterThan(0)
    // One material shows a gallery.
    expect(count(db, 'SELECT max(position) + 1 FROM material_photos')).toBe(3)
    for (const key of keys) {
      expect(key.startsWith('demo/'), key).toBe(true)
      const file = path.join(uploadsDir, key)
      const bytes = fs.readFileSync(file)
      expect(bytes.subarray(0, 4).toString('ascii'), key).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('ascii'), key).toBe('WEBP')
      expect(bytes.length, key).toBeLessThan(MAX_IMAGE_BYTES)
    }
  })

  test('the marketplace: a request from the premium builder reached 3 providers, 2 offered (one revised), 1 declined; a consulta has an unread answer', () => {
    const builder = all<{ id: number; plan: string; role: string }>(
      db,
      `SELECT u.id, p.plan_type AS plan, p.user_role AS role FROM users u JOIN provider_profiles p ON p.user_id = u.id WHERE u.email = ?`,
      DEMO_ACCOUNTS.builder,
    )[0]!
    expect(builder).toMatchObject({ plan: 'premium', role: 'constructor' })
    const [request, ...more] = all<{ id: number; status: string }>(
      db,
      'SELECT id, status FROM quote_requests WHERE user_id = ?',
      builder.id,
    )
    expect(more).toEqual([])
    expect(request?.status).toBe('open')
    expect(count(db, 'SELECT count(*) FROM quote_request_items WHERE request_id = ?', request!.id)).toBe(3)
    const recipients = all<{ email: string; status: string; revisions: number }>(
      db,
      `SELECT u.email, q.status, (SELECT count(*) FROM offer_revisions r JOIN offers o ON o.id = r.offer_id WHERE o.recipient_id = q.id) AS revisions
       FROM quote_request_recipients q JOIN provider_profiles p ON p.id = q.profile_id JOIN users u ON u.id = p.user_id
       WHERE q.request_id = ? ORDER BY q.id`,
      request!.id,
    )
    expect(recipients.map(({ status, revisions }) => [status, revisions])).toEqual([
      ['offered', 2],
      ['offered', 1],
      ['declined', 0],
    ])
    expect(recipients[0]!.email).toBe(DEMO_ACCOUNTS.premiumProvider)
    expect(count(db, 'SELECT count(*) FROM conversations WHERE request_id = ?', request!.id)).toBe(3)
    expect(
      count(
        db,
        'SELECT count(*) FROM offers WHERE current_revision_id <> (SELECT max(id) FROM offer_revisions r WHERE r.offer_id = offers.id)',
      ),
    ).toBe(0)

    const consulta = all<{ messages: number; unread: number }>(
      db,
      `SELECT (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS messages, c.last_message_id > c.requester_read_message_id AS unread
       FROM conversations c JOIN users u ON u.id = c.provider_user_id WHERE c.request_id IS NULL AND c.requester_user_id = ? AND u.email = ?`,
      builder.id,
      DEMO_ACCOUNTS.freeProvider,
    )
    expect(consulta).toEqual([{ messages: 4, unread: 1 }])
  })

  test('refuses to seed a database that already has data', async () => {
    await expect(seedDemoData(db, { storage })).rejects.toThrow(/empty/)
  })

  test(
    'is deterministic: a second fresh database gets identical rows',
    async () => {
      const other = freshDatabase('again')
      const again = await seedDemoData(other, { storage, now: SEEDED_AT })
      expect(again).toEqual(summary)
      for (const table of [
        'listings',
        'reviews',
        'favorites',
        'provider_profiles',
        'materials',
        'projects',
        'project_images',
        'verification_checks',
        'listing_claims',
        'review_reports',
        'audit_log',
        'quote_requests',
        'quote_request_recipients',
        'offers',
        'offer_revisions',
        'conversations',
        'messages',
      ]) {
        const query = `SELECT * FROM ${table} ORDER BY id`
        expect(all(other, query), table).toEqual(all(db, query))
      }
      // Password hashes carry a random salt; everything else about users is fixed.
      const userQuery = 'SELECT id, email, email_verified_at, created_at FROM users ORDER BY id'
      expect(all(other, userQuery)).toEqual(all(db, userQuery))
    },
    SEED_TIMEOUT_MS,
  )
})
