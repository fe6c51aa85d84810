import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { withEnvTables } from './doc'
import { ENV_NAMES } from './variables'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Next.js's own variables, read as Next.js sets them: not settings of the site. */
const NEXT_OWN = ['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME']

/** Where process.env may be read besides lib/env's reader, and why. */
const KEPT = {
  // next.config.ts's `env` has Next.js write the build's tile settings in place of these reads.
  'src/lib/mapTiles.ts': ['MAP_TILE_URL', 'MAP_ATTRIBUTION'],
  // Compiled apart (tsc -p src/server, NodeNext), where lib/env's imports do not resolve.
  'src/server/': ['TRUST_PROXY', 'SITE_ROLE', 'LEAD_EMAIL_WORKER', 'PORT', 'HOST', 'NEXT_DIST_DIR'],
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Each read of process.env in `source`: the variable's name, or `*` for the whole object. */
function environmentReads(source: string): string[] {
  return [...source.matchAll(/(Object\.assign\()?process\.env(?:\.(\w+)|\[)?(\s*=(?!=))?/g)]
    .filter(([, assigned, , written]) => !assigned && !written)
    .map(([, , name]) => name ?? '*')
}

describe('the declared environment variables', () => {
  it('are the only ones the site reads, and only lib/env reads them except where kept', () => {
    const misplaced: string[] = []
    for (const file of sourceFiles('src')) {
      const kept = Object.entries(KEPT).find(([place]) => file.startsWith(place))?.[1]
      for (const name of environmentReads(read(file))) {
        if (name !== '*' && !NEXT_OWN.includes(name) && !ENV_NAMES.includes(name as never))
          misplaced.push(`${file}: ${name} is not declared in src/lib/env/variables.ts`)
        else if (file.startsWith('src/lib/env/') || NEXT_OWN.includes(name)) continue
        else if (file.startsWith('src/server/') && kept) continue
        else if (!kept?.includes(name))
          misplaced.push(`${file}: reads process.env.${name}; use the getters of @/lib/env`)
      }
    }
    expect(misplaced).toEqual([])
  })

  it('are each declared once', () => {
    expect(ENV_NAMES.filter((name, i) => ENV_NAMES.indexOf(name) !== i)).toEqual([])
  })

  it('are what the tables of docs/configuration.md show', () => {
    const page = read('docs/configuration.md')
    // On a difference: node scripts/run-ts.mjs scripts/configuration-doc.ts
    expect(withEnvTables(page)).toBe(page)
  })

  it('include every variable the README names', () => {
    const readme = read('README.md')
    const section = readme.slice(readme.indexOf('## Configuration'))
    const named = [...section.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)`/g)].map(
      ([, name]) => name!,
    )
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !ENV_NAMES.includes(name as never))).toEqual([])
  })
})
