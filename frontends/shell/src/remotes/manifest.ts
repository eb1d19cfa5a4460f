import type { DehydratedQuery, FormPost } from '@costiera/kit';

/** The remotes the shell can load, by their container names. */
export type RemoteName = 'public_app' | 'admin_app';
export type RemoteManifest = Record<RemoteName, string>;

export const DEFAULT_REMOTES: RemoteManifest = {
  public_app: '/remotes/public/remoteEntry.js',
  admin_app: '/remotes/admin/remoteEntry.js',
};

/**
 * Reads the remote locations from the `#costiera-remotes` JSON in index.html, which the
 * backend may rewrite at deploy time; falls back to the same-origin defaults per remote
 * when the block is missing or broken, so a bad rewrite cannot blank the whole site.
 */
export function readRemoteManifest(doc: Document = document): RemoteManifest {
  const text = doc.getElementById('costiera-remotes')?.textContent;
  if (!text) return { ...DEFAULT_REMOTES };
  try {
    const parsed: unknown = JSON.parse(text);
    const out = { ...DEFAULT_REMOTES };
    if (parsed && typeof parsed === 'object') {
      for (const name of Object.keys(DEFAULT_REMOTES) as RemoteName[]) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'string' && value.trim() !== '') out[name] = value.trim();
      }
    }
    return out;
  } catch {
    return { ...DEFAULT_REMOTES };
  }
}

/** What the shell hands a remote's App: the public remote reads all three, the admin none. */
export interface RemoteProps {
  siteUrl?: string;
  formPost?: FormPost | null;
  formKey?: string | null;
  /** The query answers of a page the server rendered. */
  serverQueries?: readonly DehydratedQuery[];
}
