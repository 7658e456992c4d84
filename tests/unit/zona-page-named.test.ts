import { describe, expect, test } from 'vitest'
import { zonaPageNamed } from '~/utils/directory'

describe('the zona page a search names', () => {
  test.each([
    ['Mampostería y Durlock en La Matanza', 'Mampostería y Durlock en La Matanza', '/mamposteria/zona/la-matanza'],
    ['mamposteria y durlock en la matanza', 'Mampostería y Durlock en La Matanza', '/mamposteria/zona/la-matanza'],
    ['corralón en La Matanza', 'Corralones y materiales en La Matanza', '/mamposteria/corralones/zona/la-matanza'],
    ['Corralones  en   Palermo', 'Corralones y materiales en Palermo', '/mamposteria/corralones/zona/palermo'],
    ['Instalaciones en GBA Norte', 'Instalaciones en GBA Norte', '/instalaciones/zona/gba-norte'],
  ])('%s', (term, heading, href) => {
    expect(zonaPageNamed(term)).toEqual({ heading, href })
  })

  test.each([['ladrillos'], ['corralón en Mordor'], ['en La Matanza'], ['La Matanza'], ['co en Palermo'], ['']])(
    '%s names none',
    (term) => {
      expect(zonaPageNamed(term)).toBeNull()
    },
  )
})
