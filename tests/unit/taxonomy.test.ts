import { describe, expect, test } from 'vitest'
import { SECTOR_DESCRIPTIONS } from '~/utils/sector-descriptions'
import {
  BARRIO_SYNONYMS,
  PARTIDO_SEATS,
  findLocalidad,
  PARTIDOS_BY_ZONE,
  SECTORS,
  ZONES,
  getDivision,
  getSector,
  getSubsector,
  getZona,
  isLocalidadOf,
  isZone,
  localidadesOf,
  placesOfLocalidad,
  ZONA_PLACES,
  zonaLocalidades,
  ZONE_SLUGS,
} from '~/taxonomy'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const SPEC_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ['preliminares', 'PRELIMINARES'],
  ['movimientos-suelo', 'MOVIMIENTOS DE SUELO'],
  ['fundaciones', 'FUNDACIONES'],
  ['mamposteria', 'MAMPOSTERÍA Y DURLOCK'],
  ['estructura', 'ESTRUCTURA'],
  ['cubiertas', 'CUBIERTAS'],
  ['instalaciones', 'INSTALACIONES'],
  ['carpinteria-herreria', 'CARPINTERÍA Y HERRERÍA'],
  ['terminaciones', 'TERMINACIONES'],
  ['climatizacion', 'CALEFACCIÓN Y AIRE ACONDICIONADO'],
  ['servicios-especiales', 'SERVICIOS ESPECIALES'],
  ['vial', 'VIAL'],
]

const WITH_DIVISIONS = ['preliminares', 'mamposteria', 'estructura']

function subsectorNames(sectorSlug: string): string[] {
  return (getSector(sectorSlug)?.subsectors ?? []).map((s) => s.name)
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i)
}

describe('sectors', () => {
  test('are the 12 categories of the spec, in order, with their exact slugs and titles', () => {
    expect(SECTORS.map((s) => [s.slug, s.title])).toEqual(SPEC_CATEGORIES)
  })

  test('have a name, page title, description and a distinct icon', () => {
    for (const sector of SECTORS) {
      expect(sector.name.trim()).not.toBe('')
      expect(sector.pageTitle.trim()).not.toBe('')
      expect(SECTOR_DESCRIPTIONS[sector.slug]?.trim()).toBeTruthy()
    }
    expect(duplicates(SECTORS.map((s) => s.icon))).toEqual([])
    expect(getSector('servicios-especiales')?.pageTitle).toBe('Ascensores, Blindajes, Piletas, Créditos y Sueldos')
    expect(getSector('vial')?.pageTitle).toBe('VIAL')
    expect(getSector('mamposteria')?.name).toBe('Mampostería y Durlock')
    expect(getSector('climatizacion')?.name).toBe('Calefacción y Aire Acondicionado')
  })

  test('slugs are kebab-case ASCII and unique at every level', () => {
    expect(duplicates(SECTORS.map((s) => s.slug))).toEqual([])
    for (const sector of SECTORS) {
      expect(sector.slug).toMatch(SLUG)
      expect(duplicates(sector.subsectors.map((s) => s.slug)), sector.slug).toEqual([])
      for (const subsector of sector.subsectors) {
        expect(subsector.slug).toMatch(SLUG)
        expect(subsector.name.trim()).not.toBe('')
        expect(duplicates(subsector.divisions.map((d) => d.slug)), subsector.slug).toEqual([])
        for (const division of subsector.divisions) {
          expect(division.slug).toMatch(SLUG)
          expect(division.name.trim()).not.toBe('')
        }
      }
    }
  })

  test('every sector has subsectors', () => {
    for (const sector of SECTORS) expect(sector.subsectors.length, sector.slug).toBeGreaterThan(0)
  })

  test('only Preliminares, Mampostería y Durlock and Estructura use divisions', () => {
    expect(SECTORS.filter((s) => s.usesDivisions).map((s) => s.slug)).toEqual(WITH_DIVISIONS)
    for (const sector of SECTORS) {
      for (const subsector of sector.subsectors) {
        if (sector.usesDivisions) {
          expect(subsector.divisions.length, `${sector.slug}/${subsector.slug}`).toBeGreaterThan(0)
        } else {
          expect(subsector.divisions, `${sector.slug}/${subsector.slug}`).toEqual([])
        }
      }
    }
  })

  test('Terminaciones has 20 subsectors and Calefacción y Aire Acondicionado 9', () => {
    expect(getSector('terminaciones')?.subsectors).toHaveLength(20)
    expect(getSector('climatizacion')?.subsectors).toHaveLength(9)
  })

  test('the spec named lists are all present', () => {
    expect(subsectorNames('cubiertas')).toEqual(
      expect.arrayContaining([
        'Techistas',
        'Tejas',
        'Chapas',
        'Madereras',
        'Membranas hidrófugas',
        'Losa premoldeada',
        'Viguetas pretensadas',
        'Zinguería',
        'Aislación Térmica y Acústica',
        'Claraboyas',
        'Policarbonato',
        'Piso Impermeabilizable',
        'Terrazas Verdes',
        'Ladrillos Tejas y Bloques',
      ]),
    )
    expect(subsectorNames('instalaciones')).toEqual(
      expect.arrayContaining([
        'Electricidad',
        'Audio Voz Internet Datos',
        'Alarmas',
        'Aguas y cloacas',
        'Gas',
        'Pluvial',
        'Redes para Barrios',
        'Instalaciones contra Incendio',
        'Solar Eólica Energías Renovables',
      ]),
    )
    expect(subsectorNames('carpinteria-herreria')).toEqual(
      expect.arrayContaining([
        'Herrería',
        'Vidrios',
        'Carpintería metálica',
        'Carpintería de aluminio',
        'Carpintería de PVC',
        'Carpintería de madera',
        'Puertas',
        'Herrajes',
        'Láminas para Vidrios',
        'Molduras de Madera',
        'Cortinas de Enrollar',
      ]),
    )
    expect(subsectorNames('terminaciones')).toEqual(
      expect.arrayContaining(['Pisos', 'Mesadas', 'Cielorrasos', 'Muebles', 'Pinturas', 'Revestimientos', 'Molduras']),
    )
    expect(subsectorNames('servicios-especiales')).toEqual(
      expect.arrayContaining([
        'Eventos',
        'Blindajes',
        'Empresas de seguridad',
        'Ascensores',
        'Sueldos y contabilidad',
        'Piletas',
        'Créditos y financiación',
        'Limpieza',
        'Paisajismo',
      ]),
    )
    expect(subsectorNames('vial')).toEqual(
      expect.arrayContaining([
        'Pavimentos de hormigón',
        'Equipos de topografía',
        'Asfalto',
        'Pavimentos articulados',
        'Alquiler de maquinaria',
      ]),
    )
  })
})

describe('sector helpers', () => {
  test('find sectors, subsectors and divisions by slug', () => {
    expect(getSector('cubiertas')?.title).toBe('CUBIERTAS')
    expect(getSubsector('cubiertas', 'zingueria')?.name).toBe('Zinguería')
    expect(getSubsector('preliminares', 'obrador-y-provisorios')?.name).toBe('Obrador y provisorios')
    expect(getDivision('preliminares', 'obrador-y-provisorios', 'banos-quimicos')?.name).toBe('Baños químicos')
  })

  test('return undefined for unknown or mismatched slugs', () => {
    expect(getSector('otros')).toBeUndefined()
    expect(getSector('')).toBeUndefined()
    expect(getSector('Cubiertas')).toBeUndefined()
    expect(getSubsector('cubiertas', 'no-existe')).toBeUndefined()
    expect(getSubsector('no-existe', 'tejas')).toBeUndefined()
    expect(getSubsector('instalaciones', 'tejas')).toBeUndefined()
    expect(getDivision('preliminares', 'obrador-y-provisorios', 'no-existe')).toBeUndefined()
    expect(getDivision('preliminares', 'estudios-y-mediciones', 'banos-quimicos')).toBeUndefined()
    expect(getDivision('cubiertas', 'tejas', 'tejas')).toBeUndefined()
  })
})

describe('zones', () => {
  test('are the four filter options of the spec', () => {
    expect(ZONES).toEqual(['CABA', 'GBA Norte', 'GBA Sur', 'GBA Oeste'])
    expect(Object.keys(PARTIDOS_BY_ZONE).sort()).toEqual([...ZONES].sort())
  })

  test('CABA has the 15 comunas and 48 barrios', () => {
    const comunas = PARTIDOS_BY_ZONE.CABA
    expect(comunas.map((c) => c.name)).toEqual(Array.from({ length: 15 }, (_, i) => `Comuna ${i + 1}`))
    const barrios = comunas.flatMap((c) => c.localidades)
    expect(barrios).toHaveLength(48)
    expect(duplicates(barrios)).toEqual([])
    expect(localidadesOf('CABA')).toHaveLength(48)
    expect(barrios).toEqual(expect.arrayContaining(['Monserrat', 'Recoleta', 'Palermo', 'La Boca', 'Villa Urquiza']))
  })

  test('every zone has partidos with localidades, without duplicates inside a partido', () => {
    for (const zone of ZONES) {
      expect(PARTIDOS_BY_ZONE[zone].length, zone).toBeGreaterThan(0)
      expect(duplicates(PARTIDOS_BY_ZONE[zone].map((p) => p.name)), zone).toEqual([])
      for (const partido of PARTIDOS_BY_ZONE[zone]) {
        expect(partido.localidades.length, partido.name).toBeGreaterThan(0)
        expect(duplicates([...partido.localidades]), partido.name).toEqual([])
        for (const localidad of partido.localidades) {
          expect(localidad).toBe(localidad.trim())
          expect(localidad).not.toMatch(/\(/)
        }
      }
      expect(localidadesOf(zone).length, zone).toBeGreaterThan(0)
    }
  })

  test('GBA zones follow the market convention for the disputed partidos', () => {
    const partidos = (zone: (typeof ZONES)[number]) => PARTIDOS_BY_ZONE[zone].map((p) => p.name)
    expect(partidos('GBA Norte')).toEqual(expect.arrayContaining(['General San Martín', 'Escobar', 'Pilar']))
    expect(partidos('GBA Oeste')).toEqual(
      expect.arrayContaining(['Tres de Febrero', 'La Matanza', 'Morón', 'Merlo', 'Moreno', 'General Rodríguez']),
    )
    expect(partidos('GBA Sur')).toEqual(expect.arrayContaining(['Lanús', 'Lomas de Zamora', 'Quilmes', 'La Plata']))
  })

  test('localidadesOf flattens without duplicates, keeping document order', () => {
    const norte = localidadesOf('GBA Norte')
    expect(duplicates(norte)).toEqual([])
    expect(norte[0]).toBe('Olivos')
    expect(norte.filter((l) => l === 'Villa Adelina')).toHaveLength(1)
    expect(norte.filter((l) => l === 'Del Viso')).toHaveLength(1)
    expect(localidadesOf('GBA Sur').filter((l) => l === 'Gerli')).toHaveLength(1)
  })

  test('isZone and isLocalidadOf accept known values only', () => {
    for (const zone of ZONES) expect(isZone(zone)).toBe(true)
    expect(isZone('GBA NORTE')).toBe(false)
    expect(isZone('Córdoba')).toBe(false)
    expect(isZone('')).toBe(false)

    expect(isLocalidadOf('CABA', 'Palermo')).toBe(true)
    expect(isLocalidadOf('GBA Norte', 'Olivos')).toBe(true)
    expect(isLocalidadOf('GBA Sur', 'Quilmes')).toBe(true)
    expect(isLocalidadOf('GBA Oeste', 'Morón')).toBe(true)
    expect(isLocalidadOf('CABA', 'Olivos')).toBe(false)
    expect(isLocalidadOf('GBA Norte', 'Palermo')).toBe(false)
    expect(isLocalidadOf('CABA', 'Atlantis')).toBe(false)
    expect(isLocalidadOf('CABA', '')).toBe(false)
    expect(isLocalidadOf('CABA', 'Comuna 1')).toBe(false)
  })

  test('every barrio synonym points to a CABA barrio', () => {
    const barrios = new Set(localidadesOf('CABA'))
    const entries = Object.entries(BARRIO_SYNONYMS)
    expect(entries.length).toBeGreaterThan(0)
    for (const [alias, barrio] of entries) {
      expect(barrios.has(barrio), `${alias} → ${barrio}`).toBe(true)
      expect(barrios.has(alias), `${alias} is already a barrio`).toBe(false)
    }
    expect(BARRIO_SYNONYMS['Barrio Norte']).toBe('Recoleta')
    expect(BARRIO_SYNONYMS['Congreso']).toBe('Balvanera')
  })

  test("a partido's own name reads as its seat, for partidos with no localidad of that name", () => {
    for (const [partidoName, seat] of Object.entries(PARTIDO_SEATS)) {
      const zone = ZONES.find((each) => PARTIDOS_BY_ZONE[each].some((partido) => partido.name === partidoName))!
      const partido = PARTIDOS_BY_ZONE[zone].find((each) => each.name === partidoName)!
      expect(partido.localidades, `${partidoName} → ${seat}`).toContain(seat)
      expect(localidadesOf(zone), `${partidoName} is already a localidad`).not.toContain(partidoName)
    }
    expect(findLocalidad('GBA Sur', 'lanus')).toBe('Lanús Oeste')
    expect(findLocalidad('GBA Oeste', 'La Matanza')).toBe('San Justo')
    expect(findLocalidad('GBA Norte', 'Vicente López')).toBe('Vicente López')
    expect(findLocalidad('CABA', 'Lanús')).toBeUndefined()
  })

  test('zona slugs: the four zones, every GBA partido and every CABA barrio, each once', () => {
    const slugs = [...Object.values(ZONE_SLUGS), ...ZONA_PLACES.map((place) => place.slug)]
    expect(duplicates(slugs)).toEqual([])
    for (const slug of slugs) expect(slug).toMatch(SLUG)
    for (const zone of ZONES) {
      const places = ZONA_PLACES.filter((place) => place.zone === zone).map((place) => place.name)
      const expected = zone === 'CABA' ? localidadesOf('CABA') : PARTIDOS_BY_ZONE[zone].map((partido) => partido.name)
      expect([...places].sort()).toEqual([...expected].sort())
    }
    expect(getZona('la-matanza')).toMatchObject({ kind: 'place', name: 'La Matanza', zone: 'GBA Oeste' })
    expect(getZona('palermo')).toMatchObject({ kind: 'place', name: 'Palermo', zone: 'CABA', partido: 'Comuna 14' })
    expect(getZona('gba-oeste')).toEqual({ kind: 'group', slug: 'gba-oeste', name: 'GBA Oeste', zone: 'GBA Oeste' })
    expect(getZona('comuna-14')).toBeUndefined()
    expect(getZona('cordoba')).toBeUndefined()
  })

  test('a zona slug covers the localidades of its partido, its barrio or its whole zone', () => {
    expect(zonaLocalidades('la-matanza')).toContain('San Justo')
    expect(zonaLocalidades('la-matanza')).not.toContain('Morón')
    expect(zonaLocalidades('palermo')).toEqual(['Palermo'])
    expect(zonaLocalidades('gba-oeste')).toEqual(localidadesOf('GBA Oeste'))
    expect(zonaLocalidades('nada')).toEqual([])
    expect(placesOfLocalidad('GBA Norte', 'Villa Adelina').map((place) => place.slug)).toEqual(['vicente-lopez', 'san-isidro'])
  })
})
