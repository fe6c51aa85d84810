/**
 * The house's import rules, checked by `npm run lint` (docs/architecture.md explains them).
 * Features are stacked, top to bottom: site → content → market → sellers → investors → listings →
 * mortgage → leads → studio.
 * A feature may use the ones below it, only through their public entries: the files at the top of
 * the feature's folder and the `index.ts` of a folder directly under it. `lib/` and `ui/` serve
 * every feature and import none.
 */
const FEATURES_BELOW = {
  site: ['content', 'market', 'sellers', 'investors', 'listings', 'mortgage', 'leads', 'studio'],
  content: ['market', 'sellers', 'investors', 'listings', 'mortgage', 'leads', 'studio'],
  market: ['sellers', 'investors', 'listings', 'mortgage', 'leads', 'studio'],
  sellers: ['investors', 'listings', 'mortgage', 'leads', 'studio'],
  investors: ['listings', 'mortgage', 'leads', 'studio'],
  listings: ['mortgage', 'leads', 'studio'],
  mortgage: ['leads', 'studio'],
  leads: ['studio'],
  studio: [],
}

const layering = Object.entries(FEATURES_BELOW).map(([feature, below]) => ({
  name: `${feature}-uses-only-features-below-it`,
  comment: `features/${feature} may import ${below.length ? below.join(', ') : 'no other feature'}, no feature above it`,
  severity: 'error',
  from: { path: `^src/features/${feature}/` },
  to: {
    path: '^src/features/([^/]+)/',
    pathNot: [`^src/features/(${[feature, ...below].join('|')})/`],
  },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other, directly or through others, read as one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-and-ui-import-no-feature',
      comment: 'lib/ and ui/ are shared by every feature, so they cannot depend on one.',
      severity: 'error',
      from: { path: '^src/(lib|ui)/' },
      to: { path: '^src/(features|app|server)/' },
    },
    {
      name: 'features-import-no-route',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'only-public-entries-of-another-feature',
      comment:
        "Another feature is reached through its public entries: the files at the top of its folder, or a folder's index.ts directly under it.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/[^/]+/index\\.tsx?$'],
      },
    },
    ...layering,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/payload-types\\.ts$', '^src/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
