/**
 * Architecture rules (ARCHITECTURE.md, "Backend rules"):
 * - a module reaches another only through that module's index.ts facade;
 * - the kernel knows no module and no site; a module knows no site; domain code imports no
 *   framework or infrastructure;
 * - no circular imports;
 * - the migrator and the migrations are loaded only where migrations run.
 * And for the frontends:
 * - an app (shell, public, admin) reaches another frontend package only through kit: the remotes
 *   are loaded by the shell at run time, never imported;
 * - a feature does not import another feature of its app (what two features share lives outside features/);
 * - in both remotes a feature's pages (what a route shows) sit at the feature's root, their parts under components/.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-facade-only',
      comment: 'Another module is reached only through its index.ts (its facade and published event types).',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/([^/]+)/.+', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'kernel-knows-no-module',
      comment: 'The kernel holds mechanisms only: it imports neither the modules nor the site that assembles them.',
      severity: 'error',
      from: { path: '^backend/src/kernel/' },
      to: { path: ['^backend/src/modules/', '^backend/src/site/'] },
    },
    {
      name: 'modules-know-no-site',
      comment: 'The site layer assembles the modules; a module never reaches up into it.',
      severity: 'error',
      from: { path: '^backend/src/modules/' },
      to: { path: '^backend/src/site/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'Domain code imports no framework, ORM, HTTP or infrastructure code.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: ['^backend/src/modules/[^/]+/(infrastructure|http|application)/', 'node_modules/(koa|@koa|@mikro-orm|ioredis|bullmq|nodemailer|inversify)'] },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      from: { path: '^contracts/src/' },
      to: { path: '^(backend|frontends)/' },
    },
    {
      name: 'apps-reach-kit-only',
      comment: 'An app imports its own code, kit and contracts; never another app.',
      severity: 'error',
      from: { path: '^frontends/([^/]+)/', pathNot: '^frontends/kit/' },
      to: { path: '^frontends/', pathNot: ['^frontends/$1/', '^frontends/kit/'] },
    },
    {
      name: 'kit-knows-no-app',
      severity: 'error',
      from: { path: '^frontends/kit/' },
      to: { path: '^frontends/(shell|public|admin)/' },
    },
    {
      name: 'features-stand-alone',
      comment: 'A feature does not import another feature; what they share moves to shared/ or components/ (or kit).',
      severity: 'error',
      from: { path: '^frontends/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^frontends/$1/src/features/', pathNot: '^frontends/$1/src/features/$2/' },
    },
    {
      name: 'pages-at-feature-root',
      comment: "A page is features/<name>/<Name>Page.tsx in both remotes, never deeper in the feature.",
      severity: 'error',
      from: {},
      to: { path: '^frontends/(public|admin)/src/features/[^/]+/.+/[^/]+Page\\.tsx?$' },
    },
    {
      name: 'migrations-loaded-on-use',
      comment: 'The migrator and the migrations load with import() where migrations run (the cli), so the api and the worker never carry them (docs/adr/0005).',
      severity: 'error',
      from: { path: '^backend/src/', pathNot: '^backend/src/migrations/' },
      to: { path: ['@mikro-orm/migrations', '^backend/src/migrations/'], dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // The frontends' paths (@costiera/kit, @costiera/contracts) resolve the backend's one import alias too.
    tsConfig: { fileName: require('path').join(__dirname, 'frontends/tsconfig.json') },
    exclude: { path: ['dist/', '\\.test\\.tsx?$'] },
  },
};
