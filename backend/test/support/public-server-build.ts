import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * A frontends folder (FRONTENDS_DIR) holding the shell's index.html and the public remote's server
 * entry, built here from the source with webpack (its 'server' config), for tests of the pages
 * the backend renders. Inside the repository (var/ is not committed), so the build's packages
 * resolve from its node_modules. Answers the folder and the server entry's path in it; with
 * `manifest`, also writes the ssr.json naming it.
 */
export function buildPublicServer(name: string, { env = {}, manifest = true }: { env?: NodeJS.ProcessEnv; manifest?: boolean } = {}): { dir: string; serverEntry: string } {
  mkdirSync(path.join(root, 'var/test'), { recursive: true });
  const dir = mkdtempSync(path.join(root, `var/test/${name}-`));
  mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(dir, 'public/dist'), { recursive: true });
  copyFileSync(path.join(root, 'frontends/shell/public/index.html'), path.join(dir, 'shell/dist/index.html'));
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '-c', 'webpack.config.js', '--config-name', 'server', '--mode', 'development', '--output-path', path.join(dir, 'public/dist/server')],
    { cwd: path.join(root, 'frontends/public'), stdio: 'pipe', env: { ...process.env, ...env } },
  );
  const serverEntry = `server/${readdirSync(path.join(dir, 'public/dist/server')).find((f) => /^render-page\.[0-9a-f]{12}\.js$/.test(f))}`;
  if (manifest) writeFileSync(path.join(dir, 'public/dist/ssr.json'), JSON.stringify({ version: 'v1', remoteEntry: 'remoteEntry.v1.js', server: serverEntry, styles: [], scripts: [] }));
  return { dir, serverEntry };
}
