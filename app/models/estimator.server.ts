import { REQUEST_ITEMS_MAX, type EstimateKind, type RequestUnit } from '~/constants'
import { getDivision, getSubsector } from '~/taxonomy'
import { formatDecimal, formatPriceCents, formatRange } from '~/utils/format'
import { parseRequest, type ParsedRequest } from './estimator-parse.server'
import { logError } from '~/server/log.server'

/*
 * The built-in estimator ("cómputo de materiales"): quantities from the ratios of the estimates
 * reference, shown as ranges with purchase units rounded up and the assumptions named. Pure: no
 * network, no database.
 */

export type { EstimateKind }
export type DirectoryLink = { label: string; href: string }
/** A line of the estimate as a request item: what to buy, the high end of its range, in a request's unit. */
export type EstimateLine = { description: string; quantityHundredths: number; unit: RequestUnit }
export type Estimate = {
  kind: EstimateKind
  title: string
  items: string[]
  lines: EstimateLine[]
  assumptions: string[]
  notes: string[]
  links: DirectoryLink[]
  /** Marketplace search terms for what was estimated, the most specific first. */
  materialTerms: string[]
}
export type EstimatorReply = { kind: EstimateKind | null; text: string; lines: EstimateLine[] }
export type MaterialOffer = { id: number; title: string; priceCents: number }
/** The marketplace's offers for an estimate's terms, and the term that found them. */
export type MaterialOffers = { term: string; items: MaterialOffer[] }
export type FindMaterials = (terms: readonly string[]) => MaterialOffers | null

/** Beyond these sizes a request is a typo or a joke, not a work. */
const MAX_AREA_M2 = 100_000
const MAX_VOLUME_M3 = 10_000
const DEFAULT_WALL_HEIGHT_M = 2.6
/** Drywall profiles are sold in 2,60 m lengths. */
const PROFILE_LENGTH_M = 2.6

/** A directory page from the taxonomy; a slug that is not there fails at start-up, not in a reply. */
function directoryLink(sector: string, subsector: string, division?: string): DirectoryLink {
  const found = division ? getDivision(sector, subsector, division) : getSubsector(sector, subsector)
  if (!found) throw new Error(`Unknown directory page ${sector}/${subsector}/${division ?? ''}`)
  return { label: found.name, href: `/${[sector, subsector, division].filter(Boolean).join('/')}` }
}

export const DIRECTORY_LINKS = {
  commonBricks: directoryLink('mamposteria', 'ladrillos-y-bloques', 'ladrillos-comunes'),
  hollowBricks: directoryLink('mamposteria', 'ladrillos-y-bloques', 'ladrillos-huecos'),
  concreteBlocks: directoryLink('mamposteria', 'ladrillos-y-bloques', 'bloques-de-hormigon'),
  cement: directoryLink('mamposteria', 'corralones', 'cementos-y-cales'),
  aggregates: directoryLink('mamposteria', 'corralones', 'aridos'),
  masons: directoryLink('mamposteria', 'albanileria', 'albaniles'),
  readyMix: directoryLink('estructura', 'hormigon', 'hormigon-elaborado'),
  rebar: directoryLink('estructura', 'acero', 'hierro'),
  tiles: directoryLink('terminaciones', 'ceramicos-y-porcelanatos'),
  wallTiles: directoryLink('terminaciones', 'revestimientos'),
  paint: directoryLink('terminaciones', 'pinturas'),
  boards: directoryLink('mamposteria', 'construccion-en-seco', 'placas-de-yeso'),
  profiles: directoryLink('mamposteria', 'construccion-en-seco', 'perfileria'),
  drywallInstallers: directoryLink('mamposteria', 'construccion-en-seco', 'durlero'),
  ceilings: directoryLink('terminaciones', 'cielorrasos'),
  membranes: directoryLink('cubiertas', 'membranas'),
  roofers: directoryLink('cubiertas', 'techistas'),
} as const
/**
 * Who a request made from an estimate goes to: the trade that does that work, with its materials.
 * The builder can still change it on the form.
 */
export const ESTIMATE_TRADES: Record<EstimateKind, { sector: string; subsector: string }> = {
  walls: { sector: 'mamposteria', subsector: 'albanileria' },
  concrete: { sector: 'estructura', subsector: 'hormigon' },
  tiles: { sector: 'terminaciones', subsector: 'ceramicos-y-porcelanatos' },
  paint: { sector: 'terminaciones', subsector: 'pinturas' },
  drywall: { sector: 'mamposteria', subsector: 'construccion-en-seco' },
  membrane: { sector: 'cubiertas', subsector: 'membranas' },
}
for (const { sector, subsector } of Object.values(ESTIMATE_TRADES)) directoryLink(sector, subsector)

/** Rounds a purchase up, ignoring float noise (15 × 60 × 1,1 is 990,000…01, not 991). */
const ceil = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6)
const m2 = (value: number) => `${formatDecimal(value)} m²`
const m3 = (value: number) => `${formatDecimal(value)} m³`
/** A length as the trade writes it: '2,60 m', never '2,6 m'. */
const metres = (value: number) =>
  `${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} m`
const units = (low: number, high: number, unit: string) => `${formatRange(low, high)} ${unit}`
/*
 * Litres, boxes, boards and rolls have no request unit: they go as 'u' with the measure named in
 * the description, so the figure stays the one the estimate gave and the builder can edit it.
 */
const line = (description: string, quantity: number, unit: RequestUnit): EstimateLine => ({
  description,
  quantityHundredths: Math.round(quantity * 100),
  unit,
})

/* Walls (4.1) */

type Masonry = {
  name: string
  label?: string
  perM2: [number, number]
  mortarM3: number
  link: DirectoryLink
  assumption: string
  materialTerm: string
}

const COMMON_BRICK_30: Masonry = {
  name: 'ladrillo común, muro de 30 cm',
  perM2: [106, 120],
  mortarM3: 0.07,
  link: DIRECTORY_LINKS.commonBricks,
  materialTerm: 'ladrillo comun',
  assumption: 'Ladrillo común de ~24×11,5×5,25 cm en muro de 30 cm: 106 a 120 u/m².',
}

/** 'muro de 30', '30 cm de espesor': no hollow brick makes a wall that thick, common brick does. */
const isThickWall = ({ text, thicknessCm }: ParsedRequest) =>
  (thicknessCm !== undefined && thicknessCm >= 25) || /\b(?:muro|pared) de 30\b(?! ?m)/.test(text)

/** The bricks of a wall, and when the request named none, the sentence that says what was assumed. */
function masonryOf(parsed: ParsedRequest): { masonry: Masonry; guessed: string | null } {
  const { text, brickSize } = parsed
  const size = brickSize?.join('x')
  if (/bloque/.test(text) || size === '19x19x39' || size === '20x20x40') {
    return {
      guessed: null,
      masonry: {
        name: 'bloque de hormigón 19×19×39',
        label: 'Bloques',
        perM2: [12.5, 12.5],
        mortarM3: 0.012,
        link: DIRECTORY_LINKS.concreteBlocks,
        materialTerm: 'bloque de hormigon',
        assumption: 'Bloque de hormigón 19×19×39 cm: 12,5 u/m² (1 / (0,40 × 0,20 m) con la junta).',
      },
    }
  }
  if (/comun|comunes|macizo|de campo/.test(text)) {
    const thick = isThickWall(parsed) || /\b30\b|doble/.test(text)
    return {
      guessed: null,
      masonry: thick
        ? COMMON_BRICK_30
        : {
            name: 'ladrillo común, muro de 15 cm',
            perM2: [60, 60],
            mortarM3: 0.03,
            link: DIRECTORY_LINKS.commonBricks,
            materialTerm: 'ladrillo comun',
            assumption: 'Ladrillo común de ~24×11,5×5,25 cm en muro de 15 cm (de soga): ~60 u/m².',
          },
    }
  }
  if (/portante/.test(text) || size === '18x19x33') {
    return {
      guessed: null,
      masonry: {
        name: 'ladrillo hueco portante 18×19×33',
        perM2: [17, 17],
        mortarM3: 0.02,
        link: DIRECTORY_LINKS.hollowBricks,
        materialTerm: 'portante',
        assumption: 'Ladrillo hueco portante 18×19×33 cm: ~17 u/m².',
      },
    }
  }
  const hollow = /hueco|ceramico|\bdel (8|12|18)\b/.test(text) || brickSize !== undefined
  if (!hollow && isThickWall(parsed)) {
    return {
      guessed: 'No indicaste el tipo de ladrillo: un muro de 30 cm se hace con ladrillo común, y con él calculé.',
      masonry: COMMON_BRICK_30,
    }
  }
  const width =
    /\b(?:del|de) 8\b|\b8x18\b/.test(text) || brickSize?.[0] === 8 ? 8 : /\b(?:del|de) 18\b/.test(text) || brickSize?.[0] === 18 ? 18 : 12
  return {
    guessed: hollow ? null : 'No indicaste el tipo de ladrillo: calculé ladrillo hueco del 12, el más usado en tabiques.',
    masonry: {
      name: `ladrillo hueco del ${width} (${width}×18×33)`,
      perM2: [15, 16],
      mortarM3: width === 18 ? 0.02 : 0.012,
      link: DIRECTORY_LINKS.hollowBricks,
      materialTerm: 'ladrillo hueco',
      assumption: `Ladrillo hueco cerámico ${width}×18×33 cm con juntas de 1 a 1,5 cm: 15 a 16 u/m².`,
    },
  }
}

function wallArea(parsed: ParsedRequest, assumptions: string[]) {
  if (parsed.area !== undefined) return parsed.area
  if (parsed.length === undefined) return undefined
  const height = parsed.height ?? DEFAULT_WALL_HEIGHT_M
  if (parsed.height === undefined) assumptions.push(`Altura de pared de hasta ${metres(DEFAULT_WALL_HEIGHT_M)}.`)
  return parsed.length * height
}

function walls(parsed: ParsedRequest, area: number, assumptions: string[]): Estimate {
  const { masonry, guessed } = masonryOf(parsed)
  const [low, high] = masonry.perM2
  const mortar = area * masonry.mortarM3
  const items = [
    `${masonry.label ?? 'Ladrillos'}: ${units(ceil(area * low * 1.05), ceil(area * high * 1.1), 'u')} (${formatRange(low, high)} por m² más 5 a 10 % de desperdicio).`,
    `Mortero de asiento: ${formatRange(round2(mortar), round2(mortar * 1.1))} m³, con "mezcla reforzada" ¼ : 1 : 4 (cemento : cal : arena) o cemento de albañilería y arena 1 : 5.`,
  ]
  if (guessed && masonry !== COMMON_BRICK_30) {
    items.push(`Si fuera ladrillo común en muro de 15 cm (~60 u/m²): ${units(ceil(area * 60 * 1.05), ceil(area * 60 * 1.1), 'ladrillos')}.`)
  }
  return {
    kind: 'walls',
    title: `Pared de ${m2(area)} de ${masonry.name}`,
    items,
    lines: [
      line(`${masonry.label ?? 'Ladrillos'}: ${masonry.name}`, ceil(area * high * 1.1), 'u'),
      line('Mortero de asiento', round2(mortar * 1.1), 'm3'),
    ],
    assumptions: [
      ...(guessed ? [guessed] : []),
      masonry.assumption,
      'Desperdicio de ladrillos del 5 al 10 % (roturas y cortes).',
      ...assumptions,
      'No incluye revoques: el grueso lleva ~0,02 m³/m² por cara y el fino ~0,005 m³/m².',
    ],
    notes: ['El ladrillo común lleva aproximadamente el doble de mortero que el hueco.'],
    links: [masonry.link, DIRECTORY_LINKS.cement, DIRECTORY_LINKS.aggregates, DIRECTORY_LINKS.masons],
    materialTerms: [masonry.materialTerm, 'ladrillo', 'cemento'],
  }
}

/* Concrete (4.2) and steel (4.3) */

const CONCRETE = {
  'H-17': { bags: [6, 6], sand: 0.55, stone: [0.75, 0.75], use: 'contrapisos armados y bases livianas' },
  'H-21': { bags: [7, 7], sand: 0.5, stone: [0.8, 0.84], use: 'losas, vigas y columnas de viviendas' },
  'H-30': { bags: [8, 8.5], sand: 0.45, stone: [0.8, 0.8], use: 'estructuras; conviene hormigón elaborado' },
} as const
type ConcreteClass = keyof typeof CONCRETE

const STEEL_KG_PER_M3: [RegExp, string, number][] = [
  [/losa/, 'losa maciza', 60],
  [/escalera/, 'escalera', 65],
  [/encadenado/, 'encadenado', 65],
  [/tanque/, 'tanque', 120],
  [/columna/, 'columnas', 90],
  [/viga/, 'vigas', 100],
  [/tabique/, 'tabiques', 70],
  [/\bbases?\b|zapata/, 'bases', 50],
]

const round2 = (value: number) => Math.round(value * 100) / 100

function concrete(parsed: ParsedRequest): Estimate | string {
  const { text } = parsed
  const assumptions: string[] = []
  const isFloor = /contrapiso|carpeta/.test(text)
  let volume = parsed.volume
  let title: string
  if (volume !== undefined) {
    title = `${m3(volume)} de hormigón`
  } else if (parsed.area !== undefined) {
    const defaultCm = isFloor ? 10 : 12
    const cm = parsed.thicknessCm ?? defaultCm
    if (parsed.thicknessCm === undefined) assumptions.push(`Espesor de ${cm} cm (no lo indicaste).`)
    volume = parsed.area * (cm / 100)
    title = `${isFloor ? 'Contrapiso' : 'Losa'} de ${m2(parsed.area)} de ${formatDecimal(cm)} cm: ${m3(round2(volume))} de hormigón`
  } else {
    return 'Para calcular el hormigón necesito el volumen en m³ o la superficie en m² y el espesor en cm. Por ejemplo: "losa de 20 m2 de 12 cm H21" o "3 m3 de hormigón H-17".'
  }
  if (volume > MAX_VOLUME_M3) return tooBig()
  const classMatch = /\bh\s?-?\s?(17|21|30)\b/.exec(text)
  const concreteClass: ConcreteClass = classMatch ? (`H-${classMatch[1]}` as ConcreteClass) : isFloor ? 'H-17' : 'H-21'
  if (!classMatch) assumptions.push(`Hormigón ${concreteClass} (${CONCRETE[concreteClass].use}), porque no indicaste la clase.`)
  const mix = CONCRETE[concreteClass]
  const withWaste = volume * 1.05
  const items = [
    `Cemento (bolsas de 50 kg): ${units(ceil(volume * mix.bags[0]), ceil(withWaste * mix.bags[1]), 'bolsas')}.`,
    `Arena: ${formatRange(round2(volume * mix.sand), round2(withWaste * mix.sand))} m³.`,
    `Piedra partida 6/20: ${formatRange(round2(volume * mix.stone[0]), round2(withWaste * mix.stone[1]))} m³.`,
    `Agua: ${units(ceil(volume * 180), ceil(withWaste * 180), 'litros')}.`,
  ]
  const lines = [
    line('Cemento (bolsas de 50 kg)', ceil(withWaste * mix.bags[1]), 'bolsa'),
    line('Arena', round2(withWaste * mix.sand), 'm3'),
    line('Piedra partida 6/20', round2(withWaste * mix.stone[1]), 'm3'),
  ]
  const element = STEEL_KG_PER_M3.find(([pattern]) => pattern.test(text))
  const links = [DIRECTORY_LINKS.cement, DIRECTORY_LINKS.aggregates, DIRECTORY_LINKS.readyMix]
  if (element && !isFloor) {
    const [, name, kgPerM3] = element
    items.push(`Acero (hierro): ${units(ceil(volume * kgPerM3 * 1.08), ceil(volume * kgPerM3 * 1.1), 'kg')}.`)
    lines.push(line('Acero (hierro)', ceil(volume * kgPerM3 * 1.1), 'kg'))
    assumptions.push(`Acero para ${name}: ${kgPerM3} kg/m³ más 8 a 10 % por empalmes y cortes.`)
    links.push(DIRECTORY_LINKS.rebar)
  }
  const notes: string[] = []
  if (volume > 3 || concreteClass === 'H-30') {
    notes.push('Para este volumen o esta clase te conviene pedir hormigón elaborado en lugar de hacerlo en obra.')
  }
  if (/vigueta/.test(text)) notes.push('Las losas de viguetas y ladrillones se cotizan por m², no por m³: consultá con el proveedor.')
  return {
    kind: 'concrete',
    title: `${title}, ${concreteClass}`,
    items,
    lines,
    assumptions: [
      ...assumptions,
      `Dosificación ${concreteClass} por m³: ${formatRange(mix.bags[0], mix.bags[1])} bolsas de cemento, ${formatDecimal(mix.sand)} m³ de arena y ${formatRange(mix.stone[0], mix.stone[1])} m³ de piedra; unos 180 l de agua.`,
      'Desperdicio del 5 % (el valor alto del rango lo incluye).',
    ],
    notes,
    links,
    materialTerms: ['cemento', 'hormigon', ...(element && !isFloor ? ['hierro'] : []), 'arena', 'piedra'],
  }
}

/* Floors and wall tiles (4.4) */

function tiles(parsed: ParsedRequest, area: number): Estimate {
  const { text } = parsed
  const diagonal = /diagonal|espiga|espina/.test(text)
  const wall = /azulejo|revestimiento|revestir|pared|muro/.test(text)
  const factor = diagonal ? 1.2 : wall ? 1.15 : 1.1
  const boxM2 = parsed.boxM2 && parsed.boxM2 > 0 ? parsed.boxM2 : 2
  const toBuy = area * factor
  const boxes = ceil(round2(toBuy / boxM2))
  const material = /porcelanato/.test(text) ? 'porcelanato' : 'cerámico'
  return {
    kind: 'tiles',
    title: `${wall ? 'Revestimiento' : 'Piso'} de ${m2(area)} de ${material}`,
    items: [
      `${material === 'porcelanato' ? 'Porcelanato' : 'Cerámicos'}: ${m2(round2(toBuy))} a comprar, ${units(boxes, boxes + 1, 'cajas')} (la última, de repuesto y del mismo lote).`,
      `Adhesivo tipo Klaukol: ${units(ceil(area * 4), ceil(area * 6), 'kg')}, o sea ${units(ceil((area * 4) / 30), ceil((area * 6) / 30), 'bolsas de 30 kg')}.`,
    ],
    lines: [
      line(material === 'porcelanato' ? 'Porcelanato' : 'Cerámicos', round2(toBuy), 'm2'),
      line('Adhesivo tipo Klaukol (bolsas de 30 kg)', ceil((area * 6) / 30), 'bolsa'),
    ],
    assumptions: [
      `Desperdicio del ${Math.round((factor - 1) * 100)} % (${diagonal ? 'colocación en diagonal o espiga' : wall ? 'paredes con muchos cortes' : 'pisos'}).`,
      parsed.boxM2
        ? `Cajas de ${m2(boxM2)}.`
        : `Cajas de ${m2(boxM2)}: si la tuya trae otra superficie, decímela (por ejemplo "cajas de 1,44 m2").`,
      'Adhesivo de 4 a 6 kg/m² con llana de 8 a 10 mm.',
    ],
    notes: [],
    links: [wall ? DIRECTORY_LINKS.wallTiles : DIRECTORY_LINKS.tiles, DIRECTORY_LINKS.cement],
    materialTerms:
      material === 'porcelanato' ? ['porcelanato', 'adhesivo'] : [...(wall ? ['azulejo', 'revestimiento'] : []), 'ceramic', 'adhesivo'],
  }
}

/* Paint (4.4) */

function paintCans(litres: number) {
  const cans: string[] = []
  let left = ceil(litres)
  const twenties = Math.floor(left / 20)
  left -= twenties * 20
  if (left > 10) return `${twenties + 1} de 20 l`
  if (twenties) cans.push(`${twenties} de 20 l`)
  if (left > 4) cans.push('1 de 10 l')
  else if (left > 0) cans.push(`${ceil(left / 4)} de 4 l`)
  return cans.join(' y ')
}

function paint(parsed: ParsedRequest, area: number): Estimate {
  const { text } = parsed
  const exterior = /exterior|extern|fachada|frente|afuera|medianera|patio|balcon|terraza|perimetral|intemperie/.test(text)
  const enamel = /esmalte|sintetico/.test(text)
  const rough = /rugos|textura|salpicad|revoque grueso/.test(text)
  const coats = parsed.coats && parsed.coats >= 1 && parsed.coats <= 10 ? Math.round(parsed.coats) : exterior ? 3 : 2
  const yieldPerCoat: [number, number] = enamel ? [12, 12] : [8, 10]
  const [low, high] = rough ? [yieldPerCoat[0] / 2, yieldPerCoat[1] / 2] : yieldPerCoat
  const litresLow = ceil(round2((area * coats) / high))
  const litresHigh = ceil(round2((area * coats) / low))
  const product = enamel ? 'esmalte sintético' : `látex ${exterior ? 'exterior' : 'interior'}`
  return {
    kind: 'paint',
    title: `Pintar ${m2(area)} con ${product} a ${coats} ${coats === 1 ? 'mano' : 'manos'}`,
    items: [
      `Pintura: ${units(litresLow, litresHigh, 'litros')} (por ejemplo, latas: ${paintCans(litresHigh)}).`,
      'Sumá enduido y fijador sellador si la pared es nueva o está reparada.',
    ],
    lines: [line(`Pintura: ${product} (litros)`, litresHigh, 'u')],
    assumptions: [
      `Rendimiento de ${formatRange(low, high)} m² por litro y por mano${rough ? ' (superficie rugosa: la mitad de lo habitual)' : ''}.`,
      parsed.coats
        ? `${coats} manos, como indicaste.`
        : `${coats} manos (${exterior ? '3 en exterior' : '2 en interior'}), porque no indicaste cuántas.`,
    ],
    notes: [],
    links: [DIRECTORY_LINKS.paint],
    materialTerms: enamel ? ['esmalte', 'pintura'] : ['latex', 'pintura'],
  }
}

/* Drywall (4.5) */

const DRYWALL_TERMS = ['durlock', 'placa de yeso', 'montante', 'solera']
const BOARD_LINE = 'Placas de yeso de 1,20 × 2,40 m (12,5 mm)'

function drywall(parsed: ParsedRequest, area: number, assumptions: string[]): Estimate {
  const ceiling = /cielorraso|cielo raso|techo/.test(parsed.text)
  const boards = (perM2: number) => [ceil(area * perM2 * 1.05), ceil(area * perM2 * 1.1)] as const
  if (ceiling) {
    const [low, high] = boards(1 / 2.88)
    return {
      kind: 'drywall',
      title: `Cielorraso de placa de yeso de ${m2(area)}`,
      items: [
        `Placas de 1,20 × 2,40 m (12,5 mm): ${units(low, high, 'placas')}.`,
        `Cinta de papel: ${units(ceil(area * 1.5), ceil(area * 1.5 * 1.1), 'ml')}.`,
        `Masilla lista para usar: ${units(ceil(area * 0.9), ceil(area * 1), 'kg')}.`,
      ],
      lines: [
        line(BOARD_LINE, high, 'u'),
        line('Cinta de papel', ceil(area * 1.5 * 1.1), 'ml'),
        line('Masilla lista para usar', ceil(area * 1), 'kg'),
      ],
      assumptions: [
        'Una cara de placa: ~0,36 placas/m² más 5 a 10 % de desperdicio.',
        'La perfilería y su fijación dependen del diseño del cielorraso: pedile el cómputo al instalador.',
      ],
      notes: [],
      links: [DIRECTORY_LINKS.boards, DIRECTORY_LINKS.profiles, DIRECTORY_LINKS.ceilings, DIRECTORY_LINKS.drywallInstallers],
      materialTerms: DRYWALL_TERMS,
    }
  }
  const height = parsed.length !== undefined ? (parsed.height ?? DEFAULT_WALL_HEIGHT_M) : DEFAULT_WALL_HEIGHT_M
  const length = parsed.length ?? area / height
  const studs = ceil(length / 0.4) + 1
  const [low, high] = boards(2 / 2.88)
  // Profiles, screws and tape: the ratio, and 10 % more for cuts and overlaps.
  const withCuts = (value: number) => [ceil(value), ceil(value * 1.1)] as const
  const [studsLow, studsHigh] = withCuts(area * 2.5)
  const [tracksLow, tracksHigh] = withCuts(length * 2)
  const [tapeLow, tapeHigh] = withCuts(area * 3)
  const [t1Low, t1High] = withCuts(studs * 4)
  const profiles = (lowMl: number, highMl: number) =>
    units(ceil(lowMl / PROFILE_LENGTH_M), ceil(highMl / PROFILE_LENGTH_M), `perfiles de ${metres(PROFILE_LENGTH_M)}`)
  return {
    kind: 'drywall',
    title: `Tabique de placa de yeso de ${m2(area)}`,
    items: [
      `Placas de 1,20 × 2,40 m (12,5 mm): ${units(low, high, 'placas')}.`,
      `Montantes: ${units(studsLow, studsHigh, 'ml')}, o sea ${profiles(studsLow, studsHigh)}.`,
      `Soleras: ${units(tracksLow, tracksHigh, 'ml')}, o sea ${profiles(tracksLow, tracksHigh)}.`,
      `Tornillos T2 (placa–perfil): ${units(ceil(area * 25), ceil(area * 30), 'u')}; T1 (perfil–perfil): ${units(t1Low, t1High, 'u')}.`,
      `Cinta de papel: ${units(tapeLow, tapeHigh, 'ml')}; masilla: ${units(ceil(area * 1.8), ceil(area * 2), 'kg')}.`,
    ],
    lines: [
      line(BOARD_LINE, high, 'u'),
      line('Montantes', studsHigh, 'ml'),
      line('Soleras', tracksHigh, 'ml'),
      line('Tornillos T2 (placa–perfil)', ceil(area * 30), 'u'),
      line('Tornillos T1 (perfil–perfil)', t1High, 'u'),
      line('Cinta de papel', tapeHigh, 'ml'),
      line('Masilla', ceil(area * 2), 'kg'),
    ],
    assumptions: [
      'Tabique simple con una placa de 12,5 mm por cara: 2 m² de placa por m² de pared (~0,70 placas/m²) más 5 a 10 % de desperdicio.',
      `Montantes cada 0,40 m (~2,5 ml/m²) y soleras arriba y abajo a lo largo de ${metres(round2(length))} de tabique, más 10 % por cortes.`,
      ...assumptions,
      ...(parsed.length === undefined ? [`Altura de hasta ${metres(DEFAULT_WALL_HEIGHT_M)}.`] : []),
    ],
    notes: [],
    links: [DIRECTORY_LINKS.boards, DIRECTORY_LINKS.profiles, DIRECTORY_LINKS.drywallInstallers],
    materialTerms: DRYWALL_TERMS,
  }
}

/* Roof membrane (4.4) */

function membrane(area: number): Estimate {
  return {
    kind: 'membrane',
    title: `Membrana asfáltica para ${m2(area)} de techo`,
    items: [
      `Membrana: ${formatRange(round2(area * 1.1), round2(area * 1.2))} m², o sea ${units(ceil(round2((area * 1.1) / 10)), ceil(round2((area * 1.2) / 10)), 'rollos de 1 × 10 m')}.`,
      `Imprimación (pintura asfáltica): ${units(ceil(area * 0.5), ceil(area * 0.5 * 1.1), 'litros')}, en 2 manos.`,
    ],
    lines: [
      line('Membrana asfáltica', round2(area * 1.2), 'm2'),
      line('Imprimación, pintura asfáltica (litros)', ceil(area * 0.5 * 1.1), 'u'),
    ],
    assumptions: ['Rollos de 10 m² con solapes de ~10 cm: 1,1 a 1,2 m² de membrana por m² de techo.', 'Imprimación de 0,5 l/m².'],
    notes: ['Los rollos se colocan de abajo hacia arriba, perpendiculares a la pendiente, solapados y soldados con soplete.'],
    links: [DIRECTORY_LINKS.membranes, DIRECTORY_LINKS.roofers],
    materialTerms: ['membrana', 'asfalt'],
  }
}

/* Reading the request */

const KINDS: [EstimateKind, RegExp][] = [
  ['paint', /pint|latex|esmalte/],
  ['drywall', /durlock|placas? de yeso|construccion en seco|drywall|cielorraso|cielo raso|tabique seco/],
  // Named bricks or blocks are walls even when "cerámico" also reads like a tile.
  ['walls', /ladrillo|bloque/],
  ['tiles', /ceramic|porcelanato|azulejo|baldosa|revestimiento|\bpisos?\b|revestir/],
  ['membrane', /membrana|impermeabiliz/],
  ['concrete', /hormigon|concreto|\blosa|contrapiso|\bh\s?-?\s?(17|21|30)\b|platea|columna|\bviga|encadenado|zapata|\bbases?\b/],
  ['walls', /pared|muro|ladrillo|bloque|mamposteria|tabique/],
]

const AREA_EXAMPLES: Record<Exclude<EstimateKind, 'concrete'>, string> = {
  walls: '"pared de 12 m2 de ladrillo hueco del 12"',
  tiles: '"piso de 25 m2 de porcelanato"',
  paint: '"pintar 40 m2 a dos manos"',
  drywall: '"tabique de durlock de 10 m2"',
  membrane: '"membrana para un techo de 30 m2"',
}

export const ESTIMATOR_HELP = [
  'Puedo calcular materiales de obra a partir de las medidas. Probá con pedidos como:',
  '- "¿Cuántos ladrillos necesito para 15 m² de pared?" (ladrillo común, hueco del 8, 12 o 18, portante o bloque de hormigón)',
  '- "losa de 20 m2 de 12 cm H21" o "3 m3 de hormigón H-17" (cemento, arena, piedra y hierro)',
  '- "piso de 25 m2 de porcelanato" o "azulejos para 12 m2 de pared" (cajas y adhesivo)',
  '- "pintar 40 m2 a dos manos" (litros de látex o esmalte)',
  '- "tabique de durlock de 10 m2" o "cielorraso de durlock de 18 m2"',
  '- "membrana para un techo de 30 m2" (rollos e imprimación)',
  'Escribí los números como "12,5" o "12.5" y las unidades como m2, m², m3, ml o cm.',
].join('\n')

function tooBig() {
  return 'Esa medida es demasiado grande para un cálculo orientativo. Revisá el número o dividí la obra en partes.'
}

function detectKind(text: string) {
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/**
 * Estimates what the request asks for. `context` (the previous request) lends its subject to a
 * follow-up that only gives new figures ("¿y para 20 m2?"); the figures always come from `message`.
 */
export function estimate(message: string, context = ''): Estimate | string | null {
  const parsed = parseRequest(message)
  let kind = detectKind(parsed.text)
  if (!kind && context) {
    kind = detectKind(parseRequest(context).text)
    if (kind) parsed.text = `${parseRequest(context).text} ${parsed.text}`
  }
  if (!kind) return null
  if (kind === 'concrete') return concrete(parsed)
  const assumptions: string[] = []
  const area = kind === 'walls' || kind === 'drywall' ? wallArea(parsed, assumptions) : parsed.area
  if (area === undefined) return `Para calcularlo necesito la superficie en m². Por ejemplo: ${AREA_EXAMPLES[kind]}.`
  if (!(area > 0)) return 'La superficie tiene que ser mayor que cero.'
  if (area > MAX_AREA_M2) return tooBig()
  switch (kind) {
    case 'walls':
      return walls(parsed, area, assumptions)
    case 'tiles':
      return tiles(parsed, area)
    case 'paint':
      return paint(parsed, area)
    case 'drywall':
      return drywall(parsed, area, assumptions)
    case 'membrane':
      return membrane(area)
  }
}

/** A title as link text: brackets and line breaks would end the link early. */
const linkText = (value: string) => value.replace(/[[\]]/g, ' ').replace(/\s+/g, ' ').trim()

function materialLines(offers: MaterialOffers | null) {
  if (!offers?.items.length) return []
  return [
    '',
    'Materiales en el marketplace:',
    ...offers.items.map((item) => `- [${linkText(item.title)}](/detalleMaterial/${item.id}): ${formatPriceCents(item.priceCents)}`),
    `- [Ver más materiales](/marketplace?q=${encodeURIComponent(offers.term)})`,
  ]
}

/** Links are written `[name](/path)`: the chat page turns them into links, the JSON call keeps them readable. */
export function estimateText(result: Estimate, offers: MaterialOffers | null = null) {
  return [
    `${result.title}:`,
    ...result.items.map((item) => `- ${item}`),
    '',
    'Supuestos:',
    ...result.assumptions.map((item) => `- ${item}`),
    ...(result.notes.length ? ['', ...result.notes] : []),
    '',
    'Proveedores en RedObra:',
    ...result.links.map((link) => `- [${link.label}](${link.href})`),
    ...materialLines(offers),
    '',
    'Es una estimación orientativa: confirmá las cantidades con tu corralón o tu profesional.',
  ].join('\n')
}

/**
 * The estimator's whole answer to one message: never throws, never empty. `findMaterials` looks up
 * the marketplace (the caller's database), so the estimate itself stays pure.
 */
export function estimatorReply(message: string, context = '', findMaterials?: FindMaterials): EstimatorReply {
  try {
    const result = estimate(message, context)
    if (result === null) {
      const greeting = /^\s*(hola|buen[oa]s|buen dia)/i.test(message) ? '¡Hola! ' : 'No entendí bien tu consulta. '
      return { kind: null, text: `${greeting}${ESTIMATOR_HELP}`, lines: [] }
    }
    if (typeof result === 'string') return { kind: null, text: result, lines: [] }
    return {
      kind: result.kind,
      text: estimateText(result, findMaterials?.(result.materialTerms) ?? null),
      // A line too small to show in hundredths (the mortar of a tiny wall) is not worth asking for.
      lines: result.lines.filter((item) => item.quantityHundredths > 0).slice(0, REQUEST_ITEMS_MAX),
    }
  } catch (error) {
    logError(error)
    return { kind: null, text: `No pude hacer ese cálculo. ${ESTIMATOR_HELP}`, lines: [] }
  }
}
