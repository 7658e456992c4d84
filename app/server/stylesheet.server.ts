import fs from 'node:fs'
import path from 'node:path'
import { cssBundleHref } from '@remix-run/css-bundle'
import postcss, { type ChildNode } from 'postcss'
import { env } from '~/server/env.server'

/**
 * The part of the site's stylesheet a page uses, inlined into its head: on a slow link a separate
 * stylesheet costs a round trip before the first paint. Of the ~59 KB bundle (~9.5 KB gzip) a
 * page uses 9–15 KB (2.5–3 KB gzip), and the browser has fewer rules to match. Once the app runs,
 * it loads the whole (cached) bundle for the pages it renders itself (root.tsx).
 */

/** A rule is kept when it names no class or one of its classes is on the page: never fewer rules than needed. */
type Piece = { text: string; classes: readonly string[] | null } | { media: string; rules: Piece[] }

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g

/** Written by the document while it renders, replaced by the page's rules once it is whole. */
export const STYLESHEET_MARKER = '/*stylesheet*/'

function pieceOf(node: ChildNode): Piece | null {
  if (node.type === 'rule') {
    const classesPerSelector = node.selectors.map((selector) => [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!))
    const classes = classesPerSelector.some((names) => names.length === 0) ? null : classesPerSelector.flat()
    return { text: node.toString(), classes }
  }
  if (node.type === 'atrule' && node.name === 'media') {
    return { media: `@media ${node.params}`, rules: (node.nodes ?? []).map(pieceOf).filter((piece) => piece !== null) }
  }
  if (node.type === 'comment') return null
  return { text: node.toString(), classes: null }
}

export function parseStylesheet(css: string): Piece[] {
  return postcss
    .parse(css)
    .nodes.map(pieceOf)
    .filter((piece) => piece !== null)
}

export function selectRules(pieces: readonly Piece[], used: ReadonlySet<string>): string {
  let text = ''
  for (const piece of pieces) {
    if ('media' in piece) {
      const inner = selectRules(piece.rules, used)
      if (inner) text += `${piece.media}{${inner}}`
    } else if (piece.classes === null || piece.classes.some((name) => used.has(name))) text += piece.text
  }
  return text
}

let parsed: Piece[] | undefined
const byClasses = new Map<string, string>()
const REMEMBERED_PAGES = 200

function pieces() {
  if (parsed) return parsed
  const css = cssBundleHref ? fs.readFileSync(path.join('public', cssBundleHref), 'utf8') : ''
  const result = parseStylesheet(css)
  // In development each request reads the rebuilt bundle.
  if (env.NODE_ENV === 'production') parsed = result
  return result
}

export function classesIn(html: string) {
  const used = new Set<string>()
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) for (const name of match[1]!.split(' ')) if (name) used.add(name)
  return used
}

/** The rules of the site's stylesheet that apply to `html`, a whole rendered document. */
export function stylesheetFor(html: string): string {
  const used = classesIn(html)
  const key = [...used].sort().join(' ')
  const known = byClasses.get(key)
  if (known !== undefined) return known
  const text = selectRules(pieces(), used)
  if (byClasses.size >= REMEMBERED_PAGES) byClasses.delete(byClasses.keys().next().value!)
  if (env.NODE_ENV === 'production') byClasses.set(key, text)
  return text
}
