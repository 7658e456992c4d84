import type { MetaFunction } from '@remix-run/node'
import { LandingPage, type LandingContent } from '~/components/LandingPage'
import { ILLUSTRATIONS } from '~/utils/illustrations'

const CONTENT: LandingContent = {
  lead: 'Encontrá proveedores, contratistas y profesionales de la construcción de Buenos Aires, compará opciones y coordiná tus obras desde un solo lugar.',
  hero: ILLUSTRATIONS.obra,
  whyTitle: '¿Por qué sumarte como constructor?',
  whyIntro: 'RedObra reúne a quienes hacen las obras de CABA y el Gran Buenos Aires. Registrarte es gratis.',
  benefits: [
    {
      title: 'Nuevas cadenas de valor',
      text: 'Descubrí proveedores, fabricantes y oficios que no conocías, ordenados por rubro y por zona, y armá el equipo justo para cada obra.',
    },
    {
      title: 'Conexión directa con obras y profesionales',
      text: 'Hablá directamente con quien hace el trabajo, sin intermediarios: cada perfil muestra su teléfono, su dirección y su sitio web.',
    },
    {
      title: 'Gestión profesional de proyectos',
      text: 'Publicá tus proyectos, pedí cotizaciones y guardá a tus proveedores favoritos para tenerlos a mano en la próxima obra.',
    },
    {
      title: 'Reputación y confianza',
      text: 'Leé las reseñas de otros constructores antes de contratar y dejá la tuya cuando termina el trabajo.',
    },
  ],
  sections: [
    {
      id: 'tu-equipo',
      title: 'Todo tu equipo de obra en un solo lugar',
      paragraphs: [
        'Cubiertas, instalaciones, carpintería, terminaciones, climatización y mucho más: el directorio está ordenado por rubros y subrubros, con filtros por zona, para que encuentres rápido a quién llamar.',
        'Cada proveedor tiene su perfil con los servicios que ofrece, los proyectos que hizo y lo que opinan sus clientes.',
      ],
      image: ILLUSTRATIONS.red,
    },
    {
      id: 'tus-proyectos',
      title: 'Menos llamados, más obra',
      paragraphs: [
        'Compará materiales con su precio publicado, pedí presupuestos y seguí tus cotizaciones desde tu perfil, sin planillas sueltas ni cadenas de mensajes.',
        'Mostrá tus obras terminadas en la galería de proyectos y que otros profesionales conozcan tu trabajo.',
      ],
      link: { to: '/cotiza-ia', label: 'Calculá materiales y costos con Cotizá con IA' },
      image: ILLUSTRATIONS.gestion,
    },
  ],
  closing: {
    title: 'Tu próxima obra empieza con el equipo correcto',
    text: 'Creá tu cuenta gratis en minutos y empezá a buscar proveedores en tu zona.',
  },
}

export default function BuildersLandingPage() {
  return <LandingPage content={CONTENT} />
}

export const meta: MetaFunction = () => [
  { title: 'Constructores: sumate a RedObra | RedObra' },
  {
    name: 'description',
    content:
      'Sumate gratis a RedObra: encontrá proveedores y profesionales de la construcción en Buenos Aires, pedí cotizaciones y gestioná tus proyectos.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
