// Message catalogues are ICU MessageFormat (one JSON file per language and area, under
// src/i18n/messages/<language>/<area>.json). They are compiled when the remote is built, into a
// module of plain functions: the browser then needs no message parser and only the few helpers
// of @messageformat/runtime (docs/adr/0021).
const fs = require('fs');
const path = require('path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

/** The remote's own catalogues. */
const ROOT = path.join(__dirname, '../src/i18n/messages');
const SOURCE_LANGUAGE = 'en';
/** A catalogue's path inside a catalogue directory: <language>/<area>.json. */
const RELATIVE = /^([a-z]{2,3})[\\/]([a-z][\w-]*)\.json$/;

/**
 * The catalogue directories of a build: the remote's own, then the one PUBLIC_EXTRA_MESSAGES
 * names, if any (same layout, <language>/<area>.json): a language it adds gets pages, and a
 * message it gives for a language the remote has replaces the remote's. Tests use it to add a
 * language without touching the remote's catalogues.
 */
function catalogueRoots(env = process.env) {
  const extra = env.PUBLIC_EXTRA_MESSAGES;
  return extra ? [ROOT, path.resolve(extra)] : [ROOT];
}

/** The language and area of a catalogue file in one of `roots`; null for any other file. */
function catalogueOf(file, roots) {
  for (const root of roots) {
    const relative = path.relative(root, file);
    const m = RELATIVE.exec(relative);
    if (m) return { language: m[1], area: m[2] };
  }
  return null;
}

/** Every catalogue of the build, by the request the remote's `import(\`./messages/${language}/${area}.json\`)` makes: its file in the first root that has it. */
function catalogueFiles(roots) {
  const files = {};
  for (const root of roots) {
    if (!fs.existsSync(root)) throw new Error(`${root}: no such catalogue directory`);
    for (const language of fs.readdirSync(root).filter((l) => fs.statSync(path.join(root, l)).isDirectory())) {
      for (const file of fs.readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json'))) {
        files[`./${language}/${file}`] ??= path.join(root, language, file);
      }
    }
  }
  return files;
}

/**
 * The files a language's area is made of, in the order they merge: English (the source: a
 * message a language lacks falls back to it, as the booking emails' catalogues do), then the
 * language's file in each root that has one.
 */
function layersOf(language, area, roots) {
  const english = language === SOURCE_LANGUAGE ? [] : [path.join(ROOT, SOURCE_LANGUAGE, `${area}.json`)];
  return [...english, ...roots.map((root) => path.join(root, language, `${area}.json`))].filter((f) => fs.existsSync(f));
}

/** The ES module source of a language's area: a default export of one function per message. A message that does not parse fails the build, naming its file. */
function compileCatalogue(language, area, layers) {
  const messages = {};
  const from = {};
  for (const file of layers) {
    for (const [id, message] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      if (typeof message !== 'string') throw new Error(`${path.relative(process.cwd(), file)}: "${id}" is not a string`);
      messages[id] = message;
      from[id] = file;
    }
  }
  // strict: ICU MessageFormat as FormatJS reads it (the emails' catalogues), no custom formatters.
  const mf = new MessageFormat(language, { strict: true, currency: 'EUR' });
  try {
    return compileModule(mf, messages);
  } catch (err) {
    // Name the file of the message that failed, when the error names the message.
    const id = Object.keys(messages).find((key) => err.message.includes(key));
    throw new Error(`${path.relative(process.cwd(), id ? from[id] : layers[layers.length - 1])} (${language}/${area}): ${err.message}`);
  }
}

module.exports = { compileCatalogue, catalogueOf, catalogueFiles, catalogueRoots, layersOf, ROOT };
