import type { ComponentType } from 'react';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteManifest, type RemoteName, type RemoteProps } from './manifest';

let registered = false;

/** Registers the manifest's remotes with the build-time federation instance (once). */
function ensureRegistered(): void {
  if (registered) return;
  const manifest = readRemoteManifest();
  // init() finds the instance the webpack plugin created for 'shell' and adds the remotes to it.
  init({
    name: 'shell',
    remotes: (Object.keys(manifest) as RemoteName[]).map((name) => ({ name, entry: manifest[name] })),
  });
  registered = true;
}

/**
 * Loads a remote's exposed `./App`. With `retry`, the remote is registered again with
 * `force` so the runtime drops the cached failure and fetches its entry anew.
 */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<ComponentType<RemoteProps>> {
  ensureRegistered();
  if (retry) {
    const manifest = readRemoteManifest();
    registerRemotes([{ name, entry: manifest[name] }], { force: true });
  }
  const mod = await loadRemote<{ default: ComponentType<RemoteProps>; preload?: (pathname: string) => Promise<void> }>(`${name}/App`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`The ${name} remote did not expose an App component.`);
  // The code of the page on screen (a remote's lazily loaded page), before the App renders: a server-rendered page hydrates without suspending.
  if (typeof mod.preload === 'function') await mod.preload(window.location.pathname);
  return mod.default;
}
