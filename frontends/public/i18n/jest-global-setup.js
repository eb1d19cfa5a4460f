// jest cannot run a loader on .json files: before the tests, every catalogue is compiled as the
// build compiles it, into var/test/public-messages/<language>/<area>.js (jest.config.js maps
// the catalogues' paths there).
const fs = require('fs');
const path = require('path');
const { catalogueFiles, catalogueRoots, compileCatalogue, layersOf } = require('./compile-catalogue');

const OUT = path.join(__dirname, '../../../var/test/public-messages');

module.exports = async function compileCataloguesForJest() {
  const roots = catalogueRoots();
  for (const request of Object.keys(catalogueFiles(roots))) {
    const [, language, file] = request.split('/');
    const area = file.replace(/\.json$/, '');
    fs.mkdirSync(path.join(OUT, language), { recursive: true });
    fs.writeFileSync(path.join(OUT, language, `${area}.js`), compileCatalogue(language, area, layersOf(language, area, roots)));
  }
};
module.exports.OUT = OUT;
