const path = require('path');

/** Backend tests: unit, integration (real Postgres + Redis), architecture. TS through swc with decorator metadata. */
module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // marked, sanitize-html's parser (htmlparser2 and its dom* / entities helpers) and file-type (with
  // its tokenizers) ship as ES modules only: node requires them natively, jest's runtime cannot, so
  // swc turns them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(marked|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec)/)',
  ],
  transform: {
    '^.+\\.[tj]s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@costiera/contracts$': path.join(__dirname, '../contracts/src') },
  testTimeout: 30_000,
};
