import { describe, expect, test } from 'vitest'
import { classesIn, parseStylesheet, selectRules } from '~/server/stylesheet.server'

const CSS = [
  ':root{--brand:#1f3a5f}',
  'body{margin:0}',
  '.card{padding:8px}',
  '.unused{color:red}',
  '.card:hover .title{color:blue}',
  '.other,h2{font-weight:700}',
  '.dialog[open]{display:block}',
  '@media screen and (min-width:768px){.card{padding:16px}.unused{padding:0}}',
  '@media screen and (min-width:1024px){.unused{margin:0}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('')

const page = (html: string) => selectRules(parseStylesheet(CSS), classesIn(html))

describe('the stylesheet a page carries', () => {
  test('keeps the rules of the classes on the page, and every rule that names no class', () => {
    const css = page('<html><body><div class="card"><p class="title">Hola</p></div></body></html>')
    expect(css).toContain(':root{--brand:#1f3a5f}')
    expect(css).toContain('body{margin:0}')
    expect(css).toContain('.card{padding:8px}')
    expect(css).toContain('.card:hover .title{color:blue}')
    // One selector without a class (h2) is enough to keep a rule.
    expect(css).toContain('.other,h2{font-weight:700}')
    expect(css).toContain('@keyframes spin')
  })

  test('drops the rules of classes the page does not use, inside media queries too', () => {
    const css = page('<div class="card"></div>')
    expect(css).not.toContain('.unused')
    expect(css).not.toContain('.dialog')
    expect(css).toContain('@media screen and (min-width:768px){.card{padding:16px}}')
    expect(css).not.toContain('min-width:1024px')
  })

  test('reads every class of an element, and no class named in the text', () => {
    expect([...classesIn('<a class="card  dialog" href="/">x</a><p>class="unused"</p>')].sort()).toEqual(['card', 'dialog'])
    expect(page('<p>un texto que dice class=&quot;unused&quot;</p>')).not.toContain('.unused')
  })
})
