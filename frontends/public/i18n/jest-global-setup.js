// jest cannot run a loader on .json files: before the tests, every catalogue is compiled as the
// build compiles it, into var/test/public-messages/<language>/<area>.js (jest.config.js maps
// the catalogues' paths there).
const fs = require('fs');
const path = require('path');
const { compileCatalogue } = require('./compile-catalogue');

const SOURCES = [path.join(__dirname, '../src/i18n/messages')];
const OUT = path.join(__dirname, '../../../var/test/public-messages');

module.exports = async function compileCataloguesForJest() {
  for (const root of SOURCES) {
    for (const language of fs.readdirSync(root)) {
      const dir = path.join(root, language);
      if (!fs.statSync(dir).isDirectory()) continue;
      fs.mkdirSync(path.join(OUT, language), { recursive: true });
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const source = path.join(dir, file);
        fs.writeFileSync(path.join(OUT, language, file.replace(/\.json$/, '.js')), compileCatalogue(source, fs.readFileSync(source, 'utf8')));
      }
    }
  }
};
module.exports.OUT = OUT;
