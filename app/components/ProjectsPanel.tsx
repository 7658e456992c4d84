import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useFetcher } from '@remix-run/react'
import { type ReactNode } from 'react'
import { DeleteConfirmation, DeleteTrigger, type DeleteTarget } from '~/components/DeleteConfirm'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { ChoiceField, CountedTextareaField, Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { ModalClose } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_MAX_IMAGES } from '~/constants'
import { formatLongDate } from '~/utils/format'
import {
  CREATE_PROJECT_PATH,
  DELETE_FAILED_MESSAGE,
  PROJECTS_PATH,
  VISIBILITIES,
  createProjectIntent,
  deleteProjectIntent,
} from '~/utils/project-form'
import type { ProjectSchema } from '~/utils/project-schema'
import { uploadedImageSources } from '~/utils/uploads'
import * as styles from './ProjectsPanel.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'

/** One of the user's projects as the profile's loader hands it over. */
export type OwnProjectItem = { id: number; title: string; createdAt: Date | string; isPublic: boolean; cover: string | null }

type FormReply = SubmissionResult<string[]> | null | undefined

const deleteTarget = (project: Pick<OwnProjectItem, 'id' | 'title'>): DeleteTarget => ({
  action: PROJECTS_PATH,
  fields: { intent: deleteProjectIntent, projectId: project.id },
  confirmHref: `${PROJECTS_PATH}&eliminar=${project.id}`,
  label: `Eliminar ${project.title}`,
  question: `¿Eliminar «${project.title}»?`,
  note: 'Se borra el proyecto con sus imágenes. No se puede deshacer.',
})

/**
 * The "Feed de Proyectos" tab of /perfil: the user's projects, public and private, with "Crear
 * proyecto" (a dialog with JavaScript; its own address, `creating`, without) and delete.
 */
export function ProjectsPanel({
  projects,
  creating,
  confirmDelete,
  lastResult,
  deleteError,
  constraint,
}: {
  projects: OwnProjectItem[]
  creating: boolean
  confirmDelete: Pick<OwnProjectItem, 'id' | 'title'> | null
  lastResult?: FormReply
  deleteError?: string | null
  /** The form's constraints, from the loader. */
  constraint: FormConstraint
}) {
  return (
    <div className={styles.root}>
      {deleteError ? <FormAlert title={DELETE_FAILED_MESSAGE} errors={[deleteError]} id="eliminar-proyecto-error" /> : null}
      {confirmDelete ? <DeleteConfirmation id="confirmar-eliminar-proyecto" target={deleteTarget(confirmDelete)} /> : null}
      {creating ? (
        <section className={styles.section} aria-labelledby="crear-proyecto-titulo">
          <h3 id="crear-proyecto-titulo" className={styles.title}>
            Crear proyecto
          </h3>
          <CreateProjectForm
            constraint={constraint}
            lastResult={lastResult}
            cancel={
              <ButtonLink to={PROJECTS_PATH} variant="ghost" preventScrollReset>
                Cancelar
              </ButtonLink>
            }
          />
        </section>
      ) : (
        <CreateProjectDialog resetKey={projects[0]?.id ?? 'none'} constraint={constraint} />
      )}
      <ProjectList projects={projects} />
    </div>
  )
}

function ProjectList({ projects }: { projects: OwnProjectItem[] }) {
  if (projects.length === 0) return <p className={styles.empty}>Todavía no publicaste proyectos.</p>
  return (
    <ul className={styles.list}>
      {projects.map((project) => (
        <li key={project.id} className={styles.item}>
          <img
            {...(project.cover ? uploadedImageSources(project.cover, 256) : { src: '/placeholder.svg' })}
            sizes="4.5rem"
            alt=""
            width={72}
            height={54}
            loading="lazy"
            className={styles.thumb}
          />
          <div className={styles.itemMain}>
            <h3 className={styles.itemTitle}>
              {project.isPublic ? <Link to={`/proyectos/${project.id}`}>{project.title}</Link> : project.title}
            </h3>
            <p className={styles.itemMeta}>{formatLongDate(project.createdAt)}</p>
          </div>
          <Badge tone={project.isPublic ? 'brand' : 'neutral'}>{project.isPublic ? 'Público' : 'Privado'}</Badge>
          <DeleteTrigger id={`eliminar-proyecto-${project.id}`} target={deleteTarget(project)} />
        </li>
      ))}
    </ul>
  )
}

/**
 * With JavaScript the form in a modal dialog, posted by a fetcher so a refusal keeps the dialog
 * open; without, a link to the tab's own address for it.
 */
function CreateProjectDialog({ resetKey, constraint }: { resetKey: string | number; constraint: FormConstraint }) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>({ key: createProjectIntent })
  // Success redirects back to the tab: a new location, so the dialog closes over the refreshed list.
  return (
    <div>
      <ModalTrigger
        label="Crear proyecto"
        noScriptHref={CREATE_PROJECT_PATH}
        preventScrollReset
        triggerProps={{ variant: 'accent' }}
        title="Crear proyecto"
        labelledBy="crear-proyecto-dialogo"
        titleClassName={styles.title}
        width="wider"
        className={styles.dialog}
        closeOnNavigation
      >
        <CreateProjectForm
          key={resetKey}
          constraint={constraint}
          fetcher={fetcher}
          lastResult={fetcher.data?.result}
          cancel={<ModalClose>Cancelar</ModalClose>}
        />
      </ModalTrigger>
    </div>
  )
}

function CreateProjectForm({
  constraint,
  lastResult,
  fetcher,
  cancel,
}: {
  constraint: FormConstraint
  lastResult?: FormReply
  fetcher?: ReturnType<typeof useFetcher>
  cancel: ReactNode
}) {
  const [form, fields] = useSchemaForm<typeof ProjectSchema>(constraint, { id: 'crear-proyecto', lastResult })
  const pending = useIsPending({ fetcher, formAction: CREATE_PROJECT_PATH, fields: { intent: createProjectIntent } })
  const initial = (value: unknown) => (typeof value === 'string' ? value : '')
  const FormComponent = fetcher ? fetcher.Form : Form

  return (
    <FormComponent
      method="post"
      action={CREATE_PROJECT_PATH}
      encType="multipart/form-data"
      preventScrollReset
      className={styles.form}
      {...getFormProps(form)}
    >
      {/* First, so a post refused while its files stream in still names its intent. */}
      <input type="hidden" name="intent" value={createProjectIntent} />
      <FormAlert errors={form.errors} id={form.errorId} />
      <Field label="Título" errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: 'text' })} />
      <CountedTextareaField
        label="Descripción (opcional)"
        errors={fields.description.errors}
        max={PROJECT_DESCRIPTION_MAX_LENGTH}
        textareaProps={{
          ...getTextareaProps(fields.description),
          rows: 4,
          maxLength: PROJECT_DESCRIPTION_MAX_LENGTH,
        }}
      />
      <ChoiceField
        legend="Visibilidad"
        name={fields.visibility.name}
        options={Object.entries(VISIBILITIES).map(([value, label]) => ({ value, label }))}
        defaultValue={initial(fields.visibility.initialValue)}
        errors={fields.visibility.errors}
        errorId={fields.visibility.errorId}
        required
      />
      {/* Last: if the files are refused, the fields above have been read and come back. */}
      <Field
        label="Imágenes (opcional)"
        hint={
          lastResult
            ? `El navegador no conserva los archivos elegidos: volvé a elegirlos (hasta ${PROJECT_MAX_IMAGES}, de hasta 5MB cada una).`
            : `Hasta ${PROJECT_MAX_IMAGES} imágenes JPG, PNG o WEBP, de hasta 5MB cada una.`
        }
        errors={fields.images.errors}
        inputProps={{
          ...getInputProps(fields.images, { type: 'file' }),
          multiple: true,
          accept: 'image/png,image/jpeg,image/webp',
        }}
      />
      <div className={styles.actions}>
        <StatusButton variant="accent" pending={pending} pendingLabel="Creando...">
          Crear proyecto
        </StatusButton>
        {cancel}
      </div>
    </FormComponent>
  )
}
