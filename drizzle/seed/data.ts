/** The demo data's words and fixed records, and the text drawn from them. */
import { REVIEW_COMMENT_MAX, type MaterialCategory, type MaterialUnit } from '../../app/constants'
import { PARTIDOS_BY_ZONE, SECTORS, type Division, type Sector, type Subsector, type Zone } from '../../app/taxonomy'
import type { ProjectScene } from './images'
import type { Rng } from './random'

export const DEMO_PASSWORD = 'obra-demo-2025'
export const DEMO_ACCOUNTS = {
  builder: 'constructor@demo.redobra.com.ar',
  freeProvider: 'proveedor@demo.redobra.com.ar',
  premiumProvider: 'premium@demo.redobra.com.ar',
  staff: 'equipo@demo.redobra.com.ar',
} as const

/* People and places */

const FIRST_NAMES = [
  'Martín',
  'Juan',
  'Carlos',
  'Jorge',
  'Luis',
  'Diego',
  'Pablo',
  'Sergio',
  'Marcelo',
  'Gustavo',
  'Fernando',
  'Alejandro',
  'Roberto',
  'Daniel',
  'Hernán',
  'Matías',
  'Nicolás',
  'Facundo',
  'Gonzalo',
  'Sebastián',
  'Walter',
  'Rubén',
  'Osvaldo',
  'Ricardo',
  'Claudio',
  'Emiliano',
  'Leandro',
  'Ezequiel',
  'Federico',
  'Maximiliano',
  'Héctor',
  'Raúl',
  'Horacio',
  'Julián',
  'Santiago',
  'Paula',
  'Laura',
  'Mariana',
  'Carolina',
  'Florencia',
  'Valeria',
  'Silvina',
  'Gabriela',
  'Andrea',
  'Natalia',
  'Lucía',
  'Sofía',
  'Julieta',
  'Verónica',
  'Romina',
  'Soledad',
  'Cecilia',
  'Lorena',
  'Patricia',
  'Graciela',
  'María José',
  'Agustina',
  'Camila',
  'Victoria',
  'Daniela',
  'Marcela',
  'Alejandra',
  'Noelia',
  'Micaela',
  'Inés',
] as const

export const SURNAMES = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Suárez',
  'Herrera',
  'Aguirre',
  'Pereyra',
  'Gutiérrez',
  'Giménez',
  'Molina',
  'Silva',
  'Castro',
  'Rojas',
  'Ortiz',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Ferreyra',
  'Godoy',
  'Morales',
  'Domínguez',
  'Moreno',
  'Peralta',
  'Vega',
  'Carrizo',
  'Quiroga',
  'Castillo',
  'Ledesma',
  'Muñoz',
  'Ojeda',
  'Ponce',
  'Vera',
  'Villalba',
  'Cardozo',
  'Navarro',
  'Coronel',
  'Vázquez',
  'Ramos',
  'Paz',
  'Ibáñez',
  'Figueroa',
  'Bianchi',
  'Rossi',
  'Ferrari',
  'Romano',
  'Colombo',
  'Russo',
  'Gallo',
  'Costa',
  'Lombardi',
  'Moretti',
  'Iglesias',
  'Rey',
  'Otero',
  'Varela',
  'Rivas',
  'Barrios',
  'Mansilla',
  'Duarte',
  'Arias',
  'Bustos',
  'Maldonado',
  'Cáceres',
  'Toledo',
  'Spinelli',
  'Caruso',
  'Marino',
  'De Luca',
  'Greco',
  'Bruno',
  'Galli',
  'Mancini',
  'Schneider',
  'Weber',
  'Kowalski',
  'Etcheverry',
  'Irigoyen',
  'Aranda',
  'Zabala',
  'Olmedo',
  'Sirito',
] as const

const PLACE_WORDS = [
  'Los Hornos',
  'San Martín',
  'La Ribera',
  'El Ombú',
  'Los Aromos',
  'El Progreso',
  'La Unión',
  'Santa Rita',
  'San Cayetano',
  'El Ceibo',
  'Las Acacias',
  'del Plata',
  'Rioplatense',
  'Bonaerense',
  'El Hornero',
  'La Esperanza',
  'San José',
  'Los Tilos',
  'El Sol',
  'La Tranquera',
  'Las Lomas',
  'El Molino',
  'La Estación',
  'del Parque',
  'La Costa',
  'Los Álamos',
  'El Trébol',
  'Santa Lucía',
  'El Tala',
  'La Paloma',
] as const

export const BUILDER_WORDS = [
  'Delta',
  'Austral',
  'Pampa',
  'Horizonte',
  'del Sur',
  'Atlántica',
  'Cuadrante',
  'Nexo',
  'Vértice',
  'Plaza',
  'Módulo',
  'Eje',
  'Cimientos',
  'Meridiano',
  'Norte',
  'Ombú',
  'Ceibo',
  'Tala',
  'Arrayán',
  'Litoral',
] as const

const ZONE_WEIGHTS: readonly (readonly [Zone, number])[] = [
  ['CABA', 30],
  ['GBA Norte', 25],
  ['GBA Sur', 22],
  ['GBA Oeste', 23],
]

export const ZONE_REACH: Record<Zone, string> = {
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
  'Comuna 1': [
    'Av. Independencia',
    'Av. Belgrano',
    'Av. Paseo Colón',
    'Av. de Mayo',
    'Defensa',
    'Bolívar',
    'Perú',
    'Chacabuco',
    'Tacuarí',
    'Paraguay',
    'Esmeralda',
    'Av. Brasil',
  ],
  'Comuna 2': ['Av. Santa Fe', 'Av. Las Heras', 'Av. Pueyrredón', 'Av. Callao', 'Juncal', 'Arenales', 'French', 'Ayacucho', 'Uriburu'],
  'Comuna 3': [
    'Av. Rivadavia',
    'Av. Corrientes',
    'Av. Jujuy',
    'Av. Entre Ríos',
    'Av. San Juan',
    'Sarmiento',
    'Tucumán',
    'Valentín Gómez',
    'Pichincha',
  ],
  'Comuna 4': [
    'Av. Caseros',
    'Av. Montes de Oca',
    'Av. Almirante Brown',
    'Av. Sáenz',
    'Av. Patricios',
    'Av. Amancio Alcorta',
    'Av. Iriarte',
    'California',
    'Olavarría',
    'Luzuriaga',
  ],
  'Comuna 5': [
    'Av. Rivadavia',
    'Av. Boedo',
    'Av. Medrano',
    'Av. Díaz Vélez',
    'Av. Independencia',
    'Bulnes',
    'Castro Barros',
    'Yatay',
    'Carlos Calvo',
  ],
  'Comuna 6': [
    'Av. Rivadavia',
    'Av. Pedro Goyena',
    'Av. José María Moreno',
    'Av. La Plata',
    'Av. Acoyte',
    'Av. Avellaneda',
    'Rojas',
    'Rosario',
    'Yerbal',
    'Hidalgo',
  ],
  'Comuna 7': [
    'Av. Rivadavia',
    'Av. Directorio',
    'Av. Carabobo',
    'Av. Nazca',
    'Av. Asamblea',
    'Av. Castañares',
    'Bacacay',
    'Pedernera',
    'Emilio Mitre',
  ],
  'Comuna 8': ['Av. Roca', 'Av. Riestra', 'Av. Eva Perón', 'Av. Cruz', 'Av. Escalada', 'Av. Castañares', 'Murguiondo', 'Cafayate'],
  'Comuna 9': [
    'Av. Rivadavia',
    'Av. Juan Bautista Alberdi',
    'Av. Directorio',
    'Av. Lisandro de la Torre',
    'Av. Eva Perón',
    'Av. Emilio Castro',
    'Tuyutí',
    'Montiel',
    'Pieres',
  ],
  'Comuna 10': [
    'Av. Rivadavia',
    'Av. Álvarez Jonte',
    'Av. Gaona',
    'Av. Juan B. Justo',
    'Av. Segurola',
    'Av. Lope de Vega',
    'Bahía Blanca',
    'Lascano',
    'Chivilcoy',
  ],
  'Comuna 11': [
    'Av. Francisco Beiró',
    'Av. Nazca',
    'Av. San Martín',
    'Av. Lincoln',
    'Av. Salvador María del Carril',
    'Cuenca',
    'Desaguadero',
    'Fernández de Enciso',
    'Campana',
  ],
  'Comuna 12': [
    'Av. Triunvirato',
    'Av. Congreso',
    'Av. Monroe',
    'Av. Cabildo',
    'Av. Ricardo Balbín',
    'Av. Crisólogo Larralde',
    'Av. Olazábal',
    'Bauness',
    'Pampa',
    'Holmberg',
  ],
  'Comuna 13': [
    'Av. Cabildo',
    'Av. del Libertador',
    'Av. Congreso',
    'Av. Monroe',
    'Av. Federico Lacroze',
    'Av. Elcano',
    'Juramento',
    'Mendoza',
    'Zapiola',
    'Crámer',
    'Vidal',
  ],
  'Comuna 14': [
    'Av. Santa Fe',
    'Av. Córdoba',
    'Av. Scalabrini Ortiz',
    'Av. Juan B. Justo',
    'Av. Coronel Díaz',
    'Av. Las Heras',
    'Gorriti',
    'Honduras',
    'Thames',
    'Guatemala',
    'Charcas',
  ],
  'Comuna 15': [
    'Av. Corrientes',
    'Av. Warnes',
    'Av. Forest',
    'Av. Dorrego',
    'Av. San Martín',
    'Av. Álvarez Thomas',
    'Jorge Newbery',
    'Camargo',
    'Gurruchaga',
    'Donato Álvarez',
  ],
  'Vicente López': ['Av. Maipú', 'Av. del Libertador', 'Av. Bartolomé Mitre', 'Av. San Martín', 'Av. Laprida', 'Hipólito Yrigoyen'],
  'San Isidro': [
    'Av. Centenario',
    'Av. del Libertador',
    'Av. Santa Fe',
    'Av. Sucre',
    'Av. Andrés Rolón',
    'Av. Fondo de la Legua',
    'Av. Márquez',
  ],
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
  'La Matanza': [
    'Av. Juan Manuel de Rosas',
    'Av. Rivadavia',
    'Av. Crovara',
    'Av. Cristianía',
    'Av. Provincias Unidas',
    'Arieta',
    'Almafuerte',
  ],
  Morón: ['Av. Rivadavia', 'Av. Gaona', 'Av. Vergara', 'Av. Brown', 'Av. Santa Rosa', 'Av. Don Bosco'],
  'Tres de Febrero': ['Av. San Martín', 'Av. Gaona', 'Av. Urquiza', 'Av. Márquez', 'Av. Rodríguez Peña'],
  Hurlingham: ['Av. Vergara', 'Av. Roca', 'Av. Jauretche', 'Av. Pedro Díaz'],
  Ituzaingó: ['Av. Rivadavia', 'Av. Ratti', 'Zufriategui', 'Av. Martín Fierro'],
  Merlo: ['Av. del Libertador', 'Av. Rivadavia', 'Av. Eva Perón', 'Av. Calle Real'],
  Moreno: ['Av. del Libertador', 'Av. Victorica', 'Av. Bartolomé Mitre', 'Av. Graham Bell'],
  Luján: ['Av. Constitución', 'Av. España', 'Av. San Martín', 'Av. Humberto Primo', 'Av. Nuestra Señora de Luján'],
}

const GENERIC_STREETS = [
  'San Martín',
  'Belgrano',
  'Mitre',
  'Sarmiento',
  'Moreno',
  'Rivadavia',
  '25 de Mayo',
  '9 de Julio',
  'Alsina',
  'Italia',
  'Pueyrredón',
  'Las Heras',
  'Alvear',
  'Lavalle',
  'Güemes',
  'Brown',
  'Independencia',
  'Chacabuco',
  'Colón',
  'España',
  'Alberdi',
  'Urquiza',
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

export type Place = { zone: Zone; partido: string; localidad: string }

export function randomPlace(rng: Rng, zone?: Zone): Place {
  const z = zone ?? rng.weighted(ZONE_WEIGHTS)
  const partido = rng.pick(PARTIDOS_BY_ZONE[z])
  return { zone: z, partido: partido.name, localidad: rng.pick(partido.localidades) }
}

export function streetAddress(rng: Rng, place: Place): string {
  const street = rng.pick(STREETS[place.partido] ?? GENERIC_STREETS)
  const max = place.zone === 'CABA' ? (street.startsWith('Av.') ? 8999 : 4999) : 4999
  return `${street} ${rng.int(1, Math.floor(max / 10)) * 10 + rng.int(0, 9)}`
}

export function phoneNumber(rng: Rng, partido: string, mobile: boolean): string {
  const area = AREA_CODES[partido] ?? '11'
  const length = 10 - area.length
  let subscriber = String(mobile ? rng.pick([2, 3, 4, 5, 6]) : rng.pick([4, 4, 4, 5, 6]))
  while (subscriber.length < length) subscriber += String(rng.int(0, 9))
  return `+54${mobile ? '9' : ''}${area}${subscriber}`
}

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
}

export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

export function websiteFor(rng: Rng, businessName: string): string {
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
  'empresas-y-profesionales/empresas-constructoras': [
    'Constructora|Construcciones|Obras y Proyectos|Desarrollos',
    'construcción de viviendas, edificios y locales llave en mano',
    'obra nueva, ampliaciones y remodelaciones con dirección técnica propia',
  ],
  'empresas-y-profesionales/contratistas-generales': [
    'Contratista|Servicios de Obra|Obras Civiles|Mantenimiento Edilicio',
    'coordinación de gremios, albañilería, instalaciones y terminaciones',
    'obras civiles, mantenimiento edilicio y refacciones para consorcios y comercios',
  ],
  'empresas-y-profesionales/arquitectos': [
    'Estudio Arq. {p}|Arq. {p}|Estudio {s} Arquitectura|{s} & {s} Arquitectos',
    'proyecto de arquitectura, planos municipales y dirección de obra',
    'diseño de viviendas, reformas e interiorismo con renders 3D',
  ],
  'empresas-y-profesionales/maestros-mayores-de-obra': [
    'MMO {p}|Maestro Mayor de Obras {p}|Estudio Técnico {s}',
    'planos, cómputo y presupuesto, y dirección de obras de hasta cuatro plantas',
    'relevamientos, planos de obra y conducción técnica',
  ],
  'empresas-y-profesionales/calculo-estructural': [
    'Ing. {p}|Estudio de Ingeniería {s}|Cálculo Estructural {s}',
    'cálculo de estructuras de hormigón armado, metálicas y de madera',
    'verificación estructural, planos de estructura y proyecto de refuerzos',
  ],
  'empresas-y-profesionales/direccion-de-obra': [
    'Arq. {p}|Dirección de Obra {s}|Gerenciamiento de Obras {s}',
    'dirección de obra, certificaciones de avance y control de calidad',
    'gerenciamiento de proyectos con seguimiento de costos y plazos',
  ],
  'empresas-y-profesionales/gestoria-de-planos': [
    'Gestoría {s}|Gestión de Planos {s}|Trámites Municipales',
    'planos municipales, permisos de obra, final de obra y regularizaciones',
    'empadronamientos, planos conforme a obra y trámites ante AySA, Edenor y Edesur',
  ],
  'empresas-y-profesionales/seguridad-e-higiene': [
    'Lic. {p}, Seguridad e Higiene|Seguridad e Higiene {s}|Prevención Laboral',
    'programas de seguridad, avisos de obra ante la ART y capacitación del personal',
    'legajo técnico de seguridad e higiene, visitas de control y elementos de protección personal',
  ],
  'estudios-y-mediciones/estudios-de-suelo': [
    'Geotecnia|Estudios de Suelo|Laboratorio Geotécnico',
    'estudios de suelo con sondeos y ensayos SPT para fundaciones',
    'ensayos de laboratorio, informe geotécnico y recomendación de fundación',
  ],
  'estudios-y-mediciones/agrimensura': [
    'Agrim. {p}|Estudio de Agrimensura {s}|Agrimensura',
    'mensuras, subdivisiones, propiedad horizontal y estado parcelario',
    'amojonamiento de lotes, planos de mensura y unificaciones',
  ],
  'estudios-y-mediciones/topografia': [
    'Topografía|Relevamientos|Agrim. {p}',
    'relevamientos planialtimétricos con estación total y GPS',
    'replanteos de obra, curvas de nivel y relevamientos con drone',
  ],
  'estudios-y-mediciones/honorarios-y-derechos': [
    'Estudio Contable {s}|Gestoría Técnica {s}|Cdor. {p}',
    'cálculo de honorarios profesionales, aportes a la caja y derechos de construcción',
    'liquidación de aportes, tasas municipales y derechos de construcción',
  ],
  'preparacion-del-terreno/demoliciones': [
    'Demoliciones|Demoledora',
    'demoliciones totales y parciales con retiro de escombros y seguro',
    'demolición manual y mecánica, apuntalamiento de medianeras y compra de materiales de demolición',
  ],
  'preparacion-del-terreno/limpieza-de-terreno': [
    'Desmalezados|Limpieza de Terrenos|Servicios Rurales',
    'desmalezado, corte de pasto alto, extracción de árboles y limpieza de lotes',
    'limpieza de terrenos baldíos con retiro de residuos verdes',
  ],
  'preparacion-del-terreno/nivelacion-y-replanteo': [
    'Replanteos|Nivelaciones|Topografía y Replanteo',
    'nivelación de terreno y replanteo de ejes y niveles con nivel láser',
    'marcación de bases, ejes y cotas antes de excavar',
  ],
  'preparacion-del-terreno/retiro-de-escombros': [
    'Volquetes|Retiro de Escombros|Fletes y Escombros',
    'retiro de escombros en bolsones y volquetes con habilitación municipal',
    'carga y retiro de escombros, tierra y restos de obra',
  ],
  'obrador-y-provisorios/obradores': [
    'Obradores|Módulos|Containers Habitables',
    'alquiler y venta de obradores, oficinas de obra y módulos habitables',
    'casillas de obra, pañoles y vestuarios para el personal',
  ],
  'obrador-y-provisorios/cercos-de-obra': [
    'Cercos|Vallas|Cercos de Obra',
    'cercos de obra en fenólico y chapa, vallas metálicas y portones provisorios',
    'alquiler de vallas, media sombra y señalización de obra',
  ],
  'obrador-y-provisorios/banos-quimicos': [
    'Baños Químicos|Sanitarios Portátiles',
    'alquiler de baños químicos con limpieza semanal',
    'baños químicos para obras y eventos, con lavamanos y servicio de desagote',
  ],
  'obrador-y-provisorios/contenedores': [
    'Volquetes|Contenedores',
    'alquiler de volquetes y contenedores para escombros',
    'volquetes de 5 m³ con permiso municipal y retiro en 48 horas',
  ],
  'obrador-y-provisorios/conexiones-provisorias': [
    'Electricidad de Obra|Conexiones de Obra',
    'pilares de luz de obra, tableros provisorios y conexión de agua de obra',
    'gestión del medidor de obra ante Edenor, Edesur y AySA',
  ],
  'obrador-y-provisorios/carteles-de-obra': [
    'Carteles|Gráfica de Obra|Cartelería',
    'carteles de obra reglamentarios con estructura y colocación',
    'impresión de lonas, carteles municipales y señalética de seguridad',
  ],
  'obrador-y-provisorios/andamios': [
    'Andamios|Andamios y Bandejas',
    'alquiler de andamios tubulares y multidireccionales con armado',
    'bandejas de protección, redes y montaje de andamios para fachadas',
  ],
  'obrador-y-provisorios/alquiler-de-herramientas': [
    'Alquiler de Herramientas|Rental|Alquileres',
    'alquiler de hormigoneras, martillos demoledores, vibradores y amoladoras',
    'alquiler de herramientas por día o por semana con entrega en obra',
  ],
  'obrador-y-provisorios/vigilancia-de-obra': [
    'Vigilancia|Seguridad de Obra|Custodia',
    'serenos y vigilancia de obra con control de ingreso',
    'vigilancia nocturna, cámaras y monitoreo de obradores',
  ],
  excavaciones: [
    'Excavaciones|Movimiento de Suelos|Movimientos de Tierra',
    'excavaciones con retroexcavadora y carga de tierra',
    'excavaciones para sótanos, piletas y tanques',
  ],
  zanjeo: [
    'Zanjeos|Excavaciones',
    'zanjeo para bases, vigas de fundación y cimientos',
    'excavación manual y mecánica de bases y zanjas para cimientos',
  ],
  desmonte: [
    'Desmontes|Movimiento de Suelos',
    'desmonte y destronque de terrenos con máquina',
    'desmonte de capa vegetal y retiro de raíces y tocones',
  ],
  rellenos: [
    'Rellenos|Terraplenes',
    'terraplenes y rellenos compactados con tosca y tierra',
    'relleno de terrenos bajos con aporte de tosca y nivelación',
  ],
  nivelacion: [
    'Nivelaciones|Nivelación de Terrenos',
    'nivelación de terrenos con motoniveladora y minicargadora',
    'perfilado y nivelación de lotes para jardín o construcción',
  ],
  compactacion: [
    'Compactaciones|Compactación de Suelos',
    'compactación con rodillo vibrador y planchas compactadoras',
    'compactación de suelos y bases para pisos y pavimentos con ensayo de densidad',
  ],
  'transporte-de-tierra': [
    'Transportes|Fletes|Camiones',
    'transporte de tierra con camiones volcadores de 6 y 12 m³',
    'camiones volcadores para retiro de tierra y escombros',
  ],
  'tosca-y-tierra': [
    'Tosca y Tierra|Áridos|Tierras',
    'venta de tosca, tierra negra, relleno y mejorado por camión',
    'tierra negra zarandeada, tosca y relleno con entrega en volcador',
  ],
  retroexcavadoras: [
    'Máquinas|Alquiler de Máquinas|Movimiento de Suelos',
    'alquiler de retroexcavadoras y minicargadoras con operador',
    'minicargadoras, retroexcavadoras y miniexcavadoras con operador por hora',
  ],
  subsuelos: [
    'Excavaciones|Subsuelos',
    'excavación de subsuelos y cocheras con submuración y apuntalamiento',
    'excavación de sótanos entre medianeras con retiro de tierra',
  ],
  'depresion-de-napa': [
    'Depresión de Napa|Bombeos|Drenajes',
    'depresión de napa con well points y bombeo de achique',
    'bombeo de agua de napa para excavaciones y fundaciones',
  ],
  bases: [
    'Fundaciones|Bases y Zapatas',
    'bases aisladas y zapatas corridas de hormigón armado',
    'excavación, armado y hormigonado de bases y zapatas',
  ],
  pilotes: [
    'Pilotes|Piloteadora|Pilotajes',
    'pilotes excavados e hincados para edificios y naves',
    'ejecución de pilotes de hormigón armado con equipo propio',
  ],
  'vigas-de-fundacion': [
    'Fundaciones|Encadenados',
    'vigas de fundación, encadenados y vigas de arriostramiento',
    'armado y hormigonado de vigas de fundación y encadenados inferiores',
  ],
  plateas: [
    'Plateas|Fundaciones',
    'plateas de hormigón armado para viviendas y steel frame',
    'plateas de fundación con malla, vigas perimetrales y film de polietileno',
  ],
  pilotines: [
    'Pilotines|Fundaciones',
    'pilotines con hoyadora mecánica y cabezales',
    'pilotines y vigas de fundación para viviendas y ampliaciones',
  ],
  micropilotes: [
    'Micropilotes|Geotecnia',
    'micropilotes inyectados para recalces y espacios reducidos',
    'micropilotes y anclajes para refuerzo de fundaciones existentes',
  ],
  submuraciones: [
    'Submuraciones|Submuraciones y Recalces',
    'submuraciones por tramos alternados y recalce de medianeras',
    'submuración, apuntalamiento y estudio de medianeras linderas',
  ],
  'muros-de-contencion': [
    'Muros de Contención|Tablestacas',
    'muros de contención de hormigón armado y tablestacas metálicas',
    'muros de contención para subsuelos, desniveles y piletas',
  ],
  'capa-aisladora': [
    'Impermeabilizaciones|Aislaciones',
    'capa aisladora horizontal y vertical con hidrófugo',
    'impermeabilización de fundaciones y sótanos, y tratamiento de humedad de cimientos',
  ],
  perforaciones: [
    'Perforaciones|Equipos Piloteros',
    'perforaciones con equipos piloteros y hoyadoras hidráulicas',
    'alquiler de equipo pilotero con operador para pilotes y pilotines',
  ],
  'corralones/corralones-de-materiales': [
    'Corralón|Materiales|Corralón de Materiales',
    'arena, piedra, cemento, cal, ladrillos y hierro con entrega en obra',
    'materiales para la construcción con envío en camión con hidrogrúa',
  ],
  'corralones/aridos': [
    'Áridos|Arenera|Piedras y Arenas',
    'arena fina y gruesa, piedra partida, canto rodado y granza en bolsones',
    'áridos a granel y en bolsón con entrega en el día',
  ],
  'corralones/cementos-y-cales': [
    'Cementos|Distribuidora|Materiales',
    'cemento portland, cal hidratada, plasticor y cementos de albañilería',
    'cementos, cales y adhesivos por bolsa o por pallet',
  ],
  'corralones/aditivos': [
    'Aditivos|Químicos para la Construcción',
    'aditivos para hormigón, hidrófugos, acelerantes y puentes de adherencia',
    'hidrófugos, selladores y aditivos para morteros',
  ],
  'ladrillos-y-bloques/ladrillos-comunes': [
    'Ladrillos|Cortadero|Ladrillera',
    'ladrillos comunes de horno, por mil o por pallet',
    'ladrillos comunes de campo con entrega en obra',
  ],
  'ladrillos-y-bloques/ladrillos-huecos': [
    'Cerámicos|Ladrillos',
    'ladrillos huecos cerámicos 8x18x33, 12x18x33 y 18x18x33',
    'ladrillos huecos portantes y no portantes por pallet',
  ],
  'ladrillos-y-bloques/bloques-de-hormigon': [
    'Bloques|Premoldeados|Bloquera',
    'bloques de hormigón 19x19x39 y 13x19x39, lisos y símil piedra',
    'fabricación de bloques de hormigón vibrado y premoldeados',
  ],
  'ladrillos-y-bloques/ladrillos-vistos': [
    'Ladrillos Vistos|Ladrillería',
    'ladrillos vistos, de máquina y prensados para frentes y quinchos',
    'ladrillos de máquina, tejuelas y revestimientos símil ladrillo',
  ],
  'ladrillos-y-bloques/hormigon-celular': [
    'Hormigón Celular|Bloques HCCA',
    'bloques de hormigón celular curado en autoclave (HCCA) y adhesivo',
    'bloques de hormigón celular para muros térmicos con asesoramiento técnico',
  ],
  'albanileria/albaniles': [
    'Albañilería|Construcciones|Cuadrilla',
    'albañiles y cuadrillas para obra nueva, mampostería y revoques',
    'mano de obra de albañilería por metro o por jornal',
  ],
  'albanileria/tabiques-y-medianeras': [
    'Albañilería|Mampostería',
    'tabiques, medianeras y muros de ladrillo o bloque',
    'levantamiento de medianeras, muros divisorios y tabiques',
  ],
  'albanileria/reformas': [
    'Reformas|Refacciones|Ampliaciones',
    'reformas, ampliaciones y refacciones integrales de casas y departamentos',
    'refacción de baños y cocinas y ampliaciones en planta alta',
  ],
  'construccion-en-seco/placas-de-yeso': [
    'Durlock|Construcción en Seco|Placas',
    'placas de yeso Durlock, masillas, cintas y accesorios',
    'placas de yeso estándar, resistentes a la humedad e ignífugas',
  ],
  'construccion-en-seco/perfileria': [
    'Perfiles|Perfilería',
    'perfilería galvanizada: montantes, soleras y perfiles omega',
    'perfiles galvanizados para steel frame y construcción en seco',
  ],
  'construccion-en-seco/steel-frame': [
    'Steel Frame|Steel|Construcciones en Seco',
    'viviendas en steel frame llave en mano con platea',
    'ampliaciones y viviendas con sistema steel frame y revestimiento EIFS',
  ],
  'construccion-en-seco/wood-frame': [
    'Wood Frame|Casas de Madera',
    'viviendas en wood frame con madera tratada y placas OSB',
    'construcción en wood frame con aislación térmica de alta eficiencia',
  ],
  'construccion-en-seco/placas-cementicias': [
    'Placas Cementicias|Revestimientos Secos',
    'placas cementicias para exteriores, fachadas y bases de revestimiento',
    'placas cementicias, tornillería y selladores para exterior',
  ],
  'construccion-en-seco/durlero': [
    'Durlero|Construcción en Seco|Instalaciones en Seco',
    'tabiques y cielorrasos de Durlock con masillado y terminación',
    'colocación de construcción en seco: tabiques, cielorrasos, bajadas y muebles de placa',
  ],
  'hormigon/hormigon-elaborado': [
    'Hormigones|Hormigonera',
    'hormigón elaborado H-17 a H-30 con camión mixer',
    'hormigón elaborado para losas, plateas y pavimentos con entrega programada',
  ],
  'hormigon/bombeo': [
    'Bombeo|Bombeos de Hormigón',
    'bombeo de hormigón con bomba pluma y estacionaria',
    'bombas de arrastre y pluma para hormigonar losas en altura',
  ],
  'hormigon/hormigon-armado': [
    'Estructuras|Estructuras de Hormigón',
    'estructuras de hormigón armado: columnas, vigas y losas',
    'encofrado, armado y llenado de estructuras de hormigón armado',
  ],
  'hormigon/premoldeados': [
    'Premoldeados|Premoldeados de Hormigón',
    'premoldeados de hormigón: columnas, vigas, cercos y losetas',
    'cercos premoldeados, postes y cámaras de hormigón',
  ],
  'hormigon/ensayos': [
    'Laboratorio|Ensayos',
    'ensayos de probetas de hormigón, aceros y suelos',
    'control de calidad del hormigón con toma de probetas en obra',
  ],
  'acero/hierro': [
    'Hierros|Aceros|Hierro y Acero',
    'hierro para construcción del 6 al 25 en barras de 12 m',
    'hierro nervado, alambre y clavos con entrega en obra',
  ],
  'acero/mallas': [
    'Mallas|Aceros',
    'mallas electrosoldadas para losas, plateas y contrapisos',
    'mallas electrosoldadas por unidad o por paquete',
  ],
  'acero/cortado-y-doblado': [
    'Doblado de Hierro|Ferralla',
    'cortado y doblado de hierro según planilla',
    'armaduras a medida: estribos, vigas y columnas listas para colocar',
  ],
  'acero/estructuras-metalicas': [
    'Estructuras Metálicas|Metalúrgica',
    'estructuras metálicas para naves, entrepisos y cubiertas',
    'fabricación y montaje de estructuras metálicas y tinglados',
  ],
  'acero/perfiles-de-acero': [
    'Perfiles|Aceros|Siderúrgica',
    'perfiles IPN, UPN, doble T y tubos estructurales',
    'vigas de acero, perfiles C y planchuelas con corte a medida',
  ],
  'encofrados-y-apuntalamiento/encofrados': [
    'Encofrados',
    'encofrados fenólicos y metálicos para losas, vigas y tabiques',
    'fabricación de encofrados y fenólicos a medida',
  ],
  'encofrados-y-apuntalamiento/alquiler-de-encofrados': [
    'Encofrados|Alquiler de Encofrados',
    'alquiler de encofrados metálicos, vigas y tableros por mes',
    'alquiler de sistemas de encofrado con asesoramiento técnico',
  ],
  'encofrados-y-apuntalamiento/puntales': [
    'Puntales|Apuntalamientos',
    'alquiler de puntales metálicos y apuntalamiento de losas',
    'puntales regulables, cimbras y apuntalamiento de estructuras',
  ],
  'otras/madera': [
    'Estructuras de Madera|Maderas',
    'estructuras de madera laminada para techos y quinchos',
    'tirantes, vigas laminadas y estructuras de madera a medida',
  ],
  'otras/refuerzos': [
    'Refuerzos Estructurales|Ingeniería',
    'refuerzos estructurales con fibra de carbono y encamisados',
    'reparación de columnas, vigas y losas con hierro expuesto',
  ],
  'otras/escaleras': [
    'Escaleras|Escaleras de Hormigón',
    'escaleras de hormigón armado rectas, en L y helicoidales',
    'escaleras de hormigón a medida con terminación para revestir',
  ],
  'otras/tanques': [
    'Tanques|Cisternas',
    'tanques y cisternas de hormigón armado, limpieza e impermeabilización',
    'construcción y reparación de tanques de hormigón para edificios',
  ],
  techistas: [
    'Techos|Techista|Techados',
    'reparación de techos, goteras y filtraciones',
    'techos de tejas, chapa y losa: colocación y mantenimiento',
  ],
  tejas: ['Tejas|Tejados', 'tejas cerámicas francesas, coloniales y de hormigón', 'venta y colocación de tejas con accesorios y cumbreras'],
  chapas: [
    'Chapas|Chapas y Perfiles',
    'chapas acanaladas y trapezoidales, cincalum y prepintadas a medida',
    'chapas para techo cortadas a medida con entrega en obra',
  ],
  madereras: [
    'Maderera|Maderas|Aserradero',
    'tirantes, machimbre, tablas y fenólicos para techos',
    'maderas para techo de pino, eucalipto y saligna con tratamiento',
  ],
  membranas: [
    'Membranas|Impermeabilizaciones',
    'membranas asfálticas y líquidas con colocación garantizada',
    'impermeabilización de terrazas y techos con membrana geotextil',
  ],
  'losa-premoldeada': [
    'Losas|Premoldeados',
    'losas premoldeadas con viguetas y ladrillos cerámicos',
    'provisión y montaje de losa premoldeada para viviendas',
  ],
  'viguetas-pretensadas': [
    'Viguetas|Pretensados',
    'viguetas pretensadas de 1 a 8 m y bovedillas de telgopor',
    'viguetas pretensadas con planilla de cálculo y entrega en obra',
  ],
  zingueria: [
    'Zinguería',
    'canaletas, babetas, cupertinas y conductos de chapa galvanizada',
    'trabajos de zinguería a medida para techos de teja y chapa',
  ],
  aislacion: [
    'Aislaciones|Aislación Térmica',
    'aislación térmica y acústica con lana de vidrio y espuma de poliuretano',
    'aislación de techos y muros con poliuretano proyectado',
  ],
  claraboyas: [
    'Claraboyas|Lucernarios',
    'claraboyas fijas y rebatibles de policarbonato y vidrio',
    'fabricación e instalación de claraboyas y lucernarios',
  ],
  policarbonato: [
    'Policarbonato|Techos de Policarbonato',
    'techos de policarbonato alveolar y compacto para galerías y cocheras',
    'placas de policarbonato cortadas a medida con perfilería de aluminio',
  ],
  'piso-impermeabilizable': [
    'Impermeabilizaciones|Pisos Técnicos',
    'pisos impermeabilizables para terrazas y balcones transitables',
    'impermeabilización bajo piso con membrana cementicia',
  ],
  'terrazas-verdes': [
    'Terrazas Verdes|Techos Verdes',
    'terrazas y techos verdes con sistema de drenaje y riego',
    'diseño y construcción de cubiertas verdes con plantas nativas',
  ],
  'ladrillos-tejas-bloques': [
    'Cerámica|Ladrillos y Tejas',
    'ladrillos para techo, tejas y bloques cerámicos',
    'ladrillos de techo, tejuelas y bloques para cubiertas',
  ],
  canaletas: [
    'Canaletas|Zinguería',
    'canaletas y bajadas pluviales de chapa y PVC',
    'limpieza, reparación y colocación de canaletas y bajadas pluviales',
  ],
  electricidad: [
    'Electricidad|Instalaciones Eléctricas|Electro',
    'instalaciones eléctricas domiciliarias e industriales con electricista matriculado',
    'tableros, cableado, puesta a tierra y certificados de instalación eléctrica',
  ],
  'audio-voz-datos': [
    'Redes|Conectividad|Telecomunicaciones',
    'cableado estructurado, redes de datos, wifi y telefonía',
    'redes UTP, fibra óptica, porteros y audio ambiental',
  ],
  alarmas: [
    'Alarmas|Seguridad Electrónica',
    'alarmas con monitoreo, cámaras de seguridad y control de acceso',
    'instalación de alarmas, sensores y videovigilancia',
  ],
  'agua-y-cloacas': [
    'Plomería|Sanitarios|Instalaciones Sanitarias',
    'instalaciones de agua fría y caliente, cloacas y desagües',
    'plomería, destapaciones y conexión a la red cloacal',
  ],
  gas: [
    'Gasista|Instalaciones de Gas|Gas',
    'instalaciones de gas con gasista matriculado y planos',
    'conexión de artefactos, pruebas de hermeticidad y trámites ante Metrogas y Naturgy',
  ],
  pluvial: [
    'Desagües|Pluviales',
    'desagües pluviales, rejillas, cámaras y canaletas de piso',
    'desagües pluviales y reservorios de agua de lluvia',
  ],
  'redes-para-barrios': [
    'Redes|Obras de Infraestructura|Servicios Urbanos',
    'redes de agua, cloaca, gas y electricidad para barrios cerrados',
    'infraestructura de servicios para loteos y barrios privados',
  ],
  'contra-incendio': [
    'Incendio|Protección Contra Incendio|Matafuegos',
    'instalaciones contra incendio, hidrantes, rociadores y detección',
    'matafuegos, bocas de incendio y planos de incendio aprobados',
  ],
  'energias-renovables': [
    'Energía Solar|Renovables|Solar',
    'paneles solares, termotanques solares y equipos eólicos',
    'sistemas fotovoltaicos conectados a red y aislados',
  ],
  'tanques-y-bombas': [
    'Tanques y Bombas|Bombas',
    'tanques de agua, bombas presurizadoras y elevadoras',
    'limpieza de tanques e instalación de bombas y flotantes',
  ],
  'grupos-electrogenos': [
    'Grupos Electrógenos|Generadores',
    'venta, alquiler y service de grupos electrógenos',
    'grupos electrógenos con tablero de transferencia automática',
  ],
  herreria: ['Herrería', 'rejas, portones, barandas y escaleras de hierro a medida', 'herrería de obra y trabajos de soldadura en general'],
  vidrios: ['Vidriería|Vidrios', 'vidrios float, laminados, templados y DVH a medida', 'colocación de vidrios, espejos y mamparas'],
  'carpinteria-metalica': [
    'Carpintería Metálica|Aberturas',
    'aberturas de chapa doblada, puertas y ventanas metálicas',
    'carpintería metálica a medida para obra nueva y reemplazo',
  ],
  aluminio: [
    'Aberturas|Aluminio|Carpintería de Aluminio',
    'ventanas, puertas y frentes de aluminio línea Módena y A30',
    'aberturas de aluminio con DVH y mosquiteros',
  ],
  pvc: [
    'Aberturas PVC|Ventanas de PVC',
    'aberturas de PVC con doble vidriado hermético',
    'ventanas y puertas de PVC de alta prestación térmica',
  ],
  'carpinteria-de-madera': [
    'Carpintería|Carpintería de Madera',
    'aberturas, puertas y muebles de madera a medida',
    'carpintería de obra en cedro, paraíso y pino',
  ],
  puertas: ['Puertas|Aberturas', 'puertas placa, de seguridad y de madera maciza', 'venta y colocación de puertas interiores y exteriores'],
  herrajes: [
    'Herrajes|Cerrajería',
    'herrajes para aberturas y muebles: bisagras, cerraduras y manijas',
    'herrajes, cerraduras de seguridad y accesorios de carpintería',
  ],
  'laminas-para-vidrios': [
    'Láminas|Polarizados',
    'láminas de seguridad, control solar y esmerilado para vidrios',
    'polarizado de vidrios en casas y oficinas',
  ],
  'molduras-de-madera': [
    'Molduras|Maderas',
    'molduras, contramarcos y zócalos de madera',
    'molduras de madera maciza a medida y varillas decorativas',
  ],
  'cortinas-de-enrollar': [
    'Cortinas|Persianas',
    'cortinas de enrollar de PVC y aluminio, motorizadas y manuales',
    'reparación de persianas, cintas y motores de cortinas',
  ],
  portones: ['Portones|Automatismos', 'portones corredizos y levadizos con motor', 'automatización de portones y mantenimiento de motores'],
  'rejas-y-mosquiteros': [
    'Rejas|Mosquiteros',
    'rejas de seguridad y mosquiteros a medida',
    'mosquiteros fijos, enrollables y rebatibles para aberturas',
  ],
  revoques: ['Revoques|Albañilería', 'revoques gruesos y finos, interiores y exteriores', 'revoque proyectado y revoques a la cal'],
  yeseria: ['Yesería|Yesero', 'enlucidos de yeso, cielorrasos aplicados y molduras', 'yesería tradicional y proyectada para obra nueva'],
  'contrapisos-y-carpetas': [
    'Contrapisos|Carpetas',
    'contrapisos, carpetas niveladas y autonivelantes',
    'contrapisos de hormigón pobre y carpetas para pisos flotantes',
  ],
  pisos: [
    'Pisos|Pisos y Revestimientos',
    'pisos de cemento alisado, vinílicos y técnicos',
    'colocación de pisos en interiores y exteriores',
  ],
  'ceramicos-y-porcelanatos': [
    'Cerámicos|Porcelanatos|Revestimientos',
    'cerámicos, porcelanatos y pegamentos, venta y colocación',
    'porcelanatos rectificados y cerámicos para pisos y paredes',
  ],
  'pisos-de-madera': [
    'Pisos de Madera|Parquet',
    'pisos de madera maciza, parquet y pisos flotantes',
    'colocación de pisos flotantes y deck de madera',
  ],
  'pulido-y-plastificado': [
    'Pulidos|Plastificados',
    'pulido y plastificado de pisos de madera',
    'hidrolaqueado, pulido de parquet y reparación de tablas',
  ],
  microcemento: [
    'Microcemento',
    'microcemento alisado para pisos, paredes, baños y mesadas',
    'aplicación de microcemento sobre cerámicos sin demoler',
  ],
  revestimientos: [
    'Revestimientos',
    'revestimientos de piedra, símil piedra y texturados',
    'revestimientos plásticos, tarquini y placas decorativas',
  ],
  cielorrasos: ['Cielorrasos', 'cielorrasos de Durlock, PVC y suspendidos', 'cielorrasos desmontables y armados con buñas'],
  pinturas: [
    'Pinturería|Pinturas|Pintor',
    'pintura de interiores, exteriores y frentes con látex y esmaltes',
    'pinturería con látex, esmaltes, impermeabilizantes y accesorios',
  ],
  empapelados: [
    'Empapelados|Papeles Pintados',
    'empapelados vinílicos y murales con colocación',
    'papeles pintados importados y nacionales con colocación',
  ],
  molduras: ['Molduras|Decoración', 'molduras de yeso y poliuretano, cornisas y rosetones', 'colocación de molduras decorativas y guardas'],
  zocalos: ['Zócalos', 'zócalos de madera, MDF, PVC y porcelanato', 'colocación de zócalos y guardacantos'],
  mesadas: ['Mesadas|Marmolería', 'mesadas de granito, mármol y cuarzo', 'marmolería con mesadas a medida, bachas y zócalos'],
  muebles: ['Muebles|Amoblamientos', 'muebles a medida en melamina y madera', 'muebles de baño, vanitorys y estanterías a medida'],
  'amoblamientos-de-cocina': [
    'Cocinas|Amoblamientos',
    'amoblamientos de cocina, bajomesadas y alacenas a medida',
    'cocinas integrales con herrajes de cierre suave',
  ],
  placares: [
    'Placares|Vestidores',
    'placares, vestidores e interiores de placard a medida',
    'frentes de placard corredizos y vestidores en melamina',
  ],
  'sanitarios-y-griferia': [
    'Sanitarios|Grifería|Baños',
    'sanitarios, grifería, mamparas y accesorios de baño',
    'inodoros, bachas, griferías monocomando y mamparas de vidrio templado',
  ],
  iluminacion: [
    'Iluminación|Luces',
    'artefactos de iluminación, lámparas LED y proyectos lumínicos',
    'iluminación para interiores, exteriores y comercios',
  ],
  'aire-acondicionado-split': [
    'Aire Acondicionado|Climatización|Frío',
    'instalación de aire acondicionado split y multi split',
    'venta e instalación de equipos split inverter con garantía',
  ],
  'aire-acondicionado-central': [
    'Climatización|Aire Central|Ingeniería Térmica',
    'aire acondicionado central, sistemas VRF y conductos',
    'proyecto e instalación de sistemas centrales y roof top',
  ],
  'calderas-y-radiadores': [
    'Calefacción|Calderas',
    'calderas duales, radiadores de aluminio y calefacción por agua',
    'instalación y service de calderas y radiadores',
  ],
  'losa-radiante': [
    'Losa Radiante|Calefacción',
    'losa y piso radiante con caños PEX y colectores',
    'calefacción por piso radiante con control por zonas',
  ],
  'calefactores-a-gas': [
    'Calefactores|Gas',
    'calefactores de tiro balanceado con conexión y ventilaciones reglamentarias',
    'venta e instalación de calefactores a gas y estufas TB',
  ],
  'hogares-y-salamandras': [
    'Hogares|Estufas|Salamandras',
    'hogares a leña, salamandras y estufas con conductos',
    'construcción de hogares, parrillas y salamandras de fundición',
  ],
  'termotanques-y-calefones': [
    'Termotanques|Agua Caliente',
    'termotanques y calefones: venta, instalación y reparación',
    'cambio de termotanques a gas y eléctricos en el día',
  ],
  'ventilacion-y-extraccion': [
    'Ventilación|Extracción',
    'campanas, extractores y conductos de ventilación',
    'extracción de aire para cocinas, baños y locales',
  ],
  'service-climatizacion': [
    'Service|Refrigeración|Climatización',
    'service, limpieza y carga de gas de equipos de aire acondicionado',
    'mantenimiento preventivo de calderas y equipos de climatización',
  ],
  eventos: [
    'Eventos|Producciones',
    'organización de inauguraciones, lanzamientos y eventos de obra',
    'carpas, sonido e iluminación para eventos corporativos',
  ],
  blindajes: [
    'Blindajes|Blindados',
    'puertas blindadas, blindaje de aberturas y cajas fuertes',
    'blindaje de puertas de ingreso y cerraduras de alta seguridad',
  ],
  'empresas-de-seguridad': [
    'Seguridad|Vigilancia|Custodias',
    'vigilancia privada para obras, barrios y edificios',
    'personal de seguridad, monitoreo y rondas en obra',
  ],
  ascensores: [
    'Ascensores|Elevadores',
    'instalación, modernización y mantenimiento de ascensores',
    'ascensores, montacargas y plataformas para personas con movilidad reducida',
  ],
  'sueldos-y-contabilidad': [
    'Estudio Contable {s}|Liquidaciones|Cdor. {p}',
    'liquidación de sueldos UOCRA, cargas sociales y contabilidad de obra',
    'asesoramiento contable e impositivo para empresas constructoras',
  ],
  piletas: [
    'Piletas|Natatorios',
    'piletas de hormigón, fibra y lona: construcción y mantenimiento',
    'construcción de piletas con filtrado, iluminación y solárium',
  ],
  'creditos-y-financiacion': [
    'Financiera|Créditos|Inversiones',
    'créditos para construcción, ampliación y refacción',
    'financiación de materiales y créditos hipotecarios con asesoramiento',
  ],
  limpieza: [
    'Limpieza|Servicios de Limpieza',
    'limpieza de final de obra, vidrios y mantenimiento',
    'limpieza post obra con hidrolavadora y retiro de residuos',
  ],
  paisajismo: [
    'Paisajismo|Jardines|Vivero',
    'diseño de jardines, parquización, riego automático y césped',
    'paisajismo con especies nativas, iluminación de jardín y mantenimiento',
  ],
  seguros: [
    'Seguros|Broker de Seguros',
    'seguros de obra, ART, caución y responsabilidad civil',
    'pólizas de todo riesgo construcción y seguros de caución',
  ],
  fletes: [
    'Fletes|Mudanzas y Fletes|Transportes',
    'fletes con camioneta y camión para materiales de obra',
    'fletes y mudanzas con hidrogrúa para materiales pesados',
  ],
  'pavimentos-de-hormigon': [
    'Pavimentos|Pavimentadora',
    'pavimentos de hormigón para calles, accesos y playones',
    'pavimentos de hormigón armado con regla vibratoria',
  ],
  'equipos-de-topografia': [
    'Topografía|Instrumental',
    'venta y alquiler de estaciones totales, niveles y GPS',
    'service y calibración de equipos de topografía',
  ],
  asfalto: [
    'Asfaltos|Pavimentos Asfálticos',
    'carpeta asfáltica, riego de liga y mezcla asfáltica en caliente',
    'asfalto para calles, estacionamientos y accesos de barrios',
  ],
  'pavimentos-articulados': [
    'Adoquines|Pavimentos Articulados',
    'adoquines de hormigón y pavimentos intertrabados',
    'colocación de adoquines para playas de estacionamiento y veredas',
  ],
  'alquiler-de-maquinaria': [
    'Alquiler de Maquinaria|Rental|Maquinarias',
    'alquiler de motoniveladoras, rodillos, palas cargadoras y excavadoras',
    'maquinaria vial con y sin operador',
  ],
  'veredas-y-cordones': [
    'Veredas|Cordones',
    'veredas reglamentarias, cordón cuneta y rampas',
    'construcción y reparación de veredas con baldosas reglamentarias',
  ],
  bacheo: [
    'Bacheos|Reparaciones Viales',
    'bacheo de asfalto y hormigón, sellado de juntas y fisuras',
    'bacheo en caliente y en frío para calles y playones',
  ],
  'senalizacion-vial': [
    'Señalización|Demarcación Vial',
    'demarcación vial, carteles y reductores de velocidad',
    'pintura termoplástica y señalización de estacionamientos',
  ],
  alcantarillas: [
    'Desagües|Alcantarillas',
    'alcantarillas, caños de hormigón y zanjas de desagüe',
    'desagües pluviales y alcantarillado para calles y barrios',
  ],
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

export type Slot = { sector: Sector; subsector: Subsector; division: Division | null; trade: Trade; label: string }
export type SubsectorRef = { sector: Sector; subsector: Subsector; slots: Slot[] }

export function buildTaxonomy() {
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

export function businessName(rng: Rng, trade: Trade, place: Place): string {
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

export function describe(rng: Rng, slot: Slot, place: Place): string {
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
      rng
        .pick(CLOSINGS)
        .replace('{n}', String(rng.int(5, 40)))
        .replace('{y}', String(rng.int(1962, 2012))),
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

const COMMENT_TAILS = [' Gracias!', ' 100% recomendables.', ' Volvería a llamarlos.', ' La obra quedó muy bien.'] as const

export function reviewComment(rng: Rng, rating: number, what: string, loc: string, contact: string | null): string {
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

/* Catalogues for materials and projects */

type MaterialItem = {
  title: string
  category: MaterialCategory
  unit: MaterialUnit
  content?: string
  description: string
  min: number
  max: number
  art: number
}

// Prices in pesos (ARS, late 2025).
export const MATERIAL_CATALOGUE: readonly MaterialItem[] = [
  {
    title: 'Cemento Portland x 50 kg',
    category: 'aridos-y-cementos',
    unit: 'bolsa',
    content: '50 kg',
    description: 'Bolsa de cemento portland normal CPN40, ideal para hormigones y carpetas.',
    min: 10500,
    max: 13500,
    art: 0,
  },
  {
    title: 'Cemento de albañilería x 40 kg',
    category: 'aridos-y-cementos',
    unit: 'bolsa',
    content: '40 kg',
    description: 'Para mezclas de asiento y revoques gruesos. Precio por bolsa.',
    min: 7000,
    max: 8800,
    art: 1,
  },
  {
    title: 'Cal hidratada x 25 kg',
    category: 'aridos-y-cementos',
    unit: 'bolsa',
    content: '25 kg',
    description: 'Cal aérea hidratada para morteros y revoques a la cal.',
    min: 4200,
    max: 5600,
    art: 2,
  },
  {
    title: 'Plasticor x 40 kg',
    category: 'aridos-y-cementos',
    unit: 'bolsa',
    content: '40 kg',
    description: 'Cemento de albañilería para mampostería y revoques.',
    min: 7200,
    max: 9000,
    art: 1,
  },
  {
    title: 'Yeso para enduido x 25 kg',
    category: 'aridos-y-cementos',
    unit: 'bolsa',
    content: '25 kg',
    description: 'Yeso fino para enlucidos interiores. Bolsas sin abrir.',
    min: 6500,
    max: 8500,
    art: 2,
  },
  {
    title: 'Pegamento para cerámicos x 30 kg',
    category: 'pisos-y-revestimientos',
    unit: 'bolsa',
    content: '30 kg',
    description: 'Adhesivo cementicio para cerámicos y porcelanatos en interior y exterior.',
    min: 9000,
    max: 13000,
    art: 3,
  },
  {
    title: 'Ladrillo hueco 18x18x33',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Ladrillo cerámico hueco portante. Precio por unidad, se vende por pallet.',
    min: 1000,
    max: 1400,
    art: 4,
  },
  {
    title: 'Ladrillo hueco 12x18x33',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Ladrillo cerámico hueco para tabiques. Precio por unidad.',
    min: 850,
    max: 1150,
    art: 4,
  },
  {
    title: 'Ladrillo hueco 8x18x33',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Ideal para tabiques interiores y cerramientos livianos. Precio por unidad.',
    min: 650,
    max: 900,
    art: 4,
  },
  {
    title: 'Ladrillos comunes x 1000 u.',
    category: 'ladrillos-y-bloques',
    unit: 'pallet',
    content: '1000 u.',
    description: 'Ladrillo común de horno, primera calidad. Entrega en obra con hidrogrúa.',
    min: 180000,
    max: 250000,
    art: 5,
  },
  {
    title: 'Ladrillo de máquina visto',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Ladrillo prensado para frentes y quinchos. Precio por unidad.',
    min: 900,
    max: 1300,
    art: 5,
  },
  {
    title: 'Bloque de hormigón 19x19x39',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Bloque vibrado liso para muros portantes. Precio por unidad.',
    min: 1500,
    max: 2100,
    art: 6,
  },
  {
    title: 'Bloque de hormigón 13x19x39',
    category: 'ladrillos-y-bloques',
    unit: 'unidad',
    description: 'Bloque de hormigón para cercos y tabiques. Precio por unidad.',
    min: 1200,
    max: 1700,
    art: 6,
  },
  {
    title: 'Hierro del 8 x 12 m',
    category: 'hierros-y-mallas',
    unit: 'barra',
    content: '12 m',
    description: 'Barra de acero nervado ADN 420 de 8 mm.',
    min: 8500,
    max: 11000,
    art: 7,
  },
  {
    title: 'Hierro del 10 x 12 m',
    category: 'hierros-y-mallas',
    unit: 'barra',
    content: '12 m',
    description: 'Barra de acero nervado ADN 420 de 10 mm.',
    min: 13000,
    max: 16500,
    art: 7,
  },
  {
    title: 'Hierro del 6 x 12 m',
    category: 'hierros-y-mallas',
    unit: 'barra',
    content: '12 m',
    description: 'Barra de acero para estribos y armaduras livianas.',
    min: 5000,
    max: 6500,
    art: 7,
  },
  {
    title: 'Malla electrosoldada 15x15 4,2 mm (2,40 x 6 m)',
    category: 'hierros-y-mallas',
    unit: 'unidad',
    content: '2,40 × 6 m',
    description: 'Malla para contrapisos y plateas. Precio por panel.',
    min: 38000,
    max: 48000,
    art: 7,
  },
  {
    title: 'Perfil montante 70 mm x 2,60 m',
    category: 'placas-y-perfiles',
    unit: 'unidad',
    content: '2,60 m',
    description: 'Perfil galvanizado para construcción en seco.',
    min: 4500,
    max: 6000,
    art: 7,
  },
  {
    title: 'Arena gruesa x m³',
    category: 'aridos-y-cementos',
    unit: 'm3',
    description: 'Arena gruesa lavada a granel, entrega en volcador.',
    min: 38000,
    max: 52000,
    art: 8,
  },
  {
    title: 'Arena fina en bolsón',
    category: 'aridos-y-cementos',
    unit: 'bolson',
    description: 'Bolsón de arena fina de aproximadamente 1 m³.',
    min: 45000,
    max: 60000,
    art: 8,
  },
  {
    title: 'Piedra partida 6/20 x m³',
    category: 'aridos-y-cementos',
    unit: 'm3',
    description: 'Piedra granítica para hormigón, entrega a granel.',
    min: 60000,
    max: 78000,
    art: 9,
  },
  {
    title: 'Cascote para relleno x m³',
    category: 'aridos-y-cementos',
    unit: 'm3',
    description: 'Cascote limpio para contrapisos y rellenos.',
    min: 18000,
    max: 25000,
    art: 9,
  },
  {
    title: 'Placa de yeso 12,5 mm 1,20 x 2,40',
    category: 'placas-y-perfiles',
    unit: 'placa',
    content: '1,20 × 2,40 m',
    description: 'Placa estándar para tabiques y cielorrasos.',
    min: 13000,
    max: 17000,
    art: 10,
  },
  {
    title: 'Placa cementicia 8 mm 1,20 x 2,40',
    category: 'placas-y-perfiles',
    unit: 'placa',
    content: '1,20 × 2,40 m',
    description: 'Placa para exteriores y zonas húmedas.',
    min: 30000,
    max: 39000,
    art: 10,
  },
  {
    title: 'Chapa sinusoidal galvanizada C25 x 3,66 m',
    category: 'techos-y-chapas',
    unit: 'unidad',
    content: '3,66 m',
    description: 'Chapa acanalada para techos, cortes a medida.',
    min: 30000,
    max: 40000,
    art: 11,
  },
  {
    title: 'Canaleta de chapa galvanizada x 3 m',
    category: 'techos-y-chapas',
    unit: 'unidad',
    content: '3 m',
    description: 'Canaleta de zinguería con soportes incluidos.',
    min: 22000,
    max: 30000,
    art: 11,
  },
  {
    title: 'Membrana asfáltica 4 mm con aluminio (rollo 10 m²)',
    category: 'aislantes-e-impermeabilizantes',
    unit: 'rollo',
    content: '10 m²',
    description: 'Membrana con terminación de aluminio para techos transitables livianos.',
    min: 48000,
    max: 65000,
    art: 12,
  },
  {
    title: 'Cable unipolar 2,5 mm x 100 m',
    category: 'electricidad',
    unit: 'rollo',
    content: '100 m',
    description: 'Cable normalizado IRAM para instalaciones domiciliarias.',
    min: 55000,
    max: 70000,
    art: 12,
  },
  {
    title: 'Lana de vidrio 50 mm con aluminio (rollo 18 m²)',
    category: 'aislantes-e-impermeabilizantes',
    unit: 'rollo',
    content: '18 m²',
    description: 'Aislante térmico y acústico para techos de chapa.',
    min: 60000,
    max: 85000,
    art: 13,
  },
  {
    title: 'Caño PVC 110 mm x 4 m',
    category: 'canos-y-conexiones',
    unit: 'unidad',
    content: '4 m',
    description: 'Caño para desagües cloacales y pluviales.',
    min: 16000,
    max: 22000,
    art: 14,
  },
  {
    title: 'Caño de termofusión 20 mm x 4 m',
    category: 'canos-y-conexiones',
    unit: 'unidad',
    content: '4 m',
    description: 'Caño de polipropileno para agua fría y caliente.',
    min: 4000,
    max: 5500,
    art: 14,
  },
  {
    title: 'Pintura látex interior blanco x 20 l',
    category: 'pinturas',
    unit: 'unidad',
    content: '20 l',
    description: 'Látex lavable mate para paredes interiores.',
    min: 75000,
    max: 110000,
    art: 15,
  },
  {
    title: 'Impermeabilizante para techos x 20 kg',
    category: 'aislantes-e-impermeabilizantes',
    unit: 'unidad',
    content: '20 kg',
    description: 'Membrana líquida acrílica con fibras, color blanco.',
    min: 70000,
    max: 95000,
    art: 15,
  },
  {
    title: 'Porcelanato 60x60 rectificado (m²)',
    category: 'pisos-y-revestimientos',
    unit: 'm2',
    description: 'Porcelanato esmaltado símil piedra. Precio por metro cuadrado.',
    min: 22000,
    max: 35000,
    art: 16,
  },
  {
    title: 'Cerámico para piso 45x45 (m²)',
    category: 'pisos-y-revestimientos',
    unit: 'm2',
    description: 'Cerámico de primera calidad para interiores.',
    min: 12000,
    max: 16000,
    art: 16,
  },
  {
    title: 'Tanque de agua tricapa 1000 l',
    category: 'sanitarios-y-griferias',
    unit: 'unidad',
    description: 'Tanque con flotante y accesorios incluidos.',
    min: 190000,
    max: 240000,
    art: 17,
  },
  {
    title: 'Tirante de pino 2x6" x 4,27 m',
    category: 'maderas-y-encofrados',
    unit: 'unidad',
    content: '4,27 m',
    description: 'Tirante cepillado y seco para estructuras de techo.',
    min: 15000,
    max: 22000,
    art: 18,
  },
  {
    title: 'Fenólico 18 mm 1,22 x 2,44',
    category: 'maderas-y-encofrados',
    unit: 'placa',
    content: '1,22 × 2,44 m',
    description: 'Placa fenólica para encofrados, varios usos.',
    min: 45000,
    max: 58000,
    art: 18,
  },
  {
    title: 'Machimbre de pino 1/2" (m²)',
    category: 'maderas-y-encofrados',
    unit: 'm2',
    description: 'Machimbre para cielorrasos y revestimientos.',
    min: 9000,
    max: 13000,
    art: 18,
  },
  {
    title: 'Hormigón elaborado H-21 x m³',
    category: 'aridos-y-cementos',
    unit: 'm3',
    description: 'Hormigón elaborado con entrega en camión mixer, mínimo 3 m³.',
    min: 140000,
    max: 175000,
    art: 9,
  },
]

export const MATERIAL_EXTRAS = [
  'Retiro en {loc} o envío a coordinar.',
  'Sobrante de obra, sin uso.',
  'Entrega en el día en {loc} y alrededores.',
  'Consultá por cantidades mayores.',
  'Precio contado; aceptamos transferencia.',
] as const

export type ProjectType = { title: string; scene: ProjectScene; description: string }

export const PROJECT_TYPES: readonly ProjectType[] = [
  {
    title: 'Vivienda unifamiliar en {loc}',
    scene: 'house',
    description: 'Casa de dos plantas con estructura de hormigón armado y cubierta de tejas. Obra terminada en {m} meses.',
  },
  {
    title: 'Ampliación en planta alta en {loc}',
    scene: 'house',
    description: 'Dos dormitorios y un baño nuevos sobre losa existente, con refuerzo de estructura.',
  },
  {
    title: 'Refacción de cocina en {loc}',
    scene: 'interior',
    description: 'Cocina integral con mesada de granito, muebles a medida e instalación de gas nueva.',
  },
  {
    title: 'Baño completo en {loc}',
    scene: 'interior',
    description: 'Renovación total de baño: cañerías de termofusión, porcelanato y mampara de vidrio templado.',
  },
  {
    title: 'Edificio de {n} pisos en {loc}',
    scene: 'building',
    description: 'Edificio de departamentos con cocheras en subsuelo. Estructura y terminaciones a cargo nuestro.',
  },
  {
    title: 'Estructura de hormigón en {loc}',
    scene: 'works',
    description: 'Ejecución de bases, columnas y losas para un edificio de {n} plantas.',
  },
  {
    title: 'Pileta de hormigón en {loc}',
    scene: 'pool',
    description: 'Pileta de 8 x 4 m con solárium húmedo, revestimiento cerámico y equipo de filtrado.',
  },
  {
    title: 'Quincho con parrilla en {loc}',
    scene: 'house',
    description: 'Quincho de ladrillo visto con parrilla, horno de barro y techo de madera.',
  },
  {
    title: 'Galpón industrial en {loc}',
    scene: 'warehouse',
    description: 'Nave de estructura metálica de 600 m² con cubierta de chapa y aislación.',
  },
  {
    title: 'Cubierta de chapa en {loc}',
    scene: 'warehouse',
    description: 'Recambio de cubierta con chapa prepintada, aislación y zinguería nueva.',
  },
  {
    title: 'Vivienda en steel frame en {loc}',
    scene: 'house',
    description: 'Casa de 120 m² en steel frame sobre platea, terminada en {m} meses.',
  },
  {
    title: 'Puesta en valor de fachada en {loc}',
    scene: 'works',
    description: 'Andamios, reparación de revoques, hidrolavado y pintura de frente.',
  },
  {
    title: 'Departamento a estrenar en {loc}',
    scene: 'interior',
    description: 'Terminaciones completas: pisos, pintura, placares y artefactos.',
  },
  {
    title: 'Local comercial en {loc}',
    scene: 'building',
    description: 'Adecuación de local con vidriera, instalación eléctrica trifásica y cielorraso de Durlock.',
  },
  {
    title: 'Piso radiante y calderas en {loc}',
    scene: 'interior',
    description: 'Instalación de losa radiante en 180 m² con caldera dual y control por zonas.',
  },
]
