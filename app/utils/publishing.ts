import { CONTROL_CHARACTERS } from './validation'
import { findLocalidad, getSector, isZone, OTHER_SECTOR, OTHER_SUBSECTOR_MAX_LENGTH, slugify, type Zone } from '~/taxonomy'

/** Where a published service sits: the fields of the publish form that the taxonomy checks. */
export type PlacementInput = {
  sector: string
  subsector?: string
  /** The typed subsector when the sector is "otros". */
  subsectorOther?: string
  division?: string
  zona: string
  localidad: string
}

export type Placement = {
  sectorSlug: string
  subsectorSlug: string
  /** The typed name of an "otros" subsector; null for catalogue subsectors. */
  otherSubsectorName: string | null
  divisionSlug: string | null
  zona: Zone
  localidad: string
}

export type PlacementField = 'sector' | 'subsector' | 'subsectorOther' | 'division' | 'zona' | 'localidad'

export type PlacementResult = { ok: true; placement: Placement } | { ok: false; errors: Partial<Record<PlacementField, string>> }

/**
 * Checks that sector, subsector, division, zone and localidad form a combination of the
 * taxonomy, and returns it in the shape listings store. Shared by the form (in the browser and
 * the action) and the model, which checks again before writing. A field the chosen sector does
 * not use (the subsector list under "otros", the typed subsector elsewhere) is ignored, since
 * without JavaScript every field is on the page at once.
 */
export function resolvePlacement(input: PlacementInput): PlacementResult {
  const errors: Partial<Record<PlacementField, string>> = {}
  let sectorSlug = ''
  let subsectorSlug = ''
  let otherSubsectorName: string | null = null
  let divisionSlug: string | null = null
  const division = input.division?.trim() ?? ''

  if (input.sector === OTHER_SECTOR.slug) {
    sectorSlug = OTHER_SECTOR.slug
    const name = (input.subsectorOther ?? '').trim().replace(/\s+/g, ' ')
    if (!name) errors.subsectorOther = 'Escribí el subrubro de tu servicio'
    else if (name.length > OTHER_SUBSECTOR_MAX_LENGTH)
      errors.subsectorOther = `El subrubro puede tener hasta ${OTHER_SUBSECTOR_MAX_LENGTH} caracteres`
    else if (CONTROL_CHARACTERS.test(name)) errors.subsectorOther = 'El subrubro tiene caracteres no permitidos'
    else if (!slugify(name)) errors.subsectorOther = 'El subrubro tiene que tener letras o números'
    else {
      subsectorSlug = slugify(name)
      otherSubsectorName = name
    }
    if (division) errors.division = 'Los servicios de Otros no tienen división'
  } else {
    const sector = getSector(input.sector)
    if (!sector) errors.sector = 'Elegí un rubro de la lista'
    else {
      sectorSlug = sector.slug
      const subsector = input.subsector ? sector.subsectors.find((s) => s.slug === input.subsector) : undefined
      if (!input.subsector) errors.subsector = 'Elegí un subrubro'
      else if (!subsector) errors.subsector = `Ese subrubro no pertenece a ${sector.name}`
      else {
        subsectorSlug = subsector.slug
        if (subsector.divisions.length === 0) {
          if (division) errors.division = `${subsector.name} no tiene divisiones: dejá la división sin elegir`
        } else if (!division) errors.division = 'Elegí una división'
        else if (!subsector.divisions.some((d) => d.slug === division)) errors.division = `Esa división no pertenece a ${subsector.name}`
        else divisionSlug = division
      }
    }
  }

  let zona: Zone | undefined
  let localidad: string | undefined
  if (!isZone(input.zona)) errors.zona = 'Elegí una zona de la lista'
  else {
    zona = input.zona
    localidad = findLocalidad(zona, input.localidad)
    if (!localidad) errors.localidad = `Elegí una localidad de ${zona} de la lista`
  }

  if (Object.keys(errors).length > 0 || !zona || !localidad) return { ok: false, errors }
  return { ok: true, placement: { sectorSlug, subsectorSlug, otherSubsectorName, divisionSlug, zona, localidad } }
}
