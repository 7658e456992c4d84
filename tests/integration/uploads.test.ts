import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { loader } from '~/routes/uploads.$'

const uploads = path.resolve(process.env.UPLOADS_DIR!)
const outside = path.dirname(uploads)
const IMAGE = Buffer.from('RIFF\0\0\0\0WEBPVP8 ')

beforeAll(() => {
  fs.mkdirSync(path.join(uploads, 'demo'), { recursive: true })
  fs.writeFileSync(path.join(uploads, 'demo', 'project-3-2.webp'), IMAGE)
  fs.writeFileSync(path.join(uploads, 'demo', 'logo.PNG'), IMAGE)
  fs.writeFileSync(path.join(uploads, 'notes.txt'), 'texto')
  fs.mkdirSync(path.join(uploads, 'folder.png'), { recursive: true })
  fs.writeFileSync(path.join(outside, 'secret.webp'), 'secreto')
  fs.symlinkSync(path.join(outside, 'secret.webp'), path.join(uploads, 'link.webp'))
  fs.symlinkSync(outside, path.join(uploads, 'escape'))
})

function get(key: string, params: Record<string, string> = { '*': key }) {
  return loader({ request: new Request(`http://localhost/uploads/${key}`), params, context: {} })
}

describe('uploads', () => {
  // The other security headers are the server's, set for every answer (tests/e2e/security.spec.ts).
  test('serves an image by key with its type, never sniffed, and a year of caching', async () => {
    const response = await get('demo/project-3-2.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Content-Length')).toBe(String(IMAGE.length))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGE)
    expect((await get('demo/logo.PNG')).headers.get('Content-Type')).toBe('image/png')
  })

  test('answers the same through the route with a folder segment', async () => {
    expect((await get('demo/project-3-2.webp', { dir: 'demo', '*': 'project-3-2.webp' })).status).toBe(200)
    expect((await get('../secret.webp', { dir: '..', '*': 'secret.webp' })).status).toBe(404)
    expect((await get('escape/secret.webp', { dir: 'escape', '*': 'secret.webp' })).status).toBe(404)
  })

  test.each([
    ['../secret.webp', 'a parent folder'],
    ['demo/../../secret.webp', 'a parent folder further down'],
    ['..%2fsecret.webp', 'an encoded slash'],
    ['..%2Fsecret.webp', 'an encoded slash in capitals'],
    [path.join(outside, 'secret.webp'), 'an absolute path'],
    ['link.webp', 'a symlink to a file outside'],
    ['escape/secret.webp', 'a symlinked folder outside'],
    ['notes.txt', 'an extension that is not an image'],
    ['demo/project-3-2.webp.txt', 'an image name with another extension'],
    ['folder.png', 'a folder'],
    ['demo/missing.webp', 'a missing file'],
    ['demo/project-3-2.webp\0.png', 'a NUL byte'],
  ])('answers 404 for %s (%s)', async (key) => {
    const response = await get(key)
    expect(response.status).toBe(404)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toBe('Not Found')
  })
})
