import { text } from '@costiera/contracts';
import { loadConfig as loadKernelConfig, type Application, type Config } from '../kernel/config';
import { declareSettings } from '../kernel/settings';
import { modules } from '../modules';

/** The site's own settings: where the frontends' builds are, and where the browser loads the remotes from. */
export const siteSettings = declareSettings(
  'site',
  { optional: { FRONTENDS_DIR: text('FRONTENDS_DIR', 2000), COSTIERA_REMOTES: text('COSTIERA_REMOTES', 20_000) } },
  (e) => ({ frontendsDir: e.FRONTENDS_DIR, remotesManifest: e.COSTIERA_REMOTES }),
);

/** Costiera as the kernel runs it: its name, and the settings of the site and of every module. */
export const COSTIERA: Application = {
  name: 'costiera',
  title: 'Costiera',
  settings: [siteSettings, ...modules.flatMap((m) => (m.settings ? [m.settings] : []))],
};

/** Every setting of the api, worker and cli, read from the environment and decoded once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadKernelConfig(env, COSTIERA);
}

/** The admin session's cookie. */
export const SESSION_COOKIE = `${COSTIERA.name}.sid`;
