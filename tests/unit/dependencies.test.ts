import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

type PackageJson = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  scripts?: Record<string, string>
  allowScripts?: Record<string, boolean>
  bin?: string | Record<string, string>
  types?: string
  typings?: string
  exports?: unknown
}

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T
const project = readJson<PackageJson>('package.json')
const lock = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>('package-lock.json')
const installed = (name: string) => readJson<PackageJson>(path.join('node_modules', name, 'package.json'))
const dependencies = Object.keys({ ...project.dependencies, ...project.devDependencies })

/** Packages nothing names in the code, with what uses them. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@remix-run/serve': 'the app server `remix dev` starts (npm run dev)',
  '@flydotio/litestream':
    'installs the Litestream binary of this platform (its optional -linux-x64 package), which server/litestream.js runs',
}

function sourceText() {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name)) files.push(file)
    }
  }
  for (const dir of ['app', 'server', 'drizzle', 'scripts', 'tests']) walk(dir)
  const rootFiles = fs.readdirSync('.').filter((name) => /\.(ts|js)$/.test(name))
  return [...files, ...rootFiles].map((file) => fs.readFileSync(file, 'utf8')).join('\n')
}

describe('dependencies', () => {
  test('install scripts are allowed for exactly the packages that have them', () => {
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([location, entry]) => location !== '' && entry.hasInstallScript)
        .map(([location]) => location.replace(/^.*node_modules\//, '')),
    )
    expect(Object.keys(project.allowScripts ?? {}).sort()).toEqual([...withScripts].sort())
  })

  test('every package is imported, run by a script, or named with its use', () => {
    const code = sourceText()
    const scripts = Object.values(project.scripts ?? {}).join('\n')
    const unused = dependencies.filter((name) => {
      if (name.startsWith('@types/') || name in USED_WITHOUT_IMPORT) return false
      const quoted = new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`)
      if (quoted.test(code)) return false
      const { bin } = installed(name)
      const bins = typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin ?? {})
      return !bins.some((command) => new RegExp(`(^|[\\s&;])${command}\\b`).test(scripts))
    })
    expect(unused).toEqual([])
  })

  test('a @types package is there only for a package that ships no types of its own', () => {
    const redundant = dependencies
      .filter((name) => name.startsWith('@types/') && name !== '@types/node')
      .filter((name) => {
        const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2')
        if (!dependencies.includes(typed)) return true
        const manifest = installed(typed)
        return Boolean(manifest.types ?? manifest.typings ?? JSON.stringify(manifest.exports ?? '').includes('"types"'))
      })
    expect(redundant).toEqual([])
  })
})
