import { Link } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { Avatar } from '~/components/Avatar'
import { ImageCarousel } from '~/components/ImageCarousel'
import { PROJECT_IMAGE_SIZE, projectImages } from '~/components/ProjectDialog'
import { ButtonLink } from '~/components/ui/Button'
import type { Project } from '~/models/projects.server'
import { formatLongDate } from '~/utils/format'
import { uploadUrl } from '~/utils/uploads'
import { CARD_IMAGE_SIZES, coverImage } from '~/styles/cards.css'
import * as styles from './ProjectFeedCard.css'

/** A card of /proyectos-publicados. `eager`: the page's first image, loaded at once; the rest wait until near view. */
export function ProjectFeedCard({
  project,
  eager = false,
  onOpen,
}: {
  project: Project
  eager?: boolean
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const { author } = project
  const name = author.name ?? 'Usuario'
  return (
    <article className={styles.card}>
      <ImageCarousel
        images={projectImages(project)}
        label={`Imágenes de ${project.title}`}
        size={PROJECT_IMAGE_SIZE}
        sizes={CARD_IMAGE_SIZES}
        eager={eager}
        imageClassName={coverImage}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`/proyectos/${project.id}`} onClick={onOpen}>
            {project.title}
          </Link>
        </h2>
        {project.description ? <p className={styles.description}>{project.description}</p> : null}
        <div className={styles.author}>
          <Avatar size="sm" src={author.logoPath && uploadUrl(author.logoPath)} fallback={name.charAt(0).toUpperCase()} />
          <p className={styles.authorName}>{name}</p>
          {author.profileId === null ? null : (
            <ButtonLink
              to={`/perfilDeProveedorActivo/${author.profileId}`}
              variant="secondary"
              size="sm"
              aria-label={`Ver Perfil de ${name}`}
            >
              Ver Perfil
            </ButtonLink>
          )}
        </div>
        <p className={styles.date}>
          <time dateTime={project.createdAt.toISOString()}>{formatLongDate(project.createdAt)}</time>
        </p>
      </div>
    </article>
  )
}
