/**
 * The Buenos Aires zones (zona > partido/comuna > localidad/barrio) and the places of the zona
 * pages. Apart from the sectors (app/taxonomy.ts, which re-exports all of this): the hydrated
 * pages that need only the zones leave the trade catalogue out of their bundle.
 */

/** The longest slug, and so the longest name of an 'Otros' subsector (app/taxonomy.ts). */
export const SLUG_MAX_LENGTH = 60

/** Lowercase ASCII kebab-case, the slug convention of the whole taxonomy; '' when nothing is left. */
export function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '')
}

export const ZONES = ['CABA', 'GBA Norte', 'GBA Sur', 'GBA Oeste'] as const
export type Zone = (typeof ZONES)[number]

/** In CABA a "partido" is a comuna and its localidades are the comuna's barrios. */
export type Partido = { name: string; localidades: readonly string[] }

export const PARTIDOS_BY_ZONE: Record<Zone, readonly Partido[]> = {
  CABA: [
    {
      name: 'Comuna 1',
      localidades: ['Retiro', 'San Nicolás', 'Puerto Madero', 'San Telmo', 'Monserrat', 'Constitución'],
    },
    { name: 'Comuna 2', localidades: ['Recoleta'] },
    { name: 'Comuna 3', localidades: ['Balvanera', 'San Cristóbal'] },
    { name: 'Comuna 4', localidades: ['La Boca', 'Barracas', 'Parque Patricios', 'Nueva Pompeya'] },
    { name: 'Comuna 5', localidades: ['Almagro', 'Boedo'] },
    { name: 'Comuna 6', localidades: ['Caballito'] },
    { name: 'Comuna 7', localidades: ['Flores', 'Parque Chacabuco'] },
    { name: 'Comuna 8', localidades: ['Villa Soldati', 'Villa Riachuelo', 'Villa Lugano'] },
    { name: 'Comuna 9', localidades: ['Liniers', 'Mataderos', 'Parque Avellaneda'] },
    {
      name: 'Comuna 10',
      localidades: ['Villa Real', 'Monte Castro', 'Versalles', 'Floresta', 'Vélez Sársfield', 'Villa Luro'],
    },
    {
      name: 'Comuna 11',
      localidades: ['Villa General Mitre', 'Villa Devoto', 'Villa del Parque', 'Villa Santa Rita'],
    },
    { name: 'Comuna 12', localidades: ['Coghlan', 'Saavedra', 'Villa Urquiza', 'Villa Pueyrredón'] },
    { name: 'Comuna 13', localidades: ['Núñez', 'Belgrano', 'Colegiales'] },
    { name: 'Comuna 14', localidades: ['Palermo'] },
    {
      name: 'Comuna 15',
      localidades: ['Chacarita', 'Villa Crespo', 'La Paternal', 'Villa Ortúzar', 'Agronomía', 'Parque Chas'],
    },
  ],
  'GBA Norte': [
    {
      name: 'Vicente López',
      localidades: [
        'Olivos',
        'Florida',
        'Florida Oeste',
        'La Lucila',
        'Munro',
        'Carapachay',
        'Villa Martelli',
        'Villa Adelina',
        'Vicente López',
      ],
    },
    {
      name: 'San Isidro',
      localidades: ['San Isidro', 'Martínez', 'Acassuso', 'Beccar', 'Boulogne Sur Mer', 'Villa Adelina'],
    },
    { name: 'San Fernando', localidades: ['San Fernando', 'Victoria', 'Virreyes', 'Islas del Delta'] },
    {
      name: 'Tigre',
      localidades: [
        'Tigre',
        'Don Torcuato',
        'General Pacheco',
        'El Talar',
        'Benavídez',
        'Rincón de Milberg',
        'Ricardo Rojas',
        'Troncos del Talar',
        'Dique Luján',
        'Nordelta',
      ],
    },
    {
      name: 'General San Martín',
      localidades: [
        'San Martín',
        'Villa Ballester',
        'San Andrés',
        'Villa Lynch',
        'José León Suárez',
        'Billinghurst',
        'Villa Maipú',
        'Chilavert',
      ],
    },
    { name: 'San Miguel', localidades: ['San Miguel', 'Bella Vista', 'Muñiz', 'Campo de Mayo'] },
    {
      name: 'Malvinas Argentinas',
      localidades: [
        'Los Polvorines',
        'Grand Bourg',
        'Tortuguitas',
        'Pablo Nogués',
        'Villa de Mayo',
        'Ingeniero Adolfo Sourdeaux',
        'Tierras Altas',
      ],
    },
    { name: 'José C. Paz', localidades: ['José C. Paz', 'Del Viso', 'Tortuguitas'] },
    {
      name: 'Escobar',
      localidades: ['Belén de Escobar', 'Garín', 'Ingeniero Maschwitz', 'Matheu', 'Maquinista Savio'],
    },
    {
      name: 'Pilar',
      localidades: ['Pilar', 'Del Viso', 'Presidente Derqui', 'Manuel Alberti', 'Villa Rosa', 'Fátima', 'Manzanares'],
    },
  ],
  'GBA Sur': [
    {
      name: 'Avellaneda',
      localidades: ['Avellaneda', 'Dock Sud', 'Sarandí', 'Villa Domínico', 'Wilde', 'Gerli', 'Piñeyro'],
    },
    {
      name: 'Lanús',
      localidades: ['Lanús Este', 'Lanús Oeste', 'Remedios de Escalada', 'Valentín Alsina', 'Monte Chingolo', 'Gerli'],
    },
    {
      name: 'Lomas de Zamora',
      localidades: [
        'Lomas de Zamora',
        'Banfield',
        'Temperley',
        'Turdera',
        'Llavallol',
        'Villa Fiorito',
        'Ingeniero Budge',
        'Villa Centenario',
      ],
    },
    {
      name: 'Quilmes',
      localidades: ['Quilmes', 'Quilmes Oeste', 'Bernal', 'Don Bosco', 'Ezpeleta', 'San Francisco Solano'],
    },
    {
      name: 'Almirante Brown',
      localidades: [
        'Adrogué',
        'Burzaco',
        'José Mármol',
        'Rafael Calzada',
        'Claypole',
        'Longchamps',
        'Glew',
        'San José',
        'Ministro Rivadavia',
      ],
    },
    {
      name: 'Esteban Echeverría',
      localidades: ['Monte Grande', 'Luis Guillón', 'El Jagüel', '9 de Abril', 'Canning'],
    },
    {
      name: 'Ezeiza',
      localidades: ['Ezeiza', 'Tristán Suárez', 'Canning', 'Carlos Spegazzini', 'La Unión'],
    },
    {
      name: 'Berazategui',
      localidades: ['Berazategui', 'Hudson', 'Plátanos', 'Ranelagh', 'Sourigues', 'Villa España', 'Gutiérrez', 'Pereyra'],
    },
    {
      name: 'Florencio Varela',
      localidades: ['Florencio Varela', 'Bosques', 'Zeballos', 'Villa Vatteone', 'Ingeniero Allan', 'La Capilla'],
    },
    { name: 'Presidente Perón', localidades: ['Guernica'] },
    { name: 'San Vicente', localidades: ['San Vicente', 'Alejandro Korn'] },
    { name: 'Cañuelas', localidades: ['Cañuelas'] },
    { name: 'La Plata', localidades: ['La Plata', 'City Bell', 'Villa Elisa', 'Tolosa', 'Gonnet'] },
  ],
  'GBA Oeste': [
    {
      name: 'La Matanza',
      localidades: [
        'San Justo',
        'Ramos Mejía',
        'Lomas del Mirador',
        'La Tablada',
        'Tapiales',
        'Aldo Bonzi',
        'Villa Luzuriaga',
        'Villa Madero',
        'Isidro Casanova',
        'Gregorio de Laferrere',
        'Rafael Castillo',
        'González Catán',
        'Ciudad Evita',
        'Virrey del Pino',
        'Villa Celina',
      ],
    },
    { name: 'Morón', localidades: ['Morón', 'Castelar', 'Haedo', 'El Palomar', 'Villa Sarmiento'] },
    {
      name: 'Tres de Febrero',
      localidades: [
        'Caseros',
        'Ciudadela',
        'Santos Lugares',
        'Sáenz Peña',
        'Villa Bosch',
        'Martín Coronado',
        'Ciudad Jardín Lomas del Palomar',
        'Pablo Podestá',
        'Loma Hermosa',
        'José Ingenieros',
      ],
    },
    { name: 'Hurlingham', localidades: ['Hurlingham', 'William C. Morris', 'Villa Tesei'] },
    { name: 'Ituzaingó', localidades: ['Ituzaingó', 'Villa Udaondo'] },
    {
      name: 'Merlo',
      localidades: ['Merlo', 'San Antonio de Padua', 'Libertad', 'Parque San Martín', 'Pontevedra', 'Mariano Acosta'],
    },
    {
      name: 'Moreno',
      localidades: ['Moreno', 'Paso del Rey', 'La Reja', 'Francisco Álvarez', 'Trujui', 'Cuartel V'],
    },
    { name: 'General Rodríguez', localidades: ['General Rodríguez'] },
    { name: 'Marcos Paz', localidades: ['Marcos Paz'] },
    { name: 'Luján', localidades: ['Luján'] },
  ],
}

/** Popular or alternative names of CABA places, mapped to the barrio used in PARTIDOS_BY_ZONE. */
export const BARRIO_SYNONYMS: Record<string, string> = {
  'Barrio Norte': 'Recoleta',
  Once: 'Balvanera',
  Abasto: 'Balvanera',
  Congreso: 'Balvanera',
  Microcentro: 'San Nicolás',
  'Palermo Soho': 'Palermo',
  'Palermo Hollywood': 'Palermo',
  'Barrancas de Belgrano': 'Belgrano',
  Montserrat: 'Monserrat',
  Boca: 'La Boca',
  Paternal: 'La Paternal',
}

/**
 * GBA partidos with no localidad of their name: builders write the partido ('Lanús', 'La
 * Matanza'), read as its seat (cabecera).
 */
export const PARTIDO_SEATS: Record<string, string> = {
  'General San Martín': 'San Martín',
  'Malvinas Argentinas': 'Los Polvorines',
  Escobar: 'Belén de Escobar',
  Lanús: 'Lanús Oeste',
  'Almirante Brown': 'Adrogué',
  'Esteban Echeverría': 'Monte Grande',
  'Presidente Perón': 'Guernica',
  'La Matanza': 'San Justo',
  'Tres de Febrero': 'Caseros',
}

export function isZone(value: string): value is Zone {
  return (ZONES as readonly string[]).includes(value)
}

export function localidadesOf(zone: Zone): string[] {
  if (!isZone(zone)) return []
  const seen = new Set<string>()
  for (const partido of PARTIDOS_BY_ZONE[zone]) {
    for (const localidad of partido.localidades) seen.add(localidad)
  }
  return [...seen]
}

export function isLocalidadOf(zone: Zone, localidad: string): boolean {
  return isZone(zone) && PARTIDOS_BY_ZONE[zone].some((partido) => partido.localidades.includes(localidad))
}

/** The localidad of the zone that `input` names, ignoring case, accents and spacing; or undefined. */
export function findLocalidad(zone: Zone, input: string): string | undefined {
  const key = slugify(input)
  if (!key) return undefined
  const synonym = [...Object.entries(BARRIO_SYNONYMS), ...Object.entries(PARTIDO_SEATS)].find(([name]) => slugify(name) === key)?.[1]
  return localidadesOf(zone).find((localidad) => slugify(localidad) === key || localidad === synonym)
}

/**
 * A place of the zona pages and of providers' service areas: a GBA partido or a CABA barrio (a
 * builder's request names one too). Its localidades are the partido's, or the barrio itself.
 */
export type ZonaPlace = { slug: string; name: string; zone: Zone; localidades: readonly string[]; partido: string }

// Pure: a page that needs none of the places (most hydrated pages) leaves them out of its bundle.
export const ZONA_PLACES: readonly ZonaPlace[] = /* @__PURE__ */ ZONES.flatMap((zone): ZonaPlace[] =>
  zone === 'CABA'
    ? PARTIDOS_BY_ZONE[zone]
        .flatMap((comuna) => comuna.localidades.map((barrio) => ({ barrio, comuna: comuna.name })))
        .sort((a, b) => a.barrio.localeCompare(b.barrio, 'es'))
        .map(({ barrio, comuna }) => ({ slug: slugify(barrio), name: barrio, zone, localidades: [barrio], partido: comuna }))
    : PARTIDOS_BY_ZONE[zone].map(({ name, localidades }) => ({ slug: slugify(name), name, zone, localidades, partido: name })),
)

export const ZONE_SLUGS: Record<Zone, string> = { CABA: 'caba', 'GBA Norte': 'gba-norte', 'GBA Sur': 'gba-sur', 'GBA Oeste': 'gba-oeste' }

/** What a `/{sector}/zona/{zona}` slug names: one of the four zones, or one place in it. */
export type Zona = { kind: 'group'; slug: string; name: Zone; zone: Zone } | ({ kind: 'place' } & ZonaPlace)

// Lookups the sitemap makes for every place of tens of thousands of listings: built once.
const ZONAS_BY_SLUG = /* @__PURE__ */ new Map<string, Zona>([
  ...ZONES.map((zone): [string, Zona] => [ZONE_SLUGS[zone], { kind: 'group', slug: ZONE_SLUGS[zone], name: zone, zone }]),
  ...ZONA_PLACES.map((place): [string, Zona] => [place.slug, { kind: 'place', ...place }]),
])
const PLACES_BY_ZONE = /* @__PURE__ */ new Map(ZONES.map((zone) => [zone, ZONA_PLACES.filter((place) => place.zone === zone)]))
const localidadKey = (zone: Zone, localidad: string) => `${zone}/${localidad}`
const PLACES_BY_LOCALIDAD = /* @__PURE__ */ (() => {
  const places = new Map<string, ZonaPlace[]>()
  for (const place of ZONA_PLACES) {
    for (const localidad of place.localidades) {
      const key = localidadKey(place.zone, localidad)
      places.set(key, [...(places.get(key) ?? []), place])
    }
  }
  return places
})()

export function getZona(slug: string): Zona | undefined {
  return ZONAS_BY_SLUG.get(slug)
}

export function placesOf(zone: Zone): readonly ZonaPlace[] {
  return PLACES_BY_ZONE.get(zone) ?? []
}

/** The localidades a zona slug covers (every one of its zone for a group), or [] for an unknown slug. */
export function zonaLocalidades(slug: string): string[] {
  const zona = getZona(slug)
  if (!zona) return []
  return zona.kind === 'group' ? localidadesOf(zona.zone) : [...zona.localidades]
}

/** The places a listing in `localidad` of `zone` is in (a localidad on a partido border is in both). */
export function placesOfLocalidad(zone: Zone, localidad: string): readonly ZonaPlace[] {
  return PLACES_BY_LOCALIDAD.get(localidadKey(zone, localidad)) ?? []
}

export type RequestPlace = Pick<ZonaPlace, 'name' | 'zone'>

export const REQUEST_PLACES: readonly RequestPlace[] = ZONA_PLACES

export function zoneOfPlace(place: string): Zone | undefined {
  return placeNamed(place)?.zone
}

/** The place a request names (by its name, as the form sends it). */
export function placeNamed(name: string): ZonaPlace | undefined {
  return ZONA_PLACES.find((candidate) => candidate.name === name)
}

/** A localidad as one form value ('GBA Oeste/Morón'): one control names the zone and the localidad. */
export const localidadValue = (zone: Zone, localidad: string) => `${zone}/${localidad}`

/** The zone and localidad a form value names, or undefined when it names none of the taxonomy. */
export function parseLocalidadValue(value: string): { zone: Zone; localidad: string } | undefined {
  const slash = value.indexOf('/')
  const zone = value.slice(0, slash)
  const localidad = value.slice(slash + 1)
  return slash > 0 && isZone(zone) && isLocalidadOf(zone, localidad) ? { zone, localidad } : undefined
}

/** Every place of the zones that `zoneSlugs` names, and the places of `placeSlugs`, once each. */
export function expandPlaces({ zoneSlugs, placeSlugs }: { zoneSlugs: readonly string[]; placeSlugs: readonly string[] }) {
  const whole = ZONA_PLACES.filter((place) => zoneSlugs.includes(ZONE_SLUGS[place.zone])).map((place) => place.slug)
  return [...new Set([...whole, ...placeSlugs])]
}
