import { sql } from 'drizzle-orm'
import type { Db } from '~/utils/sqlite.server'

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
    WHERE user_id = ${userId} AND is_public = 1
    ORDER BY created_at DESC, id DESC`)
  return withImages(db, rows)
}

/** One public project with its author, or undefined when it is missing or private. */
export function getPublicProject(db: Db, id: number): Project | undefined {
  const row = db.get<(ProjectRow & { profileId: number | null } & Omit<AuthorFields, 'id'>) | undefined>(sql`
    SELECT pr.id, pr.title, pr.description, pr.created_at AS createdAt, p.id AS profileId,
      p.business_name AS businessName, p.contact_person AS contactPerson, p.logo_path AS logoPath
    FROM projects pr LEFT JOIN provider_profiles p ON p.user_id = pr.user_id
    WHERE pr.id = ${id} AND pr.is_public = 1`)
  if (!row) return undefined
  const { profileId, businessName, contactPerson, logoPath, ...project } = row
  const [summary] = withImages(db, [project]) as [ProjectSummary]
  return {
    ...summary,
    author: projectAuthor(profileId === null ? undefined : { id: profileId, businessName, contactPerson, logoPath }),
  }
}

export type OwnProject = { id: number; title: string; createdAt: Date; isPublic: boolean }

/** All of a user's projects, public and private, newest first: only its owner sees this list. */
export function listOwnProjects(db: Db, userId: number): OwnProject[] {
  return db
    .all<{ id: number; title: string; createdAt: number; isPublic: number }>(sql`
      SELECT id, title, created_at AS createdAt, is_public AS isPublic FROM projects
      WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC`)
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt), isPublic: row.isPublic === 1 }))
}
