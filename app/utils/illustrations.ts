/** The light SVG drawings in public/illustrations, with the words that describe them. */
export const ILLUSTRATIONS = {
  obra: { src: '/illustrations/obra.svg', alt: 'Dibujo de un edificio en construcción con una grúa y un camión' },
  red: { src: '/illustrations/red.svg', alt: 'Dibujo de una obra conectada con cuatro proveedores' },
  gestion: { src: '/illustrations/gestion.svg', alt: 'Dibujo de una lista de tareas de obra con un reloj' },
  bocaABoca: { src: '/illustrations/boca-a-boca.svg', alt: 'Dibujo de un perfil con reseñas de cinco estrellas y mensajes' },
} as const
