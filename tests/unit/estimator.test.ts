import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { answer, EMPTY_REPLY_TEXT } from '~/models/assistant.server'
import { parseNumber, parseRequest } from '~/models/estimator-parse.server'
import { DIRECTORY_LINKS, estimate, estimatorReply, type Estimate } from '~/models/estimator.server'
import { getDivision, getSubsector } from '~/taxonomy'
import { replyParts } from '~/utils/chat'

/** The estimate for a request that must be understood. */
function estimateOf(message: string): Estimate {
  const result = estimate(message)
  if (result === null || typeof result === 'string') throw new Error(`not understood: ${message} → ${String(result)}`)
  return result
}

/** The low and high ends of the first "a–b" (or single) number after `label` in the estimate's items. */
function rangeOf(result: Estimate, label: string): [number, number] {
  const item = result.items.find((line) => line.startsWith(label))
  if (!item) throw new Error(`no "${label}" in ${result.items.join(' | ')}`)
  const match = /:\s*([\d.,]+)(?:–([\d.,]+))?/.exec(item)
  const read = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'))
  const low = read(match?.[1] ?? '')
  return [low, match?.[2] ? read(match[2]) : low]
}

// Worked examples, each checked by hand against the ratios of the estimates reference.
describe('worked examples, one per kind', () => {
  test('walls: 12 m² of hollow brick 12 → 15–16 per m², 189–212 bricks with 5–10 % waste', () => {
    const result = estimateOf('pared de 12 m2 de ladrillo hueco del 12')
    expect(result.kind).toBe('walls')
    // 12 × 15 × 1,05 = 189; 12 × 16 × 1,10 = 211,2 → 212.
    expect(rangeOf(result, 'Ladrillos')).toEqual([189, 212])
    expect(result.assumptions.join(' ')).toContain('15 a 16 u/m²')
    expect(result.links).toContainEqual(DIRECTORY_LINKS.hollowBricks)
  })

  test('walls: common brick, 30 cm wall → 106–120 per m²', () => {
    // 10 × 106 × 1,05 = 1113; 10 × 120 × 1,10 = 1320.
    expect(rangeOf(estimateOf('muro de ladrillo común de 30 cm, 10 m2'), 'Ladrillos')).toEqual([1113, 1320])
  })

  test('walls: concrete blocks → 12,5 per m²; a length alone assumes 2,60 m of height', () => {
    const result = estimateOf('pared de bloques de 5 ml')
    // 5 × 2,6 = 13 m²; 13 × 12,5 × 1,05 = 170,6 → 171; × 1,10 = 178,75 → 179.
    expect(result.title).toContain('13 m²')
    expect(rangeOf(result, 'Bloques')).toEqual([171, 179])
    expect(result.assumptions.join(' ')).toContain('Altura de pared de hasta 2,60 m.')
  })

  test('walls: a 30 cm wall with no brick named is common brick, 106 to 120 per m², said so', () => {
    for (const request of ['muro de 30 de 10 m2', 'pared de 10 m2 de 30 cm de espesor']) {
      const result = estimateOf(request)
      expect(result.title, request).toBe('Pared de 10 m² de ladrillo común, muro de 30 cm')
      // 10 × 106 × 1,05 = 1.113; 10 × 120 × 1,10 = 1.320.
      expect(rangeOf(result, 'Ladrillos'), request).toEqual([1113, 1320])
      expect(result.assumptions[0], request).toBe(
        'No indicaste el tipo de ladrillo: un muro de 30 cm se hace con ladrillo común, y con él calculé.',
      )
    }
    expect(estimateOf('pared de ladrillo común de 30 cm, 10 m2').title).toBe('Pared de 10 m² de ladrillo común, muro de 30 cm')
    expect(estimateOf('pared de 10 m2 de ladrillo hueco del 18').title).toContain('ladrillo hueco del 18')
  })

  test('walls: no brick type given → hollow 12, said so, with the common-brick figure too', () => {
    const result = estimateOf('¿cuántos ladrillos necesito para 15 m² de pared?')
    // 15 × 15 × 1,05 = 236,25 → 237; 15 × 16 × 1,10 = 264.
    expect(rangeOf(result, 'Ladrillos')).toEqual([237, 264])
    expect(result.assumptions[0]).toContain('No indicaste el tipo de ladrillo')
    // 15 × 60 × 1,05 = 945; × 1,10 = 990.
    expect(result.items.join(' ')).toContain('945–990 ladrillos')
  })

  test('concrete: slab of 20 m² × 12 cm H-21 → 2,4 m³ → 17–18 bags of cement, steel of a solid slab', () => {
    const result = estimateOf('losa de 20 m2 de 12 cm H21')
    expect(result.kind).toBe('concrete')
    expect(result.title).toContain('2,4 m³')
    // 2,4 × 7 = 16,8 → 17; 2,4 × 1,05 × 7 = 17,64 → 18.
    expect(rangeOf(result, 'Cemento')).toEqual([17, 18])
    // 2,4 × 0,5 = 1,2; 2,52 × 0,5 = 1,26.
    expect(rangeOf(result, 'Arena')).toEqual([1.2, 1.26])
    // 2,4 × 60 × 1,08 = 155,52 → 156; × 1,10 = 158,4 → 159.
    expect(rangeOf(result, 'Acero')).toEqual([156, 159])
    // 2,4 × 180 = 432; 2,52 × 180 = 453,6 → 454.
    expect(result.items).toContain('Agua: 432–454 litros.')
    expect(result.links).toContainEqual(DIRECTORY_LINKS.rebar)
  })

  test('concrete: m³ given, H-30 → 8–8,5 bags per m³ and the ready-mix advice', () => {
    const result = estimateOf('4 m3 de hormigón H-30')
    // 4 × 8 = 32; 4,2 × 8,5 = 35,7 → 36.
    expect(rangeOf(result, 'Cemento')).toEqual([32, 36])
    expect(result.notes.join(' ')).toContain('hormigón elaborado')
  })

  test('floor tiles: 25 m² of porcelanato → 27,5 m² with 10 %, 14 boxes of 2 m² plus one spare', () => {
    const result = estimateOf('piso de 25 m2 de porcelanato')
    expect(result.kind).toBe('tiles')
    expect(result.items[0]).toContain('27,5 m²')
    expect(rangeOf(result, 'Porcelanato')).toEqual([27.5, 27.5])
    expect(result.items[0]).toContain('14–15 cajas')
    // 25 × 4 = 100 kg; 25 × 6 = 150 kg.
    expect(rangeOf(result, 'Adhesivo')).toEqual([100, 150])
  })

  test('wall tiles: × 1,15 and the box size the visitor gives', () => {
    const result = estimateOf('azulejos para 12 m2 de pared, cajas de 1,5 m2')
    // 12 × 1,15 = 13,8 m² → 13,8 / 1,5 = 9,2 → 10 boxes, plus a spare.
    expect(result.items[0]).toContain('13,8 m²')
    expect(result.items[0]).toContain('10–11 cajas')
    expect(result.links).toContainEqual(DIRECTORY_LINKS.wallTiles)
  })

  test('paint: 40 m² at two coats → 8–10 litres', () => {
    const result = estimateOf('pintar 40 m2 a dos manos')
    expect(result.kind).toBe('paint')
    // 40 × 2 / 10 = 8; 40 × 2 / 8 = 10.
    expect(rangeOf(result, 'Pintura')).toEqual([8, 10])
  })

  test('paint: exterior defaults to three coats', () => {
    // 30 × 3 / 10 = 9; 30 × 3 / 8 = 11,25 → 12.
    expect(rangeOf(estimateOf('pintar el frente exterior, 30 m2'), 'Pintura')).toEqual([9, 12])
  })

  test('paint: an outside wall however it is named takes exterior latex', () => {
    for (const request of [
      'pintar 30 m2 de pared externa',
      'pintar la medianera de 30 m2',
      'pintar 30 m2 del patio',
      'pintar el balcón, 30 m2',
    ]) {
      expect(estimateOf(request).title, request).toBe('Pintar 30 m² con látex exterior a 3 manos')
    }
    expect(estimateOf('pintar el living, 30 m2').title).toBe('Pintar 30 m² con látex interior a 2 manos')
  })

  test('drywall partition: 10 m² → 8 boards, studs every 40 cm, screws 25–30 per m²', () => {
    const result = estimateOf('tabique de durlock de 10 m2')
    expect(result.kind).toBe('drywall')
    // 10 × 2 / 2,88 = 6,94; × 1,05 = 7,29 → 8; × 1,10 = 7,64 → 8.
    expect(rangeOf(result, 'Placas')).toEqual([8, 8])
    // 10 × 2,5 = 25 ml, + 10 % for cuts = 27,5 → 28; 25 / 2,6 = 9,6 → 10 profiles, 28 / 2,6 = 10,8 → 11.
    expect(result.items).toContain('Montantes: 25–28 ml, o sea 10–11 perfiles de 2,60 m.')
    expect(result.items.join(' ')).toContain('250–300 u')
    // Every figure a range, as estimates.md asks: no single 'Cinta de papel: 30 ml'.
    expect(result.items.join(' ')).toContain('Cinta de papel: 30–33 ml')
    expect(result.assumptions).toContain('Altura de hasta 2,60 m.')
  })

  test('drywall ceiling: 18 m² → 0,36 boards per m², 7 boards', () => {
    const result = estimateOf('cielorraso de durlock de 18 m2')
    // 18 / 2,88 = 6,25; × 1,05 = 6,56 → 7; × 1,10 = 6,875 → 7.
    expect(rangeOf(result, 'Placas')).toEqual([7, 7])
    expect(result.links).toContainEqual(DIRECTORY_LINKS.ceilings)
  })

  test('roof membrane: 30 m² → 33–36 m², 4 rolls, 15–17 l of primer', () => {
    const result = estimateOf('membrana para un techo de 30 m2')
    expect(result.kind).toBe('membrane')
    expect(rangeOf(result, 'Membrana')).toEqual([33, 36])
    expect(result.items[0]).toContain('4 rollos')
    // 30 × 0,5 = 15; × 1,10 = 16,5 → 17.
    expect(rangeOf(result, 'Imprimación')).toEqual([15, 17])
  })
})

describe('numbers and units', () => {
  test.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.200', 1200],
    ['1.200,5', 1200.5],
    ['7', 7],
    ['1,2,3', null],
  ])('%j reads %j', (raw, value) => {
    expect(parseNumber(raw)).toBe(value)
  })

  test.each([
    'pared de 12 m2 de ladrillo hueco',
    'pared de 12 m² de ladrillo hueco',
    'pared de 12m2 de ladrillo hueco',
    'pared de 12 metros cuadrados de ladrillo hueco',
    'pared de doce m2 de ladrillo hueco',
    'pared de doce metros cuadrados de ladrillo hueco',
    'PARED DE 12 MTS2 DE LADRILLO HUECO',
    'pared de 4 x 3 m de ladrillo hueco',
  ])('%j is a 12 m² wall', (message) => {
    expect(estimateOf(message).title).toContain('12 m²')
  })

  test('decimals with comma or point give the same area', () => {
    expect(parseRequest('12,5 m2').area).toBe(12.5)
    expect(parseRequest('12.5 m2').area).toBe(12.5)
  })

  test('m³, ml and cm are told apart', () => {
    expect(parseRequest('3 m3, 5 ml, 12 cm')).toMatchObject({ volume: 3, length: 5, thicknessCm: 12 })
  })

  test('a "ladrillo cerámico" is a wall, not a tile', () => {
    expect(estimateOf('pared de 10 m2 de ladrillo cerámico hueco').kind).toBe('walls')
    expect(estimateOf('10 m2 de cerámicos para el baño').kind).toBe('tiles')
  })

  test('brick sizes are not read as areas', () => {
    const result = estimateOf('pared de 10 m2 con ladrillo 18x18x33')
    expect(result.title).toContain('10 m²')
    expect(result.title).toContain('hueco del 18')
  })
})

describe('what it cannot do', () => {
  test('an unknown request gets what it can do, with examples', () => {
    const reply = estimatorReply('¿me recomendás un arquitecto?')
    expect(reply.kind).toBeNull()
    expect(reply.text).toContain('No entendí bien tu consulta')
    expect(reply.text).toContain('pintar 40 m2 a dos manos')
  })

  test('a known subject without figures asks for them', () => {
    expect(estimatorReply('quiero pintar mi casa').text).toContain('necesito la superficie en m²')
    expect(estimatorReply('necesito hormigón').text).toContain('volumen en m³')
  })

  test('absurd sizes and zero are refused kindly', () => {
    expect(estimatorReply('pared de 99999999 m2').text).toContain('demasiado grande')
    expect(estimatorReply('pintar 0 m2').text).toContain('mayor que cero')
  })

  test('a follow-up with new figures keeps the previous subject', async () => {
    const reply = await answer('¿y para 20 m2?', [{ isUser: true, text: 'pintar 40 m2 a dos manos' }])
    expect(reply).toContain('Pintar 20 m²')
  })

  test('hostile input never throws', () => {
    for (const message of [
      '',
      ' ',
      '<script>alert(1)</script>',
      '9'.repeat(5000) + ' m2 pared',
      'pared ' + '1,'.repeat(3000) + ' m2',
      '\u0000\uffff\ud800',
      'h-21 '.repeat(500),
      '[x](javascript:alert(1))',
    ]) {
      expect(estimatorReply(message).text.length).toBeGreaterThan(0)
    }
  })

  test('any string gets a non-empty answer and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc
            .tuple(
              fc.constantFrom('pared', 'losa', 'pintar', 'durlock', 'piso', 'membrana', ''),
              fc.double({ noNaN: false }),
              fc.constantFrom('m2', 'm²', 'm3', 'ml', 'cm', 'manos', ''),
            )
            .map(([kind, value, unit]) => `${kind} de ${value} ${unit}`),
        ),
        async (message) => {
          const reply = await answer(message)
          expect(typeof reply).toBe('string')
          expect(reply.trim().length).toBeGreaterThan(0)
          expect(reply).not.toContain('NaN')
          expect(reply).not.toContain('Infinity')
        },
      ),
      { numRuns: 1000 },
    )
  })

  test('the spec error text is the answer to nothing at all', () => {
    expect(EMPTY_REPLY_TEXT).toBe('Lo siento, hubo un error procesando tu consulta. Por favor intenta nuevamente.')
  })
})

describe('directory links', () => {
  test('every link names a page of the taxonomy, with its name', () => {
    for (const link of Object.values(DIRECTORY_LINKS)) {
      const [sector = '', subsector = '', division] = link.href.slice(1).split('/')
      const page = division ? getDivision(sector, subsector, division) : getSubsector(sector, subsector)
      expect(page?.name, link.href).toBe(link.label)
    }
  })

  test('replies carry their links in a form the page turns into site links only', () => {
    const parts = replyParts(estimatorReply('pintar 40 m2').text)
    expect(parts).toContainEqual({ text: 'Pinturas', href: '/terminaciones/pinturas' })
    expect(replyParts('[x](javascript:alert(1)) [y](https://evil.example)').every((part) => !('href' in part))).toBe(true)
  })
})
