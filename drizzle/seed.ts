/**
 * Demo data for RedObra: fictional Buenos Aires construction businesses, accounts, reviews,
 * favourites, materials and projects. Deterministic for a given seed, so two fresh databases
 * seeded alike hold the same rows (password salts aside).
 */
import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import type { ImageStorage } from '../app/server/image-storage.server'
import type { Db } from '../app/server/sqlite.server'
import { hashPassword } from '../app/server/password.server'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT, PROJECT_MAX_IMAGES, REVIEW_COMMENT_MAX } from '../app/constants'
import {
  PARTIDOS_BY_ZONE,
  SECTORS,
  ZONES,
  type Division,
  type Sector,
  type Subsector,
  type Zone,
} from '../app/taxonomy'
import { favorites, listings, materials, projectImages, projects, providerProfiles, reviews, users } from './schema'

export const DEMO_PASSWORD = 'obra-demo-2025'
export const DEMO_ACCOUNTS = {
  builder: 'constructor@demo.redobra.com.ar',
  freeProvider: 'proveedor@demo.redobra.com.ar',
  premiumProvider: 'premium@demo.redobra.com.ar',
} as const

export type SeedSummary = {
  users: number
  profiles: number
  listings: number
  reviews: number
  favorites: number
  materials: number
  projects: number
  projectImages: number
  images: number
}

export type SeedOptions = { listings?: number; storage: ImageStorage; seed?: number }

const DEFAULT_LISTINGS = 420
const DEFAULT_SEED = 20251001
/** Every timestamp is this instant minus a seeded offset, never the wall clock. */
const BASE_TIME = Date.parse('2025-10-01T12:00:00-03:00')
const DAY = 86_400_000
const EMAIL_DOMAIN = 'demo.redobra.com.ar'
const INSERT_CHUNK = 500
const OTHER_PROVIDERS = 45
const OTHER_BUILDERS = 30
const MATERIAL_COUNT = 40
const PROJECT_COUNT = 30
export const DEMO_IMAGE_DIR = 'demo'

/* Seeded randomness */

class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, w] of items) total += w
    let r = this.next() * total
    for (const [item, w] of items) {
      r -= w
      if (r < 0) return item
    }
    return (items[items.length - 1] as readonly [T, number])[0]
  }
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items]
    const count = Math.min(n, copy.length)
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, count)
  }
}

/** Independent streams per section, so tuning one section leaves the others' rows alone. */
function stream(seed: number, label: string): Rng {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193)
  return new Rng((seed ^ h) >>> 0)
}

/* People and places */

const FIRST_NAMES = [
  'Martín', 'Juan', 'Carlos', 'Jorge', 'Luis', 'Diego', 'Pablo', 'Sergio', 'Marcelo', 'Gustavo', 'Fernando',
  'Alejandro', 'Roberto', 'Daniel', 'Hernán', 'Matías', 'Nicolás', 'Facundo', 'Gonzalo', 'Sebastián', 'Walter',
  'Rubén', 'Osvaldo', 'Ricardo', 'Claudio', 'Emiliano', 'Leandro', 'Ezequiel', 'Federico', 'Maximiliano', 'Héctor',
  'Raúl', 'Horacio', 'Julián', 'Santiago', 'Paula', 'Laura', 'Mariana', 'Carolina', 'Florencia', 'Valeria',
  'Silvina', 'Gabriela', 'Andrea', 'Natalia', 'Lucía', 'Sofía', 'Julieta', 'Verónica', 'Romina', 'Soledad',
  'Cecilia', 'Lorena', 'Patricia', 'Graciela', 'María José', 'Agustina', 'Camila', 'Victoria', 'Daniela',
  'Marcela', 'Alejandra', 'Noelia', 'Micaela', 'Inés',
] as const

const SURNAMES = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Suárez',
  'Herrera', 'Aguirre', 'Pereyra', 'Gutiérrez', 'Giménez', 'Molina', 'Silva', 'Castro', 'Rojas', 'Ortiz', 'Núñez',
  'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno', 'Peralta', 'Vega',
  'Carrizo', 'Quiroga', 'Castillo', 'Ledesma', 'Muñoz', 'Ojeda', 'Ponce', 'Vera', 'Villalba', 'Cardozo', 'Navarro',
  'Coronel', 'Vázquez', 'Ramos', 'Paz', 'Ibáñez', 'Figueroa', 'Bianchi', 'Rossi', 'Ferrari', 'Romano', 'Colombo',
  'Russo', 'Gallo', 'Costa', 'Lombardi', 'Moretti', 'Iglesias', 'Rey', 'Otero', 'Varela', 'Rivas', 'Barrios',
  'Mansilla', 'Duarte', 'Arias', 'Bustos', 'Maldonado', 'Cáceres', 'Toledo', 'Spinelli', 'Caruso', 'Marino',
  'De Luca', 'Greco', 'Bruno', 'Galli', 'Mancini', 'Schneider', 'Weber', 'Kowalski', 'Etcheverry', 'Irigoyen',
  'Aranda', 'Zabala', 'Olmedo', 'Sirito',
] as const

const PLACE_WORDS = [
  'Los Hornos', 'San Martín', 'La Ribera', 'El Ombú', 'Los Aromos', 'El Progreso', 'La Unión', 'Santa Rita',
  'San Cayetano', 'El Ceibo', 'Las Acacias', 'del Plata', 'Rioplatense', 'Bonaerense', 'El Hornero',
  'La Esperanza', 'San José', 'Los Tilos', 'El Sol', 'La Tranquera', 'Las Lomas', 'El Molino', 'La Estación',
  'del Parque', 'La Costa', 'Los Álamos', 'El Trébol', 'Santa Lucía', 'El Tala', 'La Paloma',
] as const

const BUILDER_WORDS = [
  'Delta', 'Austral', 'Pampa', 'Horizonte', 'del Sur', 'Atlántica', 'Cuadrante', 'Nexo', 'Vértice', 'Plaza',
  'Módulo', 'Eje', 'Cimientos', 'Meridiano', 'Norte', 'Ombú', 'Ceibo', 'Tala', 'Arrayán', 'Litoral',
] as const

const ZONE_WEIGHTS: readonly (readonly [Zone, number])[] = [
  ['CABA', 30],
  ['GBA Norte', 25],
  ['GBA Sur', 22],
  ['GBA Oeste', 23],
]

const ZONE_REACH: Record<Zone, string> = {
  CABA: 'toda la Ciudad de Buenos Aires',
  'GBA Norte': 'toda la zona norte',
  'GBA Sur': 'toda la zona sur',
  'GBA Oeste': 'toda la zona oeste',
}

const ZONE_CARDINAL: Record<Zone, string | null> = {
  CABA: null,
  'GBA Norte': 'Norte',
  'GBA Sur': 'Sur',
  'GBA Oeste': 'Oeste',
}

/** Main streets of each comuna or partido; partidos not listed use GENERIC_STREETS. */
const STREETS: Record<string, readonly string[]> = {
  'Comuna 1': ['Av. Independencia', 'Av. Belgrano', 'Av. Paseo Colón', 'Av. de Mayo', 'Defensa', 'Bolívar', 'Perú', 'Chacabuco', 'Tacuarí', 'Paraguay', 'Esmeralda', 'Av. Brasil'],
  'Comuna 2': ['Av. Santa Fe', 'Av. Las Heras', 'Av. Pueyrredón', 'Av. Callao', 'Juncal', 'Arenales', 'French', 'Ayacucho', 'Uriburu'],
  'Comuna 3': ['Av. Rivadavia', 'Av. Corrientes', 'Av. Jujuy', 'Av. Entre Ríos', 'Av. San Juan', 'Sarmiento', 'Tucumán', 'Valentín Gómez', 'Pichincha'],
  'Comuna 4': ['Av. Caseros', 'Av. Montes de Oca', 'Av. Almirante Brown', 'Av. Sáenz', 'Av. Patricios', 'Av. Amancio Alcorta', 'Av. Iriarte', 'California', 'Olavarría', 'Luzuriaga'],
  'Comuna 5': ['Av. Rivadavia', 'Av. Boedo', 'Av. Medrano', 'Av. Díaz Vélez', 'Av. Independencia', 'Bulnes', 'Castro Barros', 'Yatay', 'Carlos Calvo'],
  'Comuna 6': ['Av. Rivadavia', 'Av. Pedro Goyena', 'Av. José María Moreno', 'Av. La Plata', 'Av. Acoyte', 'Av. Avellaneda', 'Rojas', 'Rosario', 'Yerbal', 'Hidalgo'],
  'Comuna 7': ['Av. Rivadavia', 'Av. Directorio', 'Av. Carabobo', 'Av. Nazca', 'Av. Asamblea', 'Av. Castañares', 'Bacacay', 'Pedernera', 'Emilio Mitre'],
  'Comuna 8': ['Av. Roca', 'Av. Riestra', 'Av. Eva Perón', 'Av. Cruz', 'Av. Escalada', 'Av. Castañares', 'Murguiondo', 'Cafayate'],
  'Comuna 9': ['Av. Rivadavia', 'Av. Juan Bautista Alberdi', 'Av. Directorio', 'Av. Lisandro de la Torre', 'Av. Eva Perón', 'Av. Emilio Castro', 'Tuyutí', 'Montiel', 'Pieres'],
  'Comuna 10': ['Av. Rivadavia', 'Av. Álvarez Jonte', 'Av. Gaona', 'Av. Juan B. Justo', 'Av. Segurola', 'Av. Lope de Vega', 'Bahía Blanca', 'Lascano', 'Chivilcoy'],
  'Comuna 11': ['Av. Francisco Beiró', 'Av. Nazca', 'Av. San Martín', 'Av. Lincoln', 'Av. Salvador María del Carril', 'Cuenca', 'Desaguadero', 'Fernández de Enciso', 'Campana'],
  'Comuna 12': ['Av. Triunvirato', 'Av. Congreso', 'Av. Monroe', 'Av. Cabildo', 'Av. Ricardo Balbín', 'Av. Crisólogo Larralde', 'Av. Olazábal', 'Bauness', 'Pampa', 'Holmberg'],
  'Comuna 13': ['Av. Cabildo', 'Av. del Libertador', 'Av. Congreso', 'Av. Monroe', 'Av. Federico Lacroze', 'Av. Elcano', 'Juramento', 'Mendoza', 'Zapiola', 'Crámer', 'Vidal'],
  'Comuna 14': ['Av. Santa Fe', 'Av. Córdoba', 'Av. Scalabrini Ortiz', 'Av. Juan B. Justo', 'Av. Coronel Díaz', 'Av. Las Heras', 'Gorriti', 'Honduras', 'Thames', 'Guatemala', 'Charcas'],
  'Comuna 15': ['Av. Corrientes', 'Av. Warnes', 'Av. Forest', 'Av. Dorrego', 'Av. San Martín', 'Av. Álvarez Thomas', 'Jorge Newbery', 'Camargo', 'Gurruchaga', 'Donato Álvarez'],
  'Vicente López': ['Av. Maipú', 'Av. del Libertador', 'Av. Bartolomé Mitre', 'Av. San Martín', 'Av. Laprida', 'Hipólito Yrigoyen'],
  'San Isidro': ['Av. Centenario', 'Av. del Libertador', 'Av. Santa Fe', 'Av. Sucre', 'Av. Andrés Rolón', 'Av. Fondo de la Legua', 'Av. Márquez'],
  'San Fernando': ['Av. Presidente Perón', 'Constitución', 'Av. Avellaneda', '3 de Febrero', 'Sobremonte', 'Madero'],
  Tigre: ['Av. Cazón', 'Av. Liniers', 'Av. Santa María de las Conchas', 'Av. Hipólito Yrigoyen', 'Av. Benavídez', 'Av. Boulogne Sur Mer'],
  'General San Martín': ['Av. Ricardo Balbín', 'Av. Rodríguez Peña', 'Av. Márquez', 'Av. 25 de Mayo', 'Belgrano', 'Mitre'],
  'San Miguel': ['Av. Presidente Perón', 'Av. Ricardo Balbín', 'Av. Gaspar Campos', 'Av. Senador Morón', 'Paunero', 'Mitre'],
  'Malvinas Argentinas': ['Av. Presidente Perón', 'Av. Arturo Illia', 'Av. Eva Perón', 'Av. Villate'],
  'José C. Paz': ['Av. Gaspar Campos', 'Av. Presidente Perón', 'Av. Hipólito Yrigoyen', 'Av. Derqui'],
  Escobar: ['Av. Tapia de Cruz', 'Av. 25 de Mayo', 'Av. San Martín', 'Mitre', 'Colectora Este Panamericana'],
  Pilar: ['Av. Tomás Márquez', 'Lorenzo López', 'Av. Caamaño', 'Av. Champagnat', 'Av. Sarmiento', 'Rivadavia'],
  Avellaneda: ['Av. Mitre', 'Av. Belgrano', 'Av. Güemes', 'Av. Hipólito Yrigoyen', 'Av. Galicia', 'Av. Las Flores'],
  Lanús: ['Av. Hipólito Yrigoyen', 'Av. 9 de Julio', 'Av. Eva Perón', 'Av. Rosales', 'Av. Remedios de Escalada de San Martín'],
  'Lomas de Zamora': ['Av. Hipólito Yrigoyen', 'Av. Meeks', 'Av. Almirante Brown', 'Av. Antártida Argentina', 'Laprida'],
  Quilmes: ['Av. Calchaquí', 'Av. Mitre', 'Av. Vicente López', 'Av. Andrés Baranda', 'Av. Lamadrid', 'Av. Zapiola', 'Rivadavia'],
  'Almirante Brown': ['Av. Hipólito Yrigoyen', 'Av. Espora', 'Av. Monteverde', 'Av. San Martín'],
  'Esteban Echeverría': ['Av. Dardo Rocha', 'Boulevard Buenos Aires', 'Av. Santamarina', 'Av. Pedro Dreyer'],
  Berazategui: ['Av. 14', 'Calle 148', 'Av. Mitre', 'Calle 21', 'Av. Milazzo'],
  'Florencio Varela': ['Av. San Martín', 'Av. Calchaquí', 'Av. Eva Perón', 'Av. Hipólito Yrigoyen'],
  'La Plata': ['Calle 7', 'Av. 13', 'Av. 44', 'Av. 51', 'Calle 12', 'Av. 1', 'Av. 32', 'Camino Centenario'],
  'La Matanza': ['Av. Juan Manuel de Rosas', 'Av. Rivadavia', 'Av. Crovara', 'Av. Cristianía', 'Av. Provincias Unidas', 'Arieta', 'Almafuerte'],
  Morón: ['Av. Rivadavia', 'Av. Gaona', 'Av. Vergara', 'Av. Brown', 'Av. Santa Rosa', 'Av. Don Bosco'],
  'Tres de Febrero': ['Av. San Martín', 'Av. Gaona', 'Av. Urquiza', 'Av. Márquez', 'Av. Rodríguez Peña'],
  Hurlingham: ['Av. Vergara', 'Av. Roca', 'Av. Jauretche', 'Av. Pedro Díaz'],
  Ituzaingó: ['Av. Rivadavia', 'Av. Ratti', 'Zufriategui', 'Av. Martín Fierro'],
  Merlo: ['Av. del Libertador', 'Av. Rivadavia', 'Av. Eva Perón', 'Av. Calle Real'],
  Moreno: ['Av. del Libertador', 'Av. Victorica', 'Av. Bartolomé Mitre', 'Av. Graham Bell'],
  Luján: ['Av. Constitución', 'Av. España', 'Av. San Martín', 'Av. Humberto Primo', 'Av. Nuestra Señora de Luján'],
}

const GENERIC_STREETS = [
  'San Martín', 'Belgrano', 'Mitre', 'Sarmiento', 'Moreno', 'Rivadavia', '25 de Mayo', '9 de Julio', 'Alsina',
  'Italia', 'Pueyrredón', 'Las Heras', 'Alvear', 'Lavalle', 'Güemes', 'Brown', 'Independencia', 'Chacabuco',
  'Colón', 'España', 'Alberdi', 'Urquiza',
] as const

/** Partidos outside the 11 area with their own area code (without the trunk 0). */
const AREA_CODES: Record<string, string> = {
  Pilar: '230',
  Escobar: '348',
  'La Plata': '221',
  Luján: '2323',
  Cañuelas: '2226',
  'General Rodríguez': '237',
  Moreno: '237',
  'Marcos Paz': '220',
  Merlo: '220',
  'San Vicente': '2225',
  'Presidente Perón': '2224',
}

type Place = { zone: Zone; partido: string; localidad: string }

function randomPlace(rng: Rng, zone?: Zone): Place {
  const z = zone ?? rng.weighted(ZONE_WEIGHTS)
  const partido = rng.pick(PARTIDOS_BY_ZONE[z])
  return { zone: z, partido: partido.name, localidad: rng.pick(partido.localidades) }
}

function streetAddress(rng: Rng, place: Place): string {
  const street = rng.pick(STREETS[place.partido] ?? GENERIC_STREETS)
  const max = place.zone === 'CABA' ? (street.startsWith('Av.') ? 8999 : 4999) : 4999
  return `${street} ${rng.int(1, Math.floor(max / 10)) * 10 + rng.int(0, 9)}`
}

function phoneNumber(rng: Rng, partido: string, mobile: boolean): string {
  const area = AREA_CODES[partido] ?? '11'
  const length = 10 - area.length
  let subscriber = String(mobile ? rng.pick([2, 3, 4, 5, 6]) : rng.pick([4, 4, 4, 5, 6]))
  while (subscriber.length < length) subscriber += String(rng.int(0, 9))
  return `+54${mobile ? '9' : ''}${area}${subscriber}`
}

function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
}

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

function websiteFor(rng: Rng, businessName: string): string {
  const base = ascii(businessName)
    .replace(/\b(s\.?a\.?s?|s\.?r\.?l\.?|hnos\.?|e hijos|y asociados)\b/g, '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 32)
  const domain = `${base}${rng.chance(0.78) ? '.com.ar' : '.com'}`
  return rng.weighted([
    [`www.${domain}`, 55],
    [`https://www.${domain}`, 35],
    [`https://${domain}`, 10],
  ])
}

function lowerFirst(text: string): string {
  const second = text.charAt(1)
  return second && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/* Trades: business-name heads and offer phrases per subsector (or subsector/division) */

type Trade = { heads: readonly string[]; offers: readonly string[] }

// Heads with {p} (a person), {s} (a surname) are used as written; plain heads get a surname,
// a place word or the localidad appended.
const TRADES: Record<string, readonly [string, ...string[]]> = {
  'empresas-y-profesionales/empresas-constructoras': ['Constructora|Construcciones|Obras y Proyectos|Desarrollos', 'construcción de viviendas, edificios y locales llave en mano', 'obra nueva, ampliaciones y remodelaciones con dirección técnica propia'],
  'empresas-y-profesionales/contratistas-generales': ['Contratista|Servicios de Obra|Obras Civiles|Mantenimiento Edilicio', 'coordinación de gremios, albañilería, instalaciones y terminaciones', 'obras civiles, mantenimiento edilicio y refacciones para consorcios y comercios'],
  'empresas-y-profesionales/arquitectos': ['Estudio Arq. {p}|Arq. {p}|Estudio {s} Arquitectura|{s} & {s} Arquitectos', 'proyecto de arquitectura, planos municipales y dirección de obra', 'diseño de viviendas, reformas e interiorismo con renders 3D'],
  'empresas-y-profesionales/maestros-mayores-de-obra': ['MMO {p}|Maestro Mayor de Obras {p}|Estudio Técnico {s}', 'planos, cómputo y presupuesto, y dirección de obras de hasta cuatro plantas', 'relevamientos, planos de obra y conducción técnica'],
  'empresas-y-profesionales/calculo-estructural': ['Ing. {p}|Estudio de Ingeniería {s}|Cálculo Estructural {s}', 'cálculo de estructuras de hormigón armado, metálicas y de madera', 'verificación estructural, planos de estructura y proyecto de refuerzos'],
  'empresas-y-profesionales/direccion-de-obra': ['Arq. {p}|Dirección de Obra {s}|Gerenciamiento de Obras {s}', 'dirección de obra, certificaciones de avance y control de calidad', 'gerenciamiento de proyectos con seguimiento de costos y plazos'],
  'empresas-y-profesionales/gestoria-de-planos': ['Gestoría {s}|Gestión de Planos {s}|Trámites Municipales', 'planos municipales, permisos de obra, final de obra y regularizaciones', 'empadronamientos, planos conforme a obra y trámites ante AySA, Edenor y Edesur'],
  'empresas-y-profesionales/seguridad-e-higiene': ['Lic. {p}, Seguridad e Higiene|Seguridad e Higiene {s}|Prevención Laboral', 'programas de seguridad, avisos de obra ante la ART y capacitación del personal', 'legajo técnico de seguridad e higiene, visitas de control y elementos de protección personal'],
  'estudios-y-mediciones/estudios-de-suelo': ['Geotecnia|Estudios de Suelo|Laboratorio Geotécnico', 'estudios de suelo con sondeos y ensayos SPT para fundaciones', 'ensayos de laboratorio, informe geotécnico y recomendación de fundación'],
  'estudios-y-mediciones/agrimensura': ['Agrim. {p}|Estudio de Agrimensura {s}|Agrimensura', 'mensuras, subdivisiones, propiedad horizontal y estado parcelario', 'amojonamiento de lotes, planos de mensura y unificaciones'],
  'estudios-y-mediciones/topografia': ['Topografía|Relevamientos|Agrim. {p}', 'relevamientos planialtimétricos con estación total y GPS', 'replanteos de obra, curvas de nivel y relevamientos con drone'],
  'estudios-y-mediciones/honorarios-y-derechos': ['Estudio Contable {s}|Gestoría Técnica {s}|Cdor. {p}', 'cálculo de honorarios profesionales, aportes a la caja y derechos de construcción', 'liquidación de aportes, tasas municipales y derechos de construcción'],
  'preparacion-del-terreno/demoliciones': ['Demoliciones|Demoledora', 'demoliciones totales y parciales con retiro de escombros y seguro', 'demolición manual y mecánica, apuntalamiento de medianeras y compra de materiales de demolición'],
  'preparacion-del-terreno/limpieza-de-terreno': ['Desmalezados|Limpieza de Terrenos|Servicios Rurales', 'desmalezado, corte de pasto alto, extracción de árboles y limpieza de lotes', 'limpieza de terrenos baldíos con retiro de residuos verdes'],
  'preparacion-del-terreno/nivelacion-y-replanteo': ['Replanteos|Nivelaciones|Topografía y Replanteo', 'nivelación de terreno y replanteo de ejes y niveles con nivel láser', 'marcación de bases, ejes y cotas antes de excavar'],
  'preparacion-del-terreno/retiro-de-escombros': ['Volquetes|Retiro de Escombros|Fletes y Escombros', 'retiro de escombros en bolsones y volquetes con habilitación municipal', 'carga y retiro de escombros, tierra y restos de obra'],
  'obrador-y-provisorios/obradores': ['Obradores|Módulos|Containers Habitables', 'alquiler y venta de obradores, oficinas de obra y módulos habitables', 'casillas de obra, pañoles y vestuarios para el personal'],
  'obrador-y-provisorios/cercos-de-obra': ['Cercos|Vallas|Cercos de Obra', 'cercos de obra en fenólico y chapa, vallas metálicas y portones provisorios', 'alquiler de vallas, media sombra y señalización de obra'],
  'obrador-y-provisorios/banos-quimicos': ['Baños Químicos|Sanitarios Portátiles', 'alquiler de baños químicos con limpieza semanal', 'baños químicos para obras y eventos, con lavamanos y servicio de desagote'],
  'obrador-y-provisorios/contenedores': ['Volquetes|Contenedores', 'alquiler de volquetes y contenedores para escombros', 'volquetes de 5 m³ con permiso municipal y retiro en 48 horas'],
  'obrador-y-provisorios/conexiones-provisorias': ['Electricidad de Obra|Conexiones de Obra', 'pilares de luz de obra, tableros provisorios y conexión de agua de obra', 'gestión del medidor de obra ante Edenor, Edesur y AySA'],
  'obrador-y-provisorios/carteles-de-obra': ['Carteles|Gráfica de Obra|Cartelería', 'carteles de obra reglamentarios con estructura y colocación', 'impresión de lonas, carteles municipales y señalética de seguridad'],
  'obrador-y-provisorios/andamios': ['Andamios|Andamios y Bandejas', 'alquiler de andamios tubulares y multidireccionales con armado', 'bandejas de protección, redes y montaje de andamios para fachadas'],
  'obrador-y-provisorios/alquiler-de-herramientas': ['Alquiler de Herramientas|Rental|Alquileres', 'alquiler de hormigoneras, martillos demoledores, vibradores y amoladoras', 'alquiler de herramientas por día o por semana con entrega en obra'],
  'obrador-y-provisorios/vigilancia-de-obra': ['Vigilancia|Seguridad de Obra|Custodia', 'serenos y vigilancia de obra con control de ingreso', 'vigilancia nocturna, cámaras y monitoreo de obradores'],
  excavaciones: ['Excavaciones|Movimiento de Suelos|Movimientos de Tierra', 'excavaciones con retroexcavadora y carga de tierra', 'excavaciones para sótanos, piletas y tanques'],
  zanjeo: ['Zanjeos|Excavaciones', 'zanjeo para bases, vigas de fundación y cimientos', 'excavación manual y mecánica de bases y zanjas para cimientos'],
  desmonte: ['Desmontes|Movimiento de Suelos', 'desmonte y destronque de terrenos con máquina', 'desmonte de capa vegetal y retiro de raíces y tocones'],
  rellenos: ['Rellenos|Terraplenes', 'terraplenes y rellenos compactados con tosca y tierra', 'relleno de terrenos bajos con aporte de tosca y nivelación'],
  nivelacion: ['Nivelaciones|Nivelación de Terrenos', 'nivelación de terrenos con motoniveladora y minicargadora', 'perfilado y nivelación de lotes para jardín o construcción'],
  compactacion: ['Compactaciones|Compactación de Suelos', 'compactación con rodillo vibrador y planchas compactadoras', 'compactación de suelos y bases para pisos y pavimentos con ensayo de densidad'],
  'transporte-de-tierra': ['Transportes|Fletes|Camiones', 'transporte de tierra con camiones volcadores de 6 y 12 m³', 'camiones volcadores para retiro de tierra y escombros'],
  'tosca-y-tierra': ['Tosca y Tierra|Áridos|Tierras', 'venta de tosca, tierra negra, relleno y mejorado por camión', 'tierra negra zarandeada, tosca y relleno con entrega en volcador'],
  retroexcavadoras: ['Máquinas|Alquiler de Máquinas|Movimiento de Suelos', 'alquiler de retroexcavadoras y minicargadoras con operador', 'minicargadoras, retroexcavadoras y miniexcavadoras con operador por hora'],
  subsuelos: ['Excavaciones|Subsuelos', 'excavación de subsuelos y cocheras con submuración y apuntalamiento', 'excavación de sótanos entre medianeras con retiro de tierra'],
  'depresion-de-napa': ['Depresión de Napa|Bombeos|Drenajes', 'depresión de napa con well points y bombeo de achique', 'bombeo de agua de napa para excavaciones y fundaciones'],
  bases: ['Fundaciones|Bases y Zapatas', 'bases aisladas y zapatas corridas de hormigón armado', 'excavación, armado y hormigonado de bases y zapatas'],
  pilotes: ['Pilotes|Piloteadora|Pilotajes', 'pilotes excavados e hincados para edificios y naves', 'ejecución de pilotes de hormigón armado con equipo propio'],
  'vigas-de-fundacion': ['Fundaciones|Encadenados', 'vigas de fundación, encadenados y vigas de arriostramiento', 'armado y hormigonado de vigas de fundación y encadenados inferiores'],
  plateas: ['Plateas|Fundaciones', 'plateas de hormigón armado para viviendas y steel frame', 'plateas de fundación con malla, vigas perimetrales y film de polietileno'],
  pilotines: ['Pilotines|Fundaciones', 'pilotines con hoyadora mecánica y cabezales', 'pilotines y vigas de fundación para viviendas y ampliaciones'],
  micropilotes: ['Micropilotes|Geotecnia', 'micropilotes inyectados para recalces y espacios reducidos', 'micropilotes y anclajes para refuerzo de fundaciones existentes'],
  submuraciones: ['Submuraciones|Submuraciones y Recalces', 'submuraciones por tramos alternados y recalce de medianeras', 'submuración, apuntalamiento y estudio de medianeras linderas'],
  'muros-de-contencion': ['Muros de Contención|Tablestacas', 'muros de contención de hormigón armado y tablestacas metálicas', 'muros de contención para subsuelos, desniveles y piletas'],
  'capa-aisladora': ['Impermeabilizaciones|Aislaciones', 'capa aisladora horizontal y vertical con hidrófugo', 'impermeabilización de fundaciones y sótanos, y tratamiento de humedad de cimientos'],
  perforaciones: ['Perforaciones|Equipos Piloteros', 'perforaciones con equipos piloteros y hoyadoras hidráulicas', 'alquiler de equipo pilotero con operador para pilotes y pilotines'],
  'corralones/corralones-de-materiales': ['Corralón|Materiales|Corralón de Materiales', 'arena, piedra, cemento, cal, ladrillos y hierro con entrega en obra', 'materiales para la construcción con envío en camión con hidrogrúa'],
  'corralones/aridos': ['Áridos|Arenera|Piedras y Arenas', 'arena fina y gruesa, piedra partida, canto rodado y granza en bolsones', 'áridos a granel y en bolsón con entrega en el día'],
  'corralones/cementos-y-cales': ['Cementos|Distribuidora|Materiales', 'cemento portland, cal hidratada, plasticor y cementos de albañilería', 'cementos, cales y adhesivos por bolsa o por pallet'],
  'corralones/aditivos': ['Aditivos|Químicos para la Construcción', 'aditivos para hormigón, hidrófugos, acelerantes y puentes de adherencia', 'hidrófugos, selladores y aditivos para morteros'],
  'ladrillos-y-bloques/ladrillos-comunes': ['Ladrillos|Cortadero|Ladrillera', 'ladrillos comunes de horno, por mil o por pallet', 'ladrillos comunes de campo con entrega en obra'],
  'ladrillos-y-bloques/ladrillos-huecos': ['Cerámicos|Ladrillos', 'ladrillos huecos cerámicos 8x18x33, 12x18x33 y 18x18x33', 'ladrillos huecos portantes y no portantes por pallet'],
  'ladrillos-y-bloques/bloques-de-hormigon': ['Bloques|Premoldeados|Bloquera', 'bloques de hormigón 19x19x39 y 13x19x39, lisos y símil piedra', 'fabricación de bloques de hormigón vibrado y premoldeados'],
  'ladrillos-y-bloques/ladrillos-vistos': ['Ladrillos Vistos|Ladrillería', 'ladrillos vistos, de máquina y prensados para frentes y quinchos', 'ladrillos de máquina, tejuelas y revestimientos símil ladrillo'],
  'ladrillos-y-bloques/hormigon-celular': ['Hormigón Celular|Bloques HCCA', 'bloques de hormigón celular curado en autoclave (HCCA) y adhesivo', 'bloques de hormigón celular para muros térmicos con asesoramiento técnico'],
  'albanileria/albaniles': ['Albañilería|Construcciones|Cuadrilla', 'albañiles y cuadrillas para obra nueva, mampostería y revoques', 'mano de obra de albañilería por metro o por jornal'],
  'albanileria/tabiques-y-medianeras': ['Albañilería|Mampostería', 'tabiques, medianeras y muros de ladrillo o bloque', 'levantamiento de medianeras, muros divisorios y tabiques'],
  'albanileria/reformas': ['Reformas|Refacciones|Ampliaciones', 'reformas, ampliaciones y refacciones integrales de casas y departamentos', 'refacción de baños y cocinas y ampliaciones en planta alta'],
  'construccion-en-seco/placas-de-yeso': ['Durlock|Construcción en Seco|Placas', 'placas de yeso Durlock, masillas, cintas y accesorios', 'placas de yeso estándar, resistentes a la humedad e ignífugas'],
  'construccion-en-seco/perfileria': ['Perfiles|Perfilería', 'perfilería galvanizada: montantes, soleras y perfiles omega', 'perfiles galvanizados para steel frame y construcción en seco'],
  'construccion-en-seco/steel-frame': ['Steel Frame|Steel|Construcciones en Seco', 'viviendas en steel frame llave en mano con platea', 'ampliaciones y viviendas con sistema steel frame y revestimiento EIFS'],
  'construccion-en-seco/wood-frame': ['Wood Frame|Casas de Madera', 'viviendas en wood frame con madera tratada y placas OSB', 'construcción en wood frame con aislación térmica de alta eficiencia'],
  'construccion-en-seco/placas-cementicias': ['Placas Cementicias|Revestimientos Secos', 'placas cementicias para exteriores, fachadas y bases de revestimiento', 'placas cementicias, tornillería y selladores para exterior'],
  'construccion-en-seco/durlero': ['Durlero|Construcción en Seco|Instalaciones en Seco', 'tabiques y cielorrasos de Durlock con masillado y terminación', 'colocación de construcción en seco: tabiques, cielorrasos, bajadas y muebles de placa'],
  'hormigon/hormigon-elaborado': ['Hormigones|Hormigonera', 'hormigón elaborado H-17 a H-30 con camión mixer', 'hormigón elaborado para losas, plateas y pavimentos con entrega programada'],
  'hormigon/bombeo': ['Bombeo|Bombeos de Hormigón', 'bombeo de hormigón con bomba pluma y estacionaria', 'bombas de arrastre y pluma para hormigonar losas en altura'],
  'hormigon/hormigon-armado': ['Estructuras|Estructuras de Hormigón', 'estructuras de hormigón armado: columnas, vigas y losas', 'encofrado, armado y llenado de estructuras de hormigón armado'],
  'hormigon/premoldeados': ['Premoldeados|Premoldeados de Hormigón', 'premoldeados de hormigón: columnas, vigas, cercos y losetas', 'cercos premoldeados, postes y cámaras de hormigón'],
  'hormigon/ensayos': ['Laboratorio|Ensayos', 'ensayos de probetas de hormigón, aceros y suelos', 'control de calidad del hormigón con toma de probetas en obra'],
  'acero/hierro': ['Hierros|Aceros|Hierro y Acero', 'hierro para construcción del 6 al 25 en barras de 12 m', 'hierro nervado, alambre y clavos con entrega en obra'],
  'acero/mallas': ['Mallas|Aceros', 'mallas electrosoldadas para losas, plateas y contrapisos', 'mallas electrosoldadas por unidad o por paquete'],
  'acero/cortado-y-doblado': ['Doblado de Hierro|Ferralla', 'cortado y doblado de hierro según planilla', 'armaduras a medida: estribos, vigas y columnas listas para colocar'],
  'acero/estructuras-metalicas': ['Estructuras Metálicas|Metalúrgica', 'estructuras metálicas para naves, entrepisos y cubiertas', 'fabricación y montaje de estructuras metálicas y tinglados'],
  'acero/perfiles-de-acero': ['Perfiles|Aceros|Siderúrgica', 'perfiles IPN, UPN, doble T y tubos estructurales', 'vigas de acero, perfiles C y planchuelas con corte a medida'],
  'encofrados-y-apuntalamiento/encofrados': ['Encofrados', 'encofrados fenólicos y metálicos para losas, vigas y tabiques', 'fabricación de encofrados y fenólicos a medida'],
  'encofrados-y-apuntalamiento/alquiler-de-encofrados': ['Encofrados|Alquiler de Encofrados', 'alquiler de encofrados metálicos, vigas y tableros por mes', 'alquiler de sistemas de encofrado con asesoramiento técnico'],
  'encofrados-y-apuntalamiento/puntales': ['Puntales|Apuntalamientos', 'alquiler de puntales metálicos y apuntalamiento de losas', 'puntales regulables, cimbras y apuntalamiento de estructuras'],
  'otras/madera': ['Estructuras de Madera|Maderas', 'estructuras de madera laminada para techos y quinchos', 'tirantes, vigas laminadas y estructuras de madera a medida'],
  'otras/refuerzos': ['Refuerzos Estructurales|Ingeniería', 'refuerzos estructurales con fibra de carbono y encamisados', 'reparación de columnas, vigas y losas con hierro expuesto'],
  'otras/escaleras': ['Escaleras|Escaleras de Hormigón', 'escaleras de hormigón armado rectas, en L y helicoidales', 'escaleras de hormigón a medida con terminación para revestir'],
  'otras/tanques': ['Tanques|Cisternas', 'tanques y cisternas de hormigón armado, limpieza e impermeabilización', 'construcción y reparación de tanques de hormigón para edificios'],
  techistas: ['Techos|Techista|Techados', 'reparación de techos, goteras y filtraciones', 'techos de tejas, chapa y losa: colocación y mantenimiento'],
  tejas: ['Tejas|Tejados', 'tejas cerámicas francesas, coloniales y de hormigón', 'venta y colocación de tejas con accesorios y cumbreras'],
  chapas: ['Chapas|Chapas y Perfiles', 'chapas acanaladas y trapezoidales, cincalum y prepintadas a medida', 'chapas para techo cortadas a medida con entrega en obra'],
  madereras: ['Maderera|Maderas|Aserradero', 'tirantes, machimbre, tablas y fenólicos para techos', 'maderas para techo de pino, eucalipto y saligna con tratamiento'],
  membranas: ['Membranas|Impermeabilizaciones', 'membranas asfálticas y líquidas con colocación garantizada', 'impermeabilización de terrazas y techos con membrana geotextil'],
  'losa-premoldeada': ['Losas|Premoldeados', 'losas premoldeadas con viguetas y ladrillos cerámicos', 'provisión y montaje de losa premoldeada para viviendas'],
  'viguetas-pretensadas': ['Viguetas|Pretensados', 'viguetas pretensadas de 1 a 8 m y bovedillas de telgopor', 'viguetas pretensadas con planilla de cálculo y entrega en obra'],
  zingueria: ['Zinguería', 'canaletas, babetas, cupertinas y conductos de chapa galvanizada', 'trabajos de zinguería a medida para techos de teja y chapa'],
  aislacion: ['Aislaciones|Aislación Térmica', 'aislación térmica y acústica con lana de vidrio y espuma de poliuretano', 'aislación de techos y muros con poliuretano proyectado'],
  claraboyas: ['Claraboyas|Lucernarios', 'claraboyas fijas y rebatibles de policarbonato y vidrio', 'fabricación e instalación de claraboyas y lucernarios'],
  policarbonato: ['Policarbonato|Techos de Policarbonato', 'techos de policarbonato alveolar y compacto para galerías y cocheras', 'placas de policarbonato cortadas a medida con perfilería de aluminio'],
  'piso-impermeabilizable': ['Impermeabilizaciones|Pisos Técnicos', 'pisos impermeabilizables para terrazas y balcones transitables', 'impermeabilización bajo piso con membrana cementicia'],
  'terrazas-verdes': ['Terrazas Verdes|Techos Verdes', 'terrazas y techos verdes con sistema de drenaje y riego', 'diseño y construcción de cubiertas verdes con plantas nativas'],
  'ladrillos-tejas-bloques': ['Cerámica|Ladrillos y Tejas', 'ladrillos para techo, tejas y bloques cerámicos', 'ladrillos de techo, tejuelas y bloques para cubiertas'],
  canaletas: ['Canaletas|Zinguería', 'canaletas y bajadas pluviales de chapa y PVC', 'limpieza, reparación y colocación de canaletas y bajadas pluviales'],
  electricidad: ['Electricidad|Instalaciones Eléctricas|Electro', 'instalaciones eléctricas domiciliarias e industriales con electricista matriculado', 'tableros, cableado, puesta a tierra y certificados de instalación eléctrica'],
  'audio-voz-datos': ['Redes|Conectividad|Telecomunicaciones', 'cableado estructurado, redes de datos, wifi y telefonía', 'redes UTP, fibra óptica, porteros y audio ambiental'],
  alarmas: ['Alarmas|Seguridad Electrónica', 'alarmas con monitoreo, cámaras de seguridad y control de acceso', 'instalación de alarmas, sensores y videovigilancia'],
  'agua-y-cloacas': ['Plomería|Sanitarios|Instalaciones Sanitarias', 'instalaciones de agua fría y caliente, cloacas y desagües', 'plomería, destapaciones y conexión a la red cloacal'],
  gas: ['Gasista|Instalaciones de Gas|Gas', 'instalaciones de gas con gasista matriculado y planos', 'conexión de artefactos, pruebas de hermeticidad y trámites ante Metrogas y Naturgy'],
  pluvial: ['Desagües|Pluviales', 'desagües pluviales, rejillas, cámaras y canaletas de piso', 'desagües pluviales y reservorios de agua de lluvia'],
  'redes-para-barrios': ['Redes|Obras de Infraestructura|Servicios Urbanos', 'redes de agua, cloaca, gas y electricidad para barrios cerrados', 'infraestructura de servicios para loteos y barrios privados'],
  'contra-incendio': ['Incendio|Protección Contra Incendio|Matafuegos', 'instalaciones contra incendio, hidrantes, rociadores y detección', 'matafuegos, bocas de incendio y planos de incendio aprobados'],
  'energias-renovables': ['Energía Solar|Renovables|Solar', 'paneles solares, termotanques solares y equipos eólicos', 'sistemas fotovoltaicos conectados a red y aislados'],
  'tanques-y-bombas': ['Tanques y Bombas|Bombas', 'tanques de agua, bombas presurizadoras y elevadoras', 'limpieza de tanques e instalación de bombas y flotantes'],
  'grupos-electrogenos': ['Grupos Electrógenos|Generadores', 'venta, alquiler y service de grupos electrógenos', 'grupos electrógenos con tablero de transferencia automática'],
  herreria: ['Herrería', 'rejas, portones, barandas y escaleras de hierro a medida', 'herrería de obra y trabajos de soldadura en general'],
  vidrios: ['Vidriería|Vidrios', 'vidrios float, laminados, templados y DVH a medida', 'colocación de vidrios, espejos y mamparas'],
  'carpinteria-metalica': ['Carpintería Metálica|Aberturas', 'aberturas de chapa doblada, puertas y ventanas metálicas', 'carpintería metálica a medida para obra nueva y reemplazo'],
  aluminio: ['Aberturas|Aluminio|Carpintería de Aluminio', 'ventanas, puertas y frentes de aluminio línea Módena y A30', 'aberturas de aluminio con DVH y mosquiteros'],
  pvc: ['Aberturas PVC|Ventanas de PVC', 'aberturas de PVC con doble vidriado hermético', 'ventanas y puertas de PVC de alta prestación térmica'],
  'carpinteria-de-madera': ['Carpintería|Carpintería de Madera', 'aberturas, puertas y muebles de madera a medida', 'carpintería de obra en cedro, paraíso y pino'],
  puertas: ['Puertas|Aberturas', 'puertas placa, de seguridad y de madera maciza', 'venta y colocación de puertas interiores y exteriores'],
  herrajes: ['Herrajes|Cerrajería', 'herrajes para aberturas y muebles: bisagras, cerraduras y manijas', 'herrajes, cerraduras de seguridad y accesorios de carpintería'],
  'laminas-para-vidrios': ['Láminas|Polarizados', 'láminas de seguridad, control solar y esmerilado para vidrios', 'polarizado de vidrios en casas y oficinas'],
  'molduras-de-madera': ['Molduras|Maderas', 'molduras, contramarcos y zócalos de madera', 'molduras de madera maciza a medida y varillas decorativas'],
  'cortinas-de-enrollar': ['Cortinas|Persianas', 'cortinas de enrollar de PVC y aluminio, motorizadas y manuales', 'reparación de persianas, cintas y motores de cortinas'],
  portones: ['Portones|Automatismos', 'portones corredizos y levadizos con motor', 'automatización de portones y mantenimiento de motores'],
  'rejas-y-mosquiteros': ['Rejas|Mosquiteros', 'rejas de seguridad y mosquiteros a medida', 'mosquiteros fijos, enrollables y rebatibles para aberturas'],
  revoques: ['Revoques|Albañilería', 'revoques gruesos y finos, interiores y exteriores', 'revoque proyectado y revoques a la cal'],
  yeseria: ['Yesería|Yesero', 'enlucidos de yeso, cielorrasos aplicados y molduras', 'yesería tradicional y proyectada para obra nueva'],
  'contrapisos-y-carpetas': ['Contrapisos|Carpetas', 'contrapisos, carpetas niveladas y autonivelantes', 'contrapisos de hormigón pobre y carpetas para pisos flotantes'],
  pisos: ['Pisos|Pisos y Revestimientos', 'pisos de cemento alisado, vinílicos y técnicos', 'colocación de pisos en interiores y exteriores'],
  'ceramicos-y-porcelanatos': ['Cerámicos|Porcelanatos|Revestimientos', 'cerámicos, porcelanatos y pegamentos, venta y colocación', 'porcelanatos rectificados y cerámicos para pisos y paredes'],
  'pisos-de-madera': ['Pisos de Madera|Parquet', 'pisos de madera maciza, parquet y pisos flotantes', 'colocación de pisos flotantes y deck de madera'],
  'pulido-y-plastificado': ['Pulidos|Plastificados', 'pulido y plastificado de pisos de madera', 'hidrolaqueado, pulido de parquet y reparación de tablas'],
  microcemento: ['Microcemento', 'microcemento alisado para pisos, paredes, baños y mesadas', 'aplicación de microcemento sobre cerámicos sin demoler'],
  revestimientos: ['Revestimientos', 'revestimientos de piedra, símil piedra y texturados', 'revestimientos plásticos, tarquini y placas decorativas'],
  cielorrasos: ['Cielorrasos', 'cielorrasos de Durlock, PVC y suspendidos', 'cielorrasos desmontables y armados con buñas'],
  pinturas: ['Pinturería|Pinturas|Pintor', 'pintura de interiores, exteriores y frentes con látex y esmaltes', 'pinturería con látex, esmaltes, impermeabilizantes y accesorios'],
  empapelados: ['Empapelados|Papeles Pintados', 'empapelados vinílicos y murales con colocación', 'papeles pintados importados y nacionales con colocación'],
  molduras: ['Molduras|Decoración', 'molduras de yeso y poliuretano, cornisas y rosetones', 'colocación de molduras decorativas y guardas'],
  zocalos: ['Zócalos', 'zócalos de madera, MDF, PVC y porcelanato', 'colocación de zócalos y guardacantos'],
  mesadas: ['Mesadas|Marmolería', 'mesadas de granito, mármol y cuarzo', 'marmolería con mesadas a medida, bachas y zócalos'],
  muebles: ['Muebles|Amoblamientos', 'muebles a medida en melamina y madera', 'muebles de baño, vanitorys y estanterías a medida'],
  'amoblamientos-de-cocina': ['Cocinas|Amoblamientos', 'amoblamientos de cocina, bajomesadas y alacenas a medida', 'cocinas integrales con herrajes de cierre suave'],
  placares: ['Placares|Vestidores', 'placares, vestidores e interiores de placard a medida', 'frentes de placard corredizos y vestidores en melamina'],
  'sanitarios-y-griferia': ['Sanitarios|Grifería|Baños', 'sanitarios, grifería, mamparas y accesorios de baño', 'inodoros, bachas, griferías monocomando y mamparas de vidrio templado'],
  iluminacion: ['Iluminación|Luces', 'artefactos de iluminación, lámparas LED y proyectos lumínicos', 'iluminación para interiores, exteriores y comercios'],
  'aire-acondicionado-split': ['Aire Acondicionado|Climatización|Frío', 'instalación de aire acondicionado split y multi split', 'venta e instalación de equipos split inverter con garantía'],
  'aire-acondicionado-central': ['Climatización|Aire Central|Ingeniería Térmica', 'aire acondicionado central, sistemas VRF y conductos', 'proyecto e instalación de sistemas centrales y roof top'],
  'calderas-y-radiadores': ['Calefacción|Calderas', 'calderas duales, radiadores de aluminio y calefacción por agua', 'instalación y service de calderas y radiadores'],
  'losa-radiante': ['Losa Radiante|Calefacción', 'losa y piso radiante con caños PEX y colectores', 'calefacción por piso radiante con control por zonas'],
  'calefactores-a-gas': ['Calefactores|Gas', 'calefactores de tiro balanceado con conexión y ventilaciones reglamentarias', 'venta e instalación de calefactores a gas y estufas TB'],
  'hogares-y-salamandras': ['Hogares|Estufas|Salamandras', 'hogares a leña, salamandras y estufas con conductos', 'construcción de hogares, parrillas y salamandras de fundición'],
  'termotanques-y-calefones': ['Termotanques|Agua Caliente', 'termotanques y calefones: venta, instalación y reparación', 'cambio de termotanques a gas y eléctricos en el día'],
  'ventilacion-y-extraccion': ['Ventilación|Extracción', 'campanas, extractores y conductos de ventilación', 'extracción de aire para cocinas, baños y locales'],
  'service-climatizacion': ['Service|Refrigeración|Climatización', 'service, limpieza y carga de gas de equipos de aire acondicionado', 'mantenimiento preventivo de calderas y equipos de climatización'],
  eventos: ['Eventos|Producciones', 'organización de inauguraciones, lanzamientos y eventos de obra', 'carpas, sonido e iluminación para eventos corporativos'],
  blindajes: ['Blindajes|Blindados', 'puertas blindadas, blindaje de aberturas y cajas fuertes', 'blindaje de puertas de ingreso y cerraduras de alta seguridad'],
  'empresas-de-seguridad': ['Seguridad|Vigilancia|Custodias', 'vigilancia privada para obras, barrios y edificios', 'personal de seguridad, monitoreo y rondas en obra'],
  ascensores: ['Ascensores|Elevadores', 'instalación, modernización y mantenimiento de ascensores', 'ascensores, montacargas y plataformas para personas con movilidad reducida'],
  'sueldos-y-contabilidad': ['Estudio Contable {s}|Liquidaciones|Cdor. {p}', 'liquidación de sueldos UOCRA, cargas sociales y contabilidad de obra', 'asesoramiento contable e impositivo para empresas constructoras'],
  piletas: ['Piletas|Natatorios', 'piletas de hormigón, fibra y lona: construcción y mantenimiento', 'construcción de piletas con filtrado, iluminación y solárium'],
  'creditos-y-financiacion': ['Financiera|Créditos|Inversiones', 'créditos para construcción, ampliación y refacción', 'financiación de materiales y créditos hipotecarios con asesoramiento'],
  limpieza: ['Limpieza|Servicios de Limpieza', 'limpieza de final de obra, vidrios y mantenimiento', 'limpieza post obra con hidrolavadora y retiro de residuos'],
  paisajismo: ['Paisajismo|Jardines|Vivero', 'diseño de jardines, parquización, riego automático y césped', 'paisajismo con especies nativas, iluminación de jardín y mantenimiento'],
  seguros: ['Seguros|Broker de Seguros', 'seguros de obra, ART, caución y responsabilidad civil', 'pólizas de todo riesgo construcción y seguros de caución'],
  fletes: ['Fletes|Mudanzas y Fletes|Transportes', 'fletes con camioneta y camión para materiales de obra', 'fletes y mudanzas con hidrogrúa para materiales pesados'],
  'pavimentos-de-hormigon': ['Pavimentos|Pavimentadora', 'pavimentos de hormigón para calles, accesos y playones', 'pavimentos de hormigón armado con regla vibratoria'],
  'equipos-de-topografia': ['Topografía|Instrumental', 'venta y alquiler de estaciones totales, niveles y GPS', 'service y calibración de equipos de topografía'],
  asfalto: ['Asfaltos|Pavimentos Asfálticos', 'carpeta asfáltica, riego de liga y mezcla asfáltica en caliente', 'asfalto para calles, estacionamientos y accesos de barrios'],
  'pavimentos-articulados': ['Adoquines|Pavimentos Articulados', 'adoquines de hormigón y pavimentos intertrabados', 'colocación de adoquines para playas de estacionamiento y veredas'],
  'alquiler-de-maquinaria': ['Alquiler de Maquinaria|Rental|Maquinarias', 'alquiler de motoniveladoras, rodillos, palas cargadoras y excavadoras', 'maquinaria vial con y sin operador'],
  'veredas-y-cordones': ['Veredas|Cordones', 'veredas reglamentarias, cordón cuneta y rampas', 'construcción y reparación de veredas con baldosas reglamentarias'],
  bacheo: ['Bacheos|Reparaciones Viales', 'bacheo de asfalto y hormigón, sellado de juntas y fisuras', 'bacheo en caliente y en frío para calles y playones'],
  'senalizacion-vial': ['Señalización|Demarcación Vial', 'demarcación vial, carteles y reductores de velocidad', 'pintura termoplástica y señalización de estacionamientos'],
  alcantarillas: ['Desagües|Alcantarillas', 'alcantarillas, caños de hormigón y zanjas de desagüe', 'desagües pluviales y alcantarillado para calles y barrios'],
}

function tradeFor(subsector: Subsector, division: Division | null): Trade {
  const entry = TRADES[division ? `${subsector.slug}/${division.slug}` : subsector.slug]
  if (entry) {
    const [heads, ...offers] = entry
    return { heads: heads.split('|'), offers }
  }
  // Taxonomy entries added later still get sensible text until they get their own line here.
  const name = division?.name ?? subsector.name
  return { heads: [name], offers: [lowerFirst(name)] }
}

type Slot = { sector: Sector; subsector: Subsector; division: Division | null; trade: Trade; label: string }
type SubsectorRef = { sector: Sector; subsector: Subsector; slots: Slot[] }

function buildTaxonomy() {
  const slots: Slot[] = []
  const subsectors: SubsectorRef[] = []
  for (const sector of SECTORS) {
    for (const subsector of sector.subsectors) {
      const divisions: (Division | null)[] = subsector.divisions.length > 0 ? [...subsector.divisions] : [null]
      const own = divisions.map((division) => ({
        sector,
        subsector,
        division,
        trade: tradeFor(subsector, division),
        label: division?.name ?? subsector.name,
      }))
      slots.push(...own)
      subsectors.push({ sector, subsector, slots: own })
    }
  }
  return { slots, subsectors }
}

/* Text */

function businessName(rng: Rng, trade: Trade, place: Place): string {
  const head = rng.pick(trade.heads)
  if (head.includes('{')) {
    return head.replace(/\{p\}/g, () => personName(rng)).replace(/\{s\}/g, () => rng.pick(SURNAMES))
  }
  const cardinal = ZONE_CARDINAL[place.zone]
  const pattern = rng.weighted<string>([
    ['{h} {s}', 6],
    ['{h} {w}', 4],
    ['{h} {loc}', 2],
    ['{h} {s} e Hijos', 1.5],
    ['{h} {s} Hnos.', 1],
    ['{h} del {c} S.A.', cardinal ? 1.5 : 0],
    ['{h} del {c}', cardinal ? 1 : 0],
    ['{h} {s} SRL', 1],
    ['{h} {w} S.A.', 0.8],
    ['{h} {s} y Asociados', 0.4],
  ])
  return pattern
    .replace('{h}', head)
    .replace('{s}', rng.pick(SURNAMES))
    .replace('{w}', rng.pick(PLACE_WORDS))
    .replace('{loc}', place.localidad)
    .replace('{c}', cardinal ?? '')
}

const CLOSINGS = [
  'Pedí tu presupuesto sin cargo.',
  'Consultanos por WhatsApp.',
  'Escribinos y te asesoramos sin compromiso.',
  'Visitá nuestro local.',
  'Coordinamos visitas en el día.',
  'Más de {n} años en el rubro.',
  'Atendemos particulares, empresas y consorcios.',
  'Trabajamos con factura A y B.',
  'Aceptamos todos los medios de pago.',
  'Garantía escrita en todos los trabajos.',
  'Llamanos de lunes a sábados de 8 a 18.',
  'Empresa familiar desde {y}.',
] as const

function describe(rng: Rng, slot: Slot, place: Place): string {
  const offer = rng.pick(slot.trade.offers)
  const sentences = [
    rng.weighted<string>([
      [`${slot.label} en ${place.localidad}.`, 3],
      [`${slot.label} en ${place.localidad} y alrededores.`, 3],
      [`${slot.label} en ${place.localidad}, con cobertura en ${ZONE_REACH[place.zone]}.`, 2],
    ]),
  ]
  if (rng.chance(0.85)) {
    sentences.push(
      rng.weighted<string>([
        [`Ofrecemos ${offer}.`, 3],
        [`${capitalise(offer)}.`, 3],
        [`Especialistas en ${offer}.`, 2],
      ]),
    )
  }
  if (rng.chance(0.55)) {
    sentences.push(
      rng.pick(CLOSINGS).replace('{n}', String(rng.int(5, 40))).replace('{y}', String(rng.int(1962, 2012))),
    )
  }
  return sentences.join(' ')
}

const POSITIVE_COMMENTS = [
  'Muy buena atención, cumplieron con los plazos en {loc}.',
  'Excelente trabajo, prolijos y puntuales. Los recomiendo.',
  'Presupuesto claro y sin sorpresas. Volvería a contratarlos.',
  'Buenos precios y entrega rápida en {loc}.',
  'Impecable. Dejaron todo limpio al terminar.',
  'Nos asesoraron muy bien con {what}. Súper recomendables.',
  'Segunda vez que trabajo con ellos y siempre responden.',
  'Atención de primera, contestan rápido por WhatsApp.',
  'Muy profesionales, resolvieron un problema que otros no pudieron.',
  'Cumplieron con todo lo pactado. Precio justo.',
  'Los contratamos para {what} en una obra en {loc} y quedamos muy conformes.',
  'Entregaron a horario y con todo lo pedido.',
  'Gente seria y responsable. Recomendables.',
  'Muy conforme con {what}, quedó mejor de lo esperado.',
  '{first} nos atendió muy bien y nos explicó todo con paciencia.',
] as const

const NEUTRAL_COMMENTS = [
  'Cumplieron, aunque tardaron más de lo acordado.',
  'Buen trabajo pero cuesta comunicarse por teléfono.',
  'Precio razonable. La entrega se demoró un par de días.',
  'Correctos, nada para destacar.',
  'El trabajo quedó bien, pero hubo que insistir para que terminen los detalles.',
  'Buena calidad, aunque el presupuesto subió respecto del inicial.',
] as const

const NEGATIVE_COMMENTS = [
  'No respetaron el presupuesto inicial y hubo que reclamar varias veces.',
  'Entregaron incompleto y nunca devolvieron los llamados.',
  'Muy demorados. No los volvería a llamar.',
  'Dejaron la obra a medio terminar.',
  'Mala atención y precios más altos que lo publicado.',
  'Quedaron en venir a {loc} tres veces y no aparecieron.',
] as const

const COMMENT_TAILS = [
  ' Gracias!',
  ' 100% recomendables.',
  ' Volvería a llamarlos.',
  ' La obra quedó muy bien.',
] as const

function reviewComment(rng: Rng, rating: number, what: string, loc: string, contact: string | null): string {
  const pool = rating >= 4 ? POSITIVE_COMMENTS : rating === 3 ? NEUTRAL_COMMENTS : NEGATIVE_COMMENTS
  let template: string = rng.pick(pool)
  if (template.includes('{first}') && !contact) template = POSITIVE_COMMENTS[0]
  let text = template
    .replace('{loc}', loc)
    .replace('{what}', lowerFirst(what))
    .replace('{first}', contact?.split(' ')[0] ?? '')
  if (rating === 5 && rng.chance(0.25)) text += rng.pick(COMMENT_TAILS)
  return text.slice(0, REVIEW_COMMENT_MAX)
}

/* Images: small SVG illustrations rendered to WebP */

type MaterialArtKind =
  | 'bags'
  | 'bricks'
  | 'hollowBricks'
  | 'blocks'
  | 'bars'
  | 'sand'
  | 'stones'
  | 'sheets'
  | 'corrugated'
  | 'rolls'
  | 'pipes'
  | 'cans'
  | 'tiles'
  | 'tank'
  | 'boards'

const MATERIAL_ART: readonly { kind: MaterialArtKind; color: string }[] = [
  { kind: 'bags', color: '#8f969c' },
  { kind: 'bags', color: '#6f9a5b' },
  { kind: 'bags', color: '#e7e1d3' },
  { kind: 'bags', color: '#4f7fb5' },
  { kind: 'hollowBricks', color: '#c8643b' },
  { kind: 'bricks', color: '#a5482c' },
  { kind: 'blocks', color: '#a3a39b' },
  { kind: 'bars', color: '#6b6f75' },
  { kind: 'sand', color: '#d9b77a' },
  { kind: 'stones', color: '#8d8f91' },
  { kind: 'sheets', color: '#f1f0ea' },
  { kind: 'corrugated', color: '#b9c1c9' },
  { kind: 'rolls', color: '#34393d' },
  { kind: 'rolls', color: '#e8c547' },
  { kind: 'pipes', color: '#e07b39' },
  { kind: 'cans', color: '#3b82c4' },
  { kind: 'tiles', color: '#d9cbb5' },
  { kind: 'tank', color: '#d6c49c' },
  { kind: 'boards', color: '#c89a5c' },
]

type ProjectScene = 'house' | 'building' | 'interior' | 'pool' | 'warehouse' | 'works'
const PROJECT_SCENES: readonly ProjectScene[] = ['house', 'building', 'interior', 'pool', 'warehouse', 'works']
const PROJECT_PALETTES = 2

const materialImageKey = (index: number) => `${DEMO_IMAGE_DIR}/material-${index + 1}.webp`
const projectImageKey = (scene: number, palette: number) => `${DEMO_IMAGE_DIR}/project-${scene + 1}-${palette + 1}.webp`

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (v: number) => {
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel((n >> 16) & 255)}${channel((n >> 8) & 255)}${channel(n & 255)}`
}

const r1 = (v: number) => Math.round(v * 10) / 10

function materialSvg(index: number): string {
  const { kind, color } = MATERIAL_ART[index] as (typeof MATERIAL_ART)[number]
  const rng = new Rng(1000 + index)
  const backgrounds = ['#eef4f8', '#f6f1e9', '#eef5ee', '#f4eff6', '#f8f3e6']
  const bg = backgrounds[index % backgrounds.length] as string
  const dark = shade(color, -0.3)
  const light = shade(color, 0.3)
  const parts: string[] = []
  const defs: string[] = [
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.4)}"/><stop offset="1" stop-color="${bg}"/></linearGradient>`,
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, -0.12)}"/><stop offset="1" stop-color="${shade(bg, -0.06)}"/></linearGradient>`,
    `<linearGradient id="obj" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".35" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="mound" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
  ]
  parts.push('<rect width="640" height="480" fill="url(#bg)"/>')
  parts.push('<rect y="372" width="640" height="108" fill="url(#fl)"/>')
  parts.push('<ellipse cx="320" cy="378" rx="240" ry="22" fill="#000" opacity=".12"/>')

  const pallet = () =>
    `<rect x="120" y="352" width="400" height="12" fill="#b58a57"/><rect x="130" y="364" width="30" height="10" fill="#8f6a3f"/><rect x="305" y="364" width="30" height="10" fill="#8f6a3f"/><rect x="480" y="364" width="30" height="10" fill="#8f6a3f"/>`

  switch (kind) {
    case 'bags': {
      const bag = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="200" height="84" rx="24" fill="${color}" stroke="${dark}" stroke-width="2"/>` +
        `<rect x="${x + 38}" y="${y + 18}" width="124" height="48" rx="8" fill="#fff" opacity=".78"/>` +
        `<rect x="${x + 38}" y="${y + 38}" width="124" height="10" fill="${dark}" opacity=".8"/>` +
        `<path d="M${x + 14} ${y + 12}v60M${x + 186} ${y + 12}v60" stroke="${dark}" stroke-width="3" stroke-dasharray="5 5"/>`
      parts.push(pallet(), bag(116, 268), bag(324, 268), bag(220, 184))
      break
    }
    case 'bricks':
    case 'hollowBricks':
    case 'blocks': {
      parts.push(pallet())
      const w = kind === 'blocks' ? 76 : 62
      const cols = kind === 'blocks' ? 5 : 6
      const rows = 5
      const x0 = 320 - (cols * (w + 4) - 4) / 2
      for (let row = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          const x = x0 + col * (w + 4)
          const y = 352 - (row + 1) * 40
          const tone = shade(color, ((row * 7 + col * 3) % 5) * 0.05 - 0.08)
          parts.push(`<rect x="${x}" y="${y}" width="${w}" height="36" rx="2" fill="${tone}"/>`)
          if (kind === 'hollowBricks') {
            for (let h = 0; h < 3; h++) {
              for (let v = 0; v < 2; v++) {
                parts.push(`<rect x="${x + 8 + h * 17}" y="${y + 7 + v * 12}" width="12" height="8" rx="2" fill="${dark}"/>`)
              }
            }
          } else if (kind === 'blocks') {
            parts.push(`<rect x="${x + 8}" y="${y + 8}" width="26" height="20" rx="3" fill="${dark}"/><rect x="${x + 42}" y="${y + 8}" width="26" height="20" rx="3" fill="${dark}"/>`)
          } else {
            parts.push(`<rect x="${x}" y="${y}" width="${w}" height="5" fill="${light}" opacity=".5"/>`)
          }
        }
      }
      break
    }
    case 'bars': {
      defs.push(
        `<pattern id="rib" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 9L9 0" stroke="#000" stroke-opacity=".28" stroke-width="2"/></pattern>`,
      )
      for (let i = 0; i < 16; i++) {
        const y = 262 + (i % 8) * 11 + (i >= 8 ? -5 : 0)
        const x = 84 + ((i * 13) % 28)
        const tone = shade(color, ((i * 5) % 4) * 0.08 - 0.1)
        parts.push(`<rect x="${x}" y="${y}" width="460" height="9" rx="4.5" fill="${tone}"/>`)
        parts.push(`<rect x="${x}" y="${y}" width="460" height="9" rx="4.5" fill="url(#rib)"/>`)
      }
      for (const x of [170, 320, 470]) parts.push(`<rect x="${x}" y="250" width="7" height="110" rx="3" fill="#3a3a3a" opacity=".85"/>`)
      break
    }
    case 'sand':
    case 'stones': {
      parts.push('<path d="M70 374C170 300 230 178 320 166C410 178 470 300 570 374Z" fill="url(#mound)"/>')
      const count = kind === 'stones' ? 90 : 50
      for (let i = 0; i < count; i++) {
        const x = 110 + rng.next() * 420
        const top = 180 + Math.abs(x - 320) * 0.95
        const y = top + rng.next() * (370 - top)
        const r = kind === 'stones' ? 4 + rng.next() * 7 : 1.5 + rng.next() * 2
        const fill = shade(color, rng.next() * 0.5 - 0.3)
        parts.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.75)}" fill="${fill}"/>`)
      }
      parts.push('<path d="M468 128L404 300" stroke="#8b5a2b" stroke-width="9" stroke-linecap="round"/>')
      parts.push('<path d="M390 288l30 11-14 44-36-12z" fill="#5f6b73"/>')
      break
    }
    case 'sheets':
    case 'corrugated': {
      if (kind === 'corrugated') {
        defs.push(
          `<pattern id="cor" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="11" height="10" fill="${light}"/><rect x="11" width="11" height="10" fill="${dark}"/></pattern>`,
        )
      }
      for (let i = 0; i < 9; i++) {
        const y = 352 - i * 11
        parts.push(`<rect x="120" y="${y}" width="400" height="10" fill="${shade(color, i % 2 ? -0.08 : -0.16)}"/>`)
        parts.push(`<path d="M520 ${y}l50 -44v10l-50 44z" fill="${shade(color, -0.25)}"/>`)
      }
      const top = 352 - 8 * 11
      parts.push(
        `<path d="M120 ${top}L520 ${top}L570 ${top - 44}L170 ${top - 44}Z" fill="${kind === 'corrugated' ? 'url(#cor)' : light}" stroke="${dark}" stroke-width="1.5"/>`,
      )
      break
    }
    case 'rolls': {
      for (const [cx, h] of [
        [200, 150],
        [440, 150],
        [320, 180],
      ] as const) {
        const top = 360 - h
        parts.push(`<rect x="${cx - 55}" y="${top}" width="110" height="${h}" fill="url(#obj)"/>`)
        parts.push(`<ellipse cx="${cx}" cy="360" rx="55" ry="16" fill="${dark}"/>`)
        parts.push(`<ellipse cx="${cx}" cy="${top}" rx="55" ry="16" fill="${light}"/>`)
        parts.push(`<ellipse cx="${cx}" cy="${top}" rx="14" ry="4.5" fill="${shade(color, -0.55)}"/>`)
        parts.push(`<rect x="${cx - 55}" y="${top + h * 0.45}" width="110" height="16" fill="#fff" opacity=".55"/>`)
      }
      break
    }
    case 'pipes': {
      const r = 30
      for (let row = 0; row < 4; row++) {
        const count = 5 - row
        for (let i = 0; i < count; i++) {
          const cx = 320 - (count - 1) * r + i * 2 * r
          const cy = 344 - row * r * 1.73
          parts.push(`<circle cx="${cx}" cy="${r1(cy)}" r="${r}" fill="${color}" stroke="${dark}" stroke-width="2"/>`)
          parts.push(`<circle cx="${cx}" cy="${r1(cy)}" r="${r - 9}" fill="${shade(color, -0.5)}"/>`)
          parts.push(`<path d="M${cx - 20} ${r1(cy - 14)}a24 24 0 0 1 20 -10" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`)
        }
      }
      break
    }
    case 'cans': {
      for (const [cx, s] of [
        [215, 0.9],
        [425, 0.9],
        [320, 1],
      ] as const) {
        const w = 130 * s
        const h = 150 * s
        const top = 366 - h
        parts.push(
          `<path d="M${r1(cx - w / 2)} ${r1(top)}L${r1(cx + w / 2)} ${r1(top)}L${r1(cx + w / 2 - 8)} 366L${r1(cx - w / 2 + 8)} 366Z" fill="#f7f7f4" stroke="#c9c9c4" stroke-width="2"/>`,
        )
        parts.push(`<rect x="${r1(cx - w / 2 + 4)}" y="${r1(top + h * 0.32)}" width="${r1(w - 8)}" height="${r1(h * 0.38)}" fill="${color}"/>`)
        parts.push(`<rect x="${r1(cx - w / 4)}" y="${r1(top + h * 0.42)}" width="${r1(w / 2)}" height="${r1(h * 0.08)}" fill="#fff" opacity=".8"/>`)
        parts.push(`<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(12 * s)}" fill="#d5d5d0"/>`)
        parts.push(`<path d="M${r1(cx - w / 2 + 6)} ${r1(top + 4)}Q${cx} ${r1(top - 70 * s)} ${r1(cx + w / 2 - 6)} ${r1(top + 4)}" stroke="#8a8a86" stroke-width="4" fill="none"/>`)
      }
      break
    }
    case 'tiles': {
      parts.push('<rect x="150" y="262" width="340" height="104" fill="#c9a26b"/><rect x="150" y="300" width="340" height="14" fill="#e9d8b4"/>')
      parts.push('<path d="M150 262l30-26h340l-30 26z" fill="#d8b684"/><path d="M490 262l30-26v104l-30 26z" fill="#b08a58"/>')
      parts.push(`<g transform="rotate(-7 250 250)"><rect x="170" y="120" width="200" height="200" fill="${color}" stroke="${dark}" stroke-width="2"/>`)
      parts.push(`<path d="M270 120v200M170 220h200" stroke="#fff" stroke-width="3"/>`)
      for (let i = 0; i < 4; i++) {
        parts.push(`<path d="M${180 + i * 45} 130q20 60 -5 180" stroke="${dark}" stroke-opacity=".18" stroke-width="2" fill="none"/>`)
      }
      parts.push('</g>')
      break
    }
    case 'tank': {
      parts.push(`<rect x="225" y="140" width="190" height="225" rx="34" fill="url(#obj)"/>`)
      for (let i = 0; i < 5; i++) parts.push(`<rect x="225" y="${180 + i * 36}" width="190" height="5" fill="${dark}" opacity=".35"/>`)
      parts.push(`<ellipse cx="320" cy="146" rx="72" ry="16" fill="${light}"/><ellipse cx="320" cy="140" rx="40" ry="9" fill="${shade(color, 0.45)}"/>`)
      parts.push(`<rect x="405" y="320" width="34" height="12" rx="3" fill="#9aa3aa"/>`)
      break
    }
    case 'boards': {
      for (let row = 0; row < 8; row++) {
        const y = 352 - (row + 1) * 24
        const len = 380 + ((row * 37) % 60)
        const x = 320 - len / 2 + ((row * 19) % 30) - 15
        parts.push(`<rect x="${x}" y="${y}" width="${len}" height="22" fill="${shade(color, ((row * 3) % 4) * 0.06 - 0.06)}"/>`)
        parts.push(`<path d="M${x + 20} ${y + 8}q${len / 4} -6 ${len / 2} 0t${len / 2 - 40} 0" stroke="${dark}" stroke-opacity=".35" stroke-width="1.5" fill="none"/>`)
        parts.push(`<ellipse cx="${x + len}" cy="${y + 11}" rx="6" ry="11" fill="${light}"/>`)
      }
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
}

function projectSvg(scene: ProjectScene, palette: number, sceneIndex: number): string {
  const rng = new Rng(2000 + sceneIndex * 10 + palette)
  const sky = palette === 0 ? ['#9fd3f2', '#e8f6ff'] : ['#f6c69c', '#fff1df']
  const ground = palette === 0 ? '#9cc47f' : '#c3b489'
  const sun = palette === 0 ? '#fff6c9' : '#ffd27a'
  const walls = ['#f3e6d3', '#e9eef2', '#f6dccb', '#e2ecdf', '#f1e4c6', '#e6e0f0']
  const wall = walls[(sceneIndex + palette * 3) % walls.length] as string
  const accent = palette === 0 ? '#c65b3b' : '#4e6d8c'
  const glass = palette === 0 ? '#bfe2f5' : '#ffe1bd'
  const parts: string[] = []
  const defs = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    `<linearGradient id="gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${shade(ground, -0.15)}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fd0e6"/><stop offset="1" stop-color="#2f93b8"/></linearGradient>`,
  ]
  const outdoor = () => {
    parts.push('<rect width="800" height="600" fill="url(#sky)"/>')
    parts.push(`<circle cx="${640 - palette * 420}" cy="${110 + palette * 40}" r="46" fill="${sun}"/>`)
    for (let i = 0; i < 3; i++) {
      const x = 80 + rng.next() * 640
      const y = 60 + rng.next() * 90
      parts.push(`<g fill="#fff" opacity=".85"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="58" ry="18"/><ellipse cx="${r1(x + 34)}" cy="${r1(y - 12)}" rx="34" ry="18"/></g>`)
    }
    parts.push(`<path d="M0 430Q200 360 400 420T800 400V600H0Z" fill="${shade(ground, 0.25)}" opacity=".7"/>`)
    parts.push('<rect y="450" width="800" height="150" fill="url(#gr)"/>')
  }
  const tree = (x: number, s: number) =>
    `<rect x="${x - 7 * s}" y="${450 - 90 * s}" width="${14 * s}" height="${90 * s}" fill="#7a5535"/><circle cx="${x}" cy="${450 - 110 * s}" r="${48 * s}" fill="#5f9a4f"/><circle cx="${x - 30 * s}" cy="${450 - 85 * s}" r="${32 * s}" fill="#6fae5c"/><circle cx="${x + 30 * s}" cy="${450 - 88 * s}" r="${30 * s}" fill="#68a656"/>`
  const windowAt = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}" stroke="#fff" stroke-width="4"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="3"/>`

  switch (scene) {
    case 'house': {
      outdoor()
      parts.push(`<rect x="240" y="282" width="320" height="170" fill="${wall}"/>`)
      parts.push(`<path d="M218 292L400 168L582 292Z" fill="${accent}"/><rect x="488" y="190" width="30" height="60" fill="${shade(accent, -0.2)}"/>`)
      parts.push(`<rect x="370" y="362" width="60" height="90" fill="#8a5a3b"/><circle cx="418" cy="410" r="4" fill="#e6c36a"/>`)
      parts.push(windowAt(270, 320, 72, 58), windowAt(458, 320, 72, 58))
      parts.push(tree(650, 1), tree(130, 0.8))
      parts.push(`<path d="M370 452L340 600H460L430 452Z" fill="#d9cdb8"/>`)
      break
    }
    case 'building': {
      outdoor()
      parts.push(`<rect x="140" y="270" width="160" height="182" fill="${shade(wall, -0.08)}"/><rect x="520" y="220" width="140" height="232" fill="${shade(wall, -0.12)}"/>`)
      parts.push(`<rect x="300" y="100" width="220" height="352" fill="${wall}"/>`)
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 4; col++) {
          parts.push(`<rect x="${316 + col * 52}" y="${120 + row * 38}" width="36" height="24" fill="${glass}"/>`)
        }
        parts.push(`<rect x="300" y="${146 + row * 38}" width="220" height="4" fill="${shade(wall, -0.2)}"/>`)
      }
      parts.push(`<rect x="300" y="420" width="220" height="32" fill="${shade(accent, -0.1)}"/>`)
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${160 + i * 36}" y="${300}" width="22" height="30" fill="${glass}"/>`)
      parts.push(tree(700, 0.7))
      break
    }
    case 'works': {
      outdoor()
      const x0 = 260
      for (let floor = 0; floor < 5; floor++) {
        const y = 450 - (floor + 1) * 62
        parts.push(`<rect x="${x0 - 10}" y="${y}" width="300" height="10" fill="#b9b6ae"/>`)
        for (let c = 0; c < 4; c++) parts.push(`<rect x="${x0 + c * 90}" y="${y + 10}" width="12" height="52" fill="#c8c5bd"/>`)
        if (floor < 2) {
          for (let b = 0; b < 3; b++) parts.push(`<rect x="${x0 + 12 + b * 90}" y="${y + 24}" width="78" height="38" fill="#c8643b" opacity=".9"/>`)
        }
      }
      parts.push('<path d="M610 450V90M630 450V90" stroke="#e8b423" stroke-width="6"/>')
      for (let y = 100; y < 450; y += 40) parts.push(`<path d="M610 ${y}L630 ${y + 40}" stroke="#e8b423" stroke-width="3"/>`)
      parts.push('<path d="M420 96H760M560 96L620 60L700 96" stroke="#e8b423" stroke-width="6" fill="none"/><rect x="700" y="100" width="40" height="30" fill="#7a7a7a"/>')
      parts.push('<path d="M470 96V220" stroke="#444" stroke-width="2"/><rect x="455" y="220" width="30" height="18" fill="#c65b3b"/>')
      parts.push(`<rect x="120" y="380" width="90" height="70" fill="#d9cdb8"/><path d="M120 380h90" stroke="#8f8a7f" stroke-width="4"/>`)
      break
    }
    case 'interior': {
      parts.push(`<rect width="800" height="600" fill="${wall}"/>`)
      parts.push(`<rect y="440" width="800" height="160" fill="${shade(wall, -0.22)}"/>`)
      for (let i = 0; i <= 10; i++) parts.push(`<path d="M${400 + (i - 5) * 60} 440L${400 + (i - 5) * 160} 600" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`)
      parts.push('<path d="M0 500H800M0 550H800" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>')
      parts.push(`<rect x="70" y="90" width="220" height="170" fill="url(#sky)" stroke="#fff" stroke-width="10"/><path d="M180 90v170" stroke="#fff" stroke-width="6"/>`)
      parts.push(`<rect x="340" y="110" width="380" height="110" fill="${shade(accent, 0.45)}"/>`)
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${348 + i * 93}" y="118" width="85" height="94" fill="${shade(accent, 0.55)}"/>`)
      parts.push(`<rect x="320" y="318" width="420" height="16" fill="#5b5f63"/><rect x="330" y="334" width="400" height="106" fill="${shade(accent, 0.35)}"/>`)
      for (let i = 0; i < 4; i++) parts.push(`<rect x="${338 + i * 98}" y="342" width="90" height="90" fill="${shade(accent, 0.45)}"/><rect x="${374 + i * 98}" y="350" width="18" height="4" fill="#666"/>`)
      parts.push('<path d="M470 0V60M590 0V60" stroke="#555" stroke-width="2"/><path d="M450 60h40l-8 22h-24zM570 60h40l-8 22h-24z" fill="#2f3437"/>')
      parts.push('<rect x="110" y="370" width="44" height="70" fill="#b5835a"/><circle cx="132" cy="350" r="34" fill="#6fae5c"/>')
      break
    }
    case 'pool': {
      outdoor()
      parts.push(`<rect x="40" y="250" width="240" height="202" fill="${wall}"/><path d="M30 258L160 200L290 258Z" fill="${accent}"/>`)
      parts.push(`<rect x="90" y="320" width="140" height="132" fill="${glass}" stroke="#fff" stroke-width="5"/>`)
      parts.push('<path d="M190 470H700L760 590H130Z" fill="#efe6d6"/>')
      parts.push('<path d="M215 482H680L730 574H160Z" fill="url(#water)"/>')
      for (let i = 0; i < 6; i++) {
        const y = 500 + i * 12
        parts.push(`<path d="M${230 + i * 6} ${y}q40 -8 80 0t80 0t80 0t80 0" stroke="#fff" stroke-opacity=".45" stroke-width="2" fill="none"/>`)
      }
      parts.push('<path d="M560 452l90 0l20 -30" stroke="#fff" stroke-width="8" fill="none"/>')
      parts.push(tree(720, 0.9))
      break
    }
    case 'warehouse': {
      outdoor()
      parts.push(`<rect x="150" y="250" width="500" height="202" fill="${wall}"/>`)
      parts.push(`<path d="M138 258Q400 110 662 258Z" fill="${shade('#9aa6b0', palette * 0.1)}"/>`)
      for (let i = 0; i < 12; i++) parts.push(`<path d="M${180 + i * 40} ${258 - Math.round(Math.sin(((i + 0.5) / 12) * Math.PI) * 100)}V258" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`)
      parts.push('<rect x="320" y="320" width="160" height="132" fill="#7d8790"/>')
      for (let y = 330; y < 450; y += 14) parts.push(`<path d="M320 ${y}H480" stroke="#5f6970" stroke-width="2"/>`)
      for (let i = 0; i < 3; i++) parts.push(`<rect x="${180 + i * 40}" y="290" width="28" height="20" fill="${glass}"/><rect x="${510 + i * 40}" y="290" width="28" height="20" fill="${glass}"/>`)
      parts.push(`<rect x="560" y="400" width="120" height="50" rx="6" fill="${accent}"/><rect x="680" y="412" width="46" height="38" rx="6" fill="${shade(accent, -0.2)}"/><circle cx="590" cy="452" r="12" fill="#333"/><circle cx="700" cy="452" r="12" fill="#333"/>`)
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`
}

function demoImageJobs() {
  const jobs: { key: string; svg: () => string; width: number; height: number }[] = []
  MATERIAL_ART.forEach((_, index) => jobs.push({ key: materialImageKey(index), svg: () => materialSvg(index), width: 640, height: 480 }))
  PROJECT_SCENES.forEach((scene, sceneIndex) => {
    for (let palette = 0; palette < PROJECT_PALETTES; palette++) {
      jobs.push({ key: projectImageKey(sceneIndex, palette), svg: () => projectSvg(scene, palette, sceneIndex), width: 800, height: 600 })
    }
  })
  return jobs
}

/** The keys of the shared demo image pool (for db:reset, which renders them anew). */
export function demoImageKeys(): string[] {
  return demoImageJobs().map((job) => job.key)
}

/** Renders the shared image pool once into the storage; images already there are kept. Returns their count. */
async function renderImages(storage: ImageStorage): Promise<number> {
  const jobs = demoImageJobs()
  await Promise.all(
    jobs.map(async (job) => {
      const existing = await storage.get(job.key)
      if (existing) return existing.body.cancel()
      const image = await sharp(Buffer.from(job.svg()))
        .resize(job.width, job.height)
        .webp({ quality: 70, effort: 4 })
        .toBuffer()
      // The storage writes atomically, so an interrupted run never leaves a truncated image behind.
      await storage.put(job.key, image, 'image/webp')
    }),
  )
  return jobs.length
}

/* Catalogues for materials and projects */

type MaterialItem = { title: string; description: string; min: number; max: number; art: number }

// Prices in pesos (ARS, late 2025).
const MATERIAL_CATALOGUE: readonly MaterialItem[] = [
  { title: 'Cemento Portland x 50 kg', description: 'Bolsa de cemento portland normal CPN40, ideal para hormigones y carpetas.', min: 10500, max: 13500, art: 0 },
  { title: 'Cemento de albañilería x 40 kg', description: 'Para mezclas de asiento y revoques gruesos. Precio por bolsa.', min: 7000, max: 8800, art: 1 },
  { title: 'Cal hidratada x 25 kg', description: 'Cal aérea hidratada para morteros y revoques a la cal.', min: 4200, max: 5600, art: 2 },
  { title: 'Plasticor x 40 kg', description: 'Cemento de albañilería para mampostería y revoques.', min: 7200, max: 9000, art: 1 },
  { title: 'Yeso para enduido x 25 kg', description: 'Yeso fino para enlucidos interiores. Bolsas sin abrir.', min: 6500, max: 8500, art: 2 },
  { title: 'Pegamento para cerámicos x 30 kg', description: 'Adhesivo cementicio para cerámicos y porcelanatos en interior y exterior.', min: 9000, max: 13000, art: 3 },
  { title: 'Ladrillo hueco 18x18x33', description: 'Ladrillo cerámico hueco portante. Precio por unidad, se vende por pallet.', min: 1000, max: 1400, art: 4 },
  { title: 'Ladrillo hueco 12x18x33', description: 'Ladrillo cerámico hueco para tabiques. Precio por unidad.', min: 850, max: 1150, art: 4 },
  { title: 'Ladrillo hueco 8x18x33', description: 'Ideal para tabiques interiores y cerramientos livianos. Precio por unidad.', min: 650, max: 900, art: 4 },
  { title: 'Ladrillos comunes x 1000 u.', description: 'Ladrillo común de horno, primera calidad. Entrega en obra con hidrogrúa.', min: 180000, max: 250000, art: 5 },
  { title: 'Ladrillo de máquina visto', description: 'Ladrillo prensado para frentes y quinchos. Precio por unidad.', min: 900, max: 1300, art: 5 },
  { title: 'Bloque de hormigón 19x19x39', description: 'Bloque vibrado liso para muros portantes. Precio por unidad.', min: 1500, max: 2100, art: 6 },
  { title: 'Bloque de hormigón 13x19x39', description: 'Bloque de hormigón para cercos y tabiques. Precio por unidad.', min: 1200, max: 1700, art: 6 },
  { title: 'Hierro del 8 x 12 m', description: 'Barra de acero nervado ADN 420 de 8 mm.', min: 8500, max: 11000, art: 7 },
  { title: 'Hierro del 10 x 12 m', description: 'Barra de acero nervado ADN 420 de 10 mm.', min: 13000, max: 16500, art: 7 },
  { title: 'Hierro del 6 x 12 m', description: 'Barra de acero para estribos y armaduras livianas.', min: 5000, max: 6500, art: 7 },
  { title: 'Malla electrosoldada 15x15 4,2 mm (2,40 x 6 m)', description: 'Malla para contrapisos y plateas. Precio por panel.', min: 38000, max: 48000, art: 7 },
  { title: 'Perfil montante 70 mm x 2,60 m', description: 'Perfil galvanizado para construcción en seco.', min: 4500, max: 6000, art: 7 },
  { title: 'Arena gruesa x m³', description: 'Arena gruesa lavada a granel, entrega en volcador.', min: 38000, max: 52000, art: 8 },
  { title: 'Arena fina en bolsón', description: 'Bolsón de arena fina de aproximadamente 1 m³.', min: 45000, max: 60000, art: 8 },
  { title: 'Piedra partida 6/20 x m³', description: 'Piedra granítica para hormigón, entrega a granel.', min: 60000, max: 78000, art: 9 },
  { title: 'Cascote para relleno x m³', description: 'Cascote limpio para contrapisos y rellenos.', min: 18000, max: 25000, art: 9 },
  { title: 'Placa de yeso 12,5 mm 1,20 x 2,40', description: 'Placa estándar para tabiques y cielorrasos.', min: 13000, max: 17000, art: 10 },
  { title: 'Placa cementicia 8 mm 1,20 x 2,40', description: 'Placa para exteriores y zonas húmedas.', min: 30000, max: 39000, art: 10 },
  { title: 'Chapa sinusoidal galvanizada C25 x 3,66 m', description: 'Chapa acanalada para techos, cortes a medida.', min: 30000, max: 40000, art: 11 },
  { title: 'Canaleta de chapa galvanizada x 3 m', description: 'Canaleta de zinguería con soportes incluidos.', min: 22000, max: 30000, art: 11 },
  { title: 'Membrana asfáltica 4 mm con aluminio (rollo 10 m²)', description: 'Membrana con terminación de aluminio para techos transitables livianos.', min: 48000, max: 65000, art: 12 },
  { title: 'Cable unipolar 2,5 mm x 100 m', description: 'Cable normalizado IRAM para instalaciones domiciliarias.', min: 55000, max: 70000, art: 12 },
  { title: 'Lana de vidrio 50 mm con aluminio (rollo 18 m²)', description: 'Aislante térmico y acústico para techos de chapa.', min: 60000, max: 85000, art: 13 },
  { title: 'Caño PVC 110 mm x 4 m', description: 'Caño para desagües cloacales y pluviales.', min: 16000, max: 22000, art: 14 },
  { title: 'Caño de termofusión 20 mm x 4 m', description: 'Caño de polipropileno para agua fría y caliente.', min: 4000, max: 5500, art: 14 },
  { title: 'Pintura látex interior blanco x 20 l', description: 'Látex lavable mate para paredes interiores.', min: 75000, max: 110000, art: 15 },
  { title: 'Impermeabilizante para techos x 20 kg', description: 'Membrana líquida acrílica con fibras, color blanco.', min: 70000, max: 95000, art: 15 },
  { title: 'Porcelanato 60x60 rectificado (m²)', description: 'Porcelanato esmaltado símil piedra. Precio por metro cuadrado.', min: 22000, max: 35000, art: 16 },
  { title: 'Cerámico para piso 45x45 (m²)', description: 'Cerámico de primera calidad para interiores.', min: 12000, max: 16000, art: 16 },
  { title: 'Tanque de agua tricapa 1000 l', description: 'Tanque con flotante y accesorios incluidos.', min: 190000, max: 240000, art: 17 },
  { title: 'Tirante de pino 2x6" x 4,27 m', description: 'Tirante cepillado y seco para estructuras de techo.', min: 15000, max: 22000, art: 18 },
  { title: 'Fenólico 18 mm 1,22 x 2,44', description: 'Placa fenólica para encofrados, varios usos.', min: 45000, max: 58000, art: 18 },
  { title: 'Machimbre de pino 1/2" (m²)', description: 'Machimbre para cielorrasos y revestimientos.', min: 9000, max: 13000, art: 18 },
  { title: 'Hormigón elaborado H-21 x m³', description: 'Hormigón elaborado con entrega en camión mixer, mínimo 3 m³.', min: 140000, max: 175000, art: 9 },
]

const MATERIAL_EXTRAS = [
  'Retiro en {loc} o envío a coordinar.',
  'Sobrante de obra, sin uso.',
  'Entrega en el día en {loc} y alrededores.',
  'Consultá por cantidades mayores.',
  'Precio contado; aceptamos transferencia.',
] as const

type ProjectType = { title: string; scene: ProjectScene; description: string }

const PROJECT_TYPES: readonly ProjectType[] = [
  { title: 'Vivienda unifamiliar en {loc}', scene: 'house', description: 'Casa de dos plantas con estructura de hormigón armado y cubierta de tejas. Obra terminada en {m} meses.' },
  { title: 'Ampliación en planta alta en {loc}', scene: 'house', description: 'Dos dormitorios y un baño nuevos sobre losa existente, con refuerzo de estructura.' },
  { title: 'Refacción de cocina en {loc}', scene: 'interior', description: 'Cocina integral con mesada de granito, muebles a medida e instalación de gas nueva.' },
  { title: 'Baño completo en {loc}', scene: 'interior', description: 'Renovación total de baño: cañerías de termofusión, porcelanato y mampara de vidrio templado.' },
  { title: 'Edificio de {n} pisos en {loc}', scene: 'building', description: 'Edificio de departamentos con cocheras en subsuelo. Estructura y terminaciones a cargo nuestro.' },
  { title: 'Estructura de hormigón en {loc}', scene: 'works', description: 'Ejecución de bases, columnas y losas para un edificio de {n} plantas.' },
  { title: 'Pileta de hormigón en {loc}', scene: 'pool', description: 'Pileta de 8 x 4 m con solárium húmedo, revestimiento cerámico y equipo de filtrado.' },
  { title: 'Quincho con parrilla en {loc}', scene: 'house', description: 'Quincho de ladrillo visto con parrilla, horno de barro y techo de madera.' },
  { title: 'Galpón industrial en {loc}', scene: 'warehouse', description: 'Nave de estructura metálica de 600 m² con cubierta de chapa y aislación.' },
  { title: 'Cubierta de chapa en {loc}', scene: 'warehouse', description: 'Recambio de cubierta con chapa prepintada, aislación y zinguería nueva.' },
  { title: 'Vivienda en steel frame en {loc}', scene: 'house', description: 'Casa de 120 m² en steel frame sobre platea, terminada en {m} meses.' },
  { title: 'Puesta en valor de fachada en {loc}', scene: 'works', description: 'Andamios, reparación de revoques, hidrolavado y pintura de frente.' },
  { title: 'Departamento a estrenar en {loc}', scene: 'interior', description: 'Terminaciones completas: pisos, pintura, placares y artefactos.' },
  { title: 'Local comercial en {loc}', scene: 'building', description: 'Adecuación de local con vidriera, instalación eléctrica trifásica y cielorraso de Durlock.' },
  { title: 'Piso radiante y calderas en {loc}', scene: 'interior', description: 'Instalación de losa radiante en 180 m² con caldera dual y control por zonas.' },
]

/* Accounts */

type Account = {
  userId: number
  profileId: number
  email: string
  role: 'constructor' | 'proveedor'
  plan: 'free' | 'premium'
  verified: boolean
  complete: boolean
  businessName: string
  contactPerson: string | null
  phone: string | null
  street: string | null
  website: string | null
  description: string | null
  place: Place
  createdAt: number
  planUpdatedAt: number | null
  /** Subsectors this provider publishes in (claimed listings only go there). */
  subsectors: SubsectorRef[]
}

function uniqueEmail(taken: Set<string>, local: string): string {
  const base =
    ascii(local)
      .replace(/[^a-z0-9.]+/g, '.')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.|\.$/g, '')
      .slice(0, 40) || 'cuenta'
  let candidate = `${base}@${EMAIL_DOMAIN}`
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}@${EMAIL_DOMAIN}`
  taken.add(candidate)
  return candidate
}

export function databaseIsEmpty(db: Db): boolean {
  const row = db.get<{ n: number }>(
    sql`SELECT (SELECT count(*) FROM ${users}) + (SELECT count(*) FROM ${listings}) + (SELECT count(*) FROM ${materials}) + (SELECT count(*) FROM ${projects}) AS n`,
  )
  return row.n === 0
}

function chunked<T>(rows: readonly T[], run: (chunk: T[]) => void) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) run(rows.slice(i, i + INSERT_CHUNK))
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  if (!databaseIsEmpty(db)) {
    throw new Error('seedDemoData: the database already has users, listings, materials or projects; seed only an empty database')
  }
  const seed = options.seed ?? DEFAULT_SEED
  const { slots, subsectors } = buildTaxonomy()
  const requested = Math.max(1, Math.floor(options.listings ?? DEFAULT_LISTINGS))

  const [passwordHash, images] = await Promise.all([hashPassword(DEMO_PASSWORD), renderImages(options.storage)])

  /* Accounts */
  const rng = stream(seed, 'accounts')
  const emails = new Set<string>(Object.values(DEMO_ACCOUNTS))
  const accounts: Account[] = []
  const scale = Math.max(1, (requested * 0.03) / (3 + OTHER_PROVIDERS + OTHER_BUILDERS))
  const providerCount = Math.round(OTHER_PROVIDERS * scale)
  const builderCount = Math.round(OTHER_BUILDERS * scale)
  const subsectorBySlug = (sector: string, subsector: string) =>
    subsectors.find((s) => s.sector.slug === sector && s.subsector.slug === subsector) as SubsectorRef
  const createdDaysAgo = (min: number, max: number) => BASE_TIME - rng.int(min, max) * DAY - rng.int(0, DAY / 1000) * 1000

  const demoBuilderPlace: Place = { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Castelar' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.builder,
    role: 'constructor',
    plan: 'free',
    verified: false,
    complete: true,
    businessName: 'Constructora Delta SRL',
    contactPerson: 'Martín Gómez',
    phone: '+5491155874213',
    street: 'Av. Santa Rosa 1250',
    website: null,
    description: 'Construimos viviendas unifamiliares y ampliaciones en zona oeste.',
    place: demoBuilderPlace,
    createdAt: BASE_TIME - 420 * DAY,
    planUpdatedAt: null,
    subsectors: [],
  })
  const freePlace: Place = { zone: 'GBA Oeste', partido: 'La Matanza', localidad: 'Ramos Mejía' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.freeProvider,
    role: 'proveedor',
    plan: 'free',
    verified: true,
    complete: true,
    businessName: 'Zinguería Fernández e Hijos',
    contactPerson: 'Jorge Fernández',
    phone: '+541146582230',
    street: 'Av. Rivadavia 14250',
    website: 'www.zingueriafernandez.com.ar',
    description:
      'Zinguería y canaletas en Ramos Mejía y toda la zona oeste. Canaletas, babetas, cupertinas y bajadas pluviales de chapa galvanizada a medida. Pedí tu presupuesto sin cargo.',
    place: freePlace,
    createdAt: BASE_TIME - 510 * DAY,
    planUpdatedAt: null,
    subsectors: [subsectorBySlug('cubiertas', 'zingueria'), subsectorBySlug('cubiertas', 'canaletas')],
  })
  const premiumPlace: Place = { zone: 'GBA Oeste', partido: 'Ituzaingó', localidad: 'Ituzaingó' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.premiumProvider,
    role: 'proveedor',
    plan: 'premium',
    verified: true,
    complete: true,
    businessName: 'Hormigones del Oeste S.A.',
    contactPerson: 'Laura Benítez',
    phone: '+541144581900',
    street: 'Av. Rivadavia 22450',
    website: 'https://www.hormigonesdeloeste.com.ar',
    description:
      'Hormigón elaborado H-17 a H-30 con camión mixer, bombeo con pluma y hierro para construcción. Planta en Ituzaingó con entregas en todo GBA Oeste y CABA. Consultanos por WhatsApp.',
    place: premiumPlace,
    createdAt: BASE_TIME - 680 * DAY,
    planUpdatedAt: BASE_TIME - 200 * DAY,
    subsectors: [
      subsectorBySlug('estructura', 'hormigon'),
      subsectorBySlug('estructura', 'acero'),
      subsectorBySlug('estructura', 'encofrados-y-apuntalamiento'),
      subsectorBySlug('vial', 'pavimentos-de-hormigon'),
    ],
  })

  for (let i = 0; i < providerCount; i++) {
    const tier = rng.weighted<'verified' | 'complete' | 'incomplete'>([
      ['verified', 55],
      ['complete', 25],
      ['incomplete', 20],
    ])
    const premium = tier !== 'incomplete' && rng.chance(0.25)
    const home = rng.pick(subsectors)
    const slot = rng.pick(home.slots)
    const place = randomPlace(rng)
    const name = businessName(rng, slot.trade, place)
    const others = subsectors.filter((s) => s.sector === home.sector && s !== home)
    const extra = premium ? rng.int(1, 4) : rng.int(0, FREE_SUBSECTORS_LIMIT - 1)
    const createdAt = createdDaysAgo(60, 900)
    const complete = tier !== 'incomplete'
    accounts.push({
      userId: 0,
      profileId: 0,
      email: uniqueEmail(emails, name),
      role: 'proveedor',
      plan: premium ? 'premium' : 'free',
      verified: tier === 'verified',
      complete,
      businessName: name,
      contactPerson: complete || rng.chance(0.4) ? personName(rng) : null,
      phone: complete || rng.chance(0.5) ? phoneNumber(rng, place.partido, rng.chance(0.5)) : null,
      street: complete ? streetAddress(rng, place) : null,
      website: complete && rng.chance(0.7) ? websiteFor(rng, name) : null,
      description: complete ? describe(rng, slot, place) : null,
      place,
      createdAt,
      planUpdatedAt: premium ? createdAt + rng.int(5, 50) * DAY : null,
      subsectors: [home, ...rng.sample(others, extra)],
    })
  }

  for (let i = 0; i < builderCount; i++) {
    const place = randomPlace(rng)
    const person = personName(rng)
    const company = rng.chance(0.6)
    const name = company
      ? rng
          .weighted<string>([
            ['Constructora {w} SRL', 3],
            ['{s} Construcciones', 3],
            ['Desarrollos {w} S.A.', 2],
            ['Grupo {w} Desarrollos', 1],
            ['{s} & {s} Arquitectos', 1],
          ])
          .replace('{w}', rng.pick(BUILDER_WORDS))
          .replace('{s}', rng.pick(SURNAMES))
          .replace('{s}', rng.pick(SURNAMES))
      : person
    const describeBuilder = rng.weighted<string | null>([
      [null, 4],
      [`Desarrollamos viviendas y edificios de departamentos en ${ZONE_REACH[place.zone]}.`, company ? 3 : 0],
      [`Obras de vivienda, locales y refacciones en ${place.localidad}.`, company ? 2 : 0],
      [`Estoy construyendo mi casa en ${place.localidad} y busco proveedores de confianza.`, company ? 0 : 3],
    ])
    const createdAt = createdDaysAgo(20, 900)
    const premium = rng.chance(0.1)
    accounts.push({
      userId: 0,
      profileId: 0,
      email: uniqueEmail(emails, company ? name : person.replace(' ', '.')),
      role: 'constructor',
      plan: premium ? 'premium' : 'free',
      verified: false,
      complete: false,
      businessName: name,
      contactPerson: company ? person : null,
      phone: rng.chance(0.7) ? phoneNumber(rng, place.partido, true) : null,
      street: rng.chance(0.3) ? streetAddress(rng, place) : null,
      website: company && rng.chance(0.3) ? websiteFor(rng, name) : null,
      description: describeBuilder,
      place,
      createdAt,
      planUpdatedAt: premium ? createdAt + rng.int(2, 40) * DAY : null,
      subsectors: [],
    })
  }
  accounts.forEach((account, index) => {
    account.userId = index + 1
    // Profile ids deliberately differ from user ids, so mixing them up shows at once.
    account.profileId = accounts.length - index
  })
  const [demoBuilder, demoFree, demoPremium] = accounts as [Account, Account, Account, ...Account[]]
  const publishers = accounts.filter((a) => a.role === 'proveedor' && a.verified && a !== demoFree && a !== demoPremium)
  const publishersBySubsector = new Map<SubsectorRef, Account[]>()
  for (const account of publishers) {
    for (const ref of account.subsectors) {
      const list = publishersBySubsector.get(ref) ?? []
      list.push(account)
      publishersBySubsector.set(ref, list)
    }
  }
  const publisherWeights = publishers.map((a) => [a, a.plan === 'premium' ? 3 : 1] as const)

  const summary: SeedSummary = {
    users: accounts.length,
    profiles: accounts.length,
    listings: 0,
    reviews: 0,
    favorites: 0,
    materials: 0,
    projects: 0,
    projectImages: 0,
    images,
  }

  db.transaction((tx) => {
    chunked(accounts, (chunk) =>
      tx
        .insert(users)
        .values(
          chunk.map((a) => ({
            id: a.userId,
            email: a.email,
            passwordHash,
            emailVerifiedAt: new Date(a.createdAt + 7 * 60_000),
            createdAt: new Date(a.createdAt),
          })),
        )
        .run(),
    )
    chunked([...accounts].sort((a, b) => a.profileId - b.profileId), (chunk) =>
      tx
        .insert(providerProfiles)
        .values(
          chunk.map((a) => ({
            id: a.profileId,
            userId: a.userId,
            userRole: a.role,
            businessName: a.businessName,
            contactPerson: a.contactPerson,
            phone: a.phone,
            address: a.street ? `${a.street}, ${a.place.localidad}` : null,
            description: a.description,
            website: a.website,
            plan: a.plan,
            planUpdatedAt: a.planUpdatedAt === null ? null : new Date(a.planUpdatedAt),
            verified: a.verified,
            createdAt: new Date(a.createdAt),
            updatedAt: new Date(a.planUpdatedAt ?? a.createdAt),
          })),
        )
        .run(),
    )

    /* Listings: streamed in chunks; only what reviews and favourites need is kept. */
    const lrng = stream(seed, 'listings')
    const demoListings: { account: Account; sub: [string, string, string | null]; place: Place }[] = [
      { account: demoFree, sub: ['cubiertas', 'zingueria', null], place: freePlace },
      { account: demoFree, sub: ['cubiertas', 'canaletas', null], place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Haedo' } },
      { account: demoPremium, sub: ['estructura', 'hormigon', 'hormigon-elaborado'], place: premiumPlace },
      { account: demoPremium, sub: ['estructura', 'hormigon', 'bombeo'], place: premiumPlace },
      { account: demoPremium, sub: ['estructura', 'hormigon', 'premoldeados'], place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Castelar' } },
      { account: demoPremium, sub: ['estructura', 'acero', 'hierro'], place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Morón' } },
      { account: demoPremium, sub: ['estructura', 'encofrados-y-apuntalamiento', 'puntales'], place: { zone: 'CABA', partido: 'Comuna 9', localidad: 'Liniers' } },
      { account: demoPremium, sub: ['vial', 'pavimentos-de-hormigon', null], place: { zone: 'GBA Oeste', partido: 'La Matanza', localidad: 'San Justo' } },
    ]
    const total = Math.max(requested, slots.length + demoListings.length)
    const claimTarget = Math.round(total * 0.3)
    const owner = new Int32Array(total + 1)
    const profileOf = new Int32Array(total + 1)
    const created = new Float64Array(total + 1)
    const active = new Uint8Array(total + 1)
    const slotOf = new Uint16Array(total + 1)
    const localidadOf: string[] = new Array(total + 1)
    const contactOf: (string | null)[] = new Array(total + 1)
    const slotIndex = new Map(slots.map((s, i) => [s, i]))
    const names = new Set<string>()
    let claimed = 0
    let buffer: (typeof listings.$inferInsert)[] = []
    const flush = () => {
      if (buffer.length) tx.insert(listings).values(buffer).run()
      buffer = []
    }

    const add = (id: number, slot: Slot, place: Place, account: Account | null, isActive: boolean) => {
      let name: string
      let contact: string | null
      let phone: string | null
      let website: string | null
      let street: string
      let createdAt: number
      if (account) {
        name = account.businessName
        contact = account.contactPerson
        // Null: the listing shows its profile's, whatever it becomes.
        phone = place === account.place || lrng.chance(0.5) ? null : phoneNumber(lrng, place.partido, lrng.chance(0.5))
        website = null
        street = place === account.place && account.street ? account.street : streetAddress(lrng, place)
        createdAt = account.createdAt + Math.floor(lrng.next() * (BASE_TIME - account.createdAt))
        claimed++
      } else {
        name = businessName(lrng, slot.trade, place)
        for (let tries = 0; names.has(name) && tries < 4; tries++) name = businessName(lrng, slot.trade, place)
        contact = lrng.chance(0.55) ? personName(lrng) : null
        phone = lrng.chance(0.92) ? phoneNumber(lrng, place.partido, lrng.chance(0.45)) : null
        website = lrng.chance(0.7) ? websiteFor(lrng, name) : null
        street = streetAddress(lrng, place)
        createdAt = BASE_TIME - lrng.int(1, 720) * DAY - lrng.int(0, DAY / 1000) * 1000
      }
      names.add(name)
      const updatedAt = lrng.chance(0.6) ? createdAt : createdAt + Math.floor(lrng.next() * (BASE_TIME - createdAt))
      owner[id] = account?.userId ?? 0
      profileOf[id] = account?.profileId ?? 0
      created[id] = createdAt
      active[id] = isActive ? 1 : 0
      slotOf[id] = slotIndex.get(slot) ?? 0
      localidadOf[id] = place.localidad
      contactOf[id] = contact
      buffer.push({
        id,
        profileId: account?.profileId ?? null,
        businessName: name,
        contactPerson: contact,
        phone,
        address: lrng.chance(0.95) ? street : null,
        website,
        description: describe(lrng, slot, place),
        sectorSlug: slot.sector.slug,
        subsectorSlug: slot.subsector.slug,
        divisionSlug: slot.division?.slug ?? null,
        zona: place.zone,
        localidad: place.localidad,
        isActive,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      if (buffer.length >= INSERT_CHUNK) flush()
    }

    const placeFor = (account: Account) =>
      lrng.weighted<Place>([
        [account.place, 60],
        [randomPlace(lrng, account.place.zone), 25],
        [randomPlace(lrng), 15],
      ])

    let id = 0
    for (const demo of demoListings) {
      const ref = subsectorBySlug(demo.sub[0], demo.sub[1])
      const slot = ref.slots.find((s) => (s.division?.slug ?? null) === demo.sub[2]) as Slot
      add(++id, slot, demo.place, demo.account, true)
    }
    // One active listing per slot first, cycling the zones, so every filter has results.
    slots.forEach((slot, i) => {
      const zone = ZONES[i % ZONES.length] as Zone
      const ref = subsectors.find((s) => s.subsector === slot.subsector && s.sector === slot.sector) as SubsectorRef
      const candidates = publishersBySubsector.get(ref)
      const account = candidates && lrng.chance(0.3) ? lrng.pick(candidates) : null
      add(++id, slot, account ? placeFor(account) : randomPlace(lrng, zone), account, true)
    })
    while (id < total) {
      const remaining = total - id
      const claim = publisherWeights.length > 0 && lrng.next() < (claimTarget - claimed) / remaining
      const isActive = !lrng.chance(0.055)
      if (claim) {
        const account = lrng.weighted(publisherWeights)
        const ref = lrng.pick(account.subsectors)
        add(++id, lrng.pick(ref.slots), placeFor(account), account, isActive)
      } else {
        const ref = lrng.pick(subsectors)
        add(++id, lrng.pick(ref.slots), randomPlace(lrng), null, isActive)
      }
    }
    flush()
    summary.listings = total

    /* Reviews */
    const rrng = stream(seed, 'reviews')
    const reviewers = accounts.map((a) => a.userId)
    const userCreated = new Map(accounts.map((a) => [a.userId, a.createdAt]))
    const forced = new Map<number, number[]>()
    const demoBuilderReviewed: number[] = []
    // The demo builder reviewed a demo premium listing and a few others.
    for (const listingId of [3, demoListings.length + 5, demoListings.length + 40, demoListings.length + 90]) {
      if (listingId <= total) {
        forced.set(listingId, [demoBuilder.userId])
        demoBuilderReviewed.push(listingId)
      }
    }
    let reviewBuffer: (typeof reviews.$inferInsert)[] = []
    const reviewedProfiles = new Set<string>()
    let reviewId = 0
    for (let listingId = 1; listingId <= total; listingId++) {
      const isClaimed = owner[listingId] !== 0
      let count = 0
      if (rrng.next() >= (isClaimed ? 0.15 : 0.35)) {
        count = 1 + Math.floor(-Math.log(1 - rrng.next()) * (isClaimed ? 2.2 : 1.3))
      }
      if (!active[listingId]) count = Math.floor(count / 2)
      count = Math.min(count, 25, reviewers.length - 2)
      const chosen = new Set<number>(forced.get(listingId) ?? [])
      for (let tries = 0; chosen.size < count && tries < count * 5; tries++) {
        const user = rrng.pick(reviewers)
        if (user !== owner[listingId] && user !== demoBuilder.userId) chosen.add(user)
      }
      const tendency = rrng.weighted<readonly number[]>([
        [[1, 2, 6, 30, 61], 75],
        [[6, 10, 30, 34, 20], 18],
        [[35, 25, 20, 12, 8], 7],
      ])
      const listingCreated = created[listingId] as number
      const slot = slots[slotOf[listingId] as number] as Slot
      const profileId = profileOf[listingId] || null
      for (const user of [...chosen, ...(rrng.chance(0.04) ? [null] : [])]) {
        const rating = rrng.weighted(tendency.map((w, i) => [i + 1, w] as const))
        const since = Math.max(listingCreated, user === null ? 0 : (userCreated.get(user) ?? 0))
        // Reviews belong to the provider: one per user and profile, drawn as usual and skipped when taken.
        if (profileId !== null && user !== null) {
          const key = `${user}:${profileId}`
          if (reviewedProfiles.has(key)) continue
          reviewedProfiles.add(key)
        }
        reviewBuffer.push({
          id: ++reviewId,
          userId: user,
          profileId,
          listingId: profileId === null ? listingId : null,
          sectorSlug: slot.sector.slug,
          subsectorSlug: slot.subsector.slug,
          rating,
          comment: rrng.chance(0.7)
            ? reviewComment(rrng, rating, slot.label, localidadOf[listingId] as string, contactOf[listingId] ?? null)
            : null,
          createdAt: new Date(since + Math.floor(rrng.next() * Math.max(0, BASE_TIME - since))),
        })
        if (reviewBuffer.length >= INSERT_CHUNK) {
          tx.insert(reviews).values(reviewBuffer).run()
          reviewBuffer = []
        }
      }
    }
    if (reviewBuffer.length) tx.insert(reviews).values(reviewBuffer).run()
    summary.reviews = reviewId

    /* Favourites */
    const frng = stream(seed, 'favorites')
    const favoriteRows: (typeof favorites.$inferInsert)[] = []
    const activeIds = (n: number, exclude: number, skip: ReadonlySet<number>) => {
      const picked = new Set<number>()
      for (let tries = 0; picked.size < n && tries < n * 20; tries++) {
        const listingId = frng.int(1, total)
        if (active[listingId] && owner[listingId] !== exclude && !skip.has(listingId)) picked.add(listingId)
      }
      return [...picked]
    }
    for (const account of accounts) {
      let ids: number[]
      if (account === demoBuilder) {
        ids = [3, ...activeIds(1, account.userId, new Set([3, ...demoBuilderReviewed]))]
      } else {
        const n = account.plan === 'premium' ? frng.int(0, 8) : frng.weighted([[0, 25], [1, 30], [2, 25], [FREE_FAVORITES_LIMIT, 20]] as const)
        ids = activeIds(n, account.userId, new Set())
      }
      for (const listingId of ids) {
        const since = Math.max(account.createdAt, created[listingId] as number)
        favoriteRows.push({
          userId: account.userId,
          listingId,
          createdAt: new Date(since + Math.floor(frng.next() * (BASE_TIME - since))),
        })
      }
    }
    favoriteRows.forEach((row, i) => (row.id = i + 1))
    chunked(favoriteRows, (chunk) => tx.insert(favorites).values(chunk).run())
    summary.favorites = favoriteRows.length

    /* Materials and projects: fixed counts whatever the listing count */
    const crng = stream(seed, 'content')
    const sellers = accounts.filter((a) => a.role === 'proveedor' && a.complete && a !== demoFree && a !== demoPremium)
    const materialOwners = new Map<number, Account>([
      [25, demoFree],
      [24, demoFree],
      [39, demoPremium],
      [13, demoPremium],
      [16, demoPremium],
    ])
    const materialRows = MATERIAL_CATALOGUE.slice(0, MATERIAL_COUNT).map((item, index) => {
      const seller = materialOwners.get(index) ?? crng.pick(sellers)
      const place = crng.chance(0.8) ? seller.place : randomPlace(crng, seller.place.zone)
      const pesos = item.min + Math.floor(crng.next() * (item.max - item.min))
      const rounded = pesos >= 10000 ? Math.round(pesos / 100) * 100 : Math.round(pesos / 10) * 10
      const extra = crng.chance(0.6) ? ` ${crng.pick(MATERIAL_EXTRAS).replace('{loc}', place.localidad)}` : ''
      const createdAt = Math.max(seller.createdAt, BASE_TIME - crng.int(1, 240) * DAY) + crng.int(0, 36_000) * 1000
      return {
        id: index + 1,
        userId: seller.userId,
        title: item.title,
        description: item.description + extra,
        priceCents: rounded * 100,
        imagePath: materialOwners.has(index) || crng.chance(0.8) ? materialImageKey(item.art) : null,
        location: place.localidad,
        createdAt: new Date(Math.min(createdAt, BASE_TIME)),
        updatedAt: new Date(Math.min(createdAt + crng.int(0, 10) * DAY, BASE_TIME)),
      }
    })
    tx.insert(materials).values(materialRows).run()
    summary.materials = materialRows.length

    const projectOwners: Account[] = [demoPremium, demoPremium, demoPremium, demoFree]
    const projectRows: (typeof projects.$inferInsert)[] = []
    const imageRows: (typeof projectImages.$inferInsert)[] = []
    for (let index = 0; index < PROJECT_COUNT; index++) {
      const author = projectOwners[index] ?? crng.pick(sellers)
      const type = index < projectOwners.length ? (PROJECT_TYPES[[5, 4, 0, 9][index] as number] as ProjectType) : crng.pick(PROJECT_TYPES)
      const place = randomPlace(crng, author.place.zone)
      const fill = (text: string) =>
        text.replace('{loc}', place.localidad).replace('{n}', String(crng.int(4, 12))).replace('{m}', String(crng.int(4, 14)))
      const projectId = index + 1
      projectRows.push({
        id: projectId,
        userId: author.userId,
        title: fill(type.title),
        description: index >= projectOwners.length && crng.chance(0.2) ? null : fill(type.description),
        isPublic: index < projectOwners.length || crng.chance(0.72),
        createdAt: new Date(Math.max(author.createdAt, BASE_TIME - crng.int(1, 400) * DAY) + crng.int(0, 36_000) * 1000),
      })
      const count = index === 0 ? PROJECT_MAX_IMAGES : crng.int(1, PROJECT_MAX_IMAGES)
      // Later photos of a project show the works stage or the finished interior.
      const later = (['works', 'interior', 'building'] as const).filter((scene) => scene !== type.scene)
      for (let position = 0; position < count; position++) {
        const scene = PROJECT_SCENES.indexOf(position < 2 ? type.scene : (later[position - 2] as ProjectScene))
        imageRows.push({
          id: imageRows.length + 1,
          projectId,
          path: projectImageKey(scene, (position + index) % PROJECT_PALETTES),
          position,
        })
      }
    }
    tx.insert(projects).values(projectRows).run()
    tx.insert(projectImages).values(imageRows).run()
    summary.projects = projectRows.length
    summary.projectImages = imageRows.length
  })
  // Bulk inserts leave the search index in many segments; merged, common terms read it faster.
  db.run(sql`INSERT INTO listings_fts (listings_fts) VALUES ('optimize')`)

  return summary
}
