// Shared jest settings for the frontend packages: swc for TS/TSX, jsdom, contracts and kit from source.
const path = require('path');

module.exports = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // The structured-data validator ships only as ES modules: swc compiles it like our sources.
  transformIgnorePatterns: ['/node_modules/(?!@adobe/structured-data-validator/)'],
  moduleNameMapper: {
    '^@costiera/contracts$': path.join(__dirname, '../contracts/src'),
    '^@costiera/kit$': path.join(__dirname, 'kit/src'),
    '\\.(css)$': path.join(__dirname, 'kit/test/style-stub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'kit/test/setup.ts')],
});
