import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { PROJECT_IMAGE_SIZE, ProjectDetails, projectImages } from '~/components/ProjectDialog'
import { getPublicProject } from '~/models/projects.server'
import { db } from '~/server/db.server'
import { pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { metaDescription } from '~/utils/seo'
import * as styles from './proyectos.$projectId.css'

export function loader({ params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.projectId)
  const project = id === null ? undefined : getPublicProject(db, id)
  if (!project) notFound()
  return { project, url: absoluteUrl(`/proyectos/${project.id}`) }
}

/** A project's own address: what a project card opens without JavaScript, and what can be shared. */
export default function ProjectPage() {
  const { project } = useLoaderData<typeof loader>()
  const images = projectImages(project)
  return (
    <article className={styles.root}>
      <div className={styles.details}>
        <ProjectDetails project={project} headingLevel="h1" />
      </div>
      {/* Focusable, so the images scroll with the keyboard too. */}
      <div role="region" aria-label="Imágenes del proyecto" tabIndex={0} className={styles.strip}>
        <ul className={styles.slides}>
          {images.map((image) => (
            <li key={image.src} className={styles.slide}>
              <img {...image} {...PROJECT_IMAGE_SIZE} loading="lazy" className={styles.image} />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 ? <p className={styles.hint}>Deslizá para ver las {images.length} imágenes.</p> : null}
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Proyecto no encontrado | RedObra' }]
  const { project, url } = data
  const author = project.author.name ?? 'Proveedor'
  return pageMeta({
    title: `${project.title} — ${author} | RedObra`,
    description: metaDescription(`Proyecto de ${author} en RedObra. ${project.description ?? ''}`),
    canonical: url,
  })
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Proyecto no encontrado', 'El proyecto que buscás no existe o no es público.')}
    />
  )
}
