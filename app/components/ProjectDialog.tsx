import { useId, useState } from 'react'
import { Avatar } from '~/components/Avatar'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Modal, ModalClose } from '~/components/ui/Modal'
import type { Project } from '~/models/projects.server'
import { formatLongDate } from '~/utils/format'
import { uploadedImageSources, uploadUrl } from '~/utils/uploads'
import * as styles from './ProjectDialog.css'

const PROJECT_PLACEHOLDER = '/placeholder.svg'
/** Demo and uploaded photos are 4:3; the attributes reserve their space before they load. */
export const PROJECT_IMAGE_SIZE = { width: 800, height: 600 } as const
/** The viewer is at most 64rem wide, its image about two thirds of that. */
const DIALOG_IMAGE_SIZES = '(min-width: 64rem) 42rem, 100vw'

/** A project's images with their alternative texts, or the placeholder when it has none. */
export function projectImages(project: Pick<Project, 'title' | 'images'>) {
  const count = project.images.length
  if (count === 0) return [{ src: PROJECT_PLACEHOLDER, alt: 'Proyecto sin imágenes' }]
  return project.images.map((key, index) => ({ ...uploadedImageSources(key), alt: `${project.title}: imagen ${index + 1} de ${count}` }))
}

/**
 * The project viewer in a modal dialog, open while `project` is set; Escape, the close button,
 * a click on the backdrop or a navigation (its profile link may lead to the page already open)
 * close it and call onClose.
 */
export function ProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const titleId = useId()
  return (
    <Modal open={project !== null} onClose={onClose} labelledBy={titleId} width="viewer" padding="none" closeOnBackdrop closeOnNavigation>
      {project ? (
        <div className={styles.layout}>
          <ModalClose size="sm" className={styles.close}>
            Cerrar
          </ModalClose>
          <ImageViewer key={project.id} project={project} />
          <ProjectDetails project={project} titleId={titleId} />
        </div>
      ) : null}
    </Modal>
  )
}

function ImageViewer({ project }: { project: Project }) {
  const images = projectImages(project)
  const [index, setIndex] = useState(0)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const { src, srcSet, alt } = images[index]!
  const count = images.length
  const show = (next: number) => setIndex((next + count) % count)

  return (
    <div className={styles.viewer}>
      <div className={styles.frame}>
        {failedSrc === src ? (
          <div className={styles.imageError}>
            <p>No se pudo cargar la imagen</p>
            <p className={styles.imageAddress}>{src}</p>
          </div>
        ) : (
          <img
            key={src}
            src={src}
            srcSet={srcSet}
            sizes={DIALOG_IMAGE_SIZES}
            alt={alt}
            {...PROJECT_IMAGE_SIZE}
            loading="lazy"
            className={styles.image}
            onError={() => setFailedSrc(src)}
          />
        )}
      </div>
      {count > 1 ? (
        <>
          <div className={styles.controls}>
            <Button variant="secondary" size="sm" onClick={() => show(index - 1)}>
              Anterior
            </Button>
            <span aria-live="polite">
              {index + 1} / {count}
            </span>
            <Button variant="secondary" size="sm" onClick={() => show(index + 1)}>
              Siguiente
            </Button>
          </div>
          <ImageDots count={count} current={index} onSelect={show} />
        </>
      ) : null}
    </div>
  )
}

/** One button per image ("Ver imagen N"), the shown one marked current: the dialog's and the feed carousel's. */
/** Without `onSelect`, the dots are the `image-carousel` enhancement's to wire (`data-dot`). */
export function ImageDots({ count, current, onSelect }: { count: number; current: number; onSelect?: (index: number) => void }) {
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Ver imagen ${i + 1}`}
          aria-current={i === current ? 'true' : undefined}
          className={styles.dot}
          data-dot={i}
          onClick={onSelect && (() => onSelect(i))}
        />
      ))}
    </div>
  )
}

/** Title, author, date, description and the way to the author's profile: the dialog's side panel and the project page. */
export function ProjectDetails({
  project,
  titleId,
  headingLevel: Heading = 'h2',
}: {
  project: Project
  titleId?: string
  headingLevel?: 'h1' | 'h2'
}) {
  const { author } = project
  const name = author.name ?? 'Proveedor'
  return (
    <div className={styles.details}>
      <Heading id={titleId} className={styles.title}>
        {project.title}
      </Heading>
      <div className={styles.author}>
        <Avatar size="sm" src={author.logoPath && uploadUrl(author.logoPath)} fallback={name.charAt(0).toUpperCase()} />
        <div>
          <p className={styles.authorName}>{name}</p>
          <p className={styles.date}>
            Publicado el <time dateTime={project.createdAt.toISOString()}>{formatLongDate(project.createdAt)}</time>
          </p>
        </div>
      </div>
      <p className={styles.description}>{project.description?.trim() || 'Este proyecto no tiene descripción disponible.'}</p>
      {author.profileId === null ? null : (
        <ButtonLink to={`/perfilDeProveedorActivo/${author.profileId}`} className={styles.profileLink}>
          Ver Perfil del Proveedor
        </ButtonLink>
      )}
    </div>
  )
}
