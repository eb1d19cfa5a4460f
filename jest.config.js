const fs = require('fs');
const path = require('path');

/** Every jest project of the repo; `make test` selects them by name. The e2e specs run under Playwright (e2e/playwright.config.ts). */
const projects = ['backend', 'frontends/kit', 'frontends/shell', 'frontends/public', 'frontends/admin']
  .map((dir) => path.join(__dirname, dir, 'jest.config.js'))
  .filter((file) => fs.existsSync(file));

// Global (not per project): integration tests start real servers and databases.
module.exports = { projects, testTimeout: 30_000 };
