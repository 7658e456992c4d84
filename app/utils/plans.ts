import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT } from '~/constants'

/** What each plan offers, in the words of the plans page; figures come from the constants. */
export const PLAN_OFFERS = {
  free: {
    name: 'Gratuito',
    price: '$0/mes',
    included: [
      `Hasta ${FREE_FAVORITES_LIMIT} proveedores favoritos`,
      `Publicaciones en hasta ${FREE_SUBSECTORS_LIMIT} subrubros`,
      'Perfil básico de empresa',
      'Recepción de consultas',
    ],
    excluded: ['Publicaciones ilimitadas', 'Mayor visibilidad en búsquedas', 'Soporte prioritario', 'Estadísticas avanzadas'],
  },
  premium: {
    name: 'Premium',
    price: '$0/mes',
    promotion: 'Por tiempo limitado - Promoción de lanzamiento',
    included: [
      'Favoritos ilimitados',
      'Publicaciones en todos los subrubros',
      'Perfil destacado',
      'Consultas y publicaciones ilimitadas',
      'Primero en los resultados de búsqueda',
      'Soporte prioritario 24/7',
      'Estadísticas detalladas',
    ],
  },
} as const

/** How much of the plan limits an account uses. */
export type PlanUsage = { favorites: number; subsectors: number }

/** Favourites kept beyond the free plan's limit (from a Premium period): they stay, new ones wait. */
export function favoritesOverLimitNotice(kept: number) {
  if (kept <= FREE_FAVORITES_LIMIT) return null
  return `Tenés ${kept} proveedores favoritos y el plan Gratuito guarda hasta ${FREE_FAVORITES_LIMIT}. Siguen visibles, pero para agregar uno nuevo tenés que quitar ${kept - FREE_FAVORITES_LIMIT + 1}.`
}

/** Subsectors used beyond the free plan's limit: their services stay published, new subsectors wait. */
export function subsectorsOverLimitNotice(used: number) {
  if (used <= FREE_SUBSECTORS_LIMIT) return null
  return `Tenés servicios en ${used} subrubros y el plan Gratuito permite ${FREE_SUBSECTORS_LIMIT}. Siguen publicados y podés sumar servicios en esos mismos subrubros, pero para publicar en uno nuevo tenés que eliminar los servicios de ${used - FREE_SUBSECTORS_LIMIT + 1} subrubros.`
}
