import { createRequire } from 'node:module'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import fc from 'fast-check'
import { createElement, type ReactElement } from 'react'
import { describe, expect, test } from 'vitest'

/**
 * The production server renders pages with React's streaming renderer (app/entry.server.tsx),
 * patched to write its output as text (patches/react-dom+18.3.1.patch). These load the same
 * production builds the server runs, whatever NODE_ENV the tests run under, and hold the stream's
 * output to renderToString's, which never went through the 2 KB byte buffers.
 */
const require = createRequire(import.meta.url)
const reactDomBuilds = path.join(path.dirname(require.resolve('react-dom')), 'cjs')
const streaming = require(path.join(reactDomBuilds, 'react-dom-server.node.production.min.js')) as typeof import('react-dom/server')
const legacy = require(path.join(reactDomBuilds, 'react-dom-server-legacy.node.production.min.js')) as typeof import('react-dom/server')

/** As the entry does: wait for everything, then pipe the document into one buffer. */
function renderAsTheServerDoes(element: ReactElement) {
  return new Promise<string>((resolve, reject) => {
    const { pipe } = streaming.renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough()
        text(body).then(resolve, reject)
        pipe(body)
      },
      onShellError: reject,
    })
  })
}

const page = (paragraphs: string[]) =>
  createElement(
    'main',
    null,
    paragraphs.map((paragraph, index) => createElement('p', { key: index, title: paragraph }, paragraph)),
  )

describe('the HTML stream', () => {
  test('a two-byte character at the edge of a 2 KB buffer comes out whole, with no NUL byte', async () => {
    // Prices as Intl writes them ("$ 41", a no-break space), shifted a byte at a time past the edges.
    for (let padding = 0; padding < 60; padding++) {
      const paragraphs = ['x'.repeat(padding), ...Array.from({ length: 400 }, (_, i) => `$\u00a0${i}`)]
      const html = await renderAsTheServerDoes(page(paragraphs))
      expect(html).not.toContain('\u0000')
      expect(html).toBe(legacy.renderToString(page(paragraphs)))
    }
  })

  test('any text, accents, emoji and markup characters included, streams exactly as renderToString writes it', async () => {
    const spanish = fc.constantFrom('a', 'ñ', 'á', 'é', 'ü', '\u00a0', '€', '😀', '<', '&', '"', ' ', '\n')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: spanish, maxLength: 40 }), { minLength: 150, maxLength: 300 }), async (paragraphs) => {
        expect(await renderAsTheServerDoes(page(paragraphs))).toBe(legacy.renderToString(page(paragraphs)))
      }),
      { numRuns: 200 },
    )
  })
})
