const path = require('path');
const preset = require('../jest.preset.js')(__dirname);
const { OUT } = require('./i18n/jest-global-setup');

module.exports = {
  ...preset,
  globalSetup: path.join(__dirname, 'i18n/jest-global-setup.js'),
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-i18n.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // As src/i18n/catalogue.ts names them.
    '^\\./messages/([a-z]{2,3})/([a-z][\\w-]*)\\.json$': path.join(OUT, '$1/$2.js'),
  },
};
