import type { LoaderFunctionArgs } from '@remix-run/node'
import { IMMUTABLE_CACHE_CONTROL, imageContentType, imageStorage, isValidKey } from '~/server/image-storage.server'
import { uploadUrl } from '~/utils/uploads'

/** Uploaded and demo images by key: `/uploads/demo/project-3-2.webp`. Keys never change, so caches keep them. */
export async function loader({ params }: LoaderFunctionArgs) {
  // `dir` is set when the request came through uploads.$dir.$.tsx.
  const key = [params.dir, params['*']].filter((part) => part !== undefined).join('/')
  // The key comes from the URL here: anything but a well-formed image key (no `..`, NUL or
  // absolute path) is missing, and the storage checks the rest (symlinks on the local disk).
  const type = imageContentType(key)
  if (!type || !isValidKey(key)) return notFound()
  const publicUrl = imageStorage.url(key)
  // A bucket with a public address serves its images itself; pages built with /uploads/ links are sent there.
  if (publicUrl !== uploadUrl(key)) {
    return new Response(null, {
      status: 301,
      headers: new Headers({ Location: publicUrl, 'Cache-Control': IMMUTABLE_CACHE_CONTROL }),
    })
  }
  const image = await imageStorage.get(key)
  if (!image) return notFound()
  // A stored file has the type its bytes were checked for, whatever server sends it: never sniffed.
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' })
  if (image.size !== undefined) headers.set('Content-Length', String(image.size))
  return new Response(image.body, { headers })
}

function notFound() {
  return new Response('Not Found', {
    status: 404,
    headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }),
  })
}
