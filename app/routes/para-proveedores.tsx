import type { MetaFunction } from '@remix-run/node'
import { LandingPage, type LandingContent } from '~/components/LandingPage'
import { FREE_SUBSECTORS_LIMIT } from '~/constants'
import { ILLUSTRATIONS } from '~/utils/illustrations'

const CONTENT: LandingContent = {
  lead: 'Mostrá tus servicios y tus materiales a los constructores y profesionales de Buenos Aires que están buscando proveedores para sus obras.',
  hero: ILLUSTRATIONS.red,
  whyTitle: '¿Por qué sumarte como proveedor?',
  whyIntro: 'Tener tu perfil en RedObra es gratis, y los constructores te encuentran por tu rubro y tu zona.',
  benefits: [
    {
      title: 'Ampliá tu red comercial',
      text: 'Llegá a constructores, estudios y contratistas de CABA y el Gran Buenos Aires que todavía no te conocen.',
    },
    {
      title: 'Conexión directa con obras',
      text: 'Quien busca tu rubro te contacta directamente, por teléfono o en tu sitio web, sin intermediarios.',
    },
    {
      title: 'Más visibilidad',
      text: 'Tu perfil muestra tus servicios, tus materiales con precio y los proyectos que hiciste, y aparece en las búsquedas del directorio.',
    },
    {
      title: 'Reputación y confianza',
      text: 'Cada trabajo bien hecho suma reseñas que otros clientes leen antes de elegirte.',
    },
  ],
  sections: [
    {
      id: 'boca-a-boca',
      title: 'No dependas del boca a boca',
      paragraphs: [
        'La recomendación de un cliente conforme vale mucho, pero llega a pocos y no depende de vos. En RedObra tu trabajo queda a la vista de todos los que buscan tu rubro, con fotos de tus obras y las opiniones de quienes ya te contrataron.',
        'Así, un buen trabajo no termina en una sola recomendación: te sigue trayendo clientes.',
      ],
      image: ILLUSTRATIONS.bocaABoca,
    },
    {
      id: 'tu-vidriera',
      title: 'Tu vidriera en la red de la construcción',
      paragraphs: [
        `Publicá tus servicios en los rubros en los que trabajás (con el plan gratuito, en hasta ${FREE_SUBSECTORS_LIMIT}), ofrecé tus materiales en el marketplace y cargá los proyectos que terminaste.`,
        'Con el plan premium tu perfil se destaca y aparece primero en los resultados.',
      ],
      image: ILLUSTRATIONS.obra,
    },
  ],
  closing: {
    title: 'Que te encuentren quienes están construyendo',
    text: 'Registrate gratis, completá tu perfil y empezá a recibir consultas.',
  },
}

export default function ProvidersLandingPage() {
  return <LandingPage content={CONTENT} />
}

export const meta: MetaFunction = () => [
  { title: 'Proveedores: sumate a RedObra | RedObra' },
  {
    name: 'description',
    content:
      'Sumá tu empresa a RedObra: más visibilidad y contacto directo con constructores y obras de Buenos Aires. No dependas del boca a boca.',
  },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
