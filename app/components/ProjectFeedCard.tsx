import { Link } from '@remix-run/react'
import { useRef, useState, type MouseEvent } from 'react'
import { Avatar } from '~/components/Avatar'
import { ImageDots, PROJECT_IMAGE_SIZE, projectImages } from '~/components/ProjectDialog'
import { ButtonLink } from '~/components/ui/Button'
import type { Project } from '~/models/projects.server'
import { formatLongDate } from '~/utils/format'
import { uploadUrl } from '~/utils/uploads'
import { useHydrated } from '~/utils/use-hydrated'
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
 * A scroll-snap strip of the project's images: swipeable without JavaScript. With it, arrows
 * and dots scroll the strip (wrapping around) and an "n / total" counter follows it.
 */
function ImageCarousel({ project, eager }: { project: Project; eager: boolean }) {
  const images = projectImages(project)
  const count = images.length
  const hydrated = useHydrated()
  const strip = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  // The slide an arrow or dot is scrolling to: the smooth scroll passes other slides on its way,
  // and those must not move the counter (a second click would start from the wrong one).
  const scrollingTo = useRef<number | null>(null)
  const show = (next: number) => {
    const target = (next + count) % count
    setIndex(target)
    const element = strip.current
    if (!element || element.clientWidth === 0) return
    scrollingTo.current = Math.round(element.scrollLeft / element.clientWidth) === target ? null : target
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' })
  }

  return (
    <div className={styles.carousel}>
      <div
        ref={strip}
        className={styles.strip}
        // A strip that scrolls must be reachable with the keyboard.
        {...(count > 1 ? { tabIndex: 0, role: 'region', 'aria-label': `Imágenes de ${project.title}` } : {})}
        onScroll={(event) => {
          const element = event.currentTarget
          if (element.clientWidth === 0) return
          const shown = Math.round(element.scrollLeft / element.clientWidth)
          if (scrollingTo.current !== null) {
            if (shown === scrollingTo.current) scrollingTo.current = null
            return
          }
          setIndex(shown)
        }}
      >
        <ul className={styles.slides}>
          {images.map((image, i) => (
            <li key={i} className={styles.slide} aria-hidden={hydrated && count > 1 && i !== index ? true : undefined}>
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
      {hydrated && count > 1 ? (
        <>
          <button type="button" className={styles.previous} aria-label="Imagen anterior" onClick={() => show(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label="Imagen siguiente" onClick={() => show(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </p>
          <ImageDots count={count} current={index} onSelect={show} />
        </>
      ) : null}
    </div>
  )
}
