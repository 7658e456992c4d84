/**
 * Trade-sector taxonomy (sector > subsector > optional division) and the Buenos Aires zones
 * (zona > partido/comuna > localidad/barrio). Slugs are lowercase ASCII kebab-case and are what
 * the database stores and the URLs use.
 */

import { SLUG_MAX_LENGTH } from './zones'
import { SECTOR_DESCRIPTIONS } from './utils/sector-descriptions'

export type Division = { slug: string; name: string }

export type Subsector = {
  slug: string
  name: string
  divisions: readonly Division[]
}

export type SectorIcon =
  'hard-hat' | 'shovel' | 'foundation' | 'bricks' | 'beam' | 'roof' | 'plug' | 'door' | 'paint-roller' | 'thermometer' | 'star' | 'road'

export type Sector = {
  slug: string
  title: string
  name: string
  pageTitle: string
  icon: SectorIcon
  usesDivisions: boolean
  subsectors: readonly Subsector[]
}

// In the three sectors that use divisions, each block of the reference tables is a Subsector and the items listed inside it are its Divisions; every other sector is flat.
export const SECTORS: readonly Sector[] = [
  {
    slug: 'preliminares',
    title: 'PRELIMINARES',
    name: 'Preliminares',
    pageTitle: 'Preliminares',
    icon: 'hard-hat',
    usesDivisions: true,
    subsectors: [
      {
        slug: 'empresas-y-profesionales',
        name: 'Empresas y profesionales',
        divisions: [
          { slug: 'empresas-constructoras', name: 'Empresas constructoras' },
          { slug: 'contratistas-generales', name: 'Contratistas generales' },
          { slug: 'arquitectos', name: 'Arquitectos y estudios' },
          { slug: 'maestros-mayores-de-obra', name: 'Maestros mayores de obra' },
          { slug: 'calculo-estructural', name: 'Cálculo estructural' },
          { slug: 'direccion-de-obra', name: 'Dirección de obra' },
          { slug: 'gestoria-de-planos', name: 'Gestoría de planos y permisos' },
          { slug: 'seguridad-e-higiene', name: 'Seguridad e higiene' },
        ],
      },
      {
        slug: 'estudios-y-mediciones',
        name: 'Estudios y mediciones',
        divisions: [
          { slug: 'estudios-de-suelo', name: 'Estudios de suelo' },
          { slug: 'agrimensura', name: 'Agrimensura y mensuras' },
          { slug: 'topografia', name: 'Topografía y relevamientos' },
          { slug: 'honorarios-y-derechos', name: 'Honorarios, aportes y derechos' },
        ],
      },
      {
        slug: 'preparacion-del-terreno',
        name: 'Preparación del terreno',
        divisions: [
          { slug: 'demoliciones', name: 'Demoliciones' },
          { slug: 'limpieza-de-terreno', name: 'Limpieza de terreno y desmalezado' },
          { slug: 'nivelacion-y-replanteo', name: 'Nivelación y replanteo' },
          { slug: 'retiro-de-escombros', name: 'Retiro de escombros' },
        ],
      },
      {
        slug: 'obrador-y-provisorios',
        name: 'Obrador y provisorios',
        divisions: [
          { slug: 'obradores', name: 'Obradores y construcciones provisorias' },
          { slug: 'cercos-de-obra', name: 'Cercos de obra y vallas' },
          { slug: 'banos-quimicos', name: 'Baños químicos' },
          { slug: 'contenedores', name: 'Contenedores y volquetes' },
          { slug: 'conexiones-provisorias', name: 'Conexiones provisorias (luz y agua de obra)' },
          { slug: 'carteles-de-obra', name: 'Carteles de obra' },
          { slug: 'andamios', name: 'Andamios y bandejas de protección' },
          { slug: 'alquiler-de-herramientas', name: 'Alquiler de herramientas' },
          { slug: 'vigilancia-de-obra', name: 'Serenos y vigilancia de obra' },
        ],
      },
    ],
  },
  {
    slug: 'movimientos-suelo',
    title: 'MOVIMIENTOS DE SUELO',
    name: 'Movimientos de suelo',
    pageTitle: 'Movimientos de suelo',
    icon: 'shovel',
    usesDivisions: false,
    subsectors: [
      {
        slug: 'excavaciones',
        name: 'Excavaciones',
        divisions: [],
      },
      { slug: 'zanjeo', name: 'Excavación de bases y cimientos (zanjeo)', divisions: [] },
      { slug: 'desmonte', name: 'Desmonte', divisions: [] },
      { slug: 'rellenos', name: 'Terraplenes y rellenos', divisions: [] },
      {
        slug: 'nivelacion',
        name: 'Nivelación de terrenos',
        divisions: [],
      },
      { slug: 'compactacion', name: 'Compactación', divisions: [] },
      {
        slug: 'transporte-de-tierra',
        name: 'Transporte de tierra (camiones volcadores)',
        divisions: [],
      },
      { slug: 'tosca-y-tierra', name: 'Tosca, tierra negra y relleno', divisions: [] },
      {
        slug: 'retroexcavadoras',
        name: 'Retroexcavadoras y minicargadoras con operador',
        divisions: [],
      },
      { slug: 'subsuelos', name: 'Excavación de subsuelos', divisions: [] },
      {
        slug: 'depresion-de-napa',
        name: 'Depresión de napa y bombeo',
        divisions: [],
      },
    ],
  },
  {
    slug: 'fundaciones',
    title: 'FUNDACIONES',
    name: 'Fundaciones',
    pageTitle: 'Fundaciones',
    icon: 'foundation',
    usesDivisions: false,
    subsectors: [
      { slug: 'bases', name: 'Bases y zapatas', divisions: [] },
      { slug: 'pilotes', name: 'Pilotes excavados e hincados', divisions: [] },
      {
        slug: 'vigas-de-fundacion',
        name: 'Vigas de fundación y encadenados',
        divisions: [],
      },
      { slug: 'plateas', name: 'Plateas', divisions: [] },
      { slug: 'pilotines', name: 'Pilotines', divisions: [] },
      { slug: 'micropilotes', name: 'Micropilotes', divisions: [] },
      { slug: 'submuraciones', name: 'Submuraciones', divisions: [] },
      {
        slug: 'muros-de-contencion',
        name: 'Muros de contención y tablestacas',
        divisions: [],
      },
      {
        slug: 'capa-aisladora',
        name: 'Capa aisladora e impermeabilización de fundaciones',
        divisions: [],
      },
      { slug: 'perforaciones', name: 'Perforaciones y equipos piloteros', divisions: [] },
    ],
  },
  {
    slug: 'mamposteria',
    title: 'MAMPOSTERÍA Y DURLOCK',
    name: 'Mampostería y Durlock',
    pageTitle: 'Mampostería y Durlock',
    icon: 'bricks',
    usesDivisions: true,
    subsectors: [
      {
        slug: 'corralones',
        name: 'Corralones y materiales',
        divisions: [
          { slug: 'corralones-de-materiales', name: 'Corralones de materiales' },
          { slug: 'aridos', name: 'Arena, piedra y áridos' },
          { slug: 'cementos-y-cales', name: 'Cementos, cales y cementos de albañilería' },
          { slug: 'aditivos', name: 'Aditivos e hidrófugos' },
        ],
      },
      {
        slug: 'ladrillos-y-bloques',
        name: 'Ladrillos y bloques',
        divisions: [
          { slug: 'ladrillos-comunes', name: 'Ladrillos comunes' },
          { slug: 'ladrillos-huecos', name: 'Ladrillos huecos cerámicos' },
          { slug: 'bloques-de-hormigon', name: 'Bloques de hormigón' },
          { slug: 'ladrillos-vistos', name: 'Ladrillos vistos y de máquina' },
          { slug: 'hormigon-celular', name: 'Bloques de hormigón celular (HCCA)' },
        ],
      },
      {
        slug: 'albanileria',
        name: 'Albañilería',
        divisions: [
          { slug: 'albaniles', name: 'Albañiles y cuadrillas' },
          { slug: 'tabiques-y-medianeras', name: 'Tabiques y medianeras' },
          { slug: 'reformas', name: 'Reformas y ampliaciones' },
        ],
      },
      {
        slug: 'construccion-en-seco',
        name: 'Construcción en seco',
        divisions: [
          { slug: 'placas-de-yeso', name: 'Placas de yeso / Durlock' },
          { slug: 'perfileria', name: 'Perfilería galvanizada' },
          { slug: 'steel-frame', name: 'Steel frame' },
          { slug: 'wood-frame', name: 'Wood frame' },
          { slug: 'placas-cementicias', name: 'Placas cementicias' },
          { slug: 'durlero', name: 'Instaladores de construcción en seco' },
        ],
      },
    ],
  },
  {
    slug: 'estructura',
    title: 'ESTRUCTURA',
    name: 'Estructuras',
    pageTitle: 'Estructuras',
    icon: 'beam',
    usesDivisions: true,
    subsectors: [
      {
        slug: 'hormigon',
        name: 'Hormigón',
        divisions: [
          { slug: 'hormigon-elaborado', name: 'Hormigón elaborado (hormigoneras)' },
          { slug: 'bombeo', name: 'Bombeo de hormigón' },
          { slug: 'hormigon-armado', name: 'Estructuras de hormigón armado (estructuristas)' },
          { slug: 'premoldeados', name: 'Premoldeados' },
          { slug: 'ensayos', name: 'Laboratorios y ensayos' },
        ],
      },
      {
        slug: 'acero',
        name: 'Acero',
        divisions: [
          { slug: 'hierro', name: 'Hierro para construcción' },
          { slug: 'mallas', name: 'Mallas electrosoldadas' },
          { slug: 'cortado-y-doblado', name: 'Cortado y doblado de hierro' },
          { slug: 'estructuras-metalicas', name: 'Estructuras metálicas' },
          { slug: 'perfiles-de-acero', name: 'Perfiles y vigas de acero' },
        ],
      },
      {
        slug: 'encofrados-y-apuntalamiento',
        name: 'Encofrados y apuntalamiento',
        divisions: [
          { slug: 'encofrados', name: 'Encofrados fenólicos y metálicos' },
          { slug: 'alquiler-de-encofrados', name: 'Alquiler de encofrados' },
          { slug: 'puntales', name: 'Puntales y apuntalamiento' },
        ],
      },
      {
        slug: 'otras',
        name: 'Otras estructuras',
        divisions: [
          { slug: 'madera', name: 'Estructuras de madera' },
          { slug: 'refuerzos', name: 'Refuerzos estructurales' },
          { slug: 'escaleras', name: 'Escaleras de hormigón' },
          { slug: 'tanques', name: 'Tanques de hormigón' },
        ],
      },
    ],
  },
  {
    slug: 'cubiertas',
    title: 'CUBIERTAS',
    name: 'Cubiertas',
    pageTitle: 'Cubiertas',
    icon: 'roof',
    usesDivisions: false,
    subsectors: [
      { slug: 'techistas', name: 'Techistas', divisions: [] },
      { slug: 'tejas', name: 'Tejas', divisions: [] },
      { slug: 'chapas', name: 'Chapas', divisions: [] },
      { slug: 'madereras', name: 'Madereras', divisions: [] },
      {
        slug: 'membranas',
        name: 'Membranas hidrófugas',
        divisions: [],
      },
      { slug: 'losa-premoldeada', name: 'Losa premoldeada', divisions: [] },
      { slug: 'viguetas-pretensadas', name: 'Viguetas pretensadas', divisions: [] },
      { slug: 'zingueria', name: 'Zinguería', divisions: [] },
      {
        slug: 'aislacion',
        name: 'Aislación Térmica y Acústica',
        divisions: [],
      },
      { slug: 'claraboyas', name: 'Claraboyas', divisions: [] },
      { slug: 'policarbonato', name: 'Policarbonato', divisions: [] },
      {
        slug: 'piso-impermeabilizable',
        name: 'Piso Impermeabilizable',
        divisions: [],
      },
      { slug: 'terrazas-verdes', name: 'Terrazas Verdes', divisions: [] },
      { slug: 'ladrillos-tejas-bloques', name: 'Ladrillos Tejas y Bloques', divisions: [] },
      { slug: 'canaletas', name: 'Canaletas y bajadas pluviales', divisions: [] },
    ],
  },
  {
    slug: 'instalaciones',
    title: 'INSTALACIONES',
    name: 'Instalaciones',
    pageTitle: 'Instalaciones',
    icon: 'plug',
    usesDivisions: false,
    subsectors: [
      {
        slug: 'electricidad',
        name: 'Electricidad',
        divisions: [],
      },
      {
        slug: 'audio-voz-datos',
        name: 'Audio Voz Internet Datos',
        divisions: [],
      },
      { slug: 'alarmas', name: 'Alarmas', divisions: [] },
      {
        slug: 'agua-y-cloacas',
        name: 'Aguas y cloacas',
        divisions: [],
      },
      { slug: 'gas', name: 'Gas', divisions: [] },
      { slug: 'pluvial', name: 'Pluvial', divisions: [] },
      {
        slug: 'redes-para-barrios',
        name: 'Redes para Barrios',
        divisions: [],
      },
      {
        slug: 'contra-incendio',
        name: 'Instalaciones contra Incendio',
        divisions: [],
      },
      {
        slug: 'energias-renovables',
        name: 'Solar Eólica Energías Renovables',
        divisions: [],
      },
      {
        slug: 'tanques-y-bombas',
        name: 'Tanques y bombas de agua',
        divisions: [],
      },
      { slug: 'grupos-electrogenos', name: 'Grupos electrógenos', divisions: [] },
    ],
  },
  {
    slug: 'carpinteria-herreria',
    title: 'CARPINTERÍA Y HERRERÍA',
    name: 'Carpintería y Herrería',
    pageTitle: 'Carpintería y Herrería',
    icon: 'door',
    usesDivisions: false,
    subsectors: [
      { slug: 'herreria', name: 'Herrería', divisions: [] },
      {
        slug: 'vidrios',
        name: 'Vidrios',
        divisions: [],
      },
      { slug: 'carpinteria-metalica', name: 'Carpintería metálica', divisions: [] },
      { slug: 'aluminio', name: 'Carpintería de aluminio', divisions: [] },
      { slug: 'pvc', name: 'Carpintería de PVC', divisions: [] },
      {
        slug: 'carpinteria-de-madera',
        name: 'Carpintería de madera',
        divisions: [],
      },
      { slug: 'puertas', name: 'Puertas', divisions: [] },
      { slug: 'herrajes', name: 'Herrajes', divisions: [] },
      { slug: 'laminas-para-vidrios', name: 'Láminas para Vidrios', divisions: [] },
      { slug: 'molduras-de-madera', name: 'Molduras de Madera', divisions: [] },
      { slug: 'cortinas-de-enrollar', name: 'Cortinas de Enrollar', divisions: [] },
      { slug: 'portones', name: 'Portones y automatismos', divisions: [] },
      { slug: 'rejas-y-mosquiteros', name: 'Rejas y mosquiteros', divisions: [] },
    ],
  },
  {
    slug: 'terminaciones',
    title: 'TERMINACIONES',
    name: 'Terminaciones',
    pageTitle: 'Terminaciones',
    icon: 'paint-roller',
    usesDivisions: false,
    subsectors: [
      { slug: 'revoques', name: 'Revoques', divisions: [] },
      { slug: 'yeseria', name: 'Yesería', divisions: [] },
      { slug: 'contrapisos-y-carpetas', name: 'Contrapisos y carpetas', divisions: [] },
      { slug: 'pisos', name: 'Pisos', divisions: [] },
      {
        slug: 'ceramicos-y-porcelanatos',
        name: 'Cerámicos y porcelanatos',
        divisions: [],
      },
      {
        slug: 'pisos-de-madera',
        name: 'Pisos de madera y flotantes',
        divisions: [],
      },
      {
        slug: 'pulido-y-plastificado',
        name: 'Pulido y plastificado',
        divisions: [],
      },
      { slug: 'microcemento', name: 'Microcemento', divisions: [] },
      { slug: 'revestimientos', name: 'Revestimientos', divisions: [] },
      { slug: 'cielorrasos', name: 'Cielorrasos', divisions: [] },
      { slug: 'pinturas', name: 'Pinturas', divisions: [] },
      { slug: 'empapelados', name: 'Empapelados', divisions: [] },
      { slug: 'molduras', name: 'Molduras', divisions: [] },
      { slug: 'zocalos', name: 'Zócalos', divisions: [] },
      { slug: 'mesadas', name: 'Mesadas', divisions: [] },
      { slug: 'muebles', name: 'Muebles', divisions: [] },
      {
        slug: 'amoblamientos-de-cocina',
        name: 'Amoblamientos de cocina',
        divisions: [],
      },
      { slug: 'placares', name: 'Placares y vestidores', divisions: [] },
      {
        slug: 'sanitarios-y-griferia',
        name: 'Sanitarios, grifería y mamparas',
        divisions: [],
      },
      {
        slug: 'iluminacion',
        name: 'Iluminación y artefactos',
        divisions: [],
      },
    ],
  },
  {
    slug: 'climatizacion',
    title: 'CALEFACCIÓN Y AIRE ACONDICIONADO',
    name: 'Calefacción y Aire Acondicionado',
    pageTitle: 'Calefacción y Aire Acondicionado',
    icon: 'thermometer',
    usesDivisions: false,
    subsectors: [
      {
        slug: 'aire-acondicionado-split',
        name: 'Aire acondicionado split',
        divisions: [],
      },
      {
        slug: 'aire-acondicionado-central',
        name: 'Aire acondicionado central y VRF',
        divisions: [],
      },
      {
        slug: 'calderas-y-radiadores',
        name: 'Calderas y radiadores',
        divisions: [],
      },
      { slug: 'losa-radiante', name: 'Losa y piso radiante', divisions: [] },
      {
        slug: 'calefactores-a-gas',
        name: 'Calefactores a gas (tiro balanceado)',
        divisions: [],
      },
      {
        slug: 'hogares-y-salamandras',
        name: 'Hogares, salamandras y estufas a leña',
        divisions: [],
      },
      {
        slug: 'termotanques-y-calefones',
        name: 'Termotanques y calefones',
        divisions: [],
      },
      { slug: 'ventilacion-y-extraccion', name: 'Ventilación y extracción', divisions: [] },
      {
        slug: 'service-climatizacion',
        name: 'Service y mantenimiento de equipos',
        divisions: [],
      },
    ],
  },
  {
    slug: 'servicios-especiales',
    title: 'SERVICIOS ESPECIALES',
    name: 'Servicios especiales',
    pageTitle: 'Ascensores, Blindajes, Piletas, Créditos y Sueldos',
    icon: 'star',
    usesDivisions: false,
    subsectors: [
      { slug: 'eventos', name: 'Eventos', divisions: [] },
      { slug: 'blindajes', name: 'Blindajes', divisions: [] },
      { slug: 'empresas-de-seguridad', name: 'Empresas de seguridad', divisions: [] },
      { slug: 'ascensores', name: 'Ascensores', divisions: [] },
      { slug: 'sueldos-y-contabilidad', name: 'Sueldos y contabilidad', divisions: [] },
      { slug: 'piletas', name: 'Piletas', divisions: [] },
      {
        slug: 'creditos-y-financiacion',
        name: 'Créditos y financiación',
        divisions: [],
      },
      { slug: 'limpieza', name: 'Limpieza', divisions: [] },
      { slug: 'paisajismo', name: 'Paisajismo', divisions: [] },
      { slug: 'seguros', name: 'Seguros de obra', divisions: [] },
      { slug: 'fletes', name: 'Fletes', divisions: [] },
    ],
  },
  {
    slug: 'vial',
    title: 'VIAL',
    name: 'Vial',
    pageTitle: 'VIAL',
    icon: 'road',
    usesDivisions: false,
    subsectors: [
      { slug: 'pavimentos-de-hormigon', name: 'Pavimentos de hormigón', divisions: [] },
      {
        slug: 'equipos-de-topografia',
        name: 'Equipos de topografía',
        divisions: [],
      },
      { slug: 'asfalto', name: 'Asfalto', divisions: [] },
      { slug: 'pavimentos-articulados', name: 'Pavimentos articulados', divisions: [] },
      {
        slug: 'alquiler-de-maquinaria',
        name: 'Alquiler de maquinaria',
        divisions: [],
      },
      { slug: 'veredas-y-cordones', name: 'Veredas y cordón cuneta', divisions: [] },
      { slug: 'bacheo', name: 'Bacheo', divisions: [] },
      {
        slug: 'senalizacion-vial',
        name: 'Señalización y demarcación vial',
        divisions: [],
      },
      { slug: 'alcantarillas', name: 'Desagües y alcantarillas', divisions: [] },
    ],
  },
]

/**
 * "Otros": the publish form's escape hatch for a service outside the catalogue. It is a row of
 * the `sectors` table but not one of the twelve SECTORS (no card, no page); each free-text
 * subsector a provider types becomes a `subsectors` row under it (slug from the text, the first
 * spelling as its name), so listings keep their composite foreign keys and search indexes the name.
 */
export const OTHER_SECTOR = { slug: 'otros', name: 'Otros' } as const
export const OTHER_SUBSECTOR_MAX_LENGTH = SLUG_MAX_LENGTH

export function getSector(slug: string): Sector | undefined {
  return SECTORS.find((sector) => sector.slug === slug)
}

export function getSubsector(sectorSlug: string, subsectorSlug: string): Subsector | undefined {
  return getSector(sectorSlug)?.subsectors.find((subsector) => subsector.slug === subsectorSlug)
}

export function getDivision(sectorSlug: string, subsectorSlug: string, divisionSlug: string): Division | undefined {
  return getSubsector(sectorSlug, subsectorSlug)?.divisions.find((division) => division.slug === divisionSlug)
}

export type SectorSummary = Pick<Sector, 'slug' | 'title' | 'icon'> & { description: string }

/** What a sector card needs; loaders send this so the full catalogue stays off the client. */
export function sectorSummaries(): SectorSummary[] {
  return SECTORS.map(({ slug, title, icon }) => ({ slug, title, description: SECTOR_DESCRIPTIONS[slug] ?? '', icon }))
}

export * from './zones'
