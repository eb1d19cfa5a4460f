/**
 * Architecture rules (ARCHITECTURE.md, "Backend rules"):
 * - a module reaches another only through that module's index.ts facade;
 * - the kernel knows no module and no site; a module knows no site; domain code imports no
 *   framework or infrastructure;
 * - no circular imports.
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
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('path').join(__dirname, 'backend/tsconfig.test.json') },
    exclude: { path: ['dist/', '\\.test\\.ts$'] },
  },
};
