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
