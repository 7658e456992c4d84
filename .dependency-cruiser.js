/**
 * One direction of imports: routes → components → controllers → models → server services →
 * database schema, with pure helpers importable from anywhere. See docs/decisions/010-code-layout.md.
 */
const PURE_HELPERS = '^app/(utils/|styles/|types/|taxonomy\\.ts$|zones\\.ts$|constants\\.ts$|site\\.ts$)'
const ABOVE_MODELS = '^(app/(controllers|components|routes)/|app/root\\.tsx$|app/entry\\.)'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'pure-helpers-import-nothing-of-the-app',
      severity: 'error',
      from: { path: PURE_HELPERS },
      to: { path: '^(app|drizzle)/', pathNot: PURE_HELPERS },
    },
    {
      name: 'schema-imports-only-pure-helpers',
      severity: 'error',
      from: { path: '^drizzle/schema\\.ts$' },
      to: { path: '^(app|drizzle)/', pathNot: PURE_HELPERS },
    },
    {
      name: 'server-services-import-no-higher-layer',
      severity: 'error',
      from: { path: '^app/server/' },
      to: { path: [ABOVE_MODELS, '^app/models/', '^drizzle/(?!schema\\.ts$)'] },
    },
    {
      name: 'models-import-no-higher-layer',
      severity: 'error',
      from: { path: '^app/models/' },
      to: { path: ABOVE_MODELS },
    },
    {
      name: 'models-take-the-database-as-an-argument',
      severity: 'error',
      from: { path: '^app/models/' },
      to: { path: '^app/server/db\\.server\\.ts$' },
    },
    {
      name: 'controllers-import-no-page',
      severity: 'error',
      from: { path: '^app/controllers/' },
      to: { path: '^(app/(components|routes)/|app/root\\.tsx$|app/entry\\.)' },
    },
    {
      name: 'components-import-no-route',
      severity: 'error',
      from: { path: '^app/components/' },
      to: { path: '^(app/routes/|app/root\\.tsx$|app/entry\\.)' },
    },
  ],
  options: {
    // Type-only imports count: a type from a route still ties a component to it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
}
