import { Link } from '@remix-run/react'
import { useRef, useState, type MouseEvent } from 'react'
import { PROJECT_IMAGE_SIZE, ProjectDialog, projectImages } from '~/components/ProjectDialog'
import type { Project } from '~/models/projects.server'
import { formatLongDate } from '~/utils/format'

import * as cards from '~/styles/cards.css'
import * as styles from './ProjectGrid.css'

/**
 * A project card's link to its own page (what readers without JavaScript get) opens the project
 * in the dialog instead on a plain click; a modified click still follows the link. Focus goes
 * back to the link when the dialog closes.
 */
export function useProjectDialog() {
  const [selected, setSelected] = useState<Project | null>(null)
  const trigger = useRef<HTMLAnchorElement | null>(null)
  const openOnClick = (project: Project) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    trigger.current = event.currentTarget
    setSelected(project)
  }
  const dialog = (
    <ProjectDialog
      project={selected}
      onClose={() => {
        setSelected(null)
        trigger.current?.focus()
      }}
    />
  )
  return { openOnClick, dialog }
}

/** Project cards of a provider's page, each opening the project dialog. */
export function ProjectGrid({ projects }: { projects: Project[] }) {
  const { openOnClick, dialog } = useProjectDialog()

  return (
    <>
      <ul className={cards.grid}>
        {projects.map((project) => (
          <li key={project.id}>
            <article className={styles.card}>
              <img
                {...projectImages(project)[0]}
                {...PROJECT_IMAGE_SIZE}
                sizes={cards.CARD_IMAGE_SIZES}
                loading="lazy"
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <Link to={`/proyectos/${project.id}`} className={cards.cardLink} onClick={openOnClick(project)}>
                    {project.title}
                  </Link>
                </h3>
                {project.description ? <p className={styles.description}>{project.description}</p> : null}
                <p className={styles.date}>
                  <time dateTime={project.createdAt.toISOString()}>{formatLongDate(project.createdAt)}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  )
}
