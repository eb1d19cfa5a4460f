// webpack loader for the message catalogues (compile-catalogue.js).
const { compileCatalogue } = require('./compile-catalogue');

module.exports = function messagesLoader(source) {
  return compileCatalogue(this.resourcePath, source);
};
