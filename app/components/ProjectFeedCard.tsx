import { Link } from '@remix-run/react'
import type { MouseEvent } from 'react'
import { Avatar } from '~/components/Avatar'
import { ImageDots, PROJECT_IMAGE_SIZE, projectImages } from '~/components/ProjectDialog'
import { ButtonLink } from '~/components/ui/Button'
import type { Project } from '~/models/projects.server'
import { formatLongDate } from '~/utils/format'
import { uploadUrl } from '~/utils/uploads'
import { CARD_IMAGE_SIZES } from '~/styles/cards.css'
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
      <ImageCarousel project={project} eager={eager} />
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

/**
 * A scroll-snap strip of the project's images: swipeable without JavaScript. The `image-carousel`
 * enhancement (app/enhancements/image-carousel.ts) shows the arrows, dots and "n / total"
 * counter rendered here hidden, and makes them scroll the strip (wrapping around).
 */
function ImageCarousel({ project, eager }: { project: Project; eager: boolean }) {
  const images = projectImages(project)
  const count = images.length
  return (
    <image-carousel class={styles.carousel}>
      <div
        className={styles.strip}
        data-strip=""
        // A strip that scrolls must be reachable with the keyboard.
        {...(count > 1 ? { tabIndex: 0, role: 'region', 'aria-label': `Imágenes de ${project.title}` } : {})}
      >
        <ul className={styles.slides}>
          {images.map((image, i) => (
            <li key={i} className={styles.slide}>
              <img
                {...image}
                {...PROJECT_IMAGE_SIZE}
                sizes={CARD_IMAGE_SIZES}
                loading={eager && i === 0 ? 'eager' : 'lazy'}
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={styles.previous} aria-label="Imagen anterior" data-step="-1" hidden>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label="Imagen siguiente" data-step="1" hidden>
            <span aria-hidden="true">›</span>
          </button>
          <p className={styles.counter} aria-live="polite" data-counter="" hidden>
            1 / {count}
          </p>
          {/* Hidden by its wrapper: the dots' own rule sets their display. */}
          <div data-dots="" hidden>
            <ImageDots count={count} current={0} />
          </div>
        </>
      ) : null}
    </image-carousel>
  )
}
