// webpack loader for the message catalogues (compile-catalogue.js): a language's area from every
// catalogue directory of the build, English under it; each file it reads is watched.
const { catalogueOf, catalogueRoots, compileCatalogue, layersOf } = require('./compile-catalogue');

module.exports = function messagesLoader() {
  const roots = catalogueRoots();
  const where = catalogueOf(this.resourcePath, roots);
  if (!where) throw new Error(`${this.resourcePath}: not a catalogue (<language>/<area>.json in ${roots.join(' or ')})`);
  const layers = layersOf(where.language, where.area, roots);
  for (const file of layers) this.addDependency(file);
  return compileCatalogue(where.language, where.area, layers);
};
