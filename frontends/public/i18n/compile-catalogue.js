// Message catalogues are ICU MessageFormat (one JSON file per language and area, under
// src/i18n/messages/<language>/<area>.json). They are compiled when the remote is built, into a
// module of plain functions: the browser then needs no message parser and only the few helpers
// of @messageformat/runtime (docs/adr/0021).
const path = require('path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

const CATALOGUE = /[\\/]messages[\\/]([a-z]{2,3})[\\/]([a-z][\w-]*)\.json$/;

/** The language and area of a catalogue file, from its path; null for any other file. */
function catalogueOf(file) {
  const m = CATALOGUE.exec(file);
  return m ? { language: m[1], area: m[2] } : null;
}

/** The ES module source of a catalogue: a default export of one function per message. A message that does not parse fails the build, naming it. */
function compileCatalogue(file, json) {
  const where = catalogueOf(file);
  if (!where) throw new Error(`${file}: not a catalogue (messages/<language>/<area>.json)`);
  const messages = JSON.parse(json);
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${path.relative(process.cwd(), file)}: "${id}" is not a string`);
  }
  // strict: ICU MessageFormat as FormatJS reads it (the emails' catalogues), no custom formatters.
  const mf = new MessageFormat(where.language, { strict: true, currency: 'EUR' });
  try {
    return compileModule(mf, messages);
  } catch (err) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${err.message}`);
  }
}

module.exports = { compileCatalogue, catalogueOf, CATALOGUE };
