import { and, eq, sql } from 'drizzle-orm'
import { projectImages, projects } from '~/../drizzle/schema'
import { PROJECT_MAX_IMAGES, PROJECTS_PER_ACCOUNT_MAX } from '~/constants'
import { deleteImage, saveImage, type UploadedImage, type UploadError } from '~/server/image-upload.server'
import { imageStorage, type ImageStorage } from '~/server/image-storage.server'
import type { Db } from '~/server/sqlite.server'
import { ownerIsActive } from './suspension.server'
import { logError } from '~/server/log.server'

export type ProjectAuthor = {
  /** Null when the author has no profile. */
  profileId: number | null
  /** Business name, else contact person; null when neither is known ("Proveedor" on screen). */
  name: string | null
  logoPath: string | null
}

export type ProjectSummary = {
  id: number
  title: string
  description: string | null
  createdAt: Date
  /** Upload keys (under UPLOADS_DIR), in the order the author gave them. */
  images: string[]
}

export type Project = ProjectSummary & { author: ProjectAuthor }

type AuthorFields = { id: number; businessName: string | null; contactPerson: string | null; logoPath: string | null }

export function projectAuthor(profile: AuthorFields | undefined): ProjectAuthor {
  if (!profile) return { profileId: null, name: null, logoPath: null }
  return {
    profileId: profile.id,
    name: profile.businessName?.trim() || profile.contactPerson?.trim() || null,
    logoPath: profile.logoPath,
  }
}

type ProjectRow = Omit<ProjectSummary, 'createdAt' | 'images'> & { createdAt: number }

function withImages(db: Db, rows: ProjectRow[]): ProjectSummary[] {
  if (rows.length === 0) return []
  const images = db.all<{ projectId: number; path: string }>(sql`
    SELECT project_id AS projectId, path FROM project_images
    WHERE project_id IN (${sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    )})
    ORDER BY project_id, position`)
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    images: images.filter((image) => image.projectId === row.id).map((image) => image.path),
  }))
}

/** A user's public projects, newest first. */
export function listPublicProjects(db: Db, userId: number): ProjectSummary[] {
  const rows = db.all<ProjectRow>(sql`
    SELECT id, title, description, created_at AS createdAt FROM projects
    WHERE user_id = ${userId} AND is_public = 1 AND ${ownerIsActive(userId)}
    ORDER BY created_at DESC, id DESC`)
  return withImages(db, rows)
}

/** One public project with its author, or undefined when it is missing or private. */
export function getPublicProject(db: Db, id: number): Project | undefined {
  const row = db.get<(ProjectRow & { profileId: number | null } & Omit<AuthorFields, 'id'>) | undefined>(sql`
    SELECT pr.id, pr.title, pr.description, pr.created_at AS createdAt, p.id AS profileId,
      p.business_name AS businessName, p.contact_person AS contactPerson, p.logo_path AS logoPath
    FROM projects pr LEFT JOIN provider_profiles p ON p.user_id = pr.user_id
    WHERE pr.id = ${id} AND pr.is_public = 1 AND ${ownerIsActive(sql`pr.user_id`)}`)
  if (!row) return undefined
  const { profileId, businessName, contactPerson, logoPath, ...project } = row
  const [summary] = withImages(db, [project]) as [ProjectSummary]
  return {
    ...summary,
    author: projectAuthor(profileId === null ? undefined : { id: profileId, businessName, contactPerson, logoPath }),
  }
}

export type OwnProject = { id: number; title: string; createdAt: Date; isPublic: boolean; cover: string | null }

/** All of a user's projects, public and private, newest first: only its owner sees this list. */
export function listOwnProjects(db: Db, userId: number): OwnProject[] {
  return db
    .all<{ id: number; title: string; createdAt: number; isPublic: number; cover: string | null }>(
      sql`
      SELECT id, title, created_at AS createdAt, is_public AS isPublic,
        (SELECT path FROM project_images WHERE project_id = projects.id ORDER BY position LIMIT 1) AS cover
      FROM projects
      WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC`,
    )
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt), isPublic: row.isPublic === 1 }))
}

export type FeedPage = { projects: Project[]; total: number }

/** Public projects of every author, newest first, one page at a time (`page` from 1). */
export function listPublicFeed(db: Db, { page, pageSize }: { page: number; pageSize: number }): FeedPage {
  const { total } = db.get<{ total: number }>(
    sql`SELECT count(*) AS total FROM projects WHERE is_public = 1 AND ${ownerIsActive(sql`user_id`)}`,
  )
  const rows = db.all<ProjectRow & { profileId: number | null } & Omit<AuthorFields, 'id'>>(sql`
    SELECT pr.id, pr.title, pr.description, pr.created_at AS createdAt, p.id AS profileId,
      p.business_name AS businessName, p.contact_person AS contactPerson, p.logo_path AS logoPath
    FROM projects pr LEFT JOIN provider_profiles p ON p.user_id = pr.user_id
    WHERE pr.is_public = 1 AND ${ownerIsActive(sql`pr.user_id`)}
    ORDER BY pr.created_at DESC, pr.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`)
  const summaries = withImages(
    db,
    rows.map(({ id, title, description, createdAt }) => ({ id, title, description, createdAt })),
  )
  const projects = summaries.map((summary, index) => {
    const { profileId, businessName, contactPerson, logoPath } = rows[index]!
    return {
      ...summary,
      author: projectAuthor(profileId === null ? undefined : { id: profileId, businessName, contactPerson, logoPath }),
    }
  })
  return { projects, total }
}

export type NewProject = {
  userId: number
  title: string
  description?: string | null
  isPublic: boolean
  /** Checked by the upload pipeline's reader (type by content, size); stored here. */
  images: Pick<UploadedImage, 'data'>[]
}

function countProjects(db: Pick<Db, 'select'>, userId: number) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(projects)
    .where(eq(projects.userId, userId))
    .get()!.count
}

export type CreateProjectResult =
  | { status: 'created'; id: number; stored: number; skipped: number }
  /** An image could not be decoded: nothing is stored or written. */
  | { status: 'invalidImage'; error: UploadError }
  /** The account already has PROJECTS_PER_ACCOUNT_MAX projects: nothing is stored or written. */
  | { status: 'limit'; limit: number }

/**
 * Stores a project's images through the upload pipeline, then writes the project and its image
 * rows in one transaction. An image the storage fails to take is skipped (`skipped`) and the
 * rest are kept; an image that is not a readable picture refuses the whole project. If the
 * insert fails, the images already stored are deleted and the error is thrown.
 */
export async function createProject(
  db: Db,
  { userId, title, description, isPublic, images }: NewProject,
  { storage = imageStorage }: { storage?: ImageStorage } = {},
): Promise<CreateProjectResult> {
  if (images.length > PROJECT_MAX_IMAGES) throw new Error(`A project takes at most ${PROJECT_MAX_IMAGES} images`)
  const limit = { status: 'limit', limit: PROJECTS_PER_ACCOUNT_MAX } as const
  // Spares the image work for an account already at the ceiling; the transaction below decides.
  if (countProjects(db, userId) >= PROJECTS_PER_ACCOUNT_MAX) return limit
  const keys: string[] = []
  const removeStored = () => Promise.allSettled(keys.map((key) => deleteImage(key, storage)))
  let skipped = 0
  for (const image of images) {
    let saved: Awaited<ReturnType<typeof saveImage>>
    try {
      saved = await saveImage(image, { kind: 'projects', storage })
    } catch (error) {
      logError(error)
      skipped++
      continue
    }
    if (!saved.ok) {
      await removeStored()
      return { status: 'invalidImage', error: saved.error }
    }
    keys.push(saved.value.key)
  }
  try {
    const id = db.transaction((tx) => {
      if (countProjects(tx, userId) >= PROJECTS_PER_ACCOUNT_MAX) return null
      const project = tx
        .insert(projects)
        .values({ userId, title, description: description || null, isPublic })
        .returning({ id: projects.id })
        .get()
      if (keys.length > 0) {
        tx.insert(projectImages)
          .values(keys.map((path, position) => ({ projectId: project.id, path, position })))
          .run()
      }
      return project.id
    })
    if (id === null) {
      await removeStored()
      return limit
    }
    return { status: 'created', id, stored: keys.length, skipped }
  } catch (error) {
    await removeStored()
    throw error
  }
}

export type DeleteProjectResult = { status: 'deleted' } | { status: 'forbidden' } | { status: 'notFound' }

/**
 * Deletes a project when `userId` owns it (its image rows go by cascade), then its image files.
 * Only files the upload pipeline stored for projects are removed: demo images are shared.
 */
export async function deleteOwnProject(
  db: Db,
  { userId, projectId }: { userId: number; projectId: number },
  { storage = imageStorage }: { storage?: ImageStorage } = {},
): Promise<DeleteProjectResult> {
  const outcome = db.transaction((tx) => {
    const project = tx.select({ userId: projects.userId }).from(projects).where(eq(projects.id, projectId)).get()
    if (!project) return { status: 'notFound' as const, paths: [] }
    if (project.userId !== userId) return { status: 'forbidden' as const, paths: [] }
    const paths = tx
      .select({ path: projectImages.path })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .all()
      .map((row) => row.path)
    tx.delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
      .run()
    return { status: 'deleted' as const, paths }
  })
  // The row is gone either way; a file left behind is only wasted space, so a failure is logged.
  const stored = outcome.paths.filter((path) => path.startsWith('projects/'))
  await Promise.all(stored.map((path) => deleteImage(path, storage).catch(logError)))
  return { status: outcome.status }
}
