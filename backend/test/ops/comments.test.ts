import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Comments say why the code is as it is; which issue asked for it is git's and the ADRs' to tell.
 * Every comment of the repository's source is scanned for an issue tag (the word issue or a
 * hash sign followed by a number). An upstream bug is named the way GitHub links it across
 * repositories (`owner/repo#123`), which is allowed. Strings and product text are not comments
 * and are never read.
 */
const ROOT = path.join(__dirname, '../../..');
/** What is scanned: every source folder and the build and run files at the root. */
const SOURCES = ['backend/src', 'backend/test', 'frontends', 'contracts', 'e2e', 'bench', 'scripts', 'infra', 'testing'];
const ROOT_FILES = ['Makefile', 'Dockerfile', 'docker-compose.yml', '.ci/run', '.env.example', 'jest.config.js', 'eslint.config.mjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'var', 'coverage', '.git']);

const ISSUE_TAG = /\bissues? #?\d+|(?<![\w&/#-])#\d{1,5}\b/i;

interface Comment {
  readonly line: number;
  readonly text: string;
}

/**
 * The comments of a TypeScript or JavaScript file, found by parsing it: each is trivia around a
 * token (leading, or trailing on the token's line), so strings, templates and JSX text are never
 * read as one.
 */
function scriptComments(file: string, text: string): Comment[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(jsx?|[cm]js)$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const jsxText = new Set<number>();
  const findJsxText = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.add(node.pos);
    ts.forEachChild(node, findJsxText);
  };
  findJsxText(source);
  const comments = new Map<number, Comment>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      comments.set(range.pos, { line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    const children = node.getChildren(source);
    if (children.length > 0) return children.forEach(visit);
    collect(ts.getLeadingCommentRanges(text, node.pos));
    // What follows a token is JSX text, not trivia, when JSX text starts there.
    if (!jsxText.has(node.end)) collect(ts.getTrailingCommentRanges(text, node.end));
  };
  visit(source);
  return [...comments.values()];
}

/** Comments of the other kinds of source: `#` lines (shell, make, Docker, YAML), `--` (SQL), block comments (CSS, HTML). */
function otherComments(file: string, text: string): Comment[] {
  const lineComments = (marker: RegExp) =>
    text.split('\n').flatMap((line, i) => {
      const match = marker.exec(line);
      return match ? [{ line: i + 1, text: line.slice(match.index) }] : [];
    });
  if (/\.sql$/.test(file)) return lineComments(/--/);
  if (/\.(css|html)$/.test(file)) {
    const comments: Comment[] = [];
    for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)) {
      comments.push({ line: text.slice(0, match.index).split('\n').length, text: match[0] });
    }
    return comments;
  }
  return lineComments(/(?<=^|\s)#/);
}

function isScript(file: string): boolean {
  return /\.(tsx?|[cm]?js)$/.test(file);
}

function isOtherSource(file: string): boolean {
  return /\.(sh|ya?ml|conf|sql|css|html)$/.test(file) || ['Makefile', 'Dockerfile'].includes(path.basename(file));
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return isScript(full) || isOtherSource(full) ? [full] : [];
  });
}

/** Each comment line of `file` that carries an issue tag, as `file:line: text`. */
function issueTags(file: string, text: string): string[] {
  // Parsing is the slow part: a file with no tag anywhere has none in its comments.
  if (!ISSUE_TAG.test(text)) return [];
  const comments = isScript(file) ? scriptComments(file, text) : otherComments(file, text);
  return comments.flatMap((comment) =>
    comment.text
      .split('\n')
      .map((line, i) => ({ line: comment.line + i, text: line.trim() }))
      .filter((line) => ISSUE_TAG.test(line.text))
      .map((line) => `${file}:${line.line}: ${line.text}`),
  );
}

describe('source comments', () => {
  it('carry no issue tags', () => {
    const files = [...SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))), ...ROOT_FILES.map((file) => path.join(ROOT, file)).filter((file) => fs.existsSync(file))];
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => issueTags(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('are told apart from strings, colours, entities and upstream references', () => {
    const script = [
      "// Kept for the spec (issue 26).",
      "const text = 'issue 26 and #26 in a string';",
      'const template = `see #27 ${text}`;',
      '/* Colours #1677ff and #767676; &#39; is an entity. */',
      '/** A worker may stop taking jobs (taskforcesh/bullmq#3185). */',
      'const x = 1; // the symptom of #3185',
      '<p>{/* issue #7 */}// JSX text, not a comment, #8</p>;',
    ].join('\n');
    expect(issueTags('a.tsx', script)).toEqual(['a.tsx:1: // Kept for the spec (issue 26).', 'a.tsx:6: // the symptom of #3185', 'a.tsx:7: /* issue #7 */']);
    expect(issueTags('Makefile', 'test: ## every check (issue 7)\n\techo "#26"')).toEqual(['Makefile:1: ## every check (issue 7)']);
    expect(issueTags('a.sql', "select '#26'; -- see #26")).toEqual(['a.sql:1: -- see #26']);
    expect(issueTags('a.css', 'a { color: #333; } /* issue 27 */')).toEqual(['a.css:1: /* issue 27 */']);
  });
});
