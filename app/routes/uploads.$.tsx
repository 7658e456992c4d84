import fs from 'node:fs'
import path from 'node:path'
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { env } from '~/utils/env.server'
import { applySecurityHeaders } from '~/utils/security-headers.server'

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** Uploaded and demo images by key: `/uploads/demo/project-3-2.webp`. Keys never change, so caches keep them. */
export async function loader({ params }: LoaderFunctionArgs) {
  // `dir` is set when the request came through uploads.$dir.$.tsx.
  const key = [params.dir, params['*']].filter((part) => part !== undefined).join('/')
  const file = await resolveUpload(key)
  if (!file) {
    return new Response('Not Found', {
      status: 404,
      headers: applySecurityHeaders(new Headers({ 'Content-Type': 'text/plain; charset=utf-8' })),
    })
  }
  const headers = new Headers({
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), {
    headers: applySecurityHeaders(headers),
  })
}

/**
 * The file behind a key, or null unless it is an image file inside UPLOADS_DIR. Both sides are
 * compared after resolving symlinks, so neither `..` nor a link can lead outside the folder.
 */
async function resolveUpload(key: string) {
  const type = CONTENT_TYPES[path.extname(key).toLowerCase()]
  if (!type || key.includes('\0')) return null
  try {
    const root = await fs.promises.realpath(env.UPLOADS_DIR)
    const real = await fs.promises.realpath(path.resolve(root, key))
    const relative = path.relative(root, real)
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null
    const stat = await fs.promises.stat(real)
    return stat.isFile() ? { path: real, type, size: stat.size } : null
  } catch {
    return null
  }
}
