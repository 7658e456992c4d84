import { expect, test } from 'vitest'
import { guessLineKind } from '~/utils/offer-form'

test.each([
  ['Mano de obra de colocación', 'mano_de_obra'],
  ['MANO DE OBRA albañil', 'mano_de_obra'],
  ['Colocación de cerámicos', 'mano_de_obra'],
  ['Instalación eléctrica completa', 'mano_de_obra'],
  ['Jornal de oficial', 'mano_de_obra'],
  ['Flete a obra', 'otro'],
  ['Volquete 5 m3', 'otro'],
  ['Ladrillos: ladrillo hueco del 12 (12×18×33)', 'materiales'],
  ['Membrana asfáltica', 'materiales'],
  ['Cemento Loma Negra', 'materiales'],
] as const)('an item named %j is priced as %s, which the provider can change', (description, kind) => {
  expect(guessLineKind(description)).toBe(kind)
})
