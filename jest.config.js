const fs = require('fs');
const path = require('path');

/** Every jest project of the repo; `make test` selects them by name. */
const projects = ['backend', 'frontends/kit', 'frontends/shell', 'frontends/public', 'frontends/admin', 'e2e']
  .map((dir) => path.join(__dirname, dir, 'jest.config.js'))
  .filter((file) => fs.existsSync(file));

// Global (not per project): integration tests start real servers and databases.
module.exports = { projects, testTimeout: 30_000 };
