/** A material's publish form as a seller fills it, every field the spec asks for (spec/materials.md §1). */
export const MATERIAL_FORM = {
  title: 'Ladrillo cerámico hueco',
  category: 'ladrillos-y-bloques',
  description: 'Pallet de 144 unidades, 12x18x33.',
  condition: 'nuevo',
  price: '1.234,56',
  unit: 'pallet',
  ivaMode: 'incluido',
  availability: 'en_stock',
  pickup: 'CABA/Palermo',
  deliveryPlaces: 'palermo',
  deliveryCost: 'fijo',
  deliveryAmount: '8500',
} as const

/** The smallest photo the upload pipeline takes (a 1 × 1 PNG), where a test is not about the photo. */
export const tinyPhoto = () =>
  new File(
    [
      new Uint8Array(
        Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      ),
    ],
    'foto.png',
    { type: 'image/png' },
  )
