import * as fs from 'fs';
import * as path from 'path';
import * as reactRouter from 'react-router';

/*
 * The shared 'react-router-dom' singleton is a subset (kit/federation/react-router-dom.js).
 * Every name it lists must exist in react-router, and every name our remotes import from
 * 'react-router-dom' must be in the list, or it would be undefined at run time.
 */
const frontends = path.join(__dirname, '../..');
const subset = fs.readFileSync(path.join(frontends, 'kit/federation/react-router-dom.js'), 'utf8');
const listed = new Set(
  /export\s*\{([^}]*)\}/
    .exec(subset)![1]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

function importedRouterNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const names: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) names.push(...importedRouterNames(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const source = fs.readFileSync(full, 'utf8');
      for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
        if (/^import\s+type/.test(m[0])) continue;
        names.push(...m[1]!.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type ')));
      }
    }
  }
  return names;
}

describe('shared react-router-dom subset', () => {
  it('lists only names react-router really exports', () => {
    for (const name of listed) expect([name, name in reactRouter]).toEqual([name, true]);
  });

  it.each(['shell', 'public', 'admin', 'kit'])('covers every router name the %s app imports', (app) => {
    const missing = importedRouterNames(path.join(frontends, app, 'src')).filter((n) => !listed.has(n));
    expect(missing).toEqual([]);
  });
});
