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
